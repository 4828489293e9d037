import Diagnostics
import Expressions
import Foundation
import LayoutEngine
@testable import SwiftLayout
import Testing
import TestSupport

/// A file saved with one number changed takes its last evaluation with the new constant
/// (`SwiftLayoutEvaluations`) when the number is only a constraint's constant. Whatever the
/// edit, the render must be the one an evaluation from nothing gives — frames, constraint
/// records and their positions, the printed layout tree, diagnostics, dependencies.
@Suite struct EvaluationReusePropertyTests {
    /// Everything a render gives, to compare two.
    struct Rendered: Equatable {
        var tree: RenderedNode?
        var layoutTree: String
        var records: [ConstraintRecord]
        var diagnostics: [Diagnostic]
        var dependencies: Set<String>
        var usedNames: Set<String>
        var ambiguous: [String: [String]]

        init(_ render: SwiftLayoutRender) {
            tree = render.tree
            layoutTree = render.layoutTree()
            records = render.records
            diagnostics = render.diagnostics
            dependencies = render.dependencies
            usedNames = render.usedNames
            ambiguous = render.ambiguous.mapValues { $0.map { "\($0)" } }
        }
    }

    /// A screen of `count` labels stacked under a box, each placed by literal constants.
    static func screen(views count: Int) -> String {
        var text = "import UIKit\nimport SwiftLayout\n\nfinal class BenchView: UIView, Layoutable {\n    var activation: Activation?\n    let box = UIView()\n"
        for index in 0..<count { text += "    let l\(index) = UILabel()\n" }
        text += "\n    var layout: some Layout {\n        self.sl.sublayout {\n"
        text += "            box.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.width.equalTo(constant: 300); Anchors.height.equalTo(constant: 1234) }\n"
        for index in 0..<count {
            let above = index == 0 ? "box" : "l\(index - 1)"
            text += "            l\(index).sl.anchors { Anchors.top.equalTo(\(above), attribute: .bottom, constant: 2); "
                + "Anchors.leading.equalToSuper(constant: \(index % 7)); Anchors.trailing.equalToSuper(inwardOffset: -\(index % 3)) }\n"
        }
        text += "        }\n    }\n\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n"
        for index in 0..<count { text += "        l\(index).text = \"Row \(index)\"\n" }
        text += "        l3.font = .systemFont(ofSize: 21)\n        sl.updateLayout()\n    }\n\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
        return text
    }

    /// Projects of one or more files, the first rendered: the bundled examples, the shared
    /// cases' layouts, and a 100-view screen.
    static func projects() throws -> [[(file: String, text: String)]] {
        let examples = try ["SwiftLayout/ProfileViewController.swift", "SwiftLayout/PrimaryButton.swift"].map { file in
            (file: file, text: try String(contentsOf: FixturePaths.examples.appendingPathComponent(file), encoding: .utf8))
        }
        let cases = CaseFile.cases.filter { ["frames", "constraints", "printer"].contains($0["kind"] as? String) }.compactMap { item in
            ((item["input"] as? [String: Any])?["swift"] as? String).map { [(file: "\(item["id"]!).swift", text: $0)] }
        }
        return [examples, [examples[1], examples[0]], [(file: "BenchSL.swift", text: Self.screen(views: 100))]] + cases
    }

    /// One number of `text` changed: a digit replaced, a digit added or removed, or a
    /// fraction added — same-length edits and edits that move what follows.
    static func edit(_ text: String, using generator: inout SeededGenerator) -> String? {
        let numbers = text.ranges(of: /[0-9]+/)
        guard !numbers.isEmpty else { return nil }
        let number = numbers[Int.random(in: 0..<numbers.count, using: &generator)]
        var digits = String(text[number])
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let at = digits.index(digits.startIndex, offsetBy: Int.random(in: 0..<digits.count, using: &generator))
            digits.replaceSubrange(at...at, with: String(Int.random(in: 0...9, using: &generator)))
        case 1:
            digits += String(Int.random(in: 0...9, using: &generator))
        case 2:
            digits = digits.count > 1 ? String(digits.dropLast()) : "0"
        default:
            digits += ".5"
        }
        return text.replacingCharacters(in: number, with: digits)
    }

    static func options(_ evaluations: SwiftLayoutEvaluations?, solved: SolvedSystems? = nil, device: Int = 0) -> SwiftLayoutOptions {
        var options = device == 0 ? SwiftLayoutOptions(rootWidth: 375, rootHeight: 667) : SwiftLayoutOptions(rootWidth: 390, rootHeight: 844, scale: 3)
        options.evaluations = evaluations
        options.solvedSystems = solved
        return options
    }

    /// The saves are solved from the last solve too (`SolvedSystems`: the constants set in the
    /// kept system and scene, `FrameSolver.KeptFrames`), and every third render is for another
    /// device, so that a kept solve of one device is never patched into the other's.
    @Test func everyEditRendersAsAnEvaluationFromNothingDoes() throws {
        var generator = SeededGenerator(seed: 26)
        var renders = 0
        let evaluations = SwiftLayoutEvaluations()
        let solved = SolvedSystems()
        for files in try Self.projects() {
            let file = files[0].file
            let live = ProjectDeclarations(files: files)
            _ = SwiftLayoutRenderer.render(file, project: live, options: Self.options(evaluations, solved: solved))
            // Each edit is saved, then undone: both renders follow the one before them.
            for _ in 0..<6 {
                guard let edited = Self.edit(files[0].text, using: &generator) else { continue }
                for text in [edited, files[0].text] {
                    let device = renders % 3 == 2 ? 1 : 0
                    live.update(changed: [(file, text)])
                    let taken = SwiftLayoutRenderer.render(file, project: live, options: Self.options(evaluations, solved: solved, device: device))
                    let cold = SwiftLayoutRenderer.render(file, project: ProjectDeclarations(files: [(file, text)] + files.dropFirst()),
                                                          options: Self.options(nil, device: device))
                    #expect(Rendered(taken) == Rendered(cold), "\(file), render \(renders), device \(device): \(text)")
                    renders += 1
                }
            }
        }
        #expect(renders > 400)
        #expect(solved.patched > renders / 10, "\(solved.patched) of \(renders)")
        // Undos of edits that were taken are taken too; edits of other numbers (a font's size, a
        // string's digits, an edit that breaks the text) evaluate afresh.
        #expect(evaluations.taken > renders / 5, "\(evaluations.taken) of \(renders)")
        #expect(evaluations.taken < renders)
    }

    /// Renders `original` with `evaluations`, then `edited` over it; the second render.
    static func save(_ original: String, _ edited: String, _ evaluations: SwiftLayoutEvaluations) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: [("Screen.swift", original)])
        _ = SwiftLayoutRenderer.render("Screen.swift", project: project, options: options(evaluations))
        project.update(changed: [("Screen.swift", edited)])
        return SwiftLayoutRenderer.render("Screen.swift", project: project, options: options(evaluations))
    }

    @Test func aLongerConstantIsTakenAndWhatFollowsItMoves() throws {
        let original = Self.screen(views: 2)
        let evaluations = SwiftLayoutEvaluations()
        let render = Self.save(original, original.replacingOccurrences(of: "equalTo(constant: 300)", with: "equalTo(constant: 3000)"), evaluations)
        #expect(evaluations.taken == 1)
        let box = try #require(render.tree?.children.first)
        #expect(box.frame == Rect(x: 0, y: 0, width: 3000, height: 1234))
        // `Anchors.height…` after it on the line is one column further (12:104 before).
        let height = try #require(render.records.first { $0.item == "box" && $0.attribute.rawValue == "height" })
        #expect(height.source == SourcePosition(line: 12, column: 105))
        #expect(height.constant == 1234)
    }

    @Test func aFontSizeIsEvaluatedAfresh() throws {
        let original = Self.screen(views: 4)
        let evaluations = SwiftLayoutEvaluations()
        let render = Self.save(original, original.replacingOccurrences(of: "ofSize: 21", with: "ofSize: 42"), evaluations)
        #expect(evaluations.taken == 0)
        #expect(render.errors == [])
    }

    /// Two constraints that differ only in their constants become one when an edit makes the
    /// constants equal (SwiftLayout activates a constraint once), and two again after the undo.
    @Test func aConstantEqualToItsTwinMakesOneConstraint() throws {
        let original = """
            import UIKit
            import SwiftLayout

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let box = UIView()

                var layout: some Layout {
                    self.sl.sublayout {
                        box.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.width.equalTo(constant: 120); Anchors.width.equalTo(constant: 80) }
                    }
                }
            }
            """
        let edited = original.replacingOccurrences(of: "constant: 80", with: "constant: 120")
        let evaluations = SwiftLayoutEvaluations()
        let project = ProjectDeclarations(files: [("Card.swift", original)])
        #expect(SwiftLayoutRenderer.render("Card.swift", project: project, options: Self.options(evaluations)).records.count == 4)
        for (text, count) in [(edited, 3), (original, 4)] {
            project.update(changed: [("Card.swift", text)])
            let taken = SwiftLayoutRenderer.render("Card.swift", project: project, options: Self.options(evaluations))
            let cold = SwiftLayoutRenderer.render("Card.swift", project: ProjectDeclarations(files: [("Card.swift", text)]), options: Self.options(nil))
            #expect(taken.records.count == count)
            #expect(Rendered(taken) == Rendered(cold))
        }
        #expect(evaluations.taken == 2)
    }

    /// A colour set edited in the asset catalog (the Swift file unchanged) is read again: the
    /// evaluation that read the old colour is not taken.
    @Test func anEditedColourSetEvaluatesAfresh() throws {
        let text = """
            import UIKit
            import SwiftLayout

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let box = UIView()

                var layout: some Layout {
                    self.sl.sublayout {
                        box.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.width.equalTo(constant: 40); Anchors.height.equalTo(constant: 40) }
                    }
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    box.backgroundColor = UIColor(named: "brand")
                    sl.updateLayout()
                }
            }
            """
        let evaluations = SwiftLayoutEvaluations()
        let project = ProjectDeclarations(files: [("Card.swift", text)])
        for colour in [Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 1, alpha: 1)] {
            var options = Self.options(evaluations)
            options.namedColor = { name in name == "brand" ? colour : nil }
            let render = SwiftLayoutRenderer.render("Card.swift", project: project, options: options)
            let box = try #require(render.tree?.children.first)
            #expect(box.props.filter { $0.name == "backgroundColor" }.map(\.value) == [.color(colour)])
        }
        #expect(evaluations.taken == 0)
    }
}
