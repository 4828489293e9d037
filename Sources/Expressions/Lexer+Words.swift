import Diagnostics

/// Numbers, identifiers and operator runs.
extension Lexer {
    /// `digits`, `digits.digits` or `.digits`, each with an optional exponent, or
    /// hex `0x…`. A dot not followed by a digit is left for the next token, which
    /// is how `5.` and `123.e5` end up as postfix operators on a number.
    mutating func scanNumber() -> Token.Kind? {
        let start = offset
        var index = offset
        var isPlainInteger = true
        if CharacterClasses.isDigit(bytes[index]) {
            index = skipDigits(from: index)
            if index == start + 1, bytes[start] == UInt8(ascii: "0"), byte(at: index) == UInt8(ascii: "x") {
                return scanHex(from: index + 1)
            }
            if byte(at: index) == UInt8(ascii: "."), let next = byte(at: index + 1), CharacterClasses.isDigit(next) {
                index = skipDigits(from: index + 1)
                isPlainInteger = false
            }
        } else if let next = byte(at: index + 1), CharacterClasses.isDigit(next) {
            index = skipDigits(from: index + 1)
            isPlainInteger = false
        } else {
            return nil
        }
        if let e = byte(at: index), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var exponent = index + 1
            if let sign = byte(at: exponent), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponent += 1
            }
            if let digit = byte(at: exponent), CharacterClasses.isDigit(digit) {
                index = skipDigits(from: exponent)
                isPlainInteger = false
            }
        }
        offset = index
        if isPlainInteger, index - start <= 15 {
            // Exact in a Double, and much cheaper than the general conversion.
            var value = 0
            for position in start..<index { value = value * 10 + Int(bytes[position] &- 0x30) }
            return .number(Double(value))
        }
        guard let value = Double(text(start..<index)) else {
            return .invalid(.unexpectedToken(text(start..<index), span: SourceSpan(start, index)))
        }
        return .number(value)
    }

    private func skipDigits(from start: Int) -> Int {
        var index = start
        while index < bytes.count, CharacterClasses.isDigit(bytes[index]) { index += 1 }
        return index
    }

    private mutating func scanHex(from digitsStart: Int) -> Token.Kind {
        var index = digitsStart
        var value = 0.0
        while index < bytes.count, let digit = CharacterClasses.hexValue(bytes[index]) {
            value = value * 16 + Double(digit)
            index += 1
        }
        let start = digitsStart - 2
        offset = index
        guard index > digitsStart else {
            return .invalid(.unexpectedToken("0x", span: SourceSpan(start, index)))
        }
        return .number(value)
    }

    /// A name: a head character (or a leading `.`), then identifier characters
    /// with single dots between them (`parent.width`, `foo.3`, `.foo`), then at
    /// most one `'`. A trailing dot is not part of the name.
    mutating func scanIdentifier() -> Token.Kind? {
        let start = offset
        var index = start
        var dotAllowed: Bool
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            dotAllowed = false
        } else {
            let head = scalar(at: index)
            guard CharacterClasses.isIdentifierHead(head.value) else { return nil }
            index += head.length
            dotAllowed = true
        }
        var end = dotAllowed ? index : start
        var endsWithDot = false
        while true {
            var runStart = index
            if dotAllowed, byte(at: runStart) == UInt8(ascii: ".") { runStart += 1 }
            var runEnd = runStart
            while runEnd < bytes.count {
                let tail = scalar(at: runEnd)
                guard CharacterClasses.isIdentifierTail(tail.value) else { break }
                runEnd += tail.length
            }
            if runEnd == runStart {
                endsWithDot = runStart != index
                break
            }
            index = runEnd
            end = runEnd
            dotAllowed = true
        }
        guard end > start else { return nil }
        if !endsWithDot, byte(at: end) == UInt8(ascii: "'") { end += 1 }
        offset = end
        return .identifier(text(start..<end))
    }

    /// A run of operator characters; a run of `.` or of `-` followed by operator
    /// characters (so `..<` and `-->` are one token, but `%-` is two).
    mutating func scanOperator() -> Token.Kind? {
        let start = offset
        var index = start
        let first = bytes[index]
        if first == UInt8(ascii: ".") || first == UInt8(ascii: "-") {
            while index < bytes.count, bytes[index] == first { index += 1 }
        }
        while index < bytes.count {
            let next = scalar(at: index)
            guard CharacterClasses.isOperator(next.value) else { break }
            index += next.length
        }
        guard index > start else { return nil }
        offset = index
        return .operator(text(start..<index))
    }
}
