import Diagnostics

/// The declarations of every `.swift` file of a project that the reader may need: custom
/// view classes with their own layouts and sizes, constants in other types.
public final class ProjectDeclarations {
    /// A file's source and its declarations. A text that differs from the file's last one in a
    /// number's digits only declares what it did (a number names nothing): it takes the last
    /// outline, and is parsed and scanned only when its declarations are read — a save that
    /// takes its last evaluation (`SwiftLayoutEvaluations`) never reads them.
    final class FileEntry {
        let source: SwiftSource
        let outline: DeclarationOutline
        private var read: FileDeclarations?

        init(_ source: SwiftSource, previous: FileEntry? = nil) {
            self.source = source
            if let previous, previous.source.refusal == nil, source.numberEdit?.previous == ObjectIdentifier(previous.source) {
                outline = previous.outline
            } else {
                let declarations = FileDeclarations(source)
                read = declarations
                outline = DeclarationOutline(declarations)
            }
        }

        var declarations: FileDeclarations {
            if let read { return read }
            let declarations = FileDeclarations(source)
            read = declarations
            return declarations
        }
    }

    private(set) var files: [String: FileEntry] = [:]
    /// Types by name, extensions in other files merged in (nil: to be merged again).
    private var merged: (types: [String: TypeDeclaration], files: [String: Set<String>])?

    public init() {}

    /// Adds (or replaces) a file's declarations.
    public func add(file: String, text: String) {
        files[file] = FileEntry(SwiftSource(file: file, text: text))
        merged = nil
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
            if let known = files[file], known.source.text.hasText(text) { continue }
            names.formUnion(declaredNames(in: file))
            if let early = parsed[file], early.entry.source.file == file, early.text == text {
                files[file] = early.entry
            } else {
                let previous = files[file]
                files[file] = FileEntry(SwiftSource(file: file, text: text, previous: previous?.source), previous: previous)
            }
            names.formUnion(declaredNames(in: file))
            modified = true
        }
        for file in removed where files[file] != nil {
            names.formUnion(declaredNames(in: file))
            files[file] = nil
            modified = true
        }
        if modified { merged = nil }
        return names
    }

    /// The names a file declares at its top level: types (and the types it extends), constants
    /// and functions.
    public func declaredNames(in file: String) -> Set<String> {
        files[file]?.outline.names ?? []
    }

    /// The types of every file, merged when first asked for after a change.
    private var mergedTypes: (types: [String: TypeDeclaration], files: [String: Set<String>]) {
        if let merged { return merged }
        let rebuilt = rebuildTypes()
        merged = rebuilt
        return rebuilt
    }

    private func rebuildTypes() -> (types: [String: TypeDeclaration], files: [String: Set<String>]) {
        var types: [String: TypeDeclaration] = [:]
        var typeFiles: [String: Set<String>] = [:]
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
        return (types, typeFiles)
    }

    func type(_ name: String) -> TypeDeclaration? { mergedTypes.types[name] }

    /// The files that declare (or extend) `name`.
    func files(declaring name: String) -> Set<String> { mergedTypes.files[name] ?? [] }

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
        entry = ProjectDeclarations.FileEntry(SwiftSource(file: file, text: text))
    }

    /// Whether the file has a SwiftLayout entry point, or is too nested to parse or has a
    /// syntax error (so that its error shows).
    public var hasLayout: Bool { entry.outline.hasEntryPoints || !entry.source.isWellFormed }
}

extension ProjectDeclarations {
    /// The line and column of a byte span in one of the files.
    public func position(of span: SourceSpan, in file: String) -> SourcePosition {
        files[file]?.source.position(span) ?? SourcePosition(line: 1, column: 1)
    }
}

/// What a file declares, without its syntax: the names its top level declares, its types'
/// names, and whether it has an entry point.
struct DeclarationOutline: Sendable {
    var names: Set<String>
    var typeNames: Set<String>
    var hasEntryPoints: Bool

    init(_ declarations: FileDeclarations) {
        typeNames = Set(declarations.types.keys)
        names = typeNames.union(declarations.variables.keys).union(declarations.functions.keys)
        hasEntryPoints = !declarations.entryPoints.isEmpty
    }
}
