import Diagnostics

/// `injectDataIntoLayout(data:)` (spec §2): every `#{key}` in the raw text is replaced by its
/// value before parsing, textually and unescaped, pairs in sorted-key order (the original's
/// order is a dictionary's). Remembers each replacement so that positions found in the
/// injected text point back into the file.
struct Injection: Sendable {
    /// One replacement: where the value went in the new text, where the placeholder was.
    struct Replacement: Sendable {
        var newStart: Int
        var newLength: Int
        var oldStart: Int
        var oldLength: Int
    }

    private(set) var bytes: [UInt8]
    /// One list per key applied, in order.
    private var passes: [[Replacement]] = []
    /// The keys whose placeholder occurred.
    private(set) var usedKeys: [String] = []

    init(_ bytes: [UInt8], values: [String: String]) {
        self.bytes = bytes
        for key in values.keys.sorted() {
            let placeholder = Array("#{\(key)}".utf8)
            let value = Array(values[key]!.utf8)
            var output: [UInt8] = []
            var replacements: [Replacement] = []
            var index = 0
            while index < self.bytes.count {
                if self.bytes[index] == UInt8(ascii: "#"), self.bytes[index...].starts(with: placeholder) {
                    replacements.append(Replacement(newStart: output.count, newLength: value.count, oldStart: index, oldLength: placeholder.count))
                    output.append(contentsOf: value)
                    index += placeholder.count
                } else {
                    output.append(self.bytes[index])
                    index += 1
                }
            }
            guard !replacements.isEmpty else { continue }
            usedKeys.append(key)
            self.bytes = output
            passes.append(replacements)
        }
    }

    /// The offset in the original text that `offset` in the injected text came from; inside an
    /// injected value, the placeholder's start.
    func originalOffset(_ offset: Int) -> Int {
        var offset = offset
        for replacements in passes.reversed() {
            guard let last = replacements.last(where: { $0.newStart <= offset }) else { continue }
            if offset < last.newStart + last.newLength {
                offset = last.oldStart
            } else {
                offset = offset - (last.newStart + last.newLength) + last.oldStart + last.oldLength
            }
        }
        return offset
    }

    func originalSpan(_ span: SourceSpan) -> SourceSpan {
        let lower = originalOffset(Int(span.lower))
        let upper = span.isEmpty ? lower : originalOffset(Int(span.upper) - 1) + 1
        return SourceSpan(lower, upper)
    }
}
