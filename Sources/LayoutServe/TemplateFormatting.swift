import Foundation
import Project
import TemplateTools

/// `layout-serve format`: Layout templates in the canonical form Layout's `LayoutTool format`
/// writes (attribute order and wrapping, expression spacing), found among files and folders.
public enum TemplateFormatting {
    /// A template to format: where it is, and how to name it to the user.
    public struct Template: Sendable, Equatable {
        public var path: String
        public var name: String
    }

    /// What formatting one template's text gives.
    public enum Outcome: Sendable, Equatable {
        case unchanged
        case changed(String)
        /// The text cannot be formatted (malformed XML, an attribute that does not parse).
        case failed(String)
    }

    public static func format(_ text: String) -> Outcome {
        do {
            let formatted = try LayoutTool.format(text)
            return formatted == text ? .unchanged : .changed(formatted)
        } catch {
            return .failed(error.description)
        }
    }

    /// The Layout templates among `paths`: a folder gives the templates of the project rooted
    /// there (honouring its `.layout-ignore` and the built-in ignores; other formats' files are
    /// left alone); a file is taken as given. Throws the first path that cannot be read.
    public static func templates(in paths: [String]) throws(ProjectError) -> [Template] {
        var found: [Template] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ProjectError(message: "no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                found.append(Template(path: path, name: path))
                continue
            }
            let project = try ProjectLoader(root: path)
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for template in project.files.templates.sorted() where project.renderer.format(for: template)?.name == LayoutTemplateFormat.name {
                found.append(Template(path: project.root + "/" + template, name: prefix + template))
            }
        }
        return found
    }
}
