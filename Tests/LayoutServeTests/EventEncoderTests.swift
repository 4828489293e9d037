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

    @Test func constraintsAreWrittenAsInFullWhateverChanged() {
        func record(_ item: String, _ constant: Double, line: Int) -> ConstraintRecord {
            ConstraintRecord(item: item, attribute: .top, toItem: "root", toAttribute: .bottom, constant: constant,
                             file: "A.json", source: SourcePosition(line: line, column: 3))
        }
        let lists: [[ConstraintRecord]] = [
            [record("a", 8, line: 2), record("b", 8, line: 3), record("c", 8, line: 4)],
            // One constant, then one more record, one fewer, none, and back.
            [record("a", 8, line: 2), record("b", 12, line: 3), record("c", 8, line: 4)],
            [record("a", 8, line: 2), record("b", 12, line: 3), record("c", 8, line: 4), record("d", 1, line: 5)],
            [record("a", 8, line: 2), record("c", 8, line: 4)],
            [],
            [record("a", 8, line: 2), record("b", 8, line: 3), record("c", 8, line: 4)],
        ]
        let encoder = EventEncoder()
        for (revision, list) in lists.enumerated() {
            var outcome = Self.outcome(Self.node("UIView"))
            outcome.constraints = list
            #expect(encoder.encode(outcome, revision: revision) == outcome.encodedEventBytes(revision: revision), "list \(revision)")
        }
    }

    /// As a line of the protocol: the same bytes and a newline, whether the event is a render
    /// (written by the encoder) or an error (written in full).
    @Test func anEventAsALineEndsWithANewline() {
        let encoder = EventEncoder()
        var outcome = Self.outcome(Self.node("UIView", children: [Self.node("UILabel", text: "a")]))
        outcome.constraints = [ConstraintRecord(item: "a", attribute: .top, toItem: "root", toAttribute: .bottom, constant: 8,
                                                file: "A.json", source: SourcePosition(line: 2, column: 3))]
        for revision in 1...2 {
            let line = encoder.encode(outcome, revision: revision, asLine: true)
            #expect(line == outcome.encodedEventBytes(revision: revision) + [0x0A], "revision \(revision)")
        }
        let failed = RenderOutcome(template: "A.xml", device: Device.standard, tree: nil,
                                   errors: [Diagnostic(severity: .error, message: "broken")], warnings: [], dependencies: ["A.xml"],
                                   stringKeys: [], timing: .init(parse: 0, layout: 0, total: 0))
        let line = encoder.encode(failed, revision: 3, asLine: true)
        #expect(line.last == 0x0A)
        #expect(String(decoding: line.prefix(17), as: UTF8.self) == #"{"event":"error","#)
        #expect(Array(line.dropLast()) == failed.encodedEventBytes(revision: 3))
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

    /// Digit edits of the constraint-placed formats' documents (trees and constraints), each
    /// event written by one encoder against the same event written in full.
    @Test func constraintPlacedDocumentsEncodeAsInFull() throws {
        var generator = SeededGenerator(seed: 1231)
        var events = 0
        for project in ResumedSolvePropertyTests.projects {
            for document in project.documents {
                let original = Array(try String(contentsOfFile: project.root + "/" + document, encoding: .utf8).utf8)
                let digits = original.indices.filter { original[$0] >= 0x30 && original[$0] <= 0x39 }
                let live = try ProjectLoader(root: project.root).renderer
                let encoder = EventEncoder()
                var text = original
                for _ in 0..<5 {
                    let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
                    text[at] = UInt8(ascii: "0") + UInt8((Int(text[at] - 0x30) + Int.random(in: 1...9, using: &generator)) % 10)
                    live.sources.setOverlay(document, text)
                    live.forgetRendered(dependingOn: [document])
                    let outcome = live.render(document, device: Device.standard, mode: .legacy)
                    #expect(encoder.encode(outcome, revision: events) == outcome.encodedEventBytes(revision: events), "\(document)")
                    events += 1
                }
            }
        }
        #expect(events == 12 * 5)
    }
}
