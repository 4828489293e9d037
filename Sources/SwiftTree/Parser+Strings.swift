import Diagnostics

// String literals: the lexer's one token read into text segments (escapes resolved, a
// multi-line literal's indentation stripped as Swift does) and interpolations, each lexed and
// parsed again as an argument list.
extension Parser {
    mutating func parseStringLiteral(_ token: Token) -> SwiftStringLiteral {
        let start = Int(token.start)
        let end = Int(token.end)
        var index = start
        var hashes = 0
        while index < end && base[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = Lexer.isMultilineOpening(base, count, index, hashes: hashes)
        let quotes = multiline ? 3 : 1
        let contentStart = index + quotes
        // The closing delimiter, when the literal is terminated.
        var contentEnd = end
        let closing = quotes + hashes
        if end - closing >= contentStart && closesAt(end - closing, quotes: quotes, hashes: hashes) {
            contentEnd = end - closing
        }
        var reader = StringReader(start: contentStart, end: contentEnd, hashes: hashes)
        if multiline {
            prepareMultiline(&reader, token: token)
        } else if reader.end > reader.start && !hasEscape(contentStart, contentEnd) {
            // The common case: no escape, no interpolation.
            return SwiftStringLiteral(segments: [.text(string(Int32(contentStart), Int32(contentEnd)), SourceSpan(contentStart, contentEnd))],
                                      isMultiline: false)
        }
        readSegments(&reader, multiline: multiline)
        return SwiftStringLiteral(segments: reader.segments, isMultiline: multiline)
    }

    func closesAt(_ index: Int, quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where base[index + offset] != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where base[index + quotes + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    func hasEscape(_ lower: Int, _ upper: Int) -> Bool {
        var index = lower
        while index < upper {
            if base[index] == UInt8(ascii: "\\") { return true }
            index += 1
        }
        return false
    }

    struct StringReader {
        var start: Int
        var end: Int
        let hashes: Int
        /// A multi-line literal's indentation (the closing delimiter's), stripped from each line.
        var indent: Range<Int> = 0..<0
        var segments: [SwiftStringLiteral.Segment] = []
        var buffer: [UInt8] = []
        var textStart = -1
        var textEnd = -1

        init(start: Int, end: Int, hashes: Int) {
            self.start = start
            self.end = end
            self.hashes = hashes
        }

        mutating func mark(_ lower: Int, _ upper: Int) {
            if textStart < 0 { textStart = lower }
            textEnd = upper
        }

        mutating func flush() {
            guard textStart >= 0 else { return }
            segments.append(.text(String(decoding: buffer, as: UTF8.self), SourceSpan(textStart, textEnd)))
            buffer.removeAll(keepingCapacity: true)
            textStart = -1
        }
    }

    /// The content's first line and last line: after the opening delimiter's line, before the
    /// closing delimiter's, whose white space is the indentation.
    mutating func prepareMultiline(_ reader: inout StringReader, token: Token) {
        var index = reader.start
        while index < reader.end && (base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t")) { index += 1 }
        if index < reader.end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") {
            error("multi-line string literal content must begin on a new line", SourceSpan(index, index), counted: false)
        } else if index < reader.end {
            index += base[index] == UInt8(ascii: "\r") && index + 1 < reader.end && base[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        }
        reader.start = index
        var lineStart = reader.end
        while lineStart > reader.start && base[lineStart - 1] != UInt8(ascii: "\n") && base[lineStart - 1] != UInt8(ascii: "\r") {
            lineStart -= 1
        }
        var blank = true
        for offset in lineStart..<reader.end where base[offset] != UInt8(ascii: " ") && base[offset] != UInt8(ascii: "\t") {
            blank = false
        }
        if !blank || lineStart == reader.start && reader.end > reader.start && !isLineStart(reader.start) {
            error("multi-line string literal closing delimiter must begin on a new line", SourceSpan(reader.end, reader.end), counted: false)
            return
        }
        reader.indent = lineStart..<reader.end
        // The line break before the closing line is not part of the value.
        var contentEnd = lineStart
        if contentEnd > reader.start && base[contentEnd - 1] == UInt8(ascii: "\n") { contentEnd -= 1 }
        if contentEnd > reader.start && base[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
        reader.end = max(reader.start, contentEnd)
        if lineStart <= reader.start { reader.end = reader.start }
    }

    func isLineStart(_ index: Int) -> Bool {
        index > 0 && (base[index - 1] == UInt8(ascii: "\n") || base[index - 1] == UInt8(ascii: "\r"))
    }

    mutating func readSegments(_ reader: inout StringReader, multiline: Bool) {
        var index = reader.start
        let end = reader.end
        var atLineStart = multiline
        while index < end {
            if atLineStart {
                atLineStart = false
                stripIndentation(&reader, &index)
                if index >= end { break }
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\\") && hasHashes(index + 1, reader.hashes, end) {
                let escapeStart = index
                index += 1 + reader.hashes
                let next = index < end ? base[index] : 0
                switch next {
                case UInt8(ascii: "n"): append(&reader, 0x0A, escapeStart, index + 1)
                case UInt8(ascii: "t"): append(&reader, 0x09, escapeStart, index + 1)
                case UInt8(ascii: "r"): append(&reader, 0x0D, escapeStart, index + 1)
                case UInt8(ascii: "0"): append(&reader, 0x00, escapeStart, index + 1)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): append(&reader, next, escapeStart, index + 1)
                case UInt8(ascii: "u"):
                    index = readUnicodeEscape(&reader, escapeStart, index + 1, end)
                    continue
                case UInt8(ascii: "("):
                    reader.flush()
                    var lexer = Lexer(base: base, end: count, keywords: keywords)
                    var close = index + 1
                    let closed = lexer.skipInterpolation(&close, multiline: multiline, nesting: 0)
                    if !closed || close > end {
                        error("unterminated interpolation", SourceSpan(escapeStart, index + 1), counted: false)
                        index = end
                        continue
                    }
                    let arguments = parseInterpolation(index + 1, close - 1)
                    reader.segments.append(.interpolation(arguments, SourceSpan(escapeStart, close)))
                    index = close
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    // A line continuation: `\` (and white space) at a line's end.
                    var after = index
                    while multiline &&  after < end && (base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")) { after += 1 }
                    if multiline && (after >= end || base[after] == UInt8(ascii: "\n") || base[after] == UInt8(ascii: "\r")) {
                        if after < end && base[after] == UInt8(ascii: "\r") && after + 1 < end && base[after + 1] == UInt8(ascii: "\n") { after += 1 }
                        reader.mark(escapeStart, min(after + 1, end))
                        index = after + 1
                        atLineStart = true
                        continue
                    }
                    error("invalid escape sequence", SourceSpan(escapeStart, index + 1), counted: false)
                default:
                    error("invalid escape sequence", SourceSpan(escapeStart, min(index + 1, end)), counted: false)
                }
                index += 1
            } else if multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                var after = index + 1
                if byte == UInt8(ascii: "\r") && after < end && base[after] == UInt8(ascii: "\n") { after += 1 }
                append(&reader, 0x0A, index, after)
                index = after
                atLineStart = true
            } else {
                append(&reader, byte, index, index + 1)
                index += 1
            }
        }
        reader.flush()
    }

    @inline(__always) func hasHashes(_ index: Int, _ count: Int, _ end: Int) -> Bool {
        var offset = 0
        while offset < count {
            if index + offset >= end || base[index + offset] != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    @inline(__always) func append(_ reader: inout StringReader, _ byte: UInt8, _ lower: Int, _ upper: Int) {
        reader.buffer.append(byte)
        reader.mark(lower, upper)
    }

    /// At a line's start in a multi-line literal: the indentation skipped (a line of white space
    /// alone may have less).
    mutating func stripIndentation(_ reader: inout StringReader, _ index: inout Int) {
        var matched = 0
        let indentLength = reader.indent.count
        while matched < indentLength && index + matched < reader.end && base[index + matched] == base[reader.indent.lowerBound + matched] {
            matched += 1
        }
        if matched == indentLength {
            index += matched
            return
        }
        var after = index + matched
        while after < reader.end && (base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")) { after += 1 }
        if after >= reader.end || base[after] == UInt8(ascii: "\n") || base[after] == UInt8(ascii: "\r") {
            index = after
            return
        }
        error("insufficient indentation of line in multi-line string literal", SourceSpan(index, index + matched), counted: false)
        index += matched
    }

    /// `\u{1F600}`: from after the `u`; the index after the escape.
    mutating func readUnicodeEscape(_ reader: inout StringReader, _ escapeStart: Int, _ start: Int, _ end: Int) -> Int {
        guard start < end, base[start] == UInt8(ascii: "{") else {
            error("expected `{` in a \\u escape", SourceSpan(escapeStart, min(start, end)), counted: false)
            return min(start, end)
        }
        var index = start + 1
        var value: UInt32 = 0
        var digits = 0
        while index < end && isHexDigit(base[index]) && digits < 9 {
            let byte = base[index]
            let digit = isDigit(byte) ? UInt32(byte - UInt8(ascii: "0")) : UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
            value = value << 4 | digit
            digits += 1
            index += 1
        }
        guard index < end, base[index] == UInt8(ascii: "}"), (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
            error("invalid unicode scalar", SourceSpan(escapeStart, min(index + 1, end)), counted: false)
            return min(index + 1, end)
        }
        for unit in UTF8.encode(scalar)! { reader.buffer.append(unit) }
        reader.mark(escapeStart, index + 1)
        return index + 1
    }

    /// The code of `\( … )` between `lower` and `upper`, lexed and parsed as arguments.
    mutating func parseInterpolation(_ lower: Int, _ upper: Int) -> [SwiftArgument] {
        var lexer = Lexer(base: base, end: upper, keywords: keywords)
        let inner = lexer.tokenize(from: lower)
        errors.append(contentsOf: lexer.errors)
        let savedTokens = tokens
        let savedPos = pos
        let savedEnd = lastEnd
        tokens = inner
        pos = 0
        lastEnd = Int32(lower)
        let saved = enterBrackets()
        depth += 1
        var arguments: [SwiftArgument] = []
        if depth > Parser.maxDepth {
            error(SwiftSyntaxError.nestedTooDeeply, SourceSpan(lower, lower), counted: false)
        } else {
            arguments = parseArgumentList(until: .eof)
            if !at(.eof) { error("unexpected \(describe(tok)) in an interpolation", tok.span, counted: false) }
        }
        depth -= 1
        tokens = savedTokens
        pos = savedPos
        lastEnd = savedEnd
        leaveBrackets(saved)
        return arguments
    }
}
