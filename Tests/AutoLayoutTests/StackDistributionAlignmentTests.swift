import AutoLayout
import Testing

/// `UIStackView` for every distribution × alignment, on both axes, with literal frames.
///
/// Three views with intrinsic sizes (along × across) 40 × 20, 60 × 40 and 80 × 60 in a
/// 320 × 100 stack with spacing 10; the middle one hugs at 249 along the axis, so `.fill`
/// gives it the slack. A vertical stack is the same stack transposed. Along the axis the
/// frames depend on the distribution only, across it on the alignment only.
@Suite struct StackDistributionAlignmentTests {
    typealias Distribution = StackViewArrangement.Distribution
    typealias Alignment = StackViewArrangement.Alignment

    /// (position, length) along the axis of a, b, c.
    static let along: [Distribution: [(Double, Double)]] = [
        // 120 pt of slack go to b, the one hugging least.
        .fill: [(0, 40), (50, 180), (240, 80)],
        // (320 − 2 × 10) / 3.
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // D = 180 + 20: a = 320 × 0.2 @999, b = 320 × 0.3 @998; the last one absorbs the spacing.
        .fillProportionally: [(0, 64), (74, 96), (180, 140)],
        // Sizes kept; gaps (320 − 180) / 2.
        .equalSpacing: [(0, 40), (110, 60), (240, 80)],
        // Centres 20, 150, 280.
        .equalCentering: [(0, 40), (120, 60), (240, 80)],
    ]

    /// (position, length) across the axis of a, b, c in a horizontal stack 100 pt high.
    static let acrossHorizontal: [Alignment: [(Double, Double)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 40), (0, 60)],
        .top: [(0, 20), (0, 40), (0, 60)],
        .center: [(40, 20), (30, 40), (20, 60)],
        .trailing: [(80, 20), (60, 40), (40, 60)],
        .bottom: [(80, 20), (60, 40), (40, 60)],
        // Plain views align by their tops; the spanner pulls the group down to the bottom.
        .firstBaseline: [(40, 20), (40, 40), (40, 60)],
        // …by their bottoms, and the group rises to the top.
        .lastBaseline: [(40, 20), (20, 40), (0, 60)],
    ]

    /// The same across a vertical stack 100 pt wide: `.top` is `.leading`, `.bottom` is
    /// `.trailing`, and baseline alignments (horizontal only) are laid out as `.leading`.
    static let acrossVertical: [Alignment: [(Double, Double)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 40), (0, 60)],
        .top: [(0, 20), (0, 40), (0, 60)],
        .center: [(40, 20), (30, 40), (20, 60)],
        .trailing: [(80, 20), (60, 40), (40, 60)],
        .bottom: [(80, 20), (60, 40), (40, 60)],
        .firstBaseline: [(0, 20), (0, 40), (0, 60)],
        .lastBaseline: [(0, 20), (0, 40), (0, 60)],
    ]

    static func template(axis: Axis, _ distribution: Distribution, _ alignment: Alignment) -> String {
        let size = axis == .horizontal ? #"width="320" height="100""# : #"width="100" height="320""#
        return """
            <UIView>
              <UIStackView id="s" left="0" top="0" \(size) axis="\(axis.rawValue)" \
            distribution="\(distribution.rawValue)" alignment="\(alignment.rawValue)" spacing="10">
                <UIView id="a"/>
                <UIView id="b" contentHuggingPriority.\(axis.rawValue)="249"/>
                <UIView id="c"/>
              </UIStackView>
            </UIView>
            """
    }

    @Test(arguments: Distribution.allCases, Alignment.allCases)
    func horizontal(_ distribution: Distribution, _ alignment: Alignment) throws {
        try check(axis: .horizontal, distribution, alignment, across: Self.acrossHorizontal[alignment]!)
    }

    @Test(arguments: Distribution.allCases, Alignment.allCases)
    func vertical(_ distribution: Distribution, _ alignment: Alignment) throws {
        try check(axis: .vertical, distribution, alignment, across: Self.acrossVertical[alignment]!)
    }

    private func check(axis: Axis, _ distribution: Distribution, _ alignment: Alignment,
                       across: [(Double, Double)]) throws {
        let sizes = [(40.0, 20.0), (60, 40), (80, 60)]
        var intrinsic: [String: IntrinsicSize] = [:]
        for (name, (length, thickness)) in zip(["a", "b", "c"], sizes) {
            intrinsic[name] = axis == .horizontal
                ? IntrinsicSize(width: length, height: thickness) : IntrinsicSize(width: thickness, height: length)
        }
        var stack = try StackTemplate(Self.template(axis: axis, distribution, alignment), intrinsic: intrinsic)
        let (result, frames) = stack.frames()
        #expect(result.conflicts.isEmpty)
        #expect(result.ambiguous.isEmpty)
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        #expect(stack.warnings == (axis == .vertical && isBaseline ? [.baselineAlignmentOnVerticalStack(alignment)] : []))
        for (index, name) in ["a", "b", "c"].enumerated() {
            let (position, length) = Self.along[distribution]![index]
            let (offset, thickness) = across[index]
            let expected = axis == .horizontal
                ? Rect(x: position, y: offset, width: length, height: thickness)
                : Rect(x: offset, y: position, width: thickness, height: length)
            #expect(frames[name] == expected, "\(name)")
        }
    }

    /// The issue's example: a centred horizontal stack sized by its content.
    @Test func centredStackPutsTheSmallViewMidway() throws {
        var stack = try StackTemplate("""
            <UIView>
              <UIStackView id="s" left="0" top="0" axis="horizontal" alignment="center">
                <UIView id="small" width="40" height="10"/>
                <UIView id="large" width="60" height="30"/>
              </UIStackView>
            </UIView>
            """)
        let (result, frames) = stack.frames()
        #expect(result.ambiguous.isEmpty)
        #expect(frames["s"] == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(frames["small"] == Rect(x: 0, y: 10, width: 40, height: 10))
        #expect(frames["large"] == Rect(x: 40, y: 0, width: 60, height: 30))
    }
}
