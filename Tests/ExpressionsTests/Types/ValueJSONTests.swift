import Diagnostics
@testable import Expressions
import Testing

@Suite struct ValueJSONTests {
    func decode(_ text: String) throws -> Value {
        try Value(json: JSON.parse(text))
    }

    @Test func plainJSONRoundTrips() throws {
        let text = #"{"a":[1,2.5,"x",true,null],"b":{"c":"d"}}"#
        let value = try decode(text)
        #expect(value == .dictionary([
            "a": .array([.number(1), .number(2.5), .string("x"), .bool(true), .null]),
            "b": .dictionary(["c": .string("d")]),
        ]))
        #expect(value.json.encoded == text)
    }

    @Test func typedValues() throws {
        #expect(try decode(##"{"$color":"#ff000080"}"##) == .color(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(try decode(#"{"$color":"red"}"#) == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(try decode(#"{"$font":"Helvetica 17 bold"}"#)
            == .font(FontDescriptor(name: "Helvetica-Bold", size: 17, weight: "bold", traits: ["bold"])))
        #expect(try decode(#"{"$image":"Rocket"}"#) == .image(ImageReference(name: "Rocket")))
        #expect(try decode(#"{"$url":"https://x.y/z"}"#) == .url("https://x.y/z"))
        #expect(try decode(#"{"$point":[1,2]}"#) == .point(Point(x: 1, y: 2)))
        #expect(try decode(#"{"$size":[3,4]}"#) == .size(Size(width: 3, height: 4)))
        #expect(try decode(#"{"$rect":[1,2,3,4]}"#) == .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(try decode(#"{"$insets":[1,2,3,4]}"#) == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(try decode(#"{"$function":"uppercased"}"#) == .function(NamedFunction(name: "uppercased")))
        #expect(try decode(#"{"$attributed":"plain"}"#) == .attributedString(AttributedText(string: "plain")))
        #expect(try decode(#"{"$a":1,"b":2}"#) == .dictionary(["$a": .number(1), "b": .number(2)]))
    }

    @Test func attributedHTMLBecomesRuns() throws {
        let value = try decode(#"{"$attributed":"a <b>bold &amp; <i>both</i></b><br/>x &lt;"}"#)
        #expect(value == .attributedString(AttributedText(string: "a bold & both\nx <", runs: [
            .init(range: 2..<9, styles: ["b"]), .init(range: 9..<13, styles: ["b", "i"]),
        ])))
    }

    @Test func badTypedValuesNameTheKey() {
        let cases: [(String, String)] = [
            (#"{"$color":"nope"}"#,
             #"Invalid $color value "nope": expected #rgb, #rgba, #rrggbb, #rrggbbaa or a UIColor name such as red"#),
            (#"{"$color":5}"#, "Invalid $color value 5: expected a string"),
            (#"{"$font":"foobar"}"#, #"Invalid $font value "foobar": Invalid font name or specifier 'foobar'"#),
            (#"{"$point":[1]}"#, "Invalid $point value [1]: expected [x, y]"),
            (#"{"$rect":[1,2,3,"4"]}"#, #"Invalid $rect value [1,2,3,"4"]: expected [x, y, width, height]"#),
            (##"{"colors":{"header":{"$color":"#12"}}}"##,
             ##"Invalid $color value "#12" at colors.header: expected #rgb, #rgba, #rrggbb, #rrggbbaa or a UIColor name such as red"##),
            (#"{"$colour":"red"}"#, "Unknown value type $colour; expected one of " + Value.typedJSONKeys.joined(separator: ", ")),
        ]
        for (text, message) in cases {
            #expect(throws: ValueJSONError(message)) { try decode(text) }
        }
    }

    /// A font's family and face as a person names them (the inspector's `Helvetica Bold 17`).
    @Test func fontsAreNamedByFamilyAndFace() {
        let cases: [(FontDescriptor, String, String)] = [
            (FontDescriptor(name: "Helvetica-Bold", size: 17), "Helvetica", "Bold"),
            (FontDescriptor(name: "Helvetica", size: 17), "Helvetica", "Regular"),
            (FontDescriptor(name: "HelveticaNeue-CondensedBlack", size: 17), "Helvetica Neue", "Condensed Black"),
            (FontDescriptor(name: "Arial-BoldItalicMT", size: 17), "Arial", "Bold Italic"),
            (FontDescriptor(name: "TimesNewRomanPSMT", size: 17), "Times New Roman", "Regular"),
            (FontDescriptor(name: "MyFont-Light", size: 17), "MyFont", "Light"),
            (FontDescriptor(size: 17), "System", "Regular"),
            (FontDescriptor(size: 17, weight: "semibold", traits: ["italic"]), "System", "Semibold Italic"),
            (FontDescriptor(size: 17, weight: "regular", traits: ["italic"]), "System", "Italic"),
            (FontDescriptor(size: 17, weight: "ultraLight"), "System", "Ultra Light"),
        ]
        for (font, family, face) in cases {
            #expect(font.naming.family == family, "\(font)")
            #expect(font.naming.face == face, "\(font)")
        }
    }

    @Test func propsEncoding() {
        let table = EnumCatalog.table(runtimeName: "UIDataDetectorTypes")!
        let encoded: [(Value, String)] = [
            (.color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), ##""#ff000080""##),
            (.font(FontDescriptor()), #"{"name":"System","family":"System","face":"Regular","size":17,"weight":"regular","traits":[]}"#),
            (.font(FontDescriptor(name: "Courier-Bold", size: 15, weight: "bold", traits: ["bold", "monospace"])),
             #"{"name":"Courier-Bold","family":"Courier","face":"Bold","size":15,"weight":"bold","traits":["bold","monospace"]}"#),
            (EnumCatalog.value(qualifiedName: "NSTextAlignment.center")!, #""center""#),
            (.options(table.combining([1, 2])), #"["phoneNumber","link"]"#),
            (.image(ImageReference(name: "Rocket")), #""Rocket""#),
            (.rect(Rect(x: 1, y: 2, width: 3, height: 4)), #"{"x":1,"y":2,"width":3,"height":4}"#),
            (.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), #"{"top":1,"left":2,"bottom":3,"right":4}"#),
            (.range(RangeValue(lower: 1, upper: 3, isClosed: true)), #""1...3""#),
            (.number(.nan), "null"),
        ]
        for (value, text) in encoded {
            #expect(value.json.encoded == text)
        }
    }
}
