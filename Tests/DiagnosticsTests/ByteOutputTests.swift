import Diagnostics
import Testing

/// Render events are written to a `ByteOutput`: its JSON strings and numbers are the same text
/// as the array writers' (`JSON.encoded`), wherever in an eight-byte word an escape falls.
@Suite struct ByteOutputTests {
    private func written(_ body: (inout ByteOutput) -> Void) -> String {
        var output = ByteOutput(capacity: 1)
        body(&output)
        return String(decoding: output.bytes(), as: UTF8.self)
    }

    private func arrayWritten(_ json: JSON) -> String {
        var bytes: [UInt8] = []
        json.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static let escapedStrings: [(String, String)] = [
        ("", #""""#),
        ("UILabel", #""UILabel""#),
        ("Lorem ipsum dolor sit amet", #""Lorem ipsum dolor sit amet""#),
        ("\"", #""\"""#),
        ("a\"b", #""a\"b""#),
        ("0123456\"", #""0123456\"""#),
        ("01234567\"", #""01234567\"""#),
        ("0123456789abcdef\"", #""0123456789abcdef\"""#),
        ("\"0123456789abcdef", #""\"0123456789abcdef""#),
        ("back\\slash and more text", #""back\\slash and more text""#),
        ("line\nline\r\ttab", #""line\nline\r\ttab""#),
        ("x\u{01}y\u{1F}z\u{7F}", #""x\u0001y\u001fz"# + "\u{7F}\""),
        ("sep \u{2028} and \u{2029} end", #""sep \u2028 and \u2029 end""#),
        ("\u{2028}", #""\u2028""#),
        ("é ü 中文 😀 ok", "\"é ü 中文 😀 ok\""),
        ("dash – and … ellipsis", "\"dash – and … ellipsis\""),
        ("eight by\u{0}", #""eight by\u0000""#),
        ("ninebytes\\", #""ninebytes\\""#),
    ]

    @Test(arguments: escapedStrings)
    func stringsAreEscapedAsTheArrayWriterEscapesThem(text: String, expected: String) {
        #expect(written { JSON.write(string: text, to: &$0) } == expected)
        #expect(arrayWritten(.string(text)) == expected)
    }

    @Test func anEscapeAtEveryPlaceOfAWordAndTheTail() {
        for length in 0...24 {
            for place in 0..<max(length, 1) {
                var characters = Array(repeating: Character("a"), count: length)
                if length > 0 { characters[place] = "\"" }
                let text = String(characters)
                let expected = "\"" + String(repeating: "a", count: length > 0 ? place : 0) + (length > 0 ? #"\""# : "")
                    + String(repeating: "a", count: max(length - place - 1, 0)) + "\""
                #expect(written { JSON.write(string: text, to: &$0) } == expected, "length \(length), quote at \(place)")
            }
        }
    }

    static let spelledNumbers: [(Double, String)] = [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (17, "17"), (393, "393"), (-40, "-40"),
        (10, "10"), (100, "100"), (9, "9"), (99, "99"), (13_870, "13870"),
        (999_999_999_999_999, "999999999999999"), (-999_999_999_999_999, "-999999999999999"),
        (1e15, "1000000000000000.0"), (-1e15, "-1000000000000000.0"), (1e16, "1e+16"), (1e20, "1e+20"), (1.5e300, "1.5e+300"),
        (0.5, "0.5"), (-3.5, "-3.5"), (12.5, "12.5"), (0.1, "0.1"), (0.1 + 0.2, "0.30000000000000004"),
        (1.0 / 3, "0.3333333333333333"), (-2.0 / 3, "-0.6666666666666666"),
        (58.666666666666664, "58.666666666666664"), (19.54833984375, "19.54833984375"),
        (13_870.666666666631, "13870.666666666631"), (123_456_789.125, "123456789.125"),
        (1e-7, "1e-07"), (0.0001, "0.0001"), (Double.leastNonzeroMagnitude, "5e-324"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ]

    @Test(arguments: spelledNumbers)
    func numbersAreSpelledAsTheArrayWriterSpellsThem(value: Double, expected: String) {
        #expect(written { JSON.write(number: value, to: &$0) } == expected)
        #expect(arrayWritten(.number(value)) == expected)
    }

    @Test func manyNumbersAsTheArrayWriter() {
        for step in -3000...3000 {
            for value in [Double(step), Double(step) / 2, Double(step) / 3, Double(step) / 8, Double(step) * 1e12,
                          Double(step) / 1e5, Double(step) * 0.1] {
                #expect(written { JSON.write(number: value, to: &$0) } == arrayWritten(.number(value)), "\(value)")
            }
        }
    }

    @Test func aRepeatedNumberIsCopiedAsItWasWritten() {
        let text = written { output in
            for value in [58.666666666666664, 19.54833984375, 58.666666666666664, 0.5, 19.54833984375, 12, 0.5] {
                JSON.write(number: value, to: &output)
                output.append(UInt8(ascii: ","))
            }
            // Sixty other numbers take every slot; the first ones are written again.
            for step in 1...60 { JSON.write(number: Double(step) / 7, to: &output) }
            output.append(UInt8(ascii: ","))
            JSON.write(number: 58.666666666666664, to: &output)
            JSON.write(number: 1.5, to: &output)
            output.removeLast()
            JSON.write(number: 1.5, to: &output)
        }
        let sevenths = (1...60).map { JSON.format(number: Double($0) / 7) }.joined()
        #expect(text == "58.666666666666664,19.54833984375,58.666666666666664,0.5,19.54833984375,12,0.5,"
            + sevenths + ",58.6666666666666641.1.5")
        #expect(sevenths.hasPrefix("0.142857142857142850.28571428571428570.42857142857142855"))
    }

    @Test func valuesAreWrittenAsEncoded() {
        let value: JSON = ["event": "render", "list": [1, 2.5, "x\"y", nil, true, false], "nested": ["a": [:], "b": []]]
        let expected = #"{"event":"render","list":[1,2.5,"x\"y",null,true,false],"nested":{"a":{},"b":[]}}"#
        #expect(written { value.write(to: &$0) } == expected)
        #expect(value.encoded == expected)
    }

    @Test(arguments: [1, 64, 100, 5000])
    func anArrayWrittenInPlaceOrMovedWhenItOutgrowsItsCapacity(capacity: Int) {
        let bytes = ByteOutput.array(capacity: capacity) { output in
            for _ in 0..<25 { output.append("0123") }
            output.copy(0..<10)
            JSON.write(number: 2.5, to: &output)
            JSON.write(number: 2.5, to: &output)
        }
        #expect(bytes.count == 116)
        #expect(String(decoding: bytes.suffix(20), as: UTF8.self) == "012301230123012.52.5")
    }

    @Test func growsCopiesAndDropsItsLastByte() {
        var output = ByteOutput(capacity: 1)
        for index in 0..<1000 { output.append(UInt8(ascii: "a") + UInt8(index % 26)) }
        output.append("-tail")
        #expect(output.count == 1005)
        output.copy(0..<3)
        output.copy(1000..<1005)
        #expect(output.count == 1013)
        output.removeLast()
        output.append([UInt8(ascii: "!")])
        let text = output.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text.hasPrefix("abcdefghijklmnopqrstuvwxyzabc"))
        #expect(text.hasSuffix("lmnopqrstuvwxyzabcdefghijkl-tailabc-tai!"))
        #expect(output.bytes().count == 1013)
    }
}
