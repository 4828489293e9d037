import Diagnostics
import Foundation
import Project

/// The projects the open documents belong to, each opened once: a document's project is the
/// nearest folder above it holding a `layout-serve.json` (walked and configured as `check`
/// does), else the document alone in its folder — nothing else of that folder is walked, so a
/// template opened from a home folder does not read the home folder.
final class Workspace {
    /// One project: its renderer (whose sources read the open documents' unsaved buffers),
    /// and why its configuration could not be used, if so.
    final class Project {
        let root: String
        let renderer: ProjectRenderer
        /// True when a `layout-serve.json` made this project (false: loose files).
        let isConfigured: Bool
        /// The configuration's problem; the project then renders as loose files.
        let configurationProblem: String?
        /// Loose files listed so far (a folder without a configuration lists only its open files).
        var looseFiles: Set<String> = []

        init(root: String, renderer: ProjectRenderer, isConfigured: Bool, configurationProblem: String?) {
            self.root = root
            self.renderer = renderer
            self.isConfigured = isConfigured
            self.configurationProblem = configurationProblem
        }
    }

    private var projects: [String: Project] = [:]

    /// The project of the file at an absolute path, and the file's path in it.
    func project(forFile absolute: String) -> (project: Project, path: String) {
        let folder = (absolute as NSString).deletingLastPathComponent
        let root = ProjectLoader.root(containing: absolute)
        let configured = FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent(ProjectConfiguration.fileName))
        let key = configured ? root : folder
        let project = projects[key] ?? open(key, configured: configured)
        projects[key] = project
        let path = Self.relative(absolute, to: project.root)
        if !project.isConfigured, project.looseFiles.insert(path).inserted {
            project.renderer.sources.setListing(project.looseFiles)
        }
        return (project, path)
    }

    /// Every project opened so far.
    var all: [Project] { Array(projects.values) }

    /// Forgets the project at `root` (its configuration or strings changed): the next use opens it again.
    func close(root: String) {
        projects[root] = nil
    }

    private func open(_ root: String, configured: Bool) -> Project {
        if configured {
            do {
                let loader = try ProjectLoader(root: root)
                return Project(root: loader.root, renderer: loader.renderer, isConfigured: true, configurationProblem: nil)
            } catch {
                return loose(root, problem: error.message)
            }
        }
        return loose(root, problem: nil)
    }

    private func loose(_ root: String, problem: String?) -> Project {
        let sources = ProjectSources(root: root)
        sources.setListing([])
        return Project(root: sources.root, renderer: ProjectRenderer(sources: sources, configuration: ProjectConfiguration()),
                       isConfigured: false, configurationProblem: problem)
    }

    /// `path` relative to `root` (both absolute and standardised).
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
    }

    /// The absolute path of a `file://` URI (percent-decoded, standardised); nil for other schemes.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    /// The `file://` URI of an absolute path.
    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
