import Diagnostics
import Foundation
import LayoutEngine
import MarkupKit
import TestSupport
import Testing

/// A saved document whose only change is a digit of a size attribute is rendered from its last
/// render (`MarkupKitRenders`): the render must be the one a render from nothing gives, byte
/// for byte — frames, properties, constraints, diagnostics and their positions — whatever the edit.
@Suite struct SavedRenderPropertyTests {
    static let folder = FixturePaths.samples.appendingPathComponent("markupkit/4.5.1/MarkupKit-iOS")

    /// A scroll view's column of `count` labels under a view `height="1234"` (the benchmark's
    /// document), with rows of sized views, a spacer, an attribute MarkupKit does not know and
    /// a label that wraps in a column 200 wide (measured again after each solve; wider, it holds
    /// its text on one line).
    static func column(_ count: Int) -> String {
        var rows: [String] = []
        for index in 0..<count {
            switch index % 10 {
            case 3: rows.append(#"<LMRowView><UIView width="\#(index)" height="2\#(index % 7)"/><UILabel text="Row \#(index)"/></LMRowView>"#)
            case 6: rows.append(#"<UIView minimumHeight="1\#(index % 9)" maximumHeight="4\#(index % 5)" maximumWidth="30\#(index % 3)"/>"#)
            case 8: rows.append(#"<UIView height="1\#(index % 4)" colour="red"/>"#)
            default: rows.append(#"<UILabel text="Row \#(index)"/>"#)
            }
        }
        return """
            <LMScrollView fitToWidth="true">
                <LMColumnView>
                    <UIView height="1234"/>
                    <LMRowView><LMColumnView width="200"><UILabel text="A long text that wraps over lines" numberOfLines="0"/></LMColumnView><LMSpacer/></LMRowView>
                    \(rows.joined(separator: "\n            "))
                    <LMSpacer minimumHeight="8"/>
                </LMColumnView>
            </LMScrollView>
            """
    }

    /// The render as text: everything a client or a tool is shown of it.
    static func comparable(_ render: MarkupKitRender) -> String {
        var output: [UInt8] = []
        render.tree?.write(to: &output)
        for constraint in render.constraints { constraint.write(to: &output) }
        return String(decoding: output, as: UTF8.self)
            + "\n" + render.diagnostics.map { "\($0.formatted) \($0.layoutFinding.map { "\($0)" } ?? "")" }.joined(separator: "\n")
            + "\n\(render.stringKeys.sorted()) \(render.dependencies.sorted()) \(render.ambiguous) \(render.isUnsatisfiable)"
            + "\n\(render.sections.sorted { $0.key < $1.key }.map { "\($0)" })"
    }

    /// One random edit of a digit: changed (most: the number keeps its length), added or
    /// removed — in a size, a text, a comment, wherever the text has one.
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

    static func options(_ renders: MarkupKitRenders? = nil) -> MarkupKitOptions {
        var options = MarkupKitOptions(rootWidth: 375, rootHeight: 667)
        options.safeArea = .init(top: 20, left: 0, bottom: 0, right: 0)
        if let renders {
            options.renders = renders
            options.solvedSystems = SolvedSystems()
        }
        return options
    }

    @Test func everyEditRendersAsARenderFromNothingDoes() throws {
        var documents = [("Column.xml", Self.column(100))]
        for name in ["MarkupKitIntroduction/ViewController.xml", "MarkupKitTest/ViewController.xml",
                     "MarkupKitExamples/GridViewController.xml", "MarkupKitExamples/AnchorViewController.xml"] {
            documents.append((name, try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)))
        }
        var generator = SeededGenerator(seed: 26)
        var renders = 0
        let saved = MarkupKitRenders()
        for (name, original) in documents {
            let options = Self.options(saved)
            // Edits pile up: each save follows the one before it, as typing does.
            var text = original
            for _ in 0..<40 {
                text = Self.edit(text, using: &generator)
                let incremental = MarkupKitRenderer.render(Array(text.utf8), file: name, options: options)
                let cold = MarkupKitRenderer.render(Array(text.utf8), file: name, options: Self.options())
                #expect(Self.comparable(incremental) == Self.comparable(cold), "\(name), render \(renders)")
                renders += 1
            }
        }
        #expect(renders == 5 * 40)
        // Sizes are most digits of the column; the other edits render from nothing.
        #expect(saved.reused > renders / 10, "\(saved.reused) of \(renders) from the last render")
        #expect(saved.reused < renders)
    }

    /// Which saves render from the last render: a size attribute's digits, changed, added or
    /// removed — but not before another view on the line (it would move).
    @Test func onlyASizeRendersFromTheLastRender() {
        let original = Self.column(10)
        let saves = [
            (original.replacingOccurrences(of: "\"1234\"", with: "\"1240\""), true),
            (original.replacingOccurrences(of: "maximumWidth=\"300\"", with: "maximumWidth=\"309\""), true),
            (original.replacingOccurrences(of: "\"1234\"", with: "\"12340\""), true),
            (original.replacingOccurrences(of: "\"1234\"", with: "\"134\""), true),
            (original.replacingOccurrences(of: "width=\"3\" height=\"23\"", with: "width=\"3\" height=\"2\""), false),
            (original.replacingOccurrences(of: "width=\"3\" height=\"23\"", with: "width=\"3\" height=\"29\""), true),
            (original.replacingOccurrences(of: "Row 1\"", with: "Row 2\""), false),
            // The line says the view has no `colour`: its excerpt would show the old number.
            (original.replacingOccurrences(of: "height=\"10\" colour", with: "height=\"19\" colour"), false),
            (original.replacingOccurrences(of: "<UIView height=\"1234\"/>", with: "<UIView height='1234' alpha=\"1\"/>"), false),
        ]
        for (text, reused) in saves {
            #expect(text != original)
            let saved = MarkupKitRenders()
            _ = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
            let render = MarkupKitRenderer.render(Array(text.utf8), file: "A.xml", options: Self.options(saved))
            #expect(saved.reused == (reused ? 1 : 0), "\(text)")
            #expect(Self.comparable(render) == Self.comparable(MarkupKitRenderer.render(Array(text.utf8), file: "A.xml", options: Self.options())))
        }
    }

    /// A tag over two lines whose second line has a problem: the save renders from nothing, and
    /// the problem's excerpt shows the new number.
    @Test func aProblemOnTheEditedLineShowsTheNewText() throws {
        let saved = MarkupKitRenders()
        let original = "<LMColumnView>\n    <UIView\n        height=\"10\" colour=\"red\"/>\n</LMColumnView>\n"
        _ = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
        let render = MarkupKitRenderer.render(Array(original.replacingOccurrences(of: "10", with: "19").utf8), file: "A.xml",
                                              options: Self.options(saved))
        #expect(saved.reused == 0)
        let problem = try #require(render.diagnostics.first { $0.message.contains("colour") })
        #expect(problem.formatted.contains("3 |         height=\"19\" colour=\"red\"/>"), "\(problem.formatted)")
    }

    /// The wrapping label given room for its text on one line by a save after a solve that
    /// measured it again at 200: the save resumes the last solve from its scene, not from the
    /// label's size at 200, and the label takes one line.
    @Test func aLabelMeasuredAgainIsMeasuredAfreshAfterASave() throws {
        let saved = MarkupKitRenders()
        let original = Self.column(2)
        let wrapped = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
        let edited = original.replacingOccurrences(of: "width=\"200\"", with: "width=\"900\"")
        let render = MarkupKitRenderer.render(Array(edited.utf8), file: "A.xml", options: Self.options(saved))
        #expect(saved.reused == 1)
        func label(_ render: MarkupKitRender) -> RenderedNode? {
            render.tree?.children.first?.children.dropFirst().first?.children.first?.children.first
        }
        #expect(try #require(label(wrapped)).frame.width == 200, "\(wrapped.diagnostics.map(\.message)) \(label(wrapped)!.frame)")
        #expect(try #require(label(wrapped)).frame.height > 30)
        #expect(try #require(label(render)).frame.height == 20)
        #expect(Self.comparable(render) == Self.comparable(MarkupKitRenderer.render(Array(edited.utf8), file: "A.xml", options: Self.options())))
    }

    /// The view written `height="1240"`: it and nothing else grows by six points, the labels
    /// under it move down by six.
    @Test func theViewTakesItsNewHeight() throws {
        let saved = MarkupKitRenders()
        let original = Self.column(2)
        _ = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
        let render = MarkupKitRenderer.render(Array(original.replacingOccurrences(of: "\"1234\"", with: "\"1240\"").utf8),
                                              file: "A.xml", options: Self.options(saved))
        #expect(saved.reused == 1)
        let column = try #require(render.tree?.children.first)
        let views = column.children.map { [$0.frame.y, $0.frame.height] }
        // The label under it wraps to two lines at its width of 120.
        #expect(views.prefix(3) == [[0, 1240], [1248, 39.5], [1295.5, 20]])
        #expect(render.constraints.first { $0.identifier == "height" }?.constant == 1240)
        #expect(column.children.first?.props.first { $0.name == "height" }?.value == .number(1240))
    }

    /// A change of another file than the document (an image, an include) forgets its last render.
    @Test func anotherFileChangedRendersFromNothing() {
        let saved = MarkupKitRenders()
        let original = Self.column(2)
        _ = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
        saved.forget(dependingOn: ["A.xml"])
        _ = MarkupKitRenderer.render(Array(original.replacingOccurrences(of: "\"1234\"", with: "\"1240\"").utf8),
                                     file: "A.xml", options: Self.options(saved))
        #expect(saved.reused == 1)
        saved.forget(dependingOn: ["A.xml", "logo.png"])
        _ = MarkupKitRenderer.render(Array(original.utf8), file: "A.xml", options: Self.options(saved))
        #expect(saved.reused == 1)
    }
}
