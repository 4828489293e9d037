import Foundation
import LayoutEngine
import Project

/// `layout-serve snapshot` and `check --snapshots`: each template's frame tree as text
/// (`FrameSnapshot`) in `FOLDER/TEMPLATE.VARIANT.txt` under the project (FOLDER
/// `layout-serve.json`'s `snapshots.directory`, `__snapshots__` by default; VARIANT the
/// canonical name with the device: `iphone-15`, `iphone-se,AX3,rtl`), compared with what the
/// project renders now.
public struct Snapshots {
    /// The folder under the project root that holds them, project-relative.
    public let folder: String
    /// Why the folder cannot be used (a symbolic link out of the project); then nothing is
    /// compared, written or deleted.
    public private(set) var problem: String?

    /// What one template's snapshot is compared with now.
    public enum Result: Equatable, Sendable {
        case same
        /// No snapshot yet: the text to write.
        case new(text: String)
        /// The snapshot differs: the unified diff, and the text to write.
        case changed(diff: String, text: String)
    }

    public struct Entry: Sendable {
        public var template: String
        /// Project-relative.
        public var file: String
        public var result: Result
    }

    public private(set) var entries: [Entry] = []
    /// Snapshots of these variants whose template no longer renders here (project-relative).
    public private(set) var orphans: [String] = []
    public let root: String

    /// Renders every template of `project` for `device` in each of `variants` (a variant's own
    /// device over `device`) and compares each with its snapshot.
    public init(project: ProjectLoader, device: Device?, mode: LayoutMode?, variants: [Project.RenderVariant] = [.standard]) {
        root = project.root
        folder = project.renderer.configuration.snapshotDirectory
        if let outside = Self.leavesProject(folder, root: root) {
            problem = "\(ProjectConfiguration.fileName): snapshots directory \"\(folder)\" is outside the project (\(outside)): "
                + "snapshots are kept inside the project folder"
            return
        }
        var expected: Set<String> = []
        var names: Set<String> = []
        let presets = project.renderer.configuration.devices
        for path in project.files.templates where project.isTemplate(path) {
            for variant in variants {
                let outcome = project.renderer.render(path, device: (try? variant.resolvedDevice(presets: presets)) ?? device,
                                                      mode: mode, variant: variant)
                names.insert(outcome.variantName)
                let file = Self.file(for: path, device: outcome.variantName, in: folder)
                expected.insert(file)
                let text = FrameSnapshot.text(of: outcome)
                let result: Result
                if let data = FileManager.default.contents(atPath: root + "/" + file) {
                    let old = String(decoding: data, as: UTF8.self)
                    result = old == text ? .same : .changed(diff: LineDiff.unified(old, text, oldName: file, newName: path + " (now)"), text: text)
                } else {
                    result = .new(text: text)
                }
                entries.append(Entry(template: path, file: file, result: result))
            }
        }
        if names.isEmpty {
            // No template: the snapshots of the variants as they would be named.
            for variant in variants {
                var outcome = RenderOutcome(template: "", device: (try? variant.resolvedDevice(presets: presets)) ?? device
                                                ?? project.renderer.configuration.device,
                                            tree: nil, errors: [], warnings: [], dependencies: [], stringKeys: [],
                                            timing: .init(parse: 0, layout: 0, total: 0))
                outcome.variant = variant
                names.insert(outcome.variantName)
            }
        }
        orphans = Self.existing(in: root, folder: folder, variants: names).filter { !expected.contains($0) }
    }

    /// `__snapshots__/Screens/Home.xml.iphone-15.txt`; `device` is the variant's canonical name
    /// with its device (`iphone-se,AX3,rtl`), `folder` the project-relative snapshot folder.
    public static func file(for template: String, device: String, in folder: String = ProjectConfiguration.defaultSnapshotDirectory) -> String {
        "\(folder)/\(template).\(device).txt"
    }

    /// Where `folder` (project-relative, already free of `..`) leads out of `root` through a
    /// symbolic link (`Tests/shots → /tmp/shots`), or nil when it stays inside: the part of it
    /// that exists is resolved, as writing into it would be.
    static func leavesProject(_ folder: String, root: String) -> String? {
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        var existing = URL(fileURLWithPath: root)
        for component in folder.split(separator: "/") {
            let next = existing.appendingPathComponent(String(component))
            guard FileManager.default.fileExists(atPath: next.path) else { break }
            existing = next
        }
        let resolved = existing.resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved != base, !resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else { return nil }
        return "it leads to \(resolved)"
    }

    /// Writes `text` as `entry`'s snapshot; returns why it could not.
    public func write(_ entry: Entry, text: String) -> String? {
        let url = URL(fileURLWithPath: root).appendingPathComponent(entry.file)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    public func remove(_ orphan: String) -> String? {
        do {
            try FileManager.default.removeItem(atPath: root + "/" + orphan)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// The snapshot files of the variants named `variants` in `folder` under the project.
    private static func existing(in root: String, folder: String, variants: Set<String>) -> [String] {
        let base = URL(fileURLWithPath: root).appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if variants.contains(where: { relative.hasSuffix(".\($0).txt") }) { files.append("\(folder)/\(relative)") }
        }
        return files.sorted()
    }
}
