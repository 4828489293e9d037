import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import TestSupport
import Testing

/// `UIStackView` in Layout templates, laid out by the Auto Layout engine: the
/// conformance file's stack templates rendered as a user's would be, a centred stack,
/// and the warnings for ambiguous and unsatisfiable stacks.
@Suite struct StackLayoutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let input: JSON
        let expected: JSON
        var testDescription: String { id }
    }

    static let cases: [Case] = {
        let file = FixturePaths.fixtures.appendingPathComponent("conformance/autolayout-cases.json")
        guard let data = try? Data(contentsOf: file), let root = try? JSON.parse(String(decoding: data, as: UTF8.self)) else {
            return []
        }
        return (root["cases"]?.arrayValue ?? []).compactMap { item in
            guard item["kind"]?.stringValue == "stack", let id = item["id"]?.stringValue, let input = item["input"],
                  let expected = item["expected"] else { return nil }
            return Case(id: id, input: input, expected: expected)
        }
    }()

    /// Cases whose input a template cannot state: app code calling `setCustomSpacing`, or a
    /// `UIView` subclass overriding `intrinsicContentSize` (AutoLayoutTests runs them all).
    static func needsAppCode(_ item: Case) -> Bool {
        item.input["custom_spacing"] != nil || item.input["intrinsic"] != nil
    }

    @Test func everyStackCaseIsRunOrNeedsAppCode() {
        #expect(Self.cases.count == 37)
        #expect(Self.cases.filter(Self.needsAppCode).count == 7)
        #expect(Self.cases.filter { !Self.needsAppCode($0) }.map(\.id) == ConformanceLedger.templateStacks.ids)
    }

    @Test(arguments: cases.filter { !needsAppCode($0) })
    func conformanceTemplate(_ item: Case) throws {
        let size = item.input["root_size"]?.arrayValue?.compactMap(\.numberValue) ?? []
        let device = Device(name: "test", width: size[0], height: size[1], scale: item.input["scale"]?.numberValue ?? 2)
        let run = TemplateRun(["A.xml": item.input["template"]?.stringValue ?? ""], device: device)
        #expect(run.errors.isEmpty, "\(run.messages)")
        let tree = try #require(run.tree)
        var frames: [String: Rect] = [:]
        func collect(_ node: RenderedNode) {
            if let id = node.id { frames[id] = node.frame }
            node.children.forEach(collect)
        }
        collect(tree)
        if item.expected["error"]?.stringValue == "ambiguous" {
            let views = item.expected["involves"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let ambiguous = run.warnings.filter { $0.message.hasPrefix("Ambiguous layout in UIStackView#s") }
            #expect(ambiguous.count == 1)
            for view in views { #expect(ambiguous.first?.message.contains("UIView#\(view)") == true, "\(view)") }
            return
        }
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        for (name, value) in item.expected["frames"]?.objectValue ?? [] {
            let numbers = value.arrayValue?.compactMap(\.numberValue) ?? []
            let frame = try #require(frames[name])
            let actual = [frame.x, frame.y, frame.width, frame.height]
            #expect(zip(actual, numbers).allSatisfy { abs($0 - $1) <= 0.001 }, "\(name): \(actual) != \(numbers)")
        }
    }

    /// A stack sized by its content: UIKit centres the small view (the hand-written layout put it at y = 0).
    @Test func centredStackSizedByItsContent() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView axis="horizontal" alignment="center">
                <UIView width="40" height="10"/>
                <UIView width="60" height="30"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty)
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView (0, 0, 100 × 30)
                UIView (0, 10, 40 × 10)
                UIView (40, 0, 60 × 30)

            """)
    }

    /// Labels take their text's size; a vertical stack's `auto` height is their sum with spacing.
    @Test func labelsStackAtTheirTextSize() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView width="100%" axis="vertical" spacing="8">
                <UILabel text="Hello"/>
                <UILabel text="World" font="system 34"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty)
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView (0, 0, 375 × 67.5)
                UILabel (0, 0, 375 × 20)
                UILabel (0, 28, 375 × 39.5)

            """)
    }

    /// A multi-line label wraps at the width the stack gives it (UIKit's second pass), and the
    /// stack's `auto` height counts the wrapped lines; a nested row centres its label on the
    /// switch, which hugs at 750 and leaves the rest to the label.
    @Test func multiLineLabelsWrapAtTheirSolvedWidth() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView id="s" width="100%" axis="vertical" spacing="8">
                <UILabel id="t" text="Title"/>
                <UILabel id="body" numberOfLines="0" text="A long body of text that will certainly wrap over several lines."/>
                <UIStackView id="row" axis="horizontal" spacing="10" alignment="center">
                  <UISwitch id="sw"/>
                  <UILabel id="l" text="Enable"/>
                </UIStackView>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        // 20 + 8 + two lines (39.5) + 8 + the row, as tall as the switch (31).
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView#s (0, 0, 375 × 106.5)
                UILabel#t (0, 0, 375 × 20)
                UILabel#body (0, 28, 375 × 39.5)
                UIStackView#row (0, 75.5, 375 × 31)
                  UISwitch#sw (0, 0, 51 × 31)
                  UILabel#l (61, 5.5, 314 × 20)

            """)
    }

    /// 'UISV-text-width-disambiguation' (R-SV-DIST-FILL): a wrapping label beside another view
    /// in a horizontal fill stack is held to half the stack less half the spacing (145 @950),
    /// which beats the switch's hugging (750): the switch stretches, UIKit's well-known
    /// "multi-line label takes half the row" (UYL, rdar 39275811); the label wraps at 145.
    @Test func aWrappingLabelInAHorizontalStackKeepsToItsShare() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView id="s" width="300" axis="horizontal" spacing="10" alignment="top">
                <UILabel id="body" numberOfLines="0" text="A long body of text that will certainly wrap over several lines."/>
                <UISwitch id="sw"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView#s (0, 0, 300 × 78.5)
                UILabel#body (0, 0, 145 × 78.5)
                UISwitch#sw (155, 0, 145 × 31)

            """)
    }

    /// `semanticContentAttribute="forceRightToLeft"` arranges a horizontal stack from the right
    /// (R-AL-ATTR-1: leading is the right edge, spacing runs leftwards); a nested stack left
    /// unspecified keeps the app's left-to-right order.
    @Test func aRightToLeftStackArrangesFromTheRight() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView id="s" width="300" axis="horizontal" distribution="equalSpacing" spacing="10" \
            semanticContentAttribute="forceRightToLeft">
                <UISwitch id="a"/>
                <UIStackView id="row" axis="horizontal" spacing="5">
                  <UISwitch id="b"/>
                  <UISwitch id="c"/>
                </UIStackView>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView#s (0, 0, 300 × 31)
                UISwitch#a (249, 0, 51 × 31)
                UIStackView#row (0, 0, 107 × 31)
                  UISwitch#b (0, 0, 51 × 31)
                  UISwitch#c (56, 0, 51 × 31)

            """)
    }

    /// Arranged frames are rounded in window coordinates (R-AL-ROUND-3): thirds of 101 pt in a
    /// stack at x = 10.25 have window edges 10.25, 43.92, 77.58, 111.25, which round at 2x to
    /// 10.5, 44, 77.5, 111.5; the stack's own frame is Layout's, unrounded.
    @Test func arrangedFramesRoundInWindowCoordinates() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView left="10.25" width="101" height="20" distribution="fillEqually">
                <UIView/>
                <UIView/>
                <UIView/>
              </UIStackView>
            </UIView>
            """])
        let frames = run.tree?.children.first?.children.map(\.frame) ?? []
        #expect(frames == [
            Rect(x: 0.25, y: 0, width: 33.5, height: 20),
            Rect(x: 33.75, y: 0, width: 33.5, height: 20),
            Rect(x: 67.25, y: 0, width: 34, height: 20),
        ])
    }

    /// Baseline alignment is only valid for horizontal stacks: laid out as leading, with a warning.
    @Test func baselineAlignmentOnAVerticalStackIsAWarning() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView axis="vertical" alignment="firstBaseline">
                <UIView width="40" height="10"/>
                <UIView width="60" height="30"/>
              </UIStackView>
            </UIView>
            """])
        let warning = try #require(run.warnings.first)
        #expect(run.warnings.count == 1)
        #expect(warning.message == "alignment firstBaseline is only valid for horizontal stack views; laid out as leading")
        #expect(warning.attribute == "alignment")
        #expect(warning.range?.start == SourcePosition(line: 2, column: 43))
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView (0, 0, 60 × 40)
                UIView (0, 0, 40 × 10)
                UIView (0, 10, 60 × 30)

            """)
    }

    /// A margin-relative arrangement fills the margins guide; directional margins count
    /// (leading is left) as plain ones do.
    @Test func marginsRelativeArrangementReadsEitherKindOfMargins() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView width="200" height="60" isLayoutMarginsRelativeArrangement="true" \
            directionalLayoutMargins.leading="12" layoutMargins.top="5">
                <UIView width="50"/>
                <UIView/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty)
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView (0, 0, 200 × 60)
                UIView (12, 5, 50 × 55)
                UIView (62, 5, 138 × 55)

            """)
    }

    /// A nested vertical stack aligns by its first visible item's baseline (R-SV-BASELINE-VEND):
    /// the 34 pt title's baseline (31 below its top) meets the 17 pt value's (16), so the
    /// nested stack starts 15 pt above the row — UIKit's first-baseline quirk: the row's top
    /// follows its first view, and a taller later one sticks out (R-SV-ALIGN-BASELINE (a)).
    @Test func nestedStackAlignsByItsFirstItemsBaseline() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView alignment="firstBaseline" spacing="8">
                <UILabel id="value" text="42"/>
                <UIStackView id="texts" axis="vertical">
                  <UILabel id="title" text="Title" font="system 34"/>
                  <UILabel id="sub" text="Subtitle"/>
                </UIStackView>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty)
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView (0, 0, 90 × 44.5)
                UILabel#value (0, 0, 19 × 20)
                UIStackView#texts (27, -15, 63 × 59.5)
                  UILabel#title (0, 0, 63 × 39.5)
                  UILabel#sub (0, 39.5, 63 × 20)

            """)
    }

    /// In a proportional stack a nested stack counts with its fitting length (two 51 pt
    /// switches: 102) and a control with its intrinsic one (51, whatever its `width`), so
    /// 300 pt split 2 : 1.
    @Test func nestedStackCountsItsFittingLengthInAProportionalStack() {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView width="300" height="31" distribution="fillProportionally">
                <UIStackView distribution="fillEqually">
                  <UISwitch/>
                  <UISwitch/>
                </UIStackView>
                <UISwitch width="80"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        #expect(run.tree?.children.first?.children.map(\.frame.width) == [200, 100])
    }

    @Test func ambiguousStackIsAWarningNamingTheViews() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView id="s" width="300" height="40">
                <UIView id="a"/>
                <UIView id="b"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.errors.isEmpty)
        let warning = try #require(run.warnings.first)
        #expect(run.warnings.count == 1)
        #expect(warning.message == "Ambiguous layout in UIStackView#s: UIView#a, UIView#b have no unique x and width;"
            + " give them sizes, intrinsic sizes or different hugging priorities")
        #expect(warning.severity == .warning)
        #expect(warning.node == "UIView > UIStackView#s")
        #expect(warning.range?.start == SourcePosition(line: 2, column: 4))
    }

    @Test func unsatisfiableStackIsAWarningNamingTheConstraints() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
              <UIStackView id="s" width="300" height="40" spacing="10">
                <UISwitch id="a" contentHuggingPriority.horizontal="required" contentCompressionResistancePriority.horizontal="required"/>
                <UISwitch id="b" contentHuggingPriority.horizontal="required" contentCompressionResistancePriority.horizontal="required"/>
              </UIStackView>
            </UIView>
            """])
        #expect(run.errors.isEmpty)
        let warning = try #require(run.warnings.first)
        #expect(run.warnings.count == 1)
        // Two required 51 pt switches and 10 pt cannot fill 300 pt: the last-added member breaks.
        #expect(warning.message == "Unable to simultaneously satisfy the constraints of UIStackView#s;"
            + " breaking 'UISV-spacing' UISwitch#b.leading == UISwitch#a.trailing + 10")
        #expect(warning.notes.map(\.message) == [
            "'NSAutoresizingMaskLayoutConstraint' UIStackView#s.width == 300",
            "'NSContentSizeLayoutConstraint' UISwitch#a.width <= 51",
            "'NSContentSizeLayoutConstraint' UISwitch#b.width <= 51",
            "'UISV-canvas-connection' UIStackView#s.leading == UISwitch#a.leading",
            "'UISV-canvas-connection' UISwitch#b.trailing == UIStackView#s.trailing",
            "'UISV-spacing' UISwitch#b.leading == UISwitch#a.trailing + 10",
        ])
        // Each at the element its first view comes from.
        #expect(warning.notes.map { $0.range?.start.line } == [2, 3, 4, 2, 4, 4])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIStackView#s (0, 0, 300 × 40)
                UISwitch#a (0, 0, 51 × 40)
                UISwitch#b (249, 0, 51 × 40)

            """)
    }
}
