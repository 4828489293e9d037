extension XMLScanner {
    /// `<!-- … -->`, at `<`. XML forbids `--` inside a comment; libxml2 (and so
    /// Layout) rejects it, and so do we.
    mutating func readComment() throws(XMLFailure) -> XMLComment {
        let start = index
        let textStart = index + 4
        var position = textStart
        while position + 1 < end {
            if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-") {
                guard position + 2 < end, bytes[position + 2] == UInt8(ascii: ">") else {
                    throw XMLFailure(.doubleHyphenInComment, at: position, to: position + 2)
                }
                index = position + 3
                let comment = XMLComment(text: string(textStart, position), range: range(start, index))
                return comment
            }
            position += 1
        }
        throw XMLFailure(.unterminatedComment, at: start, to: start + 4)
    }

    /// `<![CDATA[ … ]]>`, at `<`: text taken literally, except that line breaks
    /// are normalised as everywhere in XML.
    mutating func readCDATA() throws(XMLFailure) -> XMLText {
        let start = index
        let textStart = index + 9
        guard let close = find("]]>", from: textStart) else {
            throw XMLFailure(.unterminatedCDATA, at: start, to: textStart)
        }
        let raw = string(textStart, close)
        var text = raw
        if bytes[textStart..<close].contains(UInt8(ascii: "\r")) {
            text = raw.replacingLineBreaks()
        }
        index = close + 3
        return XMLText(raw: raw, text: text, range: range(start, index), isCDATA: true)
    }

    /// `<? … ?>`, at `<`. Layout templates have no use for processing instructions (and
    /// the XML declaration only names an encoding we detect anyway), but MarkupKit documents
    /// are driven by them: every one but the declaration is kept in `instructions`, with
    /// where it sits among the elements.
    mutating func readProcessingInstruction() throws(XMLFailure) {
        let start = index
        let targetEnd = scanName(from: start + 2)
        let target = string(start + 2, targetEnd)
        if target.lowercased() == "xml", start != documentStart {
            throw XMLFailure(.misplacedXMLDeclaration, at: start, to: targetEnd)
        }
        guard let close = find("?>", from: targetEnd) else {
            throw XMLFailure(.unterminatedProcessingInstruction, at: start, to: start + 2)
        }
        // libxml2: "xmlParsePI : no target name".
        guard targetEnd > start + 2 else { throw XMLFailure(.processingInstructionWithoutTarget, at: start, to: start + 2) }
        index = close + 2
        guard target.lowercased() != "xml" else { return }
        var dataStart = targetEnd
        while dataStart < close, Self.isWhitespace(bytes[dataStart]) { dataStart += 1 }
        let parentPath = stack.dropFirst().map(\.indexInParent)
        let childIndex = stack.last?.tag.children.count ?? (root == nil ? 0 : 1)
        instructions.append(XMLInstruction(
            target: target, data: string(dataStart, close), range: range(start, index),
            targetRange: range(start + 2, targetEnd), dataRange: range(dataStart, close),
            parentPath: Array(parentPath), childIndex: childIndex, isInsideRoot: !stack.isEmpty))
    }

    /// `<!DOCTYPE name …>`, at `<`. A plain declaration is skipped; one with an
    /// internal subset is refused, because its entity declarations would change
    /// how the rest of the file reads and templates have no use for them.
    mutating func skipDoctype() throws(XMLFailure) {
        let start = index
        var position = start + 9
        var quote: UInt8?
        while position < end {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw XMLFailure(.doctypeInternalSubset, at: position)
            } else if byte == UInt8(ascii: ">") {
                index = position + 1
                return
            }
            position += 1
        }
        throw XMLFailure(.unterminatedDoctype, at: start, to: start + 9)
    }

    /// The offset of the next `marker` at or after `start`.
    private func find(_ marker: StaticString, from start: Int) -> Int? {
        let first = marker.utf8Start[0]
        let count = marker.utf8CodeUnitCount
        var position = start
        while position + count <= end {
            if bytes[position] == first {
                var matches = true
                for offset in 1..<count where bytes[position + offset] != marker.utf8Start[offset] {
                    matches = false
                    break
                }
                if matches { return position }
            }
            position += 1
        }
        return nil
    }
}

extension String {
    /// `\r\n` and lone `\r` as `\n`, as XML parsers report line breaks.
    func replacingLineBreaks() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "\r") {
                output.append(UInt8(ascii: "\n"))
            } else if byte != UInt8(ascii: "\n") || previous != UInt8(ascii: "\r") {
                output.append(byte)
            }
            previous = byte
        }
        return String(decoding: output, as: UTF8.self)
    }
}
