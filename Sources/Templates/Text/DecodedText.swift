/// A file's bytes as validated UTF-8 with a line index. UTF-8 (with or without a
/// byte order mark) is read as is; UTF-16 with a byte order mark is transcoded,
/// so positions are still lines and Unicode-scalar columns.
struct DecodedText {
    /// What stopped decoding, at a byte offset into `bytes`.
    enum Failure: Equatable {
        case invalidUTF8(byte: UInt8)
        case nulByte
        case controlCharacter(UInt8)
        case utf16WithoutByteOrderMark
        case invalidUTF16
    }

    /// UTF-8; for a UTF-16 file, the transcoded text.
    var bytes: [UInt8]
    /// Where the text starts in `bytes` (after a UTF-8 byte order mark).
    var start: Int
    var lines: LineIndex
    var wasUTF16: Bool
    /// The first problem and its offset; when set, `lines` is complete only up to it.
    var failure: (Failure, offset: Int)?

    /// Decodes `raw`; control characters other than tab, newline and carriage
    /// return are refused when `allowsControlCharacters` is false (XML forbids them).
    init(_ raw: [UInt8], allowsControlCharacters: Bool) {
        wasUTF16 = false
        start = 0
        failure = nil
        if raw.count >= 2, (raw[0] == 0xFF && raw[1] == 0xFE) || (raw[0] == 0xFE && raw[1] == 0xFF) {
            wasUTF16 = true
            (bytes, failure) = Self.transcodeUTF16(raw, bigEndian: raw[0] == 0xFE)
        } else {
            bytes = raw
            if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { start = 3 }
        }
        lines = LineIndex(firstByte: start)
        if failure == nil, !wasUTF16, Self.looksLikeUTF16(raw) {
            failure = (.utf16WithoutByteOrderMark, 0)
            return
        }
        let scanned = bytes.withUnsafeBufferPointer { buffer in
            Self.scan(buffer, from: start, allowsControlCharacters: allowsControlCharacters, lines: &lines)
        }
        // A UTF-16 failure happened at the end of the transcoded prefix, so the
        // scan of that prefix cannot find an earlier one; keep whichever is first.
        if let scanned, failure == nil || scanned.offset < failure!.offset { failure = scanned }
    }

    /// `<\0` or `\0<`-style patterns in the first bytes: UTF-16 text that lost its mark.
    private static func looksLikeUTF16(_ raw: [UInt8]) -> Bool {
        guard raw.count >= 4 else { return false }
        let littleEndian = raw[0] != 0 && raw[1] == 0 && raw[2] != 0 && raw[3] == 0
        let bigEndian = raw[0] == 0 && raw[1] != 0 && raw[2] == 0 && raw[3] != 0
        return littleEndian || bigEndian
    }

    private static func transcodeUTF16(_ raw: [UInt8], bigEndian: Bool) -> ([UInt8], (Failure, offset: Int)?) {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 2
        func unit(at offset: Int) -> UInt16 {
            bigEndian
                ? UInt16(raw[offset]) << 8 | UInt16(raw[offset + 1])
                : UInt16(raw[offset + 1]) << 8 | UInt16(raw[offset])
        }
        while index + 1 < raw.count {
            let first = unit(at: index)
            var scalar: Unicode.Scalar?
            if UTF16.isLeadSurrogate(first) {
                if index + 3 < raw.count, UTF16.isTrailSurrogate(unit(at: index + 2)) {
                    let high = UInt32(first - 0xD800), low = UInt32(unit(at: index + 2) - 0xDC00)
                    scalar = Unicode.Scalar(0x10000 + (high << 10 | low))
                    index += 2
                }
            } else {
                scalar = Unicode.Scalar(first)
            }
            guard let scalar else { return (output, (.invalidUTF16, output.count)) }
            output.append(contentsOf: UTF8.encode(scalar)!)
            index += 2
        }
        if index < raw.count { return (output, (.invalidUTF16, output.count)) }
        return (output, nil)
    }
}
