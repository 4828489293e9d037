import Diagnostics

/// An element's children after Layout's whitespace rules (spec §4.1): comments
/// dropped, adjacent text merged, and text trimmed where Layout's XML tree
/// builder trims it. The rest of the rules (collapsing runs, trimming the whole
/// body) apply once the body is assembled.
enum ContentItem {
    case text(String, SourceRange)
    case element(XMLTag)
}

enum ElementContent {
    /// True for an HTML element name: one with no uppercase letter.
    static func isHTML(_ name: String) -> Bool {
        name.lowercased() == name
    }

    /// The children of `tag`, whose name is HTML when `isHTML`.
    static func items(of tag: XMLTag, isHTML: Bool) -> [ContentItem] {
        var items: [ContentItem] = []
        var pending = ""
        var pendingRange: SourceRange?
        var previousIsHTML = false
        var hasElements = false

        func flush(_ trim: Whitespace.Trim) {
            defer { pending = ""; pendingRange = nil }
            guard let range = pendingRange else { return }
            let text = Whitespace.trim(pending, trim)
            if !text.isEmpty { items.append(.text(text, range)) }
        }

        for child in tag.children {
            switch child {
            case .comment:
                continue
            case .text(let text):
                pending += text.text
                pendingRange = pendingRange.map { SourceRange(start: $0.start, end: text.range.end) } ?? text.range
            case .element(let element):
                let childIsHTML = Self.isHTML(element.name)
                if !childIsHTML {
                    flush(.both)
                } else if !isHTML && !previousIsHTML {
                    flush(.leading)
                } else {
                    flush(.none)
                }
                items.append(.element(element))
                previousIsHTML = childIsHTML
                hasElements = true
            }
        }
        flush(isHTML ? .none : hasElements ? .trailing : .both)
        return items
    }
}

/// Layout's whitespace: spaces, tabs and line breaks. Non-breaking spaces are
/// content (users write `&#160;` on purpose).
enum Whitespace {
    enum Trim { case none, leading, trailing, both }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func trim(_ text: String, _ trim: Trim) -> String {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        if trim == .leading || trim == .both {
            while start < end, isSpace(bytes[start]) { start += 1 }
        }
        if trim == .trailing || trim == .both {
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        }
        if start == 0 && end == bytes.count { return text }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Trimmed, with every internal run of whitespace turned into one space.
    static func collapse(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var inRun = false
        for byte in text.utf8 {
            if isSpace(byte) {
                inRun = true
                continue
            }
            if inRun && !output.isEmpty { output.append(0x20) }
            inRun = false
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
