import Diagnostics
import Foundation

/// Lists a project's templates, strings files and config, honouring the ignore rules.
public enum ProjectWalker {
    public static let configFileName = "layout-serve.json"

    /// Walks `root` without following symbolic links (a link is skipped, as
    /// LayoutTool does, so a link cannot pull files from outside the project or
    /// loop) and without descending into ignored folders. A folder's
    /// `.layout-ignore` is read before its entries. Throws only if `root` itself
    /// cannot be listed. Files with one of `templateExtensions` (no dot) are template
    /// candidates; the format front ends decide which of them are templates.
    public static func walk(root: URL, templateExtensions: Set<String> = ["xml"]) throws -> ProjectFiles {
        let fileManager = FileManager.default
        var files = ProjectFiles()
        var pending = [""]
        var isRoot = true
        while let folder = pending.popLast() {
            let folderURL = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names: [String]
            do {
                names = try fileManager.contentsOfDirectory(atPath: folderURL.path).sorted()
            } catch {
                if isRoot { throw error }
                files.diagnostics.append(Diagnostic(message: "Unable to read folder: \(error.localizedDescription)", file: folder))
                continue
            }
            isRoot = false
            if names.contains(IgnoreFile.name), kind(of: folderURL.appendingPathComponent(IgnoreFile.name)) == .file {
                readIgnoreFile(in: folder, at: folderURL, into: &files)
            }
            for name in names {
                let path = folder.isEmpty ? name : folder + "/" + name
                switch kind(of: folderURL.appendingPathComponent(name)) {
                case .directory:
                    if !files.ignoreRules.isIgnored(relativePath: path, isDirectory: true) { pending.append(path) }
                case .file:
                    guard !files.ignoreRules.isIgnored(relativePath: path, isDirectory: false) else { continue }
                    if folder.isEmpty, name == configFileName {
                        files.config = path
                    } else if name.hasSuffix(".strings") {
                        files.strings.append(path)
                    } else if let dot = name.lastIndex(of: "."), templateExtensions.contains(name[name.index(after: dot)...].lowercased()) {
                        files.templates.append(path)
                    }
                case .other:
                    continue
                }
            }
        }
        files.templates.sort()
        files.strings.sort()
        return files
    }

    private static func readIgnoreFile(in folder: String, at folderURL: URL, into files: inout ProjectFiles) {
        let url = folderURL.appendingPathComponent(IgnoreFile.name)
        do {
            let paths = try IgnoreFile.read(contentsOf: url, folder: folder)
            files.ignoreRules.setRules(paths, forFolder: folder)
        } catch {
            let path = folder.isEmpty ? IgnoreFile.name : folder + "/" + IgnoreFile.name
            files.diagnostics.append(Diagnostic(message: error.message, file: path))
        }
    }

    private enum Kind { case file, directory, other }

    /// The entry's own kind (`lstat`, not following links); links and
    /// special files are `.other`.
    private static func kind(of url: URL) -> Kind {
        guard let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType else {
            return .other
        }
        switch type {
        case .typeRegular: return .file
        case .typeDirectory: return .directory
        default: return .other
        }
    }
}
