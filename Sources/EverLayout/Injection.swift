import Diagnostics

/// `injectDataIntoLayout(data:)` (R-EL-INJECT): every `#{key}` in the raw text is replaced by its
/// value before parsing, textually and unescaped, pairs in sorted-key order (the original's
/// order is a dictionary's). Remembers each replacement so that positions found in the
/// injected text point back into the file.
public struct Injection: Sendable {
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
    /// The key whose values would have made the text longer than `limit`, and where its first
    /// placeholder is in the original text: the injection stopped before it (`bytes` holds the
    /// text as it was).
    private(set) var overflow: (key: String, offset: Int)?

    /// The most text the injection may make from `count` bytes: 64 times as much, at least
    /// 1 MiB, never over 16 MiB (about a second's render). A value names later keys and is
    /// injected again, so each key can double the text (`"k00": "#{k01}#{k01}"`, …: 27 keys
    /// asked for 2 GB).
    static func limit(forLayoutOf count: Int) -> Int {
        let (scaled, overflow) = count.multipliedReportingOverflow(by: 64)
        return overflow ? maximumSize : min(maximumSize, max(1 << 20, scaled))
    }

    /// The most any layout's injected text may hold: 16 MiB.
    public static let maximumSize = 16 << 20

    init(_ bytes: [UInt8], values: [String: String], limit: Int? = nil) {
        self.bytes = bytes
        let limit = limit ?? Self.limit(forLayoutOf: bytes.count)
        for key in values.keys.sorted() {
            let placeholder = Array("#{\(key)}".utf8)
            let value = Array((values[key] ?? "").utf8)
            var output: [UInt8] = []
            var replacements: [Replacement] = []
            var index = 0
            while index < self.bytes.count {
                if self.bytes[index] == UInt8(ascii: "#"), self.bytes[index...].starts(with: placeholder) {
                    if output.count + value.count + (self.bytes.count - index - placeholder.count) > limit {
                        overflow = (key, originalOffset(replacements.first?.oldStart ?? index))
                        return
                    }
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
            // The last replacement starting at or before `offset` (they are in order).
            var low = 0
            var high = replacements.count
            while low < high {
                let mid = (low + high) / 2
                if replacements[mid].newStart <= offset { low = mid + 1 } else { high = mid }
            }
            guard low > 0 else { continue }
            let last = replacements[low - 1]
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

extension Injection {
    /// How many bytes `#{key}` becomes once injected, for every key: its value, with each
    /// placeholder of a later key (keys are injected in sorted order, so only later ones reach
    /// a value) replaced by that key's own expansion. A `Double`, as a chain of keys each naming
    /// the next twice doubles per key. Placeholders that only form where two values meet are
    /// not counted: the injection's own limit still catches those.
    public static func expandedLengths(of values: [String: String]) -> [String: Double] {
        let keys = values.keys.sorted()
        let order = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var lengths: [String: Double] = [:]
        for (position, key) in keys.enumerated().reversed() {
            let value = Array((values[key] ?? "").utf8)
            var length = Double(value.count)
            var index = 0
            while index + 1 < value.count {
                guard value[index] == UInt8(ascii: "#"), value[index + 1] == UInt8(ascii: "{"),
                      let close = value[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) else {
                    index += 1
                    continue
                }
                let name = String(decoding: value[(index + 2)..<close], as: UTF8.self)
                if let later = order[name], later > position, let expanded = lengths[name] {
                    length += expanded - Double(close + 1 - index)
                    index = close + 1
                } else {
                    index += 1
                }
            }
            lengths[key] = length
        }
        return lengths
    }
}
