import Constraints

extension LayoutSystem {
    /// Installs the constraints UIKit's `UIStackView` installs for `arrangement` (R-SV-IDS,
    /// R-SV-IDS): identifiers and priorities as UIKit's, so its quirks come out as UIKit's do.
    /// Throws only for a non-finite spacing or length.
    public mutating func addStackView(_ arrangement: StackViewArrangement)
        throws(LayoutConstraintError) -> StackViewInstallation
    {
        var builder = StackViewBuilder(arrangement: arrangement, canvas: arrangement.stack)
        if arrangement.isLayoutMarginsRelativeArrangement {
            try builder.addMarginsGuide(&self)
        }
        try builder.addDistribution(&self)
        try builder.addAlignment(&self)
        return builder.installation
    }
}

/// Builds one stack's constraints; `canvas` is the stack or its margins guide (R-SV-0).
struct StackViewBuilder {
    let arrangement: StackViewArrangement
    var canvas: ItemID
    var installation = StackViewInstallation()

    var stack: ItemID { arrangement.stack }
    var items: [StackViewArrangement.Item] { arrangement.items }

    /// `item.attribute relation toItem.toAttribute × multiplier + constant @priority`.
    mutating func add(_ system: inout LayoutSystem, _ identifier: String,
                      _ item: ItemID, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
                      _ toItem: ItemID? = nil, _ toAttribute: LayoutAttribute? = nil,
                      multiplier: Float = 1, constant: Double = 0,
                      priority: Float = Priority.required) throws(LayoutConstraintError) {
        let constraint = LayoutConstraint(item: item, attribute: attribute, relation: relation, toItem: toItem,
                                          toAttribute: toItem == nil ? nil : toAttribute ?? attribute,
                                          multiplier: multiplier, constant: constant, priority: priority,
                                          identifier: identifier, tag: arrangement.tag,
                                          layoutDirection: arrangement.layoutDirection)
        installation.constraints.append(try system.add(constraint))
    }

    mutating func addGuide(_ system: inout LayoutSystem, _ name: String) -> ItemID {
        let guide = system.addGuide(name: name, owner: stack)
        installation.guides.append(guide)
        return guide
    }

    /// R-SV-MARGINS: the arrangement's canvas becomes the stack's `layoutMarginsGuide`.
    mutating func addMarginsGuide(_ system: inout LayoutSystem) throws(LayoutConstraintError) {
        let guide = addGuide(&system, "UIViewLayoutMarginsGuide")
        let sides: [(LayoutAttribute, LayoutAttribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
        ]
        for (side, margin) in sides {
            try add(&system, "UIView-\(margin.rawValue)-guide-constraint", guide, side, .equal, stack, margin)
        }
        canvas = guide
    }
}

/// The attributes of one axis: min/max edge, dimension, centre (R-SV-0's terms).
struct AxisAttributes {
    let min: LayoutAttribute
    let max: LayoutAttribute
    let dimension: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: Axis) {
        switch axis {
        case .horizontal: (min, max, dimension, center) = (.leading, .trailing, .width, .centerX)
        case .vertical: (min, max, dimension, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
