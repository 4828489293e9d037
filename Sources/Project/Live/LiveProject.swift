import Diagnostics
import Dispatch
import Templates
import Watcher

/// What one change set does to the project: the templates to render again, the templates
/// that went away, new ignore rules for the watcher, and lines for the log.
package struct ProjectUpdate {
    package init() {}

    /// Templates whose output may have changed, to render for their subscribers.
    package var rerender: Set<String> = []
    /// Templates that are gone (removed, now ignored, no longer claimed by a format).
    package var removed: [String] = []
    /// Templates whose own bytes changed (not removed), in the change set's order.
    package var changedTemplates: [String] = []
    /// Set when a `.layout-ignore` changed: the rules the watcher must apply from now on.
    package var ignoreRules: IgnoreRules?
    /// Problems and notes for the log.
    package var log: [String] = []
    /// Set when the project's own problems changed (`LiveProject.problems`): clients are told.
    package var problemsChanged = false
}

/// The Project stage of the pipeline (disk → Watcher → **Project** → Renderer → Server):
/// owns the index of templates with their dependency and strings-key maps, the sources
/// (one content hash per file), the renderer with its format front ends and caches, and
/// the ignore rules. One entry point takes a change set and says what it affects; the
/// server renders and delivers.
///
/// Confined to the server's render queue, checked on every entry.
package final class LiveProject {
    package let queue: DispatchQueue
    package let root: String
    package let renderer: ProjectRenderer
    private(set) var index = ProjectIndex()
    private(set) var ignoreRules: IgnoreRules
    /// Why the last `layout-serve.json` was refused (the previous configuration is in use).
    private var configurationProblem: Diagnostic?
    /// Each strings file's own table, when the project has several (its languages): a change
    /// of a language's file shows in the table of that language's variants (`lang=fr`), not
    /// in the project's, which reads another file first.
    private var stringsFileTables: [String: [String: String]] = [:]

    /// The project's own problems, which no template's render shows by itself: a refused
    /// configuration and the `.strings` files' problems.
    package var problems: [Diagnostic] {
        checkConfinement()
        return (configurationProblem.map { [$0] } ?? []) + renderer.stringsDiagnostics
    }

    package init(_ project: ProjectLoader, queue: DispatchQueue) {
        self.queue = queue
        root = project.root
        renderer = project.renderer
        ignoreRules = project.files.ignoreRules
        index.stringsFiles = Set(project.files.strings)
        stringsFileTables = fileTables(index.stringsFiles.sorted())
        for path in project.files.templates {
            if renderer.isTemplate(path) { index.addTemplate(path) } else { index.otherFiles.insert(path) }
        }
    }

    private func checkConfinement() {
        dispatchPrecondition(condition: .onQueue(queue))
    }

    // MARK: Reading the index

    package var templatePaths: [String] {
        checkConfinement()
        return index.templatePaths
    }

    package func record(of path: String) -> ProjectIndex.TemplateRecord? {
        checkConfinement()
        return index[path]
    }

    package var templateCount: Int { index.count }

    package var templatesWithErrors: Int {
        checkConfinement()
        return index.templatePaths.reduce(0) { $0 + ((index[$1]?.errors ?? 0) > 0 ? 1 : 0) }
    }

    /// Templates whose last render read one of `files`.
    package func templates(dependingOn files: some Sequence<String>) -> Set<String> {
        checkConfinement()
        return index.templates(dependingOn: files)
    }

    // MARK: Renders

    /// The next revision of `path` (a change-driven render is about to be sent).
    package func nextRevision(_ path: String) -> Int {
        checkConfinement()
        return index.bumpRevision(path)
    }

    /// Remembers what a render depended on, for the next change.
    package func record(_ outcome: RenderOutcome, for path: String) {
        checkConfinement()
        index.record(
            path, dependencies: outcome.dependencies, stringKeys: outcome.stringKeys, usedNames: outcome.usedNames,
            errors: outcome.hasErrors ? max(1, outcome.errors.count) : 0, warnings: outcome.warningCount)
    }

    /// Adds a template the server fetched (`LOAD http(s)://…`), named by its URL.
    package func addRemoteTemplate(_ url: String) {
        checkConfinement()
        index.addTemplate(url)
    }

    /// Forgets a remote template (the last client that loaded it went away) and what was
    /// fetched for it.
    package func removeRemoteTemplate(_ url: String) {
        checkConfinement()
        let fetched = (index[url]?.dependencies ?? []).filter(ProjectSources.isRemote).union([url])
        index.forget(url)
        for file in fetched where index.templates(dependingOn: [file]).isEmpty { renderer.sources.removeRemote(file) }
        renderer.forgetRendered(dependingOn: fetched)
    }

    // MARK: Changes

    /// Turns one change set into what it affects: a template and the templates including
    /// it; for `.strings`, the templates using a changed key; for `layout-serve.json`,
    /// everything; for `.layout-ignore`, new rules (the watcher rescans with them and
    /// reports what appeared or vanished as further changes). Costs time in proportion to
    /// the changed files and the templates they affect, not to the project's size.
    package func apply(_ changes: ChangeSet) -> ProjectUpdate {
        checkConfinement()
        var update = ProjectUpdate()
        let ignoreFiles = changes.changes.filter { $0.path == IgnoreFile.name || $0.path.hasSuffix("/" + IgnoreFile.name) }
        if !ignoreFiles.isEmpty { applyIgnoreFiles(ignoreFiles, into: &update) }
        if changes.changes.contains(where: { $0.path == ProjectConfiguration.fileName }) {
            reloadConfiguration(into: &update)
        }
        let extensions = renderer.templateExtensions
        var stringsChanged = false
        var changedFiles: [String] = []
        for change in changes.changes where !ignoreRules.isIgnored(relativePath: change.path, isDirectory: false) {
            let isStrings = change.path.hasSuffix(".strings")
            let isCandidate = !isStrings && change.path.lastIndex(of: ".").map {
                extensions.contains(String(change.path[change.path.index(after: $0)...]))
            } == true
            // Other files (images, notes, build output) are not read at all.
            guard isStrings || isCandidate else { continue }
            // A removed file counts as changed when the index knew it, even if its bytes
            // were no longer cached (new ignore rules empty the cache).
            let changed = renderer.sources.refresh(change.path) || (change.kind == .removed && index.knows(change.path))
            if isStrings {
                stringsChanged = changed || stringsChanged
                if change.kind == .removed { index.stringsFiles.remove(change.path) } else { index.stringsFiles.insert(change.path) }
            } else {
                guard changed else { continue }
                changedFiles.append(change.path)
                let wasTemplate = index[change.path] != nil
                renderer.forgetRendered(dependingOn: [change.path])
                let isTemplate = change.kind != .removed && renderer.isTemplate(change.path)
                if isTemplate {
                    index.addTemplate(change.path)
                } else {
                    if wasTemplate { update.removed.append(change.path) }
                    index.forget(change.path)
                    if change.kind != .removed { index.otherFiles.insert(change.path) }
                }
            }
        }
        update.changedTemplates = changedFiles.filter { index[$0] != nil }
        update.rerender.formUnion(index.templates(dependingOn: changedFiles))
        if !changedFiles.isEmpty, index.hasNameUsers {
            update.rerender.formUnion(index.templates(usingNames: renderer.names(declaredBy: Set(changedFiles))).filter { index[$0] != nil })
        }
        if stringsChanged { update.rerender.formUnion(reloadStrings(into: &update)) }
        update.rerender.subtract(update.removed)
        return update
    }

    /// Re-reads the strings files; returns the templates that used a key whose value changed
    /// (every template that reads keys when the files' problems changed: their outcomes show them).
    package func reloadStrings(into update: inout ProjectUpdate) -> Set<String> {
        checkConfinement()
        let old = renderer.strings
        let oldDiagnostics = renderer.stringsDiagnostics
        let files = index.stringsFiles.sorted()
        let loaded = LocalizedStrings.load(from: files, sources: renderer.sources, configured: renderer.configuration.stringsFiles)
        update.log += loaded.diagnostics.map(\.formatted)
        let changedKeys = Set(old.keys).union(loaded.table.keys).filter { old[$0] != loaded.table[$0] }
        let diagnosticsChanged = oldDiagnostics != loaded.diagnostics
        // Told even when the project's own table is the same: a language's file (`lang=fr`) may
        // change keys that table does not show, and the renderers (replicas too) forget what
        // they read for languages and pseudo-localisation.
        let compiled = renderer.update(strings: loaded.table, diagnostics: loaded.diagnostics, files: files)
        let tables = fileTables(files)
        var languageKeys = Set<String>()
        for file in Set(tables.keys).union(stringsFileTables.keys) {
            let before = stringsFileTables[file] ?? [:], after = tables[file] ?? [:]
            languageKeys.formUnion(Set(before.keys).union(after.keys).filter { before[$0] != after[$0] })
        }
        stringsFileTables = tables
        var affected = index.templates(usingAnyOf: changedKeys.union(languageKeys)).union(compiled)
        if diagnosticsChanged {
            affected.formUnion(index.templatesUsingStrings)
            update.problemsChanged = true
        }
        return affected
    }

    /// The table of each of `files` on its own; none for a project of one strings file (its
    /// table is the project's).
    private func fileTables(_ files: [String]) -> [String: [String: String]] {
        guard files.count > 1 else { return [:] }
        return Dictionary(files.map { ($0, LocalizedStrings.load(from: [], sources: renderer.sources, configured: [$0]).table) }) { $1 }
    }

    /// Forgets everything read from `files` (for `RELOAD`).
    package func invalidate(files: Set<String>) {
        checkConfinement()
        renderer.invalidate(files: files)
    }

    /// Re-reads changed `.layout-ignore` files; templates now ignored are removed.
    private func applyIgnoreFiles(_ changes: [FileChange], into update: inout ProjectUpdate) {
        var rules = ignoreRules
        for change in changes {
            let folder = change.path.contains("/") ? String(change.path[..<change.path.lastIndex(of: "/")!]) : ""
            if change.kind == .removed {
                rules.removeRules(forFolder: folder)
                continue
            }
            guard let bytes = try? renderer.sources.bytes(change.path, honouringIgnoreRules: false) else { continue }
            do {
                try rules.loadIgnoreFile(contents: bytes, folder: folder)
            } catch {
                update.log.append("\(change.path): \(error.message); keeping its previous rules")
            }
        }
        ignoreRules = rules
        renderer.setIgnoreRules(rules)
        update.ignoreRules = rules
        for path in index.templatePaths + index.otherFiles.sorted() + index.stringsFiles.sorted()
        where !ProjectSources.isRemote(path) && rules.isIgnored(relativePath: path, isDirectory: false) {
            if index[path] != nil { update.removed.append(path) }
            index.forget(path)
        }
    }

    /// Reads `layout-serve.json` again; every template is affected. A broken file keeps
    /// the previous configuration (and says so).
    private func reloadConfiguration(into update: inout ProjectUpdate) {
        var configuration = ProjectConfiguration()
        if let bytes = try? renderer.sources.bytes(ProjectConfiguration.fileName, honouringIgnoreRules: false) {
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                configuration = try ProjectConfiguration.parse(text)
            } catch {
                update.log.append("\(error.message); keeping the previous configuration")
                var problem = error.diagnostic(text: text)
                problem.severity = .warning
                problem.message += " (the previous configuration stays in use)"
                configurationProblem = problem
                update.problemsChanged = true
                return
            }
        }
        if configurationProblem != nil {
            configurationProblem = nil
            update.problemsChanged = true
        }
        renderer.update(configuration: configuration)
        // `formats` may now send files to other front ends: ask every candidate again.
        for path in index.templatePaths + index.otherFiles.sorted() where !ProjectSources.isRemote(path) {
            if renderer.isTemplate(path) { index.addTemplate(path) } else if index[path] != nil {
                update.removed.append(path)
                index.forget(path)
                index.otherFiles.insert(path)
            }
        }
        update.rerender.formUnion(index.templatePaths)
    }
}
