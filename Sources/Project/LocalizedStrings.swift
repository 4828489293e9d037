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
                ? SourceText(utf8: bytes) : nil
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

    /// The strings a render in `language` reads (`lang=fr`): `fr.lproj`'s files first — those
    /// among `files` and, beside each configured `X.lproj/Name.strings`, its `fr.lproj` twin —
    /// then the files the project reads anyway, in their order (`files(among:configured:)`);
    /// the first definition of a key wins, so a key `fr` lacks falls back as without a
    /// language. Also tells whether any file of the language was found.
    public static func load(language: String, from files: [String], sources: ProjectSources, configured: [String]?)
        -> (table: [String: String], diagnostics: [Diagnostic], found: Bool)
    {
        let chosen = self.files(among: files, configured: configured)
        let folder = language.lowercased() + ".lproj"
        func isOfLanguage(_ path: String) -> Bool {
            path.split(separator: "/").dropLast().last.map { $0.lowercased() == folder } ?? false
        }
        var first = (configured == nil ? files.filter { $0.hasSuffix("Localizable.strings") } : chosen).filter(isOfLanguage)
        for path in chosen where !isOfLanguage(path) {
            var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { continue }
            components[components.count - 2] = language + ".lproj"
            let twin = components.joined(separator: "/")
            if !first.contains(twin), sources.stamp(twin) != nil { first.append(twin) }
        }
        let loaded = load(from: [], sources: sources, configured: first + chosen.filter { !first.contains($0) })
        return (loaded.table, loaded.diagnostics, !first.isEmpty)
    }

    private static func rank(_ path: String) -> (Int, String) {
        if path == "Localizable.strings" { return (0, path) }
        if path.hasSuffix("Base.lproj/Localizable.strings") { return (1, path) }
        if path.hasSuffix("en.lproj/Localizable.strings") { return (2, path) }
        return (3, path)
    }
}
