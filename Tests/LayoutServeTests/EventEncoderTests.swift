import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import Project
import Testing
import TestSupport

/// A render lane writes each event copying the bytes of every node that did not change since
/// the template's last event (`EventEncoder`, `EncodedTree`): the bytes must be exactly those
/// of an event written in full.
@Suite struct EventEncoderTests {
    static func node(_ className: String, height: Double = 20, text: String? = nil, children: [RenderedNode] = []) -> RenderedNode {
        RenderedNode(
            className: className, id: nil, frame: Rect(x: 0, y: 0, width: 100, height: height),
            props: text.map { [("text", Value.string($0))] } ?? [], file: "A.xml", position: SourcePosition(line: 1, column: 1),
            children: children)
    }

    static func outcome(_ tree: RenderedNode) -> RenderOutcome {
        RenderOutcome(template: "A.xml", device: Device.standard, tree: tree, errors: [], warnings: [], dependencies: ["A.xml"],
                      stringKeys: [], timing: .init(parse: 0, layout: 0, total: 0))
    }

    @Test func eachTreeIsWrittenAsInFullWhateverChanged() {
        let trees = [
            Self.node("UIView", children: [Self.node("UILabel", text: "a"), Self.node("UILabel", text: "b")]),
            // The root's frame: its head is written, its children copied.
            Self.node("UIView", height: 40, children: [Self.node("UILabel", text: "a"), Self.node("UILabel", text: "b")]),
            // A child more, one whose text changed, one whose class changed.
            Self.node("UIView", height: 40, children: [Self.node("UILabel", text: "a"), Self.node("UILabel", text: "c"),
                                                       Self.node("UIButton", text: "d")]),
            Self.node("UIView", height: 40, children: [Self.node("UIImageView", children: [Self.node("UILabel", text: "e")])]),
            // A child fewer, and back to the first tree.
            Self.node("UIView", height: 40, children: []),
            Self.node("UIView", children: [Self.node("UILabel", text: "a"), Self.node("UILabel", text: "b")]),
        ]
        let encoder = EventEncoder()
        for (revision, tree) in trees.enumerated() {
            let outcome = Self.outcome(tree)
            #expect(encoder.encode(outcome, revision: revision) == outcome.encodedEventBytes(revision: revision), "tree \(revision)")
        }
        let copied = EncodedTree(trees[1], reusing: EncodedTree(trees[0]))
        var full: [UInt8] = []
        trees[1].write(to: &full)
        #expect(copied.bytes == full)
        #expect(String(decoding: copied.bytes.prefix(17), as: UTF8.self) == #"{"class":"UIView""#)
    }

    /// The saves of the incremental-render property test, each event written by one encoder
    /// against the same event written in full.
    @Test func savedTemplatesEncodeAsInFull() throws {
        var generator = SeededGenerator(seed: 1230)
        var events = 0
        for project in IncrementalRenderPropertyTests.projects {
            for template in project.templates {
                let original = try String(contentsOfFile: project.root + "/" + template, encoding: .utf8)
                let live = try IncrementalRenderPropertyTests.renderer(project.root, project.configuration)
                let encoder = EventEncoder()
                for _ in 0..<6 {
                    let edited = try #require(IncrementalRenderPropertyTests.edit(original, using: &generator))
                    for text in [edited, original] {
                        live.sources.setOverlay(template, Array(text.utf8))
                        live.forgetRendered(dependingOn: [template])
                        let outcome = live.render(template, device: Device.standard, mode: .legacy)
                        #expect(encoder.encode(outcome, revision: events) == outcome.encodedEventBytes(revision: events), "\(template)")
                        events += 1
                    }
                }
            }
        }
        #expect(events == 11 * 6 * 2)
    }
}
