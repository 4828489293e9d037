import Diagnostics

// The lexer's literals: regexes, numbers and string literals (skipped whole, interpolations
// and nested literals included; the parser reads their segments, Parser+Strings.swift).
extension Lexer {
    /// The end of a regex literal `/…/` starting at `index`: its first byte is no white space or
    /// operator, and it closes on its line (escapes and character classes skipped).
    func regexEnd(from index: Int) -> Int? {
        let first = at(index + 1)
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), 0: return nil
        default:
            if isOperatorByte(first) {
                // `x /= y / z`: an operator then white space is no regex.
                var after = index + 1
                while after < end && isOperatorByte(base[after]) { after += 1 }
                if after >= end || base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")
                    || base[after] == UInt8(ascii: "\n") || base[after] == UInt8(ascii: "\r") { return nil }
            }
        }
        var offset = index + 1
        var inClass = 0
        while offset < end {
            switch base[offset] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass += 1
            case UInt8(ascii: "]"): inClass = max(0, inClass - 1)
            case UInt8(ascii: "/") where inClass == 0:
                // `/` then a space: a division (`a /b/ c` is not worth the guess).
                if base[offset - 1] == UInt8(ascii: " ") { return nil }
                return offset + 1
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// `#/…/#` (any number of `#`s, lines allowed): the end.
    func extendedRegexEnd(from index: Int, hashes: Int) -> Int? {
        var offset = index + 1
        while offset < end {
            if base[offset] == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if base[offset] == UInt8(ascii: "/") && hasHashes(offset + 1, hashes) { return offset + 1 + hashes }
            offset += 1
        }
        return nil
    }

    /// A number: decimal, `0x`, `0b`, `0o`, with `_`, a fraction and an exponent. After a period
    /// (`tuple.0.1`) only the digits.
    mutating func lexNumber(_ index: inout Int, afterPeriod: Bool) -> TokenKind {
        let start = index
        var kind = TokenKind.integer
        if afterPeriod {
            while index < end && isDigit(base[index]) { index += 1 }
            return kind
        }
        let second = at(index + 1)
        if base[index] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "X")) {
            index += 2
            while index < end && (isHexDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            if at(index) == UInt8(ascii: ".") && isHexDigit(at(index + 1)) {
                kind = .float
                index += 1
                while index < end && (isHexDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
            if at(index) | 0x20 == UInt8(ascii: "p") {
                kind = .float
                index += 1
                if at(index) == UInt8(ascii: "+") || at(index) == UInt8(ascii: "-") { index += 1 }
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
        } else if base[index] == UInt8(ascii: "0") && (second == UInt8(ascii: "b") || second == UInt8(ascii: "o")) {
            index += 2
            while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
        } else {
            while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            if at(index) == UInt8(ascii: ".") && isDigit(at(index + 1)) {
                kind = .float
                index += 1
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
            if at(index) | 0x20 == UInt8(ascii: "e") && (isDigit(at(index + 1))
                || ((at(index + 1) == UInt8(ascii: "+") || at(index + 1) == UInt8(ascii: "-")) && isDigit(at(index + 2)))) {
                kind = .float
                index += 2
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
        }
        if index < end && isIdentifierByte(base[index]) {
            let bad = index
            while index < end && isIdentifierByte(base[index]) { index += 1 }
            error("invalid digits in a number", bad, index)
        }
        _ = start
        return kind
    }

    /// A string literal from its opening quote (after any `#`s) to past its closing delimiter.
    mutating func lexString(_ index: inout Int, hashes: Int) {
        let start = index - hashes
        if !skipString(&index, hashes: hashes, nesting: 0) {
            error("unterminated string literal", start, index)
        }
    }

    /// Skips a string literal whose opening quote is at `index` (its `#`s already passed); false
    /// when it does not end (`index` is then where reading stopped).
    mutating func skipString(_ index: inout Int, hashes: Int, nesting: Int) -> Bool {
        let multiline = isMultilineOpening(index, hashes: hashes)
        index += multiline ? 3 : 1
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "\\") && hasHashes(index + 1, hashes) {
                index += 1 + hashes
                if at(index) == UInt8(ascii: "(") {
                    index += 1
                    if !skipInterpolation(&index, multiline: multiline, nesting: nesting) { return false }
                } else if index < end && (multiline || (base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r"))) {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if multiline {
                    if at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"") && hasHashes(index + 3, hashes) {
                        index += 3 + hashes
                        return true
                    }
                    index += 1
                } else if hasHashes(index + 1, hashes) {
                    index += 1 + hashes
                    return true
                } else {
                    index += 1
                }
            } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                return false
            } else {
                index += 1
            }
        }
        return false
    }

    /// `"""` opens a multi-line literal; in a raw one only when its line ends there
    /// (`#""""#` is the raw string `""`).
    func isMultilineOpening(_ index: Int, hashes: Int) -> Bool {
        Lexer.isMultilineOpening(base, end, index, hashes: hashes)
    }

    static func isMultilineOpening(_ base: UnsafePointer<UInt8>, _ end: Int, _ index: Int, hashes: Int) -> Bool {
        guard index + 2 < end, base[index + 1] == UInt8(ascii: "\""), base[index + 2] == UInt8(ascii: "\"") else { return false }
        if hashes == 0 { return true }
        var offset = index + 3
        while offset < end && (base[offset] == UInt8(ascii: " ") || base[offset] == UInt8(ascii: "\t")) { offset += 1 }
        return offset >= end || base[offset] == UInt8(ascii: "\n") || base[offset] == UInt8(ascii: "\r")
    }

    @inline(__always) func hasHashes(_ index: Int, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if at(index + offset) != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    /// Skips an interpolation's code from after `\(` to past its closing parenthesis.
    mutating func skipInterpolation(_ index: inout Int, multiline: Bool, nesting: Int) -> Bool {
        var depth = 1
        while index < end {
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard at(index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    continue
                }
                guard nesting < Lexer.maxStringNesting else {
                    error("string literals nested too deeply", index, index + 1)
                    return false
                }
                index += hashes
                if !skipString(&index, hashes: hashes, nesting: nesting + 1) { return false }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !multiline { return false }
                index += 1
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                _ = skipBlockComment(&index)
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") { index += 1 }
            default:
                index += 1
            }
        }
        return false
    }
}
