import LayoutServeCLI
import Testing

@Suite struct EvalCommandTests {
    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(EvalCommand.self, arguments)
    }

    @Test(arguments: [
        (["(375 - 40) / 3 + 20"], "131.66666666666669\n"),
        (["min(width, height) - 20", "--state", #"{"width": 375, "height": 667}"#], "355\n"),
        (["isSelected ? #00f : #ccc", "--type", "UIColor", "--state", #"{"isSelected": true}"#], "#0000ffff\n"),
        (["Hello {name}, you have {n + 1} new messages", "--type", "String", "--constants", #"{"name": "Ada", "n": 4}"#],
         "Hello Ada, you have 5 new messages\n"),
        (["{strings.Inbox(n)}", "--type", "String", "--constants", #"{"strings.Inbox": "%d new messages", "n": 3}"#], "3 new messages\n"),
        (["center", "--type", "NSTextAlignment", "--format", "json"], #"{"value":"center","type":"NSTextAlignment"}"# + "\n"),
        (["bold 20", "--type", "UIFont"], #"{"name":"System","family":"System","face":"Bold","size":20,"weight":"bold","traits":[]}"# + "\n"),
        (["colors.brand", "--type", "UIColor", "--constants", ##"{"colors": {"brand": {"$color": "#ff000080"}}}"##], "#ff000080\n"),
        (["{upper(name)}", "--type", "String", "--constants", #"{"name": "ada", "upper": {"$function": "uppercased"}}"#], "ADA\n"),
        (["// commented out", "--type", "String"], "(no value: the expression is empty or commented out)\n"),
    ])
    func printsValues(arguments: [String], expected: String) throws {
        let result = try run(arguments)
        #expect(result.status == 0)
        #expect(result.output == expected)
        #expect(result.error == "")
    }

    /// JSON has no spelling for infinity or NaN: the value is refused instead of printed as null.
    @Test(arguments: [("1/0", "infinity"), ("0 - 1/0", "-infinity"), ("0/0", "NaN")])
    func aValueJSONCannotHoldIsAnError(expression: String, shown: String) throws {
        let result = try run([expression, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output == #"{"errors":[{"severity":"error","message":"the value is \#(shown), which JSON cannot represent","suggestions":[]}]}"# + "\n")
        #expect(try run([expression]).status == 0)
    }

    @Test func printsDiagnosticsWithCaretAndSuggestion() throws {
        let result = try run(["5 + widht", "--state", #"{"width": 1}"#])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == """
            <input>:1:5: error: Unknown property widht
            1 | 5 + widht
              |     ^~~~~
            note: did you mean width?

            """)
    }

    @Test func printsDiagnosticsAsJSON() throws {
        let result = try run(["1 +", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output == #"{"errors":[{"severity":"error","message":"Undefined postfix operator +","line":1,"column":3,"end_line":1,"end_column":4,"expression":"1 +","suggestions":[],"excerpt":"1 | 1 +\n  |   ^"}]}"# + "\n")
    }

    @Test(arguments: [
        (["x", "--type", "Foo"], "error: unknown type 'Foo' for --type (try CGFloat, Bool, String, UIColor, UIFont, NSTextAlignment, Any)\n"),
        (["x", "--state", "{nope"], "error: --state is not valid JSON: Expected a string key at offset 1\n"),
        (["x", "--constants", "[1]"], "error: --constants must be a JSON object, like {\"width\": 375}\n"),
    ])
    func refusesBadOptionsWithUsageStatus(arguments: [String], expected: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.error == expected)
    }
}
