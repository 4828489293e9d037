import Diagnostics
import SwiftSyntax

/// The declarations of every `.swift` file of a project that the reader may need: custom
/// view classes with their own layouts and sizes, constants in other types.
public final class ProjectDeclarations {
    struct FileEntry {
        let source: SwiftSource
        let declarations: FileDeclarations
    }

    private(set) var files: [String: FileEntry] = [:]
    /// Types by name, extensions in other files merged in.
    private var types: [String: TypeDeclaration] = [:]
    private var typeFiles: [String: Set<String>] = [:]

    public init() {}

    /// Adds (or replaces) a file's declarations.
    public func add(file: String, text: String) {
        let source = SwiftSource(file: file, text: text)
        files[file] = FileEntry(source: source, declarations: FileDeclarations(source))
        rebuildTypes()
    }

    /// Builds the set from several files at once (one merge of the types); files whose text
    /// is the same as in `previous` are not parsed again.
    public init(files sources: [(file: String, text: String)], reusing previous: ProjectDeclarations? = nil) {
        for (file, text) in sources {
            if let known = previous?.files[file], known.source.text.text == text {
                files[file] = known
                continue
            }
            let source = SwiftSource(file: file, text: text)
            files[file] = FileEntry(source: source, declarations: FileDeclarations(source))
        }
        rebuildTypes()
    }

    /// The files it holds.
    public var fileNames: [String] { files.keys.sorted() }

    private func rebuildTypes() {
        types = [:]
        typeFiles = [:]
        for file in files.keys.sorted() {
            for (name, type) in files[file]!.declarations.types {
                typeFiles[name, default: []].insert(file)
                guard let existing = types[name] else {
                    types[name] = type
                    continue
                }
                let merged = TypeDeclaration(name: name, file: existing.file, span: existing.span)
                merged.isClass = existing.isClass || type.isClass
                // The class declaration's superclass comes first.
                merged.inherited = type.isClass && !existing.isClass ? type.inherited + existing.inherited : existing.inherited + type.inherited
                if type.isClass && !existing.isClass {
                    merged.file = type.file
                    merged.span = type.span
                }
                merged.variables = existing.variables.merging(type.variables) { first, _ in first }
                merged.functions = existing.functions.merging(type.functions) { first, _ in first }
                merged.initializers = existing.initializers + type.initializers
                types[name] = merged
            }
        }
    }

    func type(_ name: String) -> TypeDeclaration? { types[name] }

    /// The files that declare (or extend) `name`.
    func files(declaring name: String) -> Set<String> { typeFiles[name] ?? [] }

    func source(_ file: String) -> SwiftSource? { files[file]?.source }
    func declarations(_ file: String) -> FileDeclarations? { files[file]?.declarations }

    /// The first non-project class up `name`'s superclass chain.
    func uikitAncestor(of name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while let type = types[current], seen.insert(current).inserted {
            guard let superclass = type.superclassName else { return nil }
            current = superclass
        }
        return current == name ? nil : current
    }
}

extension ProjectDeclarations {
    /// The line and column of a byte span in one of the files.
    public func position(of span: SourceSpan, in file: String) -> SourcePosition {
        files[file]?.source.position(span) ?? SourcePosition(line: 1, column: 1)
    }
}
