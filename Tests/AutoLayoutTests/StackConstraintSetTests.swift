import AutoLayout
import Constraints
import Testing

/// The constraints a stack installs, in order, one line each in the shape of UIKit's console
/// dump: identifier, equation, priority (R-SV-IDS).
@Suite struct StackConstraintSetTests {
    static func installed(_ template: String, intrinsic: [String: IntrinsicSize] = [:]) throws -> [String] {
        let stack = try StackTemplate(template, intrinsic: intrinsic)
        let system = stack.system
        return stack.installed.map { id in
            let constraint = system.constraint(id)
            var text = "'\(constraint.identifier ?? "")' \(system.name(of: constraint.item)).\(constraint.attribute.rawValue)"
                + " \(constraint.relation.rawValue)"
            if let toItem = constraint.toItem, let toAttribute = constraint.toAttribute {
                text += " \(system.name(of: toItem)).\(toAttribute.rawValue)"
                if constraint.multiplier != 1 { text += " × \(constraint.multiplier)" }
                if constraint.constant != 0 { text += " + \(constraint.constant)" }
            } else {
                text += " \(constraint.constant)"
            }
            if constraint.priority != Priority.required { text += " @\(constraint.priority)" }
            return text
        }
    }

    @Test func equalCenteringCentredWithAHiddenView() throws {
        let lines = try Self.installed("""
            <UIView>
              <UIStackView id="s" left="0" top="0" width="300" height="100" axis="horizontal" \
            distribution="equalCentering" alignment="center" spacing="10">
                <UIView id="a" width="20"/>
                <UIView id="h" width="20" isHidden="true"/>
                <UIView id="b" width="60"/>
                <UIView id="c" width="100"/>
              </UIStackView>
            </UIView>
            """)
        #expect(lines == [
            "'UISV-canvas-connection' s.leading == a.leading",
            "'UISV-canvas-connection' c.trailing == s.trailing",
            "'UISV-canvas-fit' s.width == 0.0 @49.0",
            "'UISV-spacing' b.leading >= a.trailing + 10.0",
            "'UISV-spacing' c.leading >= b.trailing + 10.0",
            "'UISV-hiding' h.width == 0.0 @999.999",
            "'UISV-spacing-hidden' h.leading == a.trailing + 5.0 @50.0",
            "'UISV-distributing-edge' UISV-distributing.leading == a.centerX",
            "'UISV-distributing-edge' UISV-distributing.trailing == b.centerX",
            "'UISV-distributing-edge' UISV-distributing.leading == b.centerX",
            "'UISV-distributing-edge' UISV-distributing.trailing == c.centerX",
            // b is arranged subview 2 (the hidden h counts): 150 − 2.
            "'UISV-fill-equally' UISV-distributing.width == UISV-distributing.width @148.0",
            "'UISV-alignment' a.centerY == h.centerY",
            "'UISV-alignment' a.centerY == b.centerY",
            "'UISV-alignment' a.centerY == c.centerY",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= a.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= a.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= h.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= h.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= b.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= b.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= c.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= c.bottom",
            "'UISV-spanning-fit' UISV-alignment-spanner.height == 0.0 @51.0",
            "'UISV-canvas-connection' s.top == UISV-alignment-spanner.top",
            "'UISV-canvas-connection' s.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-connection' s.centerY == a.centerY",
            "'UISV-ambiguity-suppression' a.height == 0.0 @25.0",
            "'UISV-ambiguity-suppression' h.height == 0.0 @25.0",
            "'UISV-ambiguity-suppression' b.height == 0.0 @25.0",
            "'UISV-ambiguity-suppression' c.height == 0.0 @25.0",
        ])
    }

    @Test func fillProportionallyFirstBaselineInsideTheMargins() throws {
        let lines = try Self.installed("""
            <UIView>
              <UIStackView id="s" left="0" top="0" width="300" height="100" axis="horizontal" \
            distribution="fillProportionally" alignment="firstBaseline" spacing="10" \
            isLayoutMarginsRelativeArrangement="true" layoutMargins.left="4">
                <UIView id="a"/>
                <UIView id="b"/>
              </UIStackView>
            </UIView>
            """, intrinsic: ["a": IntrinsicSize(width: 100, height: 20), "b": IntrinsicSize(width: 200, height: 30)])
        #expect(lines == [
            "'UIView-leftMargin-guide-constraint' UIViewLayoutMarginsGuide.left == s.leftMargin",
            "'UIView-rightMargin-guide-constraint' UIViewLayoutMarginsGuide.right == s.rightMargin",
            "'UIView-topMargin-guide-constraint' UIViewLayoutMarginsGuide.top == s.topMargin",
            "'UIView-bottomMargin-guide-constraint' UIViewLayoutMarginsGuide.bottom == s.bottomMargin",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.leading == a.leading",
            "'UISV-canvas-connection' b.trailing == UIViewLayoutMarginsGuide.trailing",
            "'UISV-spacing' b.leading == a.trailing + 10.0",
            // D = 100 + 200 + 10; multipliers stored as Float, priorities 999 − index.
            "'UISV-fill-proportionally' a.width == UIViewLayoutMarginsGuide.width × 0.32258064 @999.0",
            "'UISV-fill-proportionally' b.width == UIViewLayoutMarginsGuide.width × 0.6451613 @998.0",
            "'UISV-alignment' a.firstBaseline == b.firstBaseline",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= a.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= a.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= b.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= b.bottom",
            "'UISV-spanning-fit' UISV-alignment-spanner.height == 0.0 @51.0",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.top <= a.top",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-fit' UIViewLayoutMarginsGuide.height == 0.0 @49.0",
            "'UISV-ambiguity-suppression' a.height == 0.0 @25.0",
            "'UISV-ambiguity-suppression' b.height == 0.0 @25.0",
        ])
    }
}
