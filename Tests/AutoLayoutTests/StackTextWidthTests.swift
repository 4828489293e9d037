import AutoLayout
import Constraints
import Testing

/// 'UISV-text-width-disambiguation' (R-SV-DIST-FILL): multi-line labels in horizontal `.fill`,
/// `.equalSpacing` and `.equalCentering` stacks are held to an equal share of the canvas,
/// `<=` at 950 and `min(25/n, 1)` more for each further label (current SDKs).
@Suite struct StackTextWidthTests {
    static func stack(distribution: String, axis: String = "horizontal", labels: String) -> String {
        """
        <UIView>
          <UIStackView id="s" left="0" top="0" width="300" height="100" axis="\(axis)" \
        distribution="\(distribution)" spacing="10">
            \(labels)
          </UIStackView>
        </UIView>
        """
    }

    @Test func eachMultilineLabelGetsAShareOfTheCanvas() throws {
        let lines = try StackConstraintSetTests.installed(Self.stack(distribution: "equalSpacing", labels: """
            <UILabel id="a" numberOfLines="0"/><UILabel id="one" numberOfLines="1"/>\
            <UILabel id="h" numberOfLines="0" isHidden="true"/><UILabel id="b" numberOfLines="2"/>
            """))
        // n = 3 visible items: a share is width / 3 − 10 × 2/3; the hidden label gets none.
        #expect(lines.filter { $0.hasPrefix("'UISV-text-width-disambiguation'") } == [
            "'UISV-text-width-disambiguation' a.width <= s.width × 0.33333334 + -6.666666666666667 @950.0",
            "'UISV-text-width-disambiguation' b.width <= s.width × 0.33333334 + -6.666666666666667 @951.0",
        ])
    }

    @Test(arguments: ["fillEqually", "fillProportionally"])
    func otherDistributionsInstallNone(distribution: String) throws {
        let lines = try StackConstraintSetTests.installed(Self.stack(distribution: distribution,
                                                                     labels: #"<UILabel id="a" numberOfLines="0"/>"#))
        #expect(!lines.contains { $0.hasPrefix("'UISV-text-width-disambiguation'") })
    }

    @Test func verticalStacksInstallNone() throws {
        let lines = try StackConstraintSetTests.installed(Self.stack(distribution: "fill", axis: "vertical",
                                                                     labels: #"<UILabel id="a" numberOfLines="0"/>"#))
        #expect(!lines.contains { $0.hasPrefix("'UISV-text-width-disambiguation'") })
    }

    /// A long wrapping label beside a small view: its share (145) wins over its compression
    /// resistance, so the view takes the rest instead of being squeezed to its 50 points.
    @Test func aLongLabelKeepsToItsShare() throws {
        var template = try StackTemplate(Self.stack(distribution: "fill", labels: """
            <UILabel id="l" numberOfLines="0"/><UIView id="v"/>
            """), intrinsic: ["l": IntrinsicSize(width: 400, height: 20), "v": IntrinsicSize(width: 50, height: 20)])
        let (result, frames) = template.frames()
        #expect(result.ambiguous.isEmpty)
        #expect(frames["l"] == Rect(x: 0, y: 0, width: 145, height: 100))
        #expect(frames["v"] == Rect(x: 155, y: 0, width: 145, height: 100))
    }

    /// A one-line label is not held: the two compression resistances tie and the later view is
    /// the one compressed (R-AL-AMBIG-2), to 0.
    @Test func aOneLineLabelIsNotHeld() throws {
        var template = try StackTemplate(Self.stack(distribution: "fill", labels: """
            <UILabel id="l"/><UIView id="v"/>
            """), intrinsic: ["l": IntrinsicSize(width: 400, height: 20), "v": IntrinsicSize(width: 50, height: 20)])
        let (_, frames) = template.frames()
        #expect(frames["l"] == Rect(x: 0, y: 0, width: 290, height: 100))
        #expect(frames["v"] == Rect(x: 300, y: 0, width: 0, height: 100))
    }
}
