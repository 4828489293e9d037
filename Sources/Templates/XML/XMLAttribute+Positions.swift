import Diagnostics

extension XMLAttribute {
    /// The file position of the character at UTF-8 offset `offset` of `value`, so an
    /// error found by the expression parser points at the exact file character even
    /// after entities (`&lt;`, `&#x41;`) and line breaks were decoded. An offset
    /// inside a reference's expansion maps to its `&`; `value.utf8.count` (or more)
    /// maps to the closing quote.
    public func position(ofValueOffset offset: Int) -> SourcePosition {
        XMLDecodedOffsets.position(ofDecodedOffset: offset, raw: rawValue, start: valueRange.start)
    }

    /// The file range of the UTF-8 offsets `offsets` of `value`.
    public func range(ofValueOffsets offsets: Range<Int>) -> SourceRange {
        let start = position(ofValueOffset: offsets.lowerBound)
        guard offsets.upperBound > offsets.lowerBound else { return SourceRange(at: start) }
        return SourceRange(start: start, end: position(ofValueOffset: offsets.upperBound))
    }
}

extension XMLText {
    /// The file position of the character at UTF-8 offset `offset` of `text` (character
    /// data only: CDATA is not decoded, so its offsets are `raw`'s), found as for an
    /// attribute value.
    public func position(ofTextOffset offset: Int) -> SourcePosition {
        XMLDecodedOffsets.position(ofDecodedOffset: offset, raw: raw, start: range.start)
    }
}

/// Maps offsets of decoded XML character data back to the file. Attribute values and
/// text decode alike as far as lengths go: a reference becomes its one character, a
/// `\r\n` pair one character (a space in a value, a line feed in text), anything else itself.
enum XMLDecodedOffsets {
    static func position(ofDecodedOffset offset: Int, raw: String, start: SourcePosition) -> SourcePosition {
        let raw = Array(raw.utf8)
        return raw.withUnsafeBufferPointer { bytes in
            var line = start.line
            var column = start.column
            var rawIndex = 0
            var decodedIndex = 0
            while rawIndex < bytes.count {
                let byte = bytes[rawIndex]
                var rawLength = 1
                var decodedLength = 1
                var columns = 1
                var endsLine = false
                if byte == UInt8(ascii: "&"), case .success(let reference) = XMLReference.decode(bytes, at: rawIndex, limit: bytes.count) {
                    rawLength = reference.length
                    decodedLength = UTF8.width(reference.scalar)
                    columns = rawLength
                } else if byte == UInt8(ascii: "\r") {
                    if rawIndex + 1 < bytes.count, bytes[rawIndex + 1] == UInt8(ascii: "\n") { rawLength = 2 }
                    endsLine = true
                } else if byte == UInt8(ascii: "\n") {
                    endsLine = true
                } else if byte >= 0xC0 {
                    rawLength = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                    decodedLength = rawLength
                }
                if offset < decodedIndex + decodedLength { break }
                rawIndex += rawLength
                decodedIndex += decodedLength
                if endsLine {
                    line += 1
                    column = 1
                } else {
                    column += columns
                }
            }
            return SourcePosition(line: line, column: column)
        }
    }
}
