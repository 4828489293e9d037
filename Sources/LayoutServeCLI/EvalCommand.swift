import ArgumentParser
import Diagnostics
import Expressions

/// `layout-serve eval EXPR`: evaluate one expression as a property type.
public struct EvalCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate one template expression and print its value or its diagnostic.",
        discussion: """
            The expression is read exactly as a template attribute of the given type would be: \
            string-like types (String, URL, Selector, UIFont, UIImage, NSAttributedString) take \
            literal text with {…} parts; every other type takes a plain expression, with optional \
            braces. Enum types accept their case names; colour types accept colour names, #hex and \
            rgb()/rgba().

            Values for names come from --constants (inlined) and --state (read at evaluation time), \
            both JSON objects. A nested object is a dictionary reachable by key path (colors.red). \
            Values with no JSON form are objects with one $-key: {"$color":"#ff000080"}, \
            {"$font":"Helvetica 17 bold"}, {"$image":"Rocket"}, {"$url":"…"}, {"$point":[x,y]}, \
            {"$size":[w,h]}, {"$rect":[x,y,w,h]}, {"$insets":[top,left,bottom,right]}, \
            {"$attributed":"<b>HTML</b>"}, {"$function":"uppercased"}.

            Examples:
              layout-serve eval '(375 - 40) / 3 + 20'
              layout-serve eval 'min(width, height) - 20' --state '{"width": 375, "height": 667}'
              layout-serve eval 'isSelected ? #00f : #ccc' --type UIColor --state '{"isSelected": true}'
              layout-serve eval 'Hello {name}!' --type String --constants '{"name": "Ada"}'
              layout-serve eval '{strings.Inbox(n)}' --type String \\
                  --constants '{"strings.Inbox": "%d new messages", "n": 3}'
              layout-serve eval 'center' --type NSTextAlignment --format json

            Exit status: 0 when the expression evaluates, 1 when it has an error, 64 on a usage error.
            """
    ).subcommand

    @Argument(help: "The expression, as it would appear in an attribute.")
    public var expression: String

    @Option(name: .long, help: ArgumentHelp("The property type, e.g. CGFloat, Bool, String, UIColor, UIFont, NSTextAlignment, Array<String>. Default: untyped.", valueName: "T"))
    public var type: String?

    @Option(name: .long, help: ArgumentHelp("A JSON object of constants (inlined when the expression is compiled).", valueName: "JSON"))
    public var constants: String?

    @Option(name: .long, help: ArgumentHelp("A JSON object of state (read each time the expression is evaluated).", valueName: "JSON"))
    public var state: String?

    @Option(name: .long, help: "Output format: text or json.")
    public var format: TextOrJSON = .text

    public init() {}

    /// Runs the command, writing to `output`; returns the exit status.
    public func execute(output: some CommandOutput) -> Int32 {
        let propertyType: PropertyType
        if let type {
            guard let named = PropertyType(named: type) else {
                output.writeError("error: unknown type '\(type)' for --type (try CGFloat, Bool, String, UIColor, UIFont, NSTextAlignment, Any)\n")
                return ExitStatus.usage
            }
            propertyType = named
        } else {
            propertyType = .any
        }
        let constantValues: [String: Value]
        let stateValues: [String: Value]
        do {
            constantValues = try Self.values(fromJSON: constants, option: "--constants")
            stateValues = try Self.values(fromJSON: state, option: "--state")
        } catch {
            output.writeError("error: \(error.message)\n")
            return ExitStatus.usage
        }

        let scope = DictionaryScope(constants: constantValues, state: stateValues)
        let source = SourceText(expression)
        do throws(ExpressionError) {
            guard let compiled = try PropertyExpression.compile(expression, as: propertyType, scope: scope) else {
                return report(value: nil, type: propertyType, output: output)
            }
            let value = try compiled.evaluate(scope.slotValues())
            return report(value: value, type: propertyType, output: output)
        } catch {
            let diagnostic = error.diagnostic(in: source)
            switch format {
            case .text: output.writeError(diagnostic.formatted + "\n")
            case .json: output.write(JSON.object([("errors", .array([diagnostic.json]))]).encoded + "\n")
            }
            return ExitStatus.failure
        }
    }

    /// Prints a value; `nil` means the expression is empty (sets nothing).
    private func report(value: Value?, type: PropertyType, output: some CommandOutput) -> Int32 {
        switch format {
        case .text:
            output.write((value.map(Self.display) ?? "(no value: the expression is empty or commented out)") + "\n")
        case .json:
            // JSON has no spelling for infinity or NaN: say so rather than print null.
            if case let .number(number)? = value, !number.isFinite {
                let message = "the value is \(number.isNaN ? "NaN" : number > 0 ? "infinity" : "-infinity"), which JSON cannot represent"
                output.write(JSON.object([("errors", .array([Diagnostic(message: message).json]))]).encoded + "\n")
                return ExitStatus.failure
            }
            output.write(JSON.object([("value", value?.json ?? .null), ("type", .string(type.name))]).encoded + "\n")
        }
        return ExitStatus.success
    }

    /// How `eval` prints a value as text: strings bare, numbers like `9` or
    /// `0.5`, everything else in its protocol JSON form.
    static func display(_ value: Value) -> String {
        switch value {
        case let .string(text): return text
        case let .number(number): return Value.format(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .color(color): return color.hexString
        case let .enumCase(enumCase): return enumCase.name
        case let .selector(name): return name
        case let .url(url): return url
        case let .attributedString(text): return text.string
        case .null: return "nil"
        default: return value.json.encoded
        }
    }

    struct OptionError: Error {
        var message: String
    }

    /// Parses a JSON object option into named values.
    static func values(fromJSON text: String?, option: String) throws(OptionError) -> [String: Value] {
        guard let text else { return [:] }
        let json: JSON
        do {
            json = try JSON.parse(text)
        } catch {
            throw OptionError(message: "\(option) is not valid JSON: \(error.description)")
        }
        guard let members = json.objectValue else { throw OptionError(message: "\(option) must be a JSON object, like {\"width\": 375}") }
        var values: [String: Value] = [:]
        for (key, item) in members {
            do {
                values[key] = try Value(json: item)
            } catch {
                throw OptionError(message: "\(option) \(key): \(error)")
            }
        }
        return values
    }
}
