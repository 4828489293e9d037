/// Where the cursor is in Swift text being typed, read backwards from the cursor over the text
/// before it only (the file seldom parses while it is typed): the postfix expression before a
/// `.`, the call whose arguments hold the cursor, a string literal's start. Every scan is bounded
/// (`window` bytes back), so a long file costs no more than a short one.
struct SwiftCursorContext {
    /// One step of a postfix expression: `equalTo(title, constant: 8)` is `equalTo` with a call.
    struct Segment: Equatable {
        var name: String
        var isCall: Bool
    }

    let bytes: [UInt8]
    /// How far back any scan looks.
    static let window = 4096

    /// The start of the identifier that ends at `offset` (the word being typed).
    func wordStart(before offset: Int) -> Int {
        var start = offset
        while start > 0, LanguageServer.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// The index of the last non-blank byte before `index`, or nil.
    func previousNonBlank(before index: Int) -> Int? {
        var index = index
        let limit = max(0, index - Self.window)
        while index > limit {
            index -= 1
            if !Self.isBlank(bytes[index]) { return index }
        }
        return nil
    }

    /// The postfix expression that ends just before the `.` at `dot`, as its segments in order
    /// (`Anchors.top.equalTo(…)` → `Anchors`, `top`, `equalTo()`); empty for an implicit member
    /// (`.` after `(`, `:`, `,`). Blanks (line breaks of a chain) may stand around each `.`.
    func segments(beforeDot dot: Int) -> [Segment] {
        var segments: [Segment] = []
        var end = dot
        let limit = max(0, dot - Self.window)
        while true {
            guard let last = previousNonBlank(before: end), last >= limit else { break }
            var index = last + 1
            var isCall = false
            if bytes[index - 1] == UInt8(ascii: ")") {
                guard let open = matchingOpen(closeAt: index - 1, limit: limit) else { break }
                index = open
                isCall = true
            }
            let nameEnd = index
            while index > limit, LanguageServer.isIdentifierByte(bytes[index - 1]) { index -= 1 }
            guard index < nameEnd else { break }
            segments.append(Segment(name: String(decoding: bytes[index..<nameEnd], as: UTF8.self), isCall: isCall))
            guard let before = previousNonBlank(before: index), bytes[before] == UInt8(ascii: ".") else { break }
            end = before
        }
        return segments.reversed()
    }

    /// The `(` that the `)` at `close` closes, looking no further back than `limit`.
    func matchingOpen(closeAt close: Int, limit: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= limit {
            switch bytes[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The `(` of the innermost call still open at `offset` (none past a `{` or `}`).
    func openCall(before offset: Int) -> Int? {
        var depth = 0
        var index = offset
        let limit = max(0, offset - Self.window)
        while index > limit {
            index -= 1
            switch bytes[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            default: break
            }
        }
        return nil
    }

    /// The called name and its receiver's segments for the call opened at `open`
    /// (`Anchors.top.equalTo(` → `equalTo`, [`Anchors`, `top`]).
    func call(openedAt open: Int) -> (name: String, receiver: [Segment])? {
        var start = open
        while start > 0, LanguageServer.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < open else { return nil }
        let name = String(decoding: bytes[start..<open], as: UTF8.self)
        guard let before = previousNonBlank(before: start), bytes[before] == UInt8(ascii: ".") else { return (name, []) }
        return (name, segments(beforeDot: before))
    }

    /// The label just before the `.` at `dot` in an argument list (`attribute: .` → `attribute`).
    func label(beforeDot dot: Int) -> String? {
        guard let colon = previousNonBlank(before: dot), bytes[colon] == UInt8(ascii: ":"),
              let last = previousNonBlank(before: colon), LanguageServer.isIdentifierByte(bytes[last]) else { return nil }
        let start = wordStart(before: last + 1)
        return String(decoding: bytes[start...last], as: UTF8.self)
    }

    /// The start of the string literal's text the cursor is in, on the cursor's line (an even
    /// count of unescaped quotes before it on the line means the cursor is outside one).
    func stringStart(before offset: Int) -> Int? {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), offset - lineStart < Self.window { lineStart -= 1 }
        var opened: Int?
        var index = lineStart
        while index < offset {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { opened = opened == nil ? index + 1 : nil }
            index += 1
        }
        return opened
    }

    /// Whether the string literal whose text starts at `stringStart` is the key of
    /// `NSLocalizedString("…")` or `String(localized: "…")`.
    func isLocalizedKey(stringStart: Int) -> Bool {
        guard let quote = previousNonBlank(before: stringStart), let before = previousNonBlank(before: quote) else { return false }
        if bytes[before] == UInt8(ascii: "(") { return call(openedAt: before)?.name == "NSLocalizedString" }
        return label(beforeDot: quote) == "localized" && openCall(before: quote).flatMap { call(openedAt: $0) }?.name == "String"
    }

    /// The end of the string literal whose text holds `offset` (its closing quote, or the line's end).
    func stringEnd(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index, bytes.count)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
