import Diagnostics
import Testing
import TestSupport

/// One broken template and the Red Box it must give: the exact message, and
/// the position of `1️⃣` in whichever file holds it (further errors at `2️⃣`, …).
struct BrokenTemplate: Sendable, CustomTestStringConvertible {
    /// A file of the temporary project.
    struct File: Sendable {
        var path: String
        var content: Content
    }

    /// How a file's bytes are made; markers are stripped before writing.
    enum Content: Sendable {
        /// UTF-8 text with markers.
        case text(String)
        /// UTF-8 text with `bytes` spliced in at `1️⃣`.
        case splicing(String, bytes: [UInt8])
        /// `prefix`, then a hole up to `size` bytes (a sparse file).
        case sparse(prefix: String, size: UInt64)
    }

    var name: String
    var files: [File]
    /// The template rendered.
    var template = "Main.xml"
    /// The message of each error, in order: the first at `1️⃣`, the next at `2️⃣`, ….
    /// `nil` where the message is unclear or wrong, so a test must not pin it
    /// (each is described in a comment at the case); its position is still checked.
    var messages: [String?]
    var attribute: String?
    var suggestions: [String] = []
    var includeChain: [String] = []
    /// Whether the first error shows its source line with a caret; the reader
    /// leaves it out for lines that are very long or hold control characters.
    var hasExcerpt = true

    var testDescription: String { name }

    /// A one-file project: `Main.xml` holding `text`.
    init(_ name: String, _ text: String, _ message: String?, attribute: String? = nil, suggestions: [String] = []) {
        self.init(name, files: [File(path: "Main.xml", content: .text(text))], messages: [message],
                  attribute: attribute, suggestions: suggestions)
    }

    init(_ name: String, files: [File], messages: [String?], attribute: String? = nil, suggestions: [String] = [],
         includeChain: [String] = [], hasExcerpt: Bool = true) {
        self.name = name
        self.files = files
        self.messages = messages
        self.attribute = attribute
        self.suggestions = suggestions
        self.includeChain = includeChain
        self.hasExcerpt = hasExcerpt
    }

    /// The file the first error must name: the one holding `1️⃣`, else the template.
    var expectedFile: String {
        expectedLocation(1).map { String($0.prefix { $0 != ":" }) } ?? template
    }

    /// Where marker `number` is, as `file:line:column`; nil when no file has it.
    func expectedLocation(_ number: Int) -> String? {
        for file in files {
            let marked: MarkedText
            switch file.content {
            case let .text(text), let .splicing(text, _): marked = MarkedText(text)
            case .sparse: continue
            }
            if let position = marked.positions[number] { return "\(file.path):\(position.line):\(position.column)" }
        }
        return nil
    }

    /// The bytes written for `file`.
    static func bytes(of content: Content) -> [UInt8]? {
        switch content {
        case let .text(text): return Array(MarkedText(text).text.utf8)
        case let .splicing(text, bytes): return MarkedText(text).bytes(inserting: bytes)
        case .sparse: return nil
        }
    }
}

extension BrokenTemplate.File {
    static func text(_ path: String, _ text: String) -> Self { .init(path: path, content: .text(text)) }
}

extension Diagnostic {
    /// `file:line:column` of the start, as a test compares it with a marker.
    var location: String? {
        guard let file, let range else { return nil }
        return "\(file):\(range.start.line):\(range.start.column)"
    }
}
