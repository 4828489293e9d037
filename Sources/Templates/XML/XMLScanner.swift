import Diagnostics

/// The single pass over the UTF-8 bytes that builds the tree. It never recurses:
/// open elements live on an explicit stack, so nesting depth costs heap, not
/// call stack, and a hostile 10,000-deep file is refused cleanly at the limit.
struct XMLScanner {
    /// An element whose end tag has not been seen yet.
    struct OpenElement {
        var tag: XMLTag
        var nameBytes: Range<Int>
        /// Its index among its parent's `children` (0 for the root).
        var indexInParent = 0
    }

    /// Where a start tag's attribute name and value are in the text.
    struct AttributeSpans {
        var name: Range<Int>
        var value: Range<Int>
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let documentStart: Int
    var index: Int
    var lines: LineIndex
    var stack: [OpenElement] = []
    var root: XMLTag?
    var comments: [XMLComment] = []
    var instructions: [XMLInstruction] = []
    /// The name of the last start tag read and its attributes, whose strings the next
    /// start tag shares where it holds the same bytes (`previousSpans` says where they are).
    var previousTag: (name: String, nameBytes: Range<Int>) = ("", 0..<0)
    var previousAttributes: [XMLAttribute] = []
    var previousSpans: [AttributeSpans] = []
    /// The spans of the start tag being read.
    var spans: [AttributeSpans] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, lines: LineIndex) {
        self.bytes = bytes
        self.documentStart = start
        self.index = start
        self.lines = lines
    }

    var end: Int { bytes.count }

    /// Reads the whole document and returns its root element.
    mutating func run() throws(XMLFailure) -> XMLTag {
        while true {
            if stack.isEmpty {
                skipWhitespace()
                if index == end { break }
                guard bytes[index] == UInt8(ascii: "<") else {
                    throw XMLFailure(root == nil ? .textBeforeRoot : .extraContentAfterRoot, at: index)
                }
                try readTopLevelMarkup()
            } else {
                if index < end, bytes[index] != UInt8(ascii: "<") { try readText() }
                if index == end {
                    // Point at the element that is still open, not at the end of the file.
                    let open = stack[stack.count - 1]
                    let problem = XMLProblem.unclosedTag(open.tag.name, line: open.tag.nameRange.start.line)
                    throw XMLFailure(problem, at: open.nameBytes.lowerBound, to: open.nameBytes.upperBound)
                }
                try readContentMarkup()
            }
        }
        guard let root else { throw XMLFailure(.emptyDocument, at: documentStart) }
        return root
    }

    /// Markup outside the root element: only the prolog, comments and the root itself.
    private mutating func readTopLevelMarkup() throws(XMLFailure) {
        if hasPrefix("<?") {
            try readProcessingInstruction()
        } else if hasPrefix("<!--") {
            comments.append(try readComment())
        } else if hasPrefix("<!DOCTYPE") {
            guard root == nil else { throw XMLFailure(.misplacedDoctype, at: index, to: index + 9) }
            try skipDoctype()
        } else if root != nil {
            throw XMLFailure(.extraContentAfterRoot, at: index)
        } else if hasPrefix("</") {
            let nameEnd = scanName(from: index + 2)
            throw XMLFailure(.unexpectedEndTag(string(index + 2, nameEnd)), at: index, to: nameEnd)
        } else if hasPrefix("<!") {
            throw XMLFailure(.textBeforeRoot, at: index)
        } else {
            try readStartTag()
        }
    }

    /// Markup inside an element.
    private mutating func readContentMarkup() throws(XMLFailure) {
        if hasPrefix("</") {
            try readEndTag()
        } else if hasPrefix("<!--") {
            let comment = try readComment()
            stack[stack.count - 1].tag.children.append(.comment(comment))
        } else if hasPrefix("<![CDATA[") {
            let text = try readCDATA()
            stack[stack.count - 1].tag.children.append(.text(text))
        } else if hasPrefix("<?") {
            try readProcessingInstruction()
        } else if hasPrefix("<!DOCTYPE") {
            throw XMLFailure(.misplacedDoctype, at: index, to: index + 9)
        } else if hasPrefix("<!") {
            throw XMLFailure(.unsupportedMarkup, at: index, to: index + 2)
        } else {
            try readStartTag()
        }
    }

    /// Adds a finished element to its parent, or makes it the root.
    mutating func attach(_ tag: consuming XMLTag) {
        if stack.isEmpty {
            root = tag
        } else {
            // Moved in, not copied: the tag is the caller's to give away.
            stack[stack.count - 1].tag.children.append(.element(tag))
        }
    }

    // MARK: Byte helpers

    // The helpers below are inlined: a call to a method of the scanner from one of its mutating
    // methods would otherwise copy the whole scanner for it.
    @inline(__always)
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    /// Skips spaces, tabs and line breaks; returns whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while index < end, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    /// The end of the name starting at `start` (equal to `start` if there is none).
    @inline(__always)
    func scanName(from start: Int) -> Int {
        guard start < end, Self.isNameStart(bytes[start]) else { return start }
        var position = start + 1
        while position < end, Self.isNameByte(bytes[position]) { position += 1 }
        return position
    }

    @inline(__always)
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    mutating func range(_ start: Int, _ end: Int) -> SourceRange {
        lines.range(from: start, to: end, in: bytes)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// XML name start characters, simplified: every non-ASCII byte is accepted,
    /// which is all a template name needs (class names are ASCII anyway).
    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
