/// A scan of Swift text that tells code from string literals and comments, by the text alone
/// (no parse): the words of the code, an interpolation's (`\(title)`) included, and the starts of
/// the plain string literals. Linear in the text.
enum SwiftTextScan {
    /// The string literal the scan is in: its `#`s (a raw string) and whether it is `"""`.
    private struct Literal {
        var hashes: Int
        var isMultiline: Bool
    }

    /// The ranges of `name` as a whole word of the code (not in a string literal or a comment).
    static func words(_ name: String, in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        scan(bytes, word: { if bytes[$0].elementsEqual(name.utf8) { found.append($0) } }, string: { _ in })
        return found
    }

    /// The starts of the texts of the one-line, non-raw string literals (`"Card.Title"`).
    static func stringStarts(in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        scan(bytes, word: { _ in }, string: { found.append($0) })
        return found
    }

    /// Calls `word` for each identifier-like word of the code and `string` with the text's start
    /// of each one-line, non-raw string literal.
    private static func scan(_ bytes: [UInt8], word: (Range<Int>) -> Void, string: (Int) -> Void) {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        func repeats(_ byte: UInt8, _ count: Int, at index: Int) -> Bool {
            index + count <= bytes.count && bytes[index..<index + count].allSatisfy { $0 == byte }
        }
        func pair(_ first: UInt8, _ second: UInt8, at index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == first && bytes[index + 1] == second
        }
        var index = 0
        var literal: Literal?
        // Parentheses open in the code being read, and the literals whose interpolations hold it.
        var depth = 0
        var interpolated: [(literal: Literal, depth: Int)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if let open = literal {
                if byte == UInt8(ascii: "\\"), repeats(hash, open.hashes, at: index + 1) {
                    let after = index + 1 + open.hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        interpolated.append((open, depth))
                        literal = nil
                        depth = 0
                    }
                    index = after + 1
                } else if byte == quote, repeats(quote, open.isMultiline ? 3 : 1, at: index),
                          repeats(hash, open.hashes, at: index + (open.isMultiline ? 3 : 1)) {
                    literal = nil
                    index += (open.isMultiline ? 3 : 1) + open.hashes
                } else {
                    if byte == UInt8(ascii: "\n"), !open.isMultiline { literal = nil }
                    index += 1
                }
                continue
            }
            if pair(slash, slash, at: index) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if pair(slash, star, at: index) {
                var nesting = 0
                repeat {
                    if pair(slash, star, at: index) {
                        nesting += 1
                        index += 2
                    } else if pair(star, slash, at: index) {
                        nesting -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while nesting > 0 && index < bytes.count
            } else if byte == quote || byte == hash {
                var start = index
                while start < bytes.count, bytes[start] == hash { start += 1 }
                guard start < bytes.count, bytes[start] == quote else {
                    index = start  // `#selector`, `#if`: the word is read next
                    continue
                }
                let hashes = start - index
                let isMultiline = repeats(quote, 3, at: start)
                index = start + (isMultiline ? 3 : 1)
                if hashes == 0, !isMultiline { string(index) }
                literal = Literal(hashes: hashes, isMultiline: isMultiline)
            } else if byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0, let outer = interpolated.popLast() {
                    literal = outer.literal
                    depth = outer.depth
                } else {
                    depth = max(0, depth - 1)
                }
                index += 1
            } else if LanguageServer.isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, LanguageServer.isIdentifierByte(bytes[index]) { index += 1 }
                word(start..<index)
            } else {
                index += 1
            }
        }
    }
}
