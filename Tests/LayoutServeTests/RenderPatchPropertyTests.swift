import Diagnostics
import Foundation
import LayoutEngine
import Project
import Testing
import TestSupport

/// A patch turns the render it was made from into the one it was made to: applied to the first
/// tree by a client that knows only the protocol, it gives the second tree byte for byte. Every
/// ordered pair of the shared samples' renders (of one format and of different formats) is tried,
/// so frames, props, types, text, added and removed nodes all occur.
@Suite struct RenderPatchPropertyTests {
    static let renders: [RenderOutcome] = {
        var outcomes: [RenderOutcome] = []
        let sampleApp = try? String(contentsOf: FixturePaths.samples.appendingPathComponent("layout-sampleapp-config/layout-serve.json"), encoding: .utf8)
        for folder in ["layout-sampleapp", "layout-perf", "everlayout", "markupkit/4.5.1/MarkupKit-iOS/MarkupKitExamples"] {
            let root = FixturePaths.samples.appendingPathComponent(folder).path
            let configuration = folder == "layout-sampleapp" ? (try? ProjectConfiguration.parse(sampleApp ?? "")) : nil
            let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: configuration ?? ProjectConfiguration())
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for name in names.sorted() where name.hasSuffix(".xml") || name.hasSuffix(".json") {
                let outcome = renderer.render(name, device: Device.standard, mode: .legacy)
                if outcome.tree != nil, outcome.errors.isEmpty { outcomes.append(outcome) }
            }
        }
        return outcomes
    }()

    @Test func everyPatchTurnsItsBaseIntoItsTarget() throws {
        #expect(Self.renders.count >= 10, "\(Self.renders.map(\.template))")
        var pairs = 0
        for old in Self.renders {
            // Layout templates have no constraints list; the other formats' renders do.
            for new in Self.renders where (old.constraints == nil) == (new.constraints == nil) {
                var target = new
                target.template = old.template
                guard let patch = RenderPatch(from: old, to: target) else {
                    Issue.record("no patch from \(old.template) to \(new.template)")
                    continue
                }
                let event = try JSON.parse(patch.event(template: old.template, revision: 2, base: 1).encoded)
                var tree = try JSON.parse(old.tree!.json.encoded)
                for change in event["changes"]?.arrayValue ?? [] { try Self.apply(change, to: &tree) }
                #expect(tree.encoded == target.tree!.json.encoded, "\(old.template) → \(new.template)")
                if old.template == new.template { #expect(patch.isEmpty) }
                pairs += 1
            }
        }
        let layout = Self.renders.filter { $0.constraints == nil }.count, others = Self.renders.count - layout
        #expect(pairs == layout * layout + others * others)
    }

    /// Applies one entry of `changes` as a client would, keeping the NODE's member order.
    static func apply(_ change: JSON, to tree: inout JSON) throws {
        let path = try #require(change["path"]?.stringValue).split(separator: ".").dropFirst().map { Int($0)! }
        try update(&tree, at: path[...]) { node in
            if let whole = change["node"] { node = whole; return }
            guard case .object(var members) = node else { return }
            func set(_ name: String, _ value: JSON?, after predecessors: [String]) {
                members.removeAll { $0.0 == name }
                guard let value else { return }
                let index = (members.lastIndex { predecessors.contains($0.0) }).map { $0 + 1 } ?? members.count
                members.insert((name, value), at: index)
            }
            if let frame = change["frame"] { set("frame", frame, after: ["class", "id", "outlet", "item", "cell"]) }
            if let props = change["props"] {
                set("props", props, after: ["frame"])
                set("types", change["types"], after: ["props"])
            }
            if let text = change["text"] { set("text", text == .null ? nil : text, after: ["props", "types"]) }
            node = .object(members)
        }
    }

    private static func update(_ node: inout JSON, at path: ArraySlice<Int>, _ body: (inout JSON) -> Void) throws {
        guard let index = path.first else { return body(&node) }
        guard case .object(var members) = node, let slot = members.firstIndex(where: { $0.0 == "children" }),
              case .array(var children) = members[slot].1, children.indices.contains(index)
        else { throw PatchError.noSuchNode }
        try update(&children[index], at: path.dropFirst(), body)
        members[slot].1 = .array(children)
        node = .object(members)
    }

    enum PatchError: Error { case noSuchNode }
}
