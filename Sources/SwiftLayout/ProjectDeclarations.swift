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

    /// Builds the set from several files at once (one merge of the types).
    public init(files sources: [(file: String, text: String)]) {
        update(changed: sources)
    }

    /// The files it holds.
    public var fileNames: [String] { files.keys.sorted() }

    /// Replaces the declarations of the `changed` files whose text differs, adds new ones,
    /// drops the `removed` files (one merge of the types for all of them), and returns the
    /// names those files declared before or declare now: the layouts that used one may change.
    /// A file in `parsed` whose text is the one given is taken as it was parsed, not parsed again.
    @discardableResult
    public func update(changed: [(file: String, text: String)], removed: some Sequence<String> = [],
                       parsed: [String: ParsedSwiftFile] = [:]) -> Set<String> {
        var names: Set<String> = []
        var modified = false
        for (file, text) in changed {
            if let known = files[file], known.source.text.text == text { continue }
            names.formUnion(declaredNames(in: file))
            if let early = parsed[file], early.entry.source.file == file, early.text == text {
                files[file] = early.entry
            } else {
                let source = SwiftSource(file: file, text: text)
                files[file] = FileEntry(source: source, declarations: FileDeclarations(source))
            }
            names.formUnion(declaredNames(in: file))
            modified = true
        }
        for file in removed where files[file] != nil {
            names.formUnion(declaredNames(in: file))
            files[file] = nil
            modified = true
        }
        if modified { rebuildTypes() }
        return names
    }

    /// The names a file declares at its top level: types (and the types it extends), constants
    /// and functions.
    public func declaredNames(in file: String) -> Set<String> {
        guard let declarations = files[file]?.declarations else { return [] }
        return Set(declarations.types.keys).union(declarations.variables.keys).union(declarations.functions.keys)
    }

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

}

/// A `.swift` file parsed before the project reads it — to tell whether it holds a layout —
/// kept so that the project takes it as it is rather than parsing the same text again.
public final class ParsedSwiftFile {
    /// The text that was parsed.
    public let text: String
    let entry: ProjectDeclarations.FileEntry

    init(file: String, text: String) {
        self.text = text
        let source = SwiftSource(file: file, text: text)
        entry = ProjectDeclarations.FileEntry(source: source, declarations: FileDeclarations(source))
    }

    /// Whether the file has a SwiftLayout entry point, or is too nested to parse or has a
    /// syntax error (so that its error shows).
    public var hasLayout: Bool { entry.source.refusal != nil || entry.source.tree.hasError || !entry.declarations.entryPoints.isEmpty }
}

extension ProjectDeclarations {
    /// The line and column of a byte span in one of the files.
    public func position(of span: SourceSpan, in file: String) -> SourcePosition {
        files[file]?.source.position(span) ?? SourcePosition(line: 1, column: 1)
    }
}
