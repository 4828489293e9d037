import Diagnostics

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
        // Siblings mostly share a class: the previous start tag's name string is used again.
        let name = Self.sameBytes(nameStart..<nameEnd, previousTag.nameBytes, in: bytes) ? previousTag.name : string(nameStart, nameEnd)
        let startRange = range(tagStart, tagStart)
        let nameRange = range(nameStart, nameEnd)
        index = nameEnd
        var attributes: [XMLAttribute] = []
        var names: Set<String> = []
        spans.removeAll(keepingCapacity: true)
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < end else { throw XMLFailure(.expectedEndOfTag(name), at: index) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || hasPrefix("/>") {
                index += byte == UInt8(ascii: ">") ? 1 : 2
                previousTag = (name, nameStart..<nameEnd)
                previousAttributes = attributes
                swap(&spans, &previousSpans)
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
            let attribute = try readAttribute(ordinal: attributes.count)
            // A set only pays off past a handful of attributes; most tags have few.
            if attributes.count >= 8 {
                if names.isEmpty { names = Set(attributes.map(\.name)) }
                if !names.insert(attribute.name).inserted { throw duplicate(attribute) }
            } else if let name = spans.last?.name, spans.dropLast().contains(where: { Self.sameBytes($0.name, name, in: bytes) }) {
                throw duplicate(attribute)
            }
            // Room for as many attributes as the previous element had (siblings are mostly written
            // alike), else for most elements': one allocation of about the size kept, not one per
            // doubling.
            if attributes.isEmpty { attributes.reserveCapacity(previousAttributes.isEmpty ? 8 : previousAttributes.count) }
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

    /// `name="value"` or `name='value'`, at the name; `ordinal` attributes of the tag came before it.
    private mutating func readAttribute(ordinal: Int) throws(XMLFailure) -> XMLAttribute {
        let nameStart = index
        let nameEnd = scanName(from: nameStart)
        let previous = Self.previousAttribute(named: nameStart..<nameEnd, ordinal: ordinal, in: previousSpans, bytes: bytes)
        // Read in place: an element taken out of the array would be copied whole.
        let name = previous.map { index in previousAttributes.withUnsafeBufferPointer { $0[index].name } }
            ?? string(nameStart, nameEnd)
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
        let rawValue: String
        let value: String
        spans.append(AttributeSpans(name: nameStart..<nameEnd, value: valueStart..<index))
        if let previous, Self.sameBytes(previousSpans[previous].value, valueStart..<index, in: bytes) {
            // The same text decodes to the same value.
            (rawValue, value) = previousAttributes.withUnsafeBufferPointer { ($0[previous].rawValue, $0[previous].value) }
        } else {
            rawValue = string(valueStart, index)
            value = decoded.map { String(decoding: $0, as: UTF8.self) } ?? rawValue
        }
        let valueRange = range(valueStart, index)
        index += 1
        return XMLAttribute(name: name, nameRange: nameRange, value: value, rawValue: rawValue, valueRange: valueRange)
    }

    /// The index in `previousSpans` of the attribute named by the bytes `name`, looked for
    /// first at the same place among them. Sibling elements mostly repeat their attribute
    /// names and many values: the strings of the previous start tag are shared rather than
    /// made again.
    private static func previousAttribute(
        named name: Range<Int>, ordinal: Int, in previousSpans: [AttributeSpans], bytes: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        if ordinal < previousSpans.count, sameBytes(previousSpans[ordinal].name, name, in: bytes) { return ordinal }
        for index in previousSpans.indices where index != ordinal && sameBytes(previousSpans[index].name, name, in: bytes) {
            return index
        }
        return nil
    }

    /// Whether two runs of `bytes` hold the same bytes.
    static func sameBytes(_ first: Range<Int>, _ second: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        first.count == second.count && sameBytes(first.lowerBound, second.lowerBound, count: first.count, in: bytes)
    }

    /// Whether the `count` bytes at `first` are those at `second`; both runs are in `bytes`.
    static func sameBytes(_ first: Int, _ second: Int, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if ByteWords.load(bytes, at: first + offset) != ByteWords.load(bytes, at: second + offset) { return false }
            offset += 8
        }
        let rest = count - offset
        if rest == 0 { return true }
        if Swift.max(first, second) + offset + 8 <= bytes.count {
            // The last 1 to 7 bytes as the low bytes of one word each.
            let mask: UInt64 = (1 << UInt64(rest * 8)) - 1
            return (ByteWords.load(bytes, at: first + offset) ^ ByteWords.load(bytes, at: second + offset)) & mask == 0
        }
        while offset < count {
            if bytes[first + offset] != bytes[second + offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func duplicate(_ attribute: XMLAttribute) -> XMLFailure {
        // The attribute has been read already; point back at its name.
        var failure = XMLFailure(.duplicateAttribute(attribute.name), at: 0)
        failure.position = attribute.nameRange
        return failure
    }
}
