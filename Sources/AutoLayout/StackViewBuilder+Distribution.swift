import Constraints

/// The distribution arrangement: along the axis (R-SV-CANVAS, R-SV-SPACING, R-SV-HIDDEN, R-SV-DIST-*).
extension StackViewBuilder {
    mutating func addDistribution(_ system: inout LayoutSystem) throws(LayoutConstraintError) {
        let along = AxisAttributes(arrangement.axis)
        let visible = items.indices.filter { !items[$0].isHidden }
        guard let first = visible.first, let last = visible.last else {
            try addEmptyDistribution(&system, along)
            return
        }
        try add(&system, "UISV-canvas-connection", canvas, along.min, .equal, items[first].view, along.min)
        try add(&system, "UISV-canvas-connection", items[last].view, along.max, .equal, canvas, along.max)
        let isEqualDistribution = [.equalSpacing, .equalCentering].contains(arrangement.distribution)
        if isEqualDistribution {
            try add(&system, "UISV-canvas-fit", canvas, along.dimension, priority: StackPriority.canvasFit)
        }
        let relation: Relation = isEqualDistribution ? .greaterThanOrEqual : .equal
        let baselines = arrangement.isBaselineRelativeArrangement && arrangement.axis == .vertical
        for (previous, following) in zip(visible, visible.dropFirst()) {
            let gap = gap(after: previous, scale: system.scale)
            let (start, end): (LayoutAttribute, LayoutAttribute) = baselines ? (.firstBaseline, .lastBaseline)
                : (along.min, along.max)
            try add(&system, "UISV-spacing", items[following].view(for: start), start, relation,
                    items[previous].view(for: end), end, constant: gap)
        }
        try addHiddenItems(&system, along, visible: visible)
        switch arrangement.distribution {
        case .fill:
            try addTextWidthDisambiguation(&system, visible: visible)
        case .fillEqually:
            try addFillEqually(&system, along, visible: visible)
        case .fillProportionally:
            try addFillProportionally(&system, along, visible: visible)
        case .equalSpacing, .equalCentering:
            try addDistributingGuides(&system, along, visible: visible)
            try addTextWidthDisambiguation(&system, visible: visible)
        }
    }

    /// R-SV-DIST-FILL's exception, as current SDKs install it: in a horizontal `.fill`,
    /// `.equalSpacing` or `.equalCentering` stack a multi-line label's width would be as free as
    /// its wrapping, so each one is held to at most an equal share of the canvas,
    /// `label.width <= canvas.width × 1/n − spacing × (n − 1)/n` (n visible items), at 950 for
    /// the first such label and `min(25/n, 1)` higher for each further one.
    private mutating func addTextWidthDisambiguation(_ system: inout LayoutSystem, visible: [Int])
        throws(LayoutConstraintError)
    {
        guard arrangement.axis == .horizontal else { return }
        let count = Double(visible.count)
        let step = min(25 / count, 1)
        var labels = 0.0
        for index in visible where items[index].isMultilineText {
            let priority = StackPriority.textWidthDisambiguation + Float(labels * step)
            try add(&system, "UISV-text-width-disambiguation", items[index].view, .width, .lessThanOrEqual,
                    canvas, .width, multiplier: Float(1 / count),
                    constant: -arrangement.spacing * (count - 1) / count, priority: priority)
            labels += 1
        }
    }

    /// The gap after item `index`: its custom spacing, else `spacing`, rounded to the pixel grid
    /// the way UIKit rounds the constant before installing it (R-SV-SPACING).
    func gap(after index: Int, scale: Double) -> Double {
        PixelRounding.round(items[index].customSpacingAfter ?? arrangement.spacing, scale: scale)
    }

    /// No visible item: the canvas hugs an internal spacer that collapses at low priority
    /// (R-SV-CANVAS; UIKit's spacer priority is not known: the canvas-fit's 49 is used).
    private mutating func addEmptyDistribution(_ system: inout LayoutSystem, _ along: AxisAttributes)
        throws(LayoutConstraintError)
    {
        guard !items.isEmpty else { return }
        let spacer = addGuide(&system, "UISV-spacer")
        try add(&system, "UISV-canvas-connection", canvas, along.min, .equal, spacer, along.min)
        try add(&system, "UISV-canvas-connection", spacer, along.max, .equal, canvas, along.max)
        try add(&system, "UISV-spacer-fit", spacer, along.dimension, priority: StackPriority.canvasFit)
        for item in items {
            try add(&system, "UISV-hiding", item.view, along.dimension, priority: StackPriority.hiding)
            try add(&system, "UISV-spacing-hidden", item.view, along.min, .equal, spacer, along.min,
                    priority: StackPriority.spacingHidden)
        }
    }

    /// R-SV-HIDDEN: a hidden item collapses (@999.999) and is held near its neighbours (@50).
    private mutating func addHiddenItems(_ system: inout LayoutSystem, _ along: AxisAttributes, visible: [Int])
        throws(LayoutConstraintError)
    {
        for index in items.indices where items[index].isHidden {
            let view = items[index].view
            try add(&system, "UISV-hiding", view, along.dimension, priority: StackPriority.hiding)
            if let previous = visible.last(where: { $0 < index }) {
                let followed = visible.contains { $0 > index }
                let constant = followed ? gap(after: previous, scale: system.scale) / 2 : 0
                try add(&system, "UISV-spacing-hidden", view, along.min, .equal, items[previous].view, along.max,
                        constant: constant, priority: StackPriority.spacingHidden)
            } else if let firstVisible = visible.first {
                try add(&system, "UISV-spacing-hidden", items[firstVisible].view, along.min, .equal, view, along.max,
                        priority: StackPriority.spacingHidden)
            }
        }
    }

    /// R-SV-DIST-FILLEQUALLY: every visible item as long as the first, required.
    private mutating func addFillEqually(_ system: inout LayoutSystem, _ along: AxisAttributes, visible: [Int])
        throws(LayoutConstraintError)
    {
        let first = items[visible[0]].view
        for index in visible.dropFirst() {
            try add(&system, "UISV-fill-equally", items[index].view, along.dimension, .equal, first, along.dimension)
        }
    }

    /// R-SV-DIST-FILLPROP: each visible item a `Float` fraction of the canvas, at priorities that
    /// fall with the item's index (so the last absorbs the spacing); without any intrinsic
    /// length, fill equally.
    private mutating func addFillProportionally(_ system: inout LayoutSystem, _ along: AxisAttributes, visible: [Int])
        throws(LayoutConstraintError)
    {
        let axis = arrangement.axis
        func length(_ index: Int) -> Double {
            let item = items[index]
            let length = item.proportionalLength ?? system.items[item.view.index].options.intrinsicSize[axis] ?? 0
            return max(length, 0)
        }
        let spacings = arrangement.spacing * Double(visible.count - 1)
        let total = visible.reduce(0) { $0 + length($1) } + spacings
        guard total > max(spacings, 1) else {
            try addFillEqually(&system, along, visible: visible)
            return
        }
        for index in visible {
            let multiplier = Float(length(index) / total)
            let priority: Float = multiplier == 1 ? Priority.required : max(999 - Float(index), 751)
            if multiplier <= 0 {
                try add(&system, "UISV-fill-proportionally", items[index].view, along.dimension, priority: priority)
            } else {
                try add(&system, "UISV-fill-proportionally", items[index].view, along.dimension, .equal, canvas,
                        along.dimension, multiplier: multiplier, priority: priority)
            }
        }
    }

    /// R-SV-DIST-EQSPACING / R-SV-DIST-EQCENTERING: a guide per gap (between edges, or between
    /// centres), every guide as long as the first: required for equal spacing, at
    /// `max(150 − index, 50)` of the gap's preceding item for equal centring.
    private mutating func addDistributingGuides(_ system: inout LayoutSystem, _ along: AxisAttributes, visible: [Int])
        throws(LayoutConstraintError)
    {
        let centring = arrangement.distribution == .equalCentering
        var firstGuide: ItemID?
        for (previous, following) in zip(visible, visible.dropFirst()) {
            let guide = addGuide(&system, "UISV-distributing")
            try add(&system, "UISV-distributing-edge", guide, along.min, .equal, items[previous].view,
                    centring ? along.center : along.max)
            try add(&system, "UISV-distributing-edge", guide, along.max, .equal, items[following].view,
                    centring ? along.center : along.min)
            guard let firstGuide else {
                firstGuide = guide
                continue
            }
            let priority = centring ? max(150 - Float(previous), 50) : Priority.required
            try add(&system, "UISV-fill-equally", guide, along.dimension, .equal, firstGuide, along.dimension,
                    priority: priority)
        }
    }
}
