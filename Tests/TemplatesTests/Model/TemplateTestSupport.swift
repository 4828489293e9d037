import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// Builds a template from inline XML, failing the test on malformed XML.
func buildTemplate(_ xml: String, path: String = "Home.xml") throws -> TemplateNode {
    try TemplateBuilder.build(try XMLReader.read(xml), path: path)
}

/// The diagnostics building `xml` reports (none when it builds).
func buildProblems(_ xml: String, path: String = "Home.xml") throws -> [Diagnostic] {
    let file = try XMLReader.read(xml)
    do {
        _ = try TemplateBuilder.build(file, path: path)
        return []
    } catch {
        return error.diagnostics
    }
}

/// A project held in memory: project-relative path → marked XML text.
struct MemoryProject: Sendable {
    var files: [String: MarkedText]

    init(_ files: [String: String]) {
        self.files = files.mapValues(MarkedText.init)
    }

    subscript(_ path: String) -> MarkedText {
        files[path] ?? MarkedText("")
    }

    var resolver: TemplateResolver {
        resolver(subclasses: [:])
    }

    /// A resolver whose class catalog knows `subclasses` (class → superclass).
    func resolver(subclasses: [String: String], maximumDepth: Int = 64, maximumViews: Int = 100_000) -> TemplateResolver {
        let files = self.files
        return TemplateResolver(maximumDepth: maximumDepth, maximumViews: maximumViews, load: { path throws(TemplateLoadError) in
            guard let marked = files[path] else { throw .notFound }
            do throws(XMLError) {
                return try XMLReader.read(marked.text)
            } catch {
                throw .invalidXML(error)
            }
        }, isSubclass: { ancestor, subclass in
            var current: String? = subclass
            while let name = current {
                if name == ancestor { return true }
                current = subclasses[name]
            }
            return false
        })
    }

    func resolve(_ path: String, subclasses: [String: String] = [:]) -> TemplateResolution {
        resolver(subclasses: subclasses).resolve(path: path)
    }
}

extension SourcePosition {
    func movedRight(by columns: Int) -> SourcePosition { SourcePosition(line: line, column: column + columns) }
}

/// A one-line range of `length` characters starting at `start`.
func range(_ start: SourcePosition, length: Int) -> SourceRange {
    SourceRange(start: start, end: start.movedRight(by: length))
}
