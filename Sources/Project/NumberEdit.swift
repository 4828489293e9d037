import Diagnostics

/// Tells whether a file's new bytes differ from its old ones only by one number rewritten —
/// the commonest save there is (`height="300"` → `height="320"`) — so that what was decided
/// from the old text's shape (which format claims the file) still holds without reading the
/// new text again.
///
/// The bytes that differ must be digits, inside a token of digits, `.` and `-` that reads as
/// a number in both texts (`-?digits(.digits)?`), with neither neighbour a byte that could
/// make it part of a name or a reference: no letter, `_`, `:`, `$`, `#`, `&`, `\`, `@` or
/// non-ASCII byte beside it. Such an edit cannot rename an element, a key or a declaration,
/// cannot break an XML character reference (`&#65;`), a JSON escape (`\u0041`) or a Swift
/// literal's radix (`0x1F`), and cannot empty a value; it keeps a well-formed document
/// well-formed in all four formats' syntaxes (a JSON number may gain a leading zero, but a
/// `.json` file is EverLayout's whether or not it parses).
public enum NumberEdit {
    /// True when `new` is `old` with one number rewritten as above (or the same bytes).
    public static func isNumberEdit(from old: [UInt8], to new: [UInt8]) -> Bool {
        guard let edit = DigitEdit(from: old, to: new) else { return false }
        return edit.isEmpty || old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in change(old, new, edit) != nil } }
    }

    /// The change of one number that turns `old` into `new`; nil when the texts are the same
    /// or differ otherwise.
    public static func change(from old: [UInt8], to new: [UInt8]) -> DigitEdit? {
        guard let edit = DigitEdit(from: old, to: new), !edit.isEmpty else { return nil }
        return old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in change(old, new, edit) } }
    }

    private static func change(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, _ edit: DigitEdit) -> DigitEdit? {
        let prefix = edit.old.lowerBound, oldEnd = edit.old.upperBound, newEnd = edit.new.upperBound
        // The token around the change: the bytes before it are the same in both texts, and so
        // are the bytes after it (from each text's end of the change).
        var start = prefix
        while start > 0, isNumberByte(old[start - 1]) { start -= 1 }
        var oldTokenEnd = oldEnd, newTokenEnd = newEnd
        while oldTokenEnd < old.count, isNumberByte(old[oldTokenEnd]) {
            oldTokenEnd += 1
            newTokenEnd += 1
        }
        guard isNumber(old, start..<oldTokenEnd), isNumber(new, start..<newTokenEnd) else { return nil }
        if start > 0, isNameByte(old[start - 1]) { return nil }
        if oldTokenEnd < old.count, isNameByte(old[oldTokenEnd]) { return nil }
        return edit
    }

    private static func isDigit(_ byte: UInt8) -> Bool { DigitEdit.isDigit(byte) }

    private static func isNumberByte(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x2E || byte == 0x2D }

    /// `-?digits(.digits)?`
    private static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        if index < range.upperBound, bytes[index] == 0x2D { index += 1 }
        func digits() -> Bool {
            let first = index
            while index < range.upperBound, isDigit(bytes[index]) { index += 1 }
            return index > first
        }
        guard digits() else { return false }
        if index < range.upperBound, bytes[index] == 0x2E {
            index += 1
            guard digits() else { return false }
        }
        return index == range.upperBound
    }

    /// A byte that could make a number beside it part of a name, a reference or an escape.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A, 0x24, 0x23, 0x26, 0x5C, 0x40, 0x80...: true
        default: false
        }
    }
}
