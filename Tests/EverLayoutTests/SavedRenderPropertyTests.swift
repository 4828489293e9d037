import Diagnostics
import EverLayout
import Foundation
import LayoutEngine
import TestSupport
import Testing

/// A saved layout whose only change is a digit of a constraint's constant is rendered from its
/// last render (`EverLayoutRenders`): the render must be the one a render from nothing gives,
/// byte for byte — frames, constraints, diagnostics and their positions — whatever the edit.
@Suite struct SavedRenderPropertyTests {
    static let folder = FixturePaths.samples.appendingPathComponent("everlayout")
    static let environment = ["purpleSquare": "UIView", "environmentTestView": "UIView"]

    /// A column of `count` labels, each placed under the one before, in a box whose height is
    /// written `+1234` (the benchmark's document), with a template every fifth label uses, and
    /// a label that wraps at its width of 120 (measured again after each solve; wider, it holds
    /// its text on one line).
    static func column(_ count: Int) -> String {
        var views: [String] = []
        views.append(#""!wrap:UILabel": {"constraints": {"top": "@super +600", "left": "@super +10", "width": "+120"}, "# +
                     #""properties": {"text": "A long text that wraps over several lines of the box", "numberOfLines": "0"}}"#)
        for index in 0..<count {
            let top = index == 0 ? "@super +8" : "@l\(index - 1).bottom +2"
            let template = index % 5 == 0 ? #", "template": "inset""# : ""
            views.append(#""!l\#(index):UILabel": {"constraints": {"top": "\#(top)", "left": "@super +\#(index % 7)"}, "# +
                         #""properties": {"text": "Row \#(index)"}\#(template)}"#)
        }
        return """
            {
             "name": "Bench",
             "templates": {"inset": {"constraints": {"right": "@super -12 $750"}}},
             "root": {"views": {"!box": {
              "constraints": {"top left": "@super", "width": "+375", "height": "+1234"},
              "views": {
               \(views.joined(separator: ",\n   "))
              }
             }}}
            }
            """
    }

    /// The render as text: everything a client or a tool is shown of it.
    static func comparable(_ render: EverLayoutRender) -> String {
        var output: [UInt8] = []
        render.tree?.write(to: &output)
        for constraint in render.constraints { constraint.write(to: &output) }
        return String(decoding: output, as: UTF8.self)
            + "\n" + render.diagnostics.map { "\($0.formatted) \($0.layoutFinding.map { "\($0)" } ?? "")" }.joined(separator: "\n")
            + "\n\(render.name ?? "-") \(render.controllerTitle ?? "-") \(render.navigationBar.map { "\($0)" })"
            + "\n\(render.ambiguous.sorted { $0.key < $1.key }.map { "\($0)" })"
            + "\n\(render.writtenProperties.sorted { $0.key < $1.key }.map { "\($0)" })"
    }

    /// One random edit of a digit: changed (most: the number keeps its length), added or
    /// removed — in a constraint, a property, a name, wherever the text has one.
    static func edit(_ text: String, using generator: inout SeededGenerator) -> String {
        var text = text
        let digits = text.indices.filter { text[$0].isNumber }
        let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<7: text.replaceSubrange(at...at, with: String(Int.random(in: 0...9, using: &generator)))
        case 7..<9: text.insert(Character(String(Int.random(in: 1...9, using: &generator))), at: at)
        default: text.remove(at: at)
        }
        return text
    }

    @Test func everyEditRendersAsARenderFromNothingDoes() throws {
        var documents = [("Column.json", Self.column(100))]
        for name in ["TestLayout.json", "ViewController.json", "ViewController-157fd0a-templates-navbar.json",
                     "ViewController-3d05975-leftMarign-typo.json"] {
            documents.append((name, try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)))
        }
        var generator = SeededGenerator(seed: 26)
        var renders = 0
        let saved = EverLayoutRenders()
        for (name, original) in documents {
            var options = EverLayoutOptions(rootWidth: 400, rootHeight: 800, environment: Self.environment)
            options.solvedSystems = SolvedSystems()
            options.renders = saved
            // Edits pile up: each save follows the one before it, as typing does.
            var text = original
            for _ in 0..<40 {
                text = Self.edit(text, using: &generator)
                let incremental = EverLayoutRenderer.render(Array(text.utf8), file: name, options: options)
                let cold = EverLayoutRenderer.render(Array(text.utf8), file: name,
                                                     options: EverLayoutOptions(rootWidth: 400, rootHeight: 800, environment: Self.environment))
                #expect(Self.comparable(incremental) == Self.comparable(cold), "\(name), render \(renders)")
                renders += 1
            }
        }
        #expect(renders == 5 * 40)
        // Most digits are constants of constraints; the other edits render from nothing.
        #expect(saved.reused > renders / 5, "\(saved.reused) of \(renders) from the last render")
        #expect(saved.reused < renders)
    }

    /// Which saves render from the last render: a constant's digits, changed, added or
    /// removed (what follows on the line and below moves with them).
    @Test func onlyAConstantRendersFromTheLastRender() {
        let original = Self.column(3)
        let saves = [
            (original.replacingOccurrences(of: "+1234", with: "+1240"), true),
            (original.replacingOccurrences(of: "+1234", with: "+12340"), true),
            (original.replacingOccurrences(of: "+375", with: "+35"), true),
            (original.replacingOccurrences(of: "+375", with: "+3750"), true),
            (original.replacingOccurrences(of: "-12 $750", with: "-19 $750"), true),
            (original.replacingOccurrences(of: "-12 $750", with: "-12 $751"), false),
            (original.replacingOccurrences(of: "Row 1", with: "Row 2"), false),
            (original.replacingOccurrences(of: "@l1.bottom", with: "@l0.bottom"), false),
        ]
        for (text, reused) in saves {
            let saved = EverLayoutRenders()
            var options = EverLayoutOptions(rootWidth: 400, rootHeight: 800)
            options.renders = saved
            _ = EverLayoutRenderer.render(Array(original.utf8), file: "A.json", options: options)
            let render = EverLayoutRenderer.render(Array(text.utf8), file: "A.json", options: options)
            #expect(saved.reused == (reused ? 1 : 0), "\(text)")
            #expect(Self.comparable(render) == Self.comparable(EverLayoutRenderer.render(Array(text.utf8), file: "A.json",
                                                                                        options: EverLayoutOptions(rootWidth: 400, rootHeight: 800))))
        }
    }

    /// The wrapping label given room for its text on one line by a save after a solve that
    /// measured it again at 120: the save resumes the last solve from its scene, not from the
    /// label's size at 120, and the label takes one line.
    @Test func aLabelMeasuredAgainIsMeasuredAfreshAfterASave() throws {
        let saved = EverLayoutRenders()
        var options = EverLayoutOptions(rootWidth: 400, rootHeight: 800)
        options.renders = saved
        options.solvedSystems = SolvedSystems()
        let original = Self.column(2)
        let wrapped = EverLayoutRenderer.render(Array(original.utf8), file: "A.json", options: options)
        let edited = original.replacingOccurrences(of: "\"+120\"", with: "\"+920\"")
        let render = EverLayoutRenderer.render(Array(edited.utf8), file: "A.json", options: options)
        #expect(saved.reused == 1)
        func label(_ render: EverLayoutRender) -> RenderedNode? { render.tree?.children.first?.children.first { $0.id == "wrap" } }
        #expect(try #require(label(wrapped)).frame.width == 120)
        #expect(try #require(label(wrapped)).frame.height > 30)
        #expect(try #require(label(render)).frame.height == 20)
        #expect(Self.comparable(render) == Self.comparable(EverLayoutRenderer.render(Array(edited.utf8), file: "A.json",
                                                                                    options: EverLayoutOptions(rootWidth: 400, rootHeight: 800))))
    }

    /// The box's height written `+1240`: the box and nothing else grows by six points.
    @Test func theBoxTakesItsNewHeight() throws {
        let saved = EverLayoutRenders()
        var options = EverLayoutOptions(rootWidth: 400, rootHeight: 800)
        options.renders = saved
        let original = Self.column(2)
        _ = EverLayoutRenderer.render(Array(original.utf8), file: "A.json", options: options)
        let render = EverLayoutRenderer.render(Array(original.replacingOccurrences(of: "+1234", with: "+1240").utf8), file: "A.json",
                                               options: options)
        #expect(saved.reused == 1)
        let box = try #require(render.tree?.children.first)
        #expect(box.id == "box" && [box.frame.x, box.frame.y, box.frame.width, box.frame.height] == [0, 0, 375, 1240])
        #expect(render.constraints.first { $0.item == "box" && $0.attribute == .height }?.constant == 1240)
    }
}
