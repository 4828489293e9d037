import Diagnostics
import TemplateTools
import Templates

/// `layout-serve rename` on a template: for names the document uses (its first element's
/// class, its first id, a strings key, a variable), every kind at once. Invariants: the edits
/// never overlap, the renamed text still reads as XML, and renaming back finds exactly as
/// many occurrences (so no edit landed beside its name or lost one).
enum RenameFuzzing {
    static let names = ["UIView", "UILabel", "first", "Home.Title", "title", "x", "width"]

    static func run(_ bytes: [UInt8]) {
        // The new name must be new for renaming back to be a check (the fuzzer learns it).
        guard let file = try? XMLReader.read(bytes), !file.text.contains("Zq9") else { return }
        var candidates = names
        candidates.append(file.root.name)
        if let id = file.root.elements.first?.attribute(named: "id")?.value { candidates.append(id) }
        for old in candidates {
            let forward = Renaming(old: old, new: "Zq9Renamed").changes(in: file)
            guard forward.conflicts.isEmpty, !forward.edits.isEmpty else { continue }
            let sorted = forward.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            for (edit, next) in zip(sorted, sorted.dropFirst()) where edit.range.upperBound > next.range.lowerBound {
                fatalError("overlapping edits for \(old): \(edit) and \(next)")
            }
            let renamed = SourceEdit.apply(forward.edits, to: file.text)
            let reread: XMLFile
            do throws(XMLError) {
                reread = try XMLReader.read(renamed)
            } catch {
                fatalError("renaming \(old) broke the XML: \(error.description)\n\(renamed)")
            }
            let back = Renaming(old: "Zq9Renamed", new: old).changes(in: reread)
            guard back.edits.count == forward.edits.count else {
                fatalError("renamed \(forward.edits.count) occurrences of \(old), found \(back.edits.count) back\n\(renamed)")
            }
        }
    }
}
