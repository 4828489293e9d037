/// Where a cursor stands in XML that is being typed (and so is seldom well formed): read by a
/// small scanner over the text before the cursor, never by the XML reader.
enum XMLCursorContext: Equatable {
    /// Writing an element name; `start` is the byte offset after `<`.
    case elementName(start: Int)
    /// Between attributes of `element`'s start tag, or writing the name that starts at `start`.
    case attributeName(element: String, start: Int, written: [String])
    /// Inside the quoted value of `attribute`; the value starts at `valueStart`.
    case attributeValue(element: String, attribute: String, valueStart: Int)
    /// Text, a comment, an end tag, a processing instruction: nothing to complete.
    case other

    /// The context at byte `offset` of `bytes`.
    static func at(_ offset: Int, in bytes: [UInt8]) -> XMLCursorContext {
        enum State {
            case text
            case tagName(start: Int)
            case inTag
            case attributeName(start: Int)
            case afterName
            case afterEquals
            case value(quote: UInt8, start: Int)
            case skip(until: [UInt8])
        }
        var state = State.text
        var element = ""
        var attribute = ""
        var written: [String] = []
        let end = min(offset, bytes.count)
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"), 0x80...: true
            default: false
            }
        }
        func hasPrefix(_ prefix: some Collection<UInt8>, at position: Int) -> Bool {
            position + prefix.count <= bytes.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
        }
        while index < end {
            let byte = bytes[index]
            switch state {
            case .text:
                if byte == UInt8(ascii: "<") {
                    if hasPrefix("<!--".utf8, at: index) {
                        state = .skip(until: Array("-->".utf8))
                        index += 4
                        continue
                    } else if hasPrefix("<![CDATA[".utf8, at: index) {
                        state = .skip(until: Array("]]>".utf8))
                        index += 9
                        continue
                    } else if hasPrefix("<?".utf8, at: index) || hasPrefix("<!".utf8, at: index) || hasPrefix("</".utf8, at: index) {
                        state = .skip(until: [UInt8(ascii: ">")])
                    } else {
                        state = .tagName(start: index + 1)
                    }
                }
            case let .tagName(start):
                if !isNameByte(byte) {
                    element = String(decoding: bytes[start..<index], as: UTF8.self)
                    written = []
                    state = byte == UInt8(ascii: ">") ? .text : .inTag
                }
            case .inTag:
                if byte == UInt8(ascii: ">") {
                    state = .text
                } else if byte == UInt8(ascii: "<") {
                    state = .tagName(start: index + 1)  // an unfinished tag left behind
                } else if isNameByte(byte) {
                    state = .attributeName(start: index)
                }
            case let .attributeName(start):
                if !isNameByte(byte) {
                    attribute = String(decoding: bytes[start..<index], as: UTF8.self)
                    written.append(attribute)
                    state = byte == UInt8(ascii: "=") ? .afterEquals : byte == UInt8(ascii: ">") ? .text : .afterName
                }
            case .afterName:
                if byte == UInt8(ascii: "=") {
                    state = .afterEquals
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                } else if isNameByte(byte) {
                    state = .attributeName(start: index)
                }
            case .afterEquals:
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .value(quote: byte, start: index + 1)
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                    state = .inTag
                }
            case let .value(quote, _):
                if byte == quote { state = .inTag }
            case let .skip(until):
                if hasPrefix(until, at: index) {
                    index += until.count
                    state = .text
                    continue
                }
            }
            index += 1
        }
        switch state {
        case let .tagName(start): return .elementName(start: start)
        case .inTag, .afterName: return .attributeName(element: element, start: end, written: written)
        case let .attributeName(start): return .attributeName(element: element, start: start, written: written)
        case let .value(_, start): return .attributeValue(element: element, attribute: attribute, valueStart: start)
        case .text, .afterEquals, .skip: return .other
        }
    }
}
