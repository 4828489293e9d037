import Diagnostics

/// One piece of an element's content: trimmed, decoded text, or a child element.
enum ContentItem {
    case text(String, SourceRange)
    /// The element at this index of the tag's `children` (`XMLTag.element(at:)`): an index,
    /// not a copy of the element.
    case element(Int)
}

extension XMLTag {
    /// The child at `index`, which is an element.
    func element(at index: Int) -> XMLTag {
        guard case .element(let element) = children[index] else { preconditionFailure("child \(index) is not an element") }
        return element
    }

    /// The child at `index`, which is text or CDATA.
    func text(at index: Int) -> XMLText {
        guard case .text(let text) = children[index] else { preconditionFailure("child \(index) is not text") }
        return text
    }
}

/// An element's children after Layout's whitespace rules (R-LL-XML-PARSE): comments
/// dropped, adjacent text merged, and text trimmed where Layout's XML tree
/// builder trims it. The rest of the rules (collapsing runs, trimming the whole
/// body) apply once the body is assembled. Collapsing makes the builder's
/// normalisation of runs (`[\t ]+` → space, ` ?\n+ ?` → line feed) invisible,
/// so it is not done separately.
enum ElementContent {
    /// True for an HTML element name: one with no uppercase letter.
    static func isHTML(_ name: String) -> Bool {
        // ASCII names (nearly all) by their bytes, without a lowercased copy.
        var isASCII = true
        for byte in name.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return false }
        }
        return isASCII || name.lowercased() == name
    }

    /// The children of `tag`, whose name is HTML when `isHTML`.
    static func items(of tag: XMLTag, isHTML: Bool) -> [ContentItem] {
        // `<UILabel … />`, the most common element, has nothing to sort out.
        if tag.children.isEmpty { return [] }
        var items: [ContentItem] = []
        // The text children since the last element, by index, and whether they are all blank.
        var pending: [Int] = []
        var pendingIsBlank = true
        var previousIsHTML = false
        var hasElements = false

        func flush(_ trim: Whitespace.Trim) {
            // Emptied in place: the indentation before each element would take a new buffer.
            defer {
                pending.removeAll(keepingCapacity: true)
                pendingIsBlank = true
            }
            // The indentation between two elements trims to nothing: no text is made of it.
            if pending.isEmpty || (trim != .none && pendingIsBlank) { return }
            let pieces = pending.map { tag.text(at: $0) }
            let text = Whitespace.trim(pieces.map(\.text).joined(), trim)
            guard !text.isEmpty, let range = range(of: pieces, trim: trim) else { return }
            items.append(.text(text, range))
        }

        for index in tag.children.indices {
            switch tag.children[index] {
            case .comment:
                continue
            case .text(let text):
                pending.append(index)
                if pendingIsBlank && !text.text.utf8.allSatisfy(Whitespace.isSpace) { pendingIsBlank = false }
            case .element(let element):
                let childIsHTML = Self.isHTML(element.name)
                if !childIsHTML {
                    flush(.both)
                } else if !isHTML && !previousIsHTML {
                    flush(.leading)
                } else {
                    flush(.none)
                }
                items.append(.element(index))
                previousIsHTML = childIsHTML
                hasElements = true
            }
        }
        flush(isHTML ? .none : hasElements ? .trailing : .both)
        return items
    }

    /// Where the text of `pieces` is once trimmed, so a problem with a body
    /// points at its first character rather than at the line break before it.
    private static func range(of pieces: [XMLText], trim: Whitespace.Trim) -> SourceRange? {
        guard let first = pieces.first, let last = pieces.last else { return nil }
        var start = first.range.start
        var end = last.range.end
        if trim == .leading || trim == .both {
            start = pieces.lazy.compactMap { Self.contentBounds(of: $0)?.start }.first ?? start
        }
        if trim == .trailing || trim == .both {
            end = pieces.reversed().lazy.compactMap { Self.contentBounds(of: $0)?.end }.first ?? end
        }
        return SourceRange(start: start, end: end)
    }

    /// From the first non-blank character of a text run to just past its last one.
    static func contentBounds(of piece: XMLText) -> SourceRange? {
        var position = piece.range.start
        // CDATA ranges include `<![CDATA[`.
        if piece.isCDATA { position.column += 9 }
        var first: SourcePosition?
        var afterLast: SourcePosition?
        var previousWasCarriageReturn = false
        for scalar in piece.raw.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                position = SourcePosition(line: position.line + 1, column: 1)
                continue
            }
            if scalar != " " && scalar != "\t" {
                if first == nil { first = position }
                afterLast = SourcePosition(line: position.line, column: position.column + 1)
            }
            position.column += 1
        }
        guard let first, let afterLast else { return nil }
        return SourceRange(start: first, end: afterLast)
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
