import Diagnostics

/// How two texts of a file differ: what a save changed, compared as bytes.
enum TextDifference {
    /// The bytes `new` has in place of `old`'s `range`: what lies between their common start and end.
    static func edit(from old: [UInt8], to new: [UInt8]) -> (range: Range<Int>, replacement: ArraySlice<UInt8>) {
        let (prefix, suffix) = old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in commonEnds(old, new) } }
        return (prefix..<(old.count - suffix), new[prefix..<(new.count - suffix)])
    }

    /// Where `new` differs from `old` in the digits of one decimal number only (`1234` →
    /// `1_240.5`): the run of number characters around the change, decimal before and after,
    /// not the end of a name nor a member (`l10`, `t.0`). Whether it is a numeric literal (and
    /// not digits in a string or a comment) is not known from the bytes.
    static func numberEdit(from old: [UInt8], to new: [UInt8]) -> NumberEdit? {
        let edit = edit(from: old, to: new)
        let delta = edit.replacement.count - edit.range.count
        var start = edit.range.lowerBound
        while start > 0, isNumberByte(old[start - 1]) { start -= 1 }
        var end = edit.range.upperBound
        while end < old.count, isNumberByte(old[end]) { end += 1 }
        if start > 0, isNameByte(old[start - 1]) || old[start - 1] == UInt8(ascii: ".") { return nil }
        guard end + delta > start, end + delta <= new.count else { return nil }
        let written = new[start..<(end + delta)]
        guard isDecimal(old[start..<end]), isDecimal(written),
              let value = Double(String(decoding: written.lazy.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)) else { return nil }
        return NumberEdit(start: start, oldEnd: end, delta: delta, value: value)
    }

    /// One number's new digits: where it starts, where it ended, its change in length and its value.
    struct NumberEdit {
        let start: Int
        let oldEnd: Int
        let delta: Int
        let value: Double
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    /// A decimal integer or float literal's text (no `0x`, no exponent).
    static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        isDecimal(bytes, isFloat: bytes.contains(UInt8(ascii: ".")))
    }

    /// Digits and `_` after a first digit, with one `.` between two digits when `isFloat`.
    static func isDecimal(_ bytes: ArraySlice<UInt8>, isFloat: Bool) -> Bool {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = bytes.first, digits.contains(first), let last = bytes.last, digits.contains(last) || last == UInt8(ascii: "_") else {
            return false
        }
        var dots = 0
        var previous = first
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                dots += 1
                guard digits.contains(previous) else { return false }
            } else if !digits.contains(byte) && byte != UInt8(ascii: "_") {
                return false
            } else if previous == UInt8(ascii: "."), !digits.contains(byte) {
                return false
            }
            previous = byte
        }
        return dots == (isFloat ? 1 : 0) && previous != UInt8(ascii: ".")
    }

    /// How many bytes two texts share at their start, and then at their end (not overlapping
    /// the start), compared a word at a time (a save's 10 KB were a hundredth of its time).
    static func commonEnds(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        let limit = min(old.count, new.count)
        let prefix = ByteWords.commonPrefix(old, new, count: limit)
        return (prefix, ByteWords.commonSuffix(old, new, count: limit - prefix))
    }
}
