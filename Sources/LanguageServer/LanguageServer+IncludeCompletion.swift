import Diagnostics
import Project

extension LanguageServer {
    /// In an include's value (`xml="`, `template="`): the project's other `.xml` files (not an open
    /// one another format claimed), each as the path the renderer reads relative to the including
    /// file (`Part.xml`, `../Shared/Card.xml`: what `IncludePath.resolve` reads back as the file),
    /// with its project path as `detail`; the files of the including file's folder first, then by
    /// how far up the path goes. Read from the project's listing (and the open documents): no file
    /// is read.
    func includeItems(document: OpenDocument, range: LSPRange) -> [JSON] {
        guard let (project, path) = document.location else { return [] }
        var files = Set(project.renderer.sources.listedFiles(withExtension: "xml"))
        for open in documents.values where open.location?.project === project && open.fileExtension == "xml" {
            guard let openPath = open.location?.path else { continue }
            // A document another format claimed (MarkupKit) is no template to include.
            if open.isLayoutTemplate { files.insert(openPath) } else { files.remove(openPath) }
        }
        files.remove(path)
        let folder = Array(path.split(separator: "/").dropLast())
        let candidates = files.compactMap { file -> (reference: String, ups: Int, file: String)? in
            let components = file.split(separator: "/", omittingEmptySubsequences: false)
            // A listed path is normalised; one that is not could not be written back as this reference.
            guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
            var common = 0
            while common < folder.count, common < components.count - 1, folder[common] == components[common] { common += 1 }
            let ups = folder.count - common
            // `IncludePath.resolve(reference, from: path)` is `file` again.
            let reference = String(repeating: "../", count: ups) + components[common...].joined(separator: "/")
            return (reference, ups, file)
        }
        return candidates.sorted { ($0.ups, $0.reference) < ($1.ups, $1.reference) }.enumerated().map { index, candidate in
            Self.item(candidate.reference, kind: ItemKind.file, detail: candidate.file, range: range, sortText: String(100_000 + index))
        }
    }

    /// The project's strings keys, each with its text (`strings.` in Layout, `@` in MarkupKit).
    func stringsKeyItems(document: OpenDocument, range: LSPRange) -> [JSON] {
        let strings = document.location?.project.renderer.strings ?? [:]
        return strings.keys.sorted().map { key in
            Self.item(key, kind: ItemKind.value, detail: Diagnostic.capped(strings[key] ?? "", limit: 60), range: range)
        }
    }
}
