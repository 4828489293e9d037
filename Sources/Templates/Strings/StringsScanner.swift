/// The pass over a `.strings` file's UTF-8 bytes. Reading stops at the first
/// error; the entries before it are kept.
struct StringsScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var lines: LineIndex
    var entries: [StringsEntry] = []
    /// Warnings for keys defined twice (the last value wins).
    var duplicates: [StringsFailure] = []
    private var firstLines: [String: Int] = [:]

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, lines: LineIndex) {
        self.bytes = bytes
        self.index = start
        self.lines = lines
    }

    var end: Int { bytes.count }

    /// Reads entries to the end. A plain property-list dictionary (`{ … }`) is
    /// accepted too, since `NSDictionary(contentsOf:)` reads that as well.
    mutating func run() throws(StringsFailure) {
        try skipTrivia()
        let braced = index < end && bytes[index] == UInt8(ascii: "{")
        if braced { index += 1 }
        while true {
            try skipTrivia()
            guard index < end else {
                if braced { throw StringsFailure(.missingClosingBrace, at: index) }
                return
            }
            if braced, bytes[index] == UInt8(ascii: "}") {
                index += 1
                try skipTrivia()
                guard index == end else { throw StringsFailure(.textAfterClosingBrace, at: index) }
                return
            }
            try readEntry()
        }
    }

    private mutating func readEntry() throws(StringsFailure) {
        let keyStart = index
        guard let key = try readToken() else { throw StringsFailure(.expectedKey(found: found()), at: index) }
        let keyRange = lines.range(from: keyStart, to: index, in: bytes)
        let keyLine = keyRange.start.line
        try skipTrivia()
        var value = key
        var valueRange = keyRange
        if index < end, bytes[index] == UInt8(ascii: "=") {
            index += 1
            try skipTrivia()
            let valueStart = index
            guard let token = try readToken() else {
                throw StringsFailure(.expectedValue(key: key, found: found()), at: index)
            }
            value = token
            valueRange = lines.range(from: valueStart, to: index, in: bytes)
            let valueEnd = index
            try skipTrivia()
            guard index < end, bytes[index] == UInt8(ascii: ";") else {
                // Point just past the value, where the ';' belongs, not at the next line's key.
                throw StringsFailure(.missingSemicolon(key: key), at: valueEnd)
            }
        } else if index >= end || bytes[index] != UInt8(ascii: ";") {
            throw StringsFailure(.expectedEqualsOrSemicolon(key: key, found: found()), at: index)
        }
        index += 1
        if let firstLine = firstLines[key] {
            duplicates.append(StringsFailure(.duplicateKey(key, firstLine: firstLine), at: keyStart, to: keyStart + 1))
        } else {
            firstLines[key] = keyLine
        }
        entries.append(StringsEntry(key: key, value: value, keyRange: keyRange, valueRange: valueRange))
    }

    /// A quoted string or an unquoted word, or nil if neither starts here.
    private mutating func readToken() throws(StringsFailure) -> String? {
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "\"") { return try readQuotedString() }
        let start = index
        while index < end, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private mutating func skipTrivia() throws(StringsFailure) {
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < end else { throw StringsFailure(.unterminatedComment, at: start, to: start + 2) }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                while index < end, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    /// How to name what is at `index` in a message.
    private func found() -> String {
        guard index < end else { return "end of file" }
        var scalarEnd = index + 1
        while scalarEnd < end, bytes[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<scalarEnd]), as: UTF8.self)
        return text == "\n" || text == "\r" ? "end of line" : "'\(text)'"
    }

    /// Characters of an unquoted property-list string.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
