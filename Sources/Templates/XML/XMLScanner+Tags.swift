extension XMLScanner {
    /// `<Name attr="value" …>` or `<Name … />`, at `<`.
    mutating func readStartTag() throws(XMLFailure) {
        let tagStart = index
        let nameStart = index + 1
        let nameEnd = scanName(from: nameStart)
        guard nameEnd > nameStart else { throw XMLFailure(.invalidElementName, at: nameStart) }
        guard stack.count < XMLLimits.maximumDepth else {
            throw XMLFailure(.tooDeep(limit: XMLLimits.maximumDepth), at: nameStart, to: nameEnd)
        }
        let name = string(nameStart, nameEnd)
        let startRange = range(tagStart, tagStart)
        let nameRange = range(nameStart, nameEnd)
        index = nameEnd
        var attributes: [XMLAttribute] = []
        var names: Set<String> = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < end else { throw XMLFailure(.expectedEndOfTag(name), at: index) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || hasPrefix("/>") {
                index += byte == UInt8(ascii: ">") ? 1 : 2
                var tag = XMLTag(name: name, nameRange: nameRange, attributes: attributes, startTagRange: startRange)
                tag.startTagRange.end = range(index, index).start
                if byte == UInt8(ascii: ">") {
                    stack.append(OpenElement(tag: tag, nameBytes: nameStart..<nameEnd, indexInParent: stack.last?.tag.children.count ?? 0))
                } else {
                    attach(tag)
                }
                return
            }
            guard Self.isNameStart(byte) else { throw XMLFailure(.expectedEndOfTag(name), at: index) }
            guard hadWhitespace else { throw XMLFailure(.missingSpaceBeforeAttribute, at: index) }
            let attribute = try readAttribute()
            // A set only pays off past a handful of attributes; most tags have few.
            if attributes.count >= 8 {
                if names.isEmpty { names = Set(attributes.map(\.name)) }
                if !names.insert(attribute.name).inserted { throw duplicate(attribute) }
            } else if attributes.contains(where: { $0.name == attribute.name }) {
                throw duplicate(attribute)
            }
            // Room for the attributes of most elements at once: one allocation, not one per doubling.
            if attributes.isEmpty { attributes.reserveCapacity(8) }
            attributes.append(attribute)
        }
    }

    /// `</Name>`, at `<`: closes the innermost open element, which must have that name.
    mutating func readEndTag() throws(XMLFailure) {
        let tagStart = index
        let nameStart = index + 2
        let nameEnd = scanName(from: nameStart)
        let open = stack[stack.count - 1]
        guard bytes[nameStart..<nameEnd].elementsEqual(bytes[open.nameBytes]) else {
            let problem = XMLProblem.mismatchedTag(
                open: open.tag.name, openLine: open.tag.nameRange.start.line, close: string(nameStart, nameEnd))
            throw XMLFailure(problem, at: nameStart, to: nameEnd)
        }
        index = nameEnd
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ">") else {
            throw XMLFailure(.expectedEndOfEndTag(open.tag.name), at: index)
        }
        index += 1
        var tag = stack.removeLast().tag
        tag.endTagRange = range(tagStart, index)
        attach(tag)
    }

    /// `name="value"` or `name='value'`, at the name.
    private mutating func readAttribute() throws(XMLFailure) -> XMLAttribute {
        let nameStart = index
        let nameEnd = scanName(from: nameStart)
        let name = string(nameStart, nameEnd)
        let nameRange = range(nameStart, nameEnd)
        index = nameEnd
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "=") else {
            throw XMLFailure(.expectedEquals(attribute: name), at: index)
        }
        index += 1
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw XMLFailure(.expectedQuote(attribute: name), at: index)
        }
        let quoteOffset = index
        let quote = bytes[index]
        index += 1
        let valueStart = index
        let decoded = try scanCharacterData(until: quote, inAttribute: true)
        guard index < end else {
            let problem = XMLProblem.unterminatedAttributeValue(attribute: name, quote: Character(Unicode.Scalar(quote)))
            throw XMLFailure(problem, at: quoteOffset)
        }
        let rawValue = string(valueStart, index)
        let value = decoded.map { String(decoding: $0, as: UTF8.self) } ?? rawValue
        let valueRange = range(valueStart, index)
        index += 1
        return XMLAttribute(name: name, nameRange: nameRange, value: value, rawValue: rawValue, valueRange: valueRange)
    }

    private mutating func duplicate(_ attribute: XMLAttribute) -> XMLFailure {
        // The attribute has been read already; point back at its name.
        var failure = XMLFailure(.duplicateAttribute(attribute.name), at: 0)
        failure.position = attribute.nameRange
        return failure
    }
}
