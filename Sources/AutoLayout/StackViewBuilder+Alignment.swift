import Constraints

/// The alignment arrangement: across the axis (R-SV-ALIGN, R-SV-ALIGN-BASELINE). Hidden items
/// stay in it (R-SV-HIDDEN); the reference item is the first arranged subview.
extension StackViewBuilder {
    mutating func addAlignment(_ system: inout LayoutSystem) throws(LayoutConstraintError) {
        guard let reference = items.first?.view else { return }
        let across = AxisAttributes(arrangement.axis.other)
        var alignment = arrangement.alignment
        if arrangement.axis == .vertical, [.firstBaseline, .lastBaseline].contains(alignment) {
            installation.warnings.append(.baselineAlignmentOnVerticalStack(alignment))
            alignment = .leading
        }
        // A view without a baseline is aligned by its top (first) or bottom (last): the
        // baseline attributes of `LayoutSystem` fall back to those edges.
        let attributes: [LayoutAttribute] = switch alignment {
        case .fill: [across.min, across.max]
        case .leading, .top: [across.min]
        case .center: [across.center]
        case .trailing, .bottom: [across.max]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
        for item in items.dropFirst() {
            for attribute in attributes {
                try add(&system, "UISV-alignment", items[0].view(for: attribute), attribute, .equal,
                        item.view(for: attribute), attribute)
            }
        }
        if alignment == .fill {
            try add(&system, "UISV-canvas-connection", canvas, across.min, .equal, reference, across.min)
            try add(&system, "UISV-canvas-connection", reference, across.max, .equal, canvas, across.max)
            return
        }
        try addSpanner(&system, across, alignment: alignment, reference: reference)
        for item in items {
            try add(&system, "UISV-ambiguity-suppression", item.view, across.dimension,
                    priority: StackPriority.ambiguitySuppression)
        }
    }

    /// A zero-thickness guide spanning every item across the axis: equal to the items on the
    /// side the alignment pins (@999.5), containing them on the other sides (required), as
    /// thin as possible (@51); the canvas connects to the reference item on a pinned side and
    /// to the spanner on the others.
    private mutating func addSpanner(_ system: inout LayoutSystem, _ across: AxisAttributes,
                                     alignment: StackViewArrangement.Alignment, reference: ItemID)
        throws(LayoutConstraintError)
    {
        let spanner = addGuide(&system, "UISV-alignment-spanner")
        let pinsMin = alignment == .leading || alignment == .top
        let pinsMax = alignment == .trailing || alignment == .bottom
        for item in items {
            if pinsMin {
                try add(&system, "UISV-spanning-boundary", spanner, across.min, .equal, item.view, across.min,
                        priority: StackPriority.pinnedSpannerSide)
            } else {
                try add(&system, "UISV-spanning-boundary", spanner, across.min, .lessThanOrEqual, item.view, across.min)
            }
            if pinsMax {
                try add(&system, "UISV-spanning-boundary", spanner, across.max, .equal, item.view, across.max,
                        priority: StackPriority.pinnedSpannerSide)
            } else {
                try add(&system, "UISV-spanning-boundary", spanner, across.max, .greaterThanOrEqual, item.view,
                        across.max)
            }
        }
        let allHidden = items.allSatisfy(\.isHidden)
        try add(&system, "UISV-spanning-fit", spanner, across.dimension,
                priority: allHidden ? StackPriority.spanningFitAllHidden : StackPriority.spanningFit)
        switch alignment {
        case .firstBaseline:
            try add(&system, "UISV-canvas-connection", canvas, across.min, .lessThanOrEqual, reference, across.min)
            try add(&system, "UISV-canvas-connection", canvas, across.max, .equal, spanner, across.max)
            try add(&system, "UISV-canvas-fit", canvas, across.dimension, priority: StackPriority.canvasFit)
        case .lastBaseline:
            try add(&system, "UISV-canvas-connection", canvas, across.min, .equal, spanner, across.min)
            try add(&system, "UISV-canvas-connection", canvas, across.max, .greaterThanOrEqual, reference, across.max)
            try add(&system, "UISV-canvas-fit", canvas, across.dimension, priority: StackPriority.canvasFit)
        default:
            try add(&system, "UISV-canvas-connection", canvas, across.min, .equal, pinsMin ? reference : spanner,
                    across.min)
            try add(&system, "UISV-canvas-connection", canvas, across.max, .equal, pinsMax ? reference : spanner,
                    across.max)
            if alignment == .center {
                try add(&system, "UISV-canvas-connection", canvas, across.center, .equal, reference, across.center)
            }
        }
    }
}
