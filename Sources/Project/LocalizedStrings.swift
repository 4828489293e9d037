import Diagnostics
import Templates

/// The localized strings a project's templates read as `strings.KEY`.
public enum LocalizedStrings {
    /// Reads the configured `.strings` files, or every `Localizable.strings`
    /// (the root's first, then `Base.lproj`, `en.lproj`, the rest); the first
    /// definition of a key wins. Problems in a file are returned as diagnostics.
    public static func load(from files: [String], sources: ProjectSources, configured: [String]?) -> (table: [String: String], diagnostics: [Diagnostic]) {
        let chosen = self.files(among: files, configured: configured)
        var table: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for path in chosen {
            guard let bytes = try? sources.bytes(path) else {
                diagnostics.append(Diagnostic(message: "Unable to read strings file \(path)", file: path))
                continue
            }
            let parsed = StringsFile.parse(bytes, file: path)
            let text = parsed.diagnostics.contains { $0.excerpt == nil && $0.range != nil }
                ? SourceText(String(decoding: bytes, as: UTF8.self)) : nil
            diagnostics += parsed.diagnostics.map { diagnostic in
                guard let text, diagnostic.excerpt == nil, diagnostic.range != nil else { return diagnostic }
                return diagnostic.withExcerpt(from: text)
            }
            for entry in parsed.entries where table[entry.key] == nil { table[entry.key] = entry.value }
        }
        return (table, diagnostics)
    }

    /// The `.strings` files a project reads, in order: the configured list, else every
    /// `Localizable.strings` among `files`.
    public static func files(among files: [String], configured: [String]?) -> [String] {
        configured ?? files.filter { $0.hasSuffix("Localizable.strings") }.sorted { rank($0) < rank($1) }
    }

    private static func rank(_ path: String) -> (Int, String) {
        if path == "Localizable.strings" { return (0, path) }
        if path.hasSuffix("Base.lproj/Localizable.strings") { return (1, path) }
        if path.hasSuffix("en.lproj/Localizable.strings") { return (2, path) }
        return (3, path)
    }
}
