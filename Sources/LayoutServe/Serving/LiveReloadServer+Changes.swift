import Diagnostics
import Foundation
import Server
import Templates
import Watcher

extension LiveReloadServer {
    /// Turns one change set into exactly the renders it calls for (on `queue`):
    /// a template and the templates including it; for `.strings`, the templates using a
    /// changed key; for `layout-serve.json`, everything; for `.layout-ignore`, new rules.
    func apply(_ changes: ChangeSet) {
        let start = ContinuousClock.now
        if changes.changes.contains(where: \.fromRescan) { statistics.rescans += 1 }
        var affected = Set<String>()
        var removedTemplates: [String] = []

        let ignoreFiles = changes.changes.filter { $0.path == IgnoreFile.name || $0.path.hasSuffix("/" + IgnoreFile.name) }
        if !ignoreFiles.isEmpty {
            removedTemplates += applyIgnoreFiles(ignoreFiles)
        }
        if changes.changes.contains(where: { $0.path == ProjectConfiguration.fileName }) {
            affected.formUnion(reloadConfiguration())
        }
        var stringsChanged = false
        for change in changes.changes where !index.ignoreRules.isIgnored(relativePath: change.path, isDirectory: false) {
            if change.path.hasSuffix(".strings") {
                stringsChanged = track(change).changed || stringsChanged
                if change.kind == .removed { index.stringsFiles.remove(change.path) } else { index.stringsFiles.insert(change.path) }
            } else if change.path.hasSuffix(".xml") {
                let tracked = track(change)
                guard tracked.changed else { continue }
                renderer.invalidate(files: [change.path])
                if let bytes = tracked.bytes { renderer.sources.provide(change.path, bytes: bytes) }
                affected.formUnion(index.templates(dependingOn: [change.path]))
                let wasTemplate = index.templates[change.path] != nil
                let isTemplate = change.kind != .removed && isTemplateFile(change.path)
                if isTemplate, !wasTemplate {
                    index.otherXMLFiles.remove(change.path)
                    index.templates[change.path] = ProjectIndex.TemplateRecord()
                    affected.insert(change.path)
                } else if !isTemplate {
                    if wasTemplate { removedTemplates.append(change.path) }
                    index.templates[change.path] = nil
                    if change.kind == .removed { index.forget(change.path) } else { index.otherXMLFiles.insert(change.path) }
                }
            }
        }
        if stringsChanged { affected.formUnion(reloadStrings()) }
        for path in removedTemplates {
            affected.remove(path)
            let event = OutgoingMessage(JSON.object([("event", "removed"), ("template", .string(path))]), coalescingKey: path)
            Fanout.send(event, to: sessions.values.filter { $0.isSubscribed(to: path) }.map(\.connection))
            options.log("removed \(path)")
        }
        publish(affected)
        if !affected.isEmpty || !removedTemplates.isEmpty {
            options.log("change \(changes) → \(affected.count) render(s) in \(Self.milliseconds(since: start)) ms")
        }
    }

    /// Updates the content hash of a changed file. `changed` is false when its bytes are
    /// what the index already has (a touch, or a rescan finding nothing new); `bytes` are
    /// the bytes read, nil when it was removed or could not be read.
    private func track(_ change: FileChange) -> (changed: Bool, bytes: [UInt8]?) {
        if change.kind == .removed {
            let known = index.hashes[change.path] != nil
            index.hashes[change.path] = nil
            return (known || index.templates[change.path] != nil, nil)
        }
        let start = ContinuousClock.now
        guard let data = FileManager.default.contents(atPath: root + "/" + change.path) else { return (true, nil) }
        statistics.readMilliseconds += Self.milliseconds(since: start)
        let bytes = [UInt8](data)
        return (index.recordContent(change.path, bytes: bytes), bytes)
    }

    /// Whether an `.xml` file is a template: its root element is a class. A file that
    /// does not parse counts, so its errors show.
    func isTemplateFile(_ path: String) -> Bool {
        do {
            return try renderer.sources.xmlFile(path).root.name.first?.isUppercase ?? false
        } catch {
            if case .notFound = error { return false }
            return true
        }
    }

    /// Re-reads changed `.layout-ignore` files and hands the watcher the new rules (it
    /// rescans and reports files that appeared or vanished). Returns templates now ignored.
    private func applyIgnoreFiles(_ changes: [FileChange]) -> [String] {
        var rules = index.ignoreRules
        for change in changes {
            let folder = change.path.contains("/") ? String(change.path[..<change.path.lastIndex(of: "/")!]) : ""
            if change.kind == .removed {
                rules.removeRules(forFolder: folder)
                continue
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + change.path) else { continue }
            do {
                try rules.loadIgnoreFile(contents: [UInt8](data), folder: folder)
            } catch {
                options.log("\(change.path): \(error.message); keeping its previous rules")
            }
        }
        setIgnoreRules(rules)
        var removed: [String] = []
        for path in Array(index.hashes.keys) + index.templatePaths
        where !ProjectSources.isRemote(path) && rules.isIgnored(relativePath: path, isDirectory: false) {
            if index.templates[path] != nil { removed.append(path) }
            index.forget(path)
        }
        return removed.sorted()
    }

    /// Reads `layout-serve.json` again; every template is affected. A broken file keeps
    /// the previous configuration (and says so in the log).
    private func reloadConfiguration() -> Set<String> {
        var configuration = ProjectConfiguration()
        if let data = FileManager.default.contents(atPath: root + "/" + ProjectConfiguration.fileName) {
            do {
                configuration = try ProjectConfiguration.parse(String(decoding: data, as: UTF8.self))
            } catch {
                options.log("\(error.message); keeping the previous configuration")
                return []
            }
        }
        update(configuration: configuration)
        return Set(index.templates.keys)
    }

    /// Reloads the strings table; returns the templates that used a key whose value changed.
    func reloadStrings() -> Set<String> {
        let old = renderer.strings
        let loaded = LocalizedStrings.load(
            from: index.stringsFiles.sorted(), sources: renderer.sources, configured: renderer.configuration.stringsFiles)
        for diagnostic in loaded.diagnostics { options.log(diagnostic.formatted) }
        let changedKeys = Set(old.keys).union(loaded.table.keys).filter { old[$0] != loaded.table[$0] }
        guard !changedKeys.isEmpty else { return [] }
        let compiled = renderer.update(strings: loaded.table)
        return index.templates(usingAnyOf: changedKeys).union(compiled)
    }
}
