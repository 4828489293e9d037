import AutoLayout
import Constraints
import Templates

/// A `LayoutSystem` built from a Layout XML template of the conformance file's `stack` kind
/// (R-AL-CASES): a root `<UIView>` filling the root, `<UIStackView>`s with literal
/// attributes; a child's `width`/`height` become `== value @999` (R-SV-LAYOUT).
struct StackTemplate {
    var system: LayoutSystem
    var names: [String: ItemID] = [:]
    var warnings: [StackViewWarning] = []
    /// The constraints the template's stacks installed, in order.
    var installed: [LayoutConstraintID] = []
    private let customSpacing: [String: Double]
    private let intrinsic: [String: IntrinsicSize]

    init(_ xml: String, rootSize: Size = Size(width: 375, height: 667), scale: Double = 2,
         customSpacing: [String: Double] = [:], intrinsic: [String: IntrinsicSize] = [:]) throws {
        system = LayoutSystem(rootSize: rootSize, scale: scale)
        self.customSpacing = customSpacing
        self.intrinsic = intrinsic
        let root = try XMLReader.read(xml).root
        for child in root.elements {
            let view = try addView(child, parent: system.root)
            for attribute in [LayoutAttribute.left, .top] {
                guard let value = Self.number(child, attribute.rawValue) else { continue }
                try system.add(LayoutConstraint(item: view, attribute: attribute, toItem: system.root,
                                                toAttribute: attribute, constant: value))
            }
            for attribute in [LayoutAttribute.width, .height] {
                guard let value = Self.number(child, attribute.rawValue) else { continue }
                try system.add(LayoutConstraint(item: view, attribute: attribute, constant: value))
            }
        }
    }

    /// Solves; frames relative to the parent by id.
    mutating func frames() -> (LayoutSolution, [String: Rect]) {
        let result = system.solve()
        return (result, names.mapValues { result.frameInParent(of: $0) })
    }

    private mutating func addView(_ tag: XMLTag, parent: ItemID) throws -> ItemID {
        let id = tag.attribute(named: "id")?.value ?? tag.name
        var options = ViewOptions(name: id, parent: parent, contentHugging: UIKitDefaults.contentHugging(forClass: tag.name))
        options.intrinsicSize = intrinsic[id] ?? UIKitDefaults.intrinsicSize(forClass: tag.name)
            ?? IntrinsicSize(width: nil, height: nil)
        if tag.name == "UIStackView" {
            options.margins = EdgeInsets(top: Self.number(tag, "layoutMargins.top") ?? 0,
                                         left: Self.number(tag, "layoutMargins.left") ?? 0,
                                         bottom: Self.number(tag, "layoutMargins.bottom") ?? 0,
                                         right: Self.number(tag, "layoutMargins.right") ?? 0)
        }
        options.contentHugging = Self.priorities(tag, "contentHuggingPriority", default: options.contentHugging)
        options.compressionResistance = Self.priorities(tag, "contentCompressionResistancePriority",
                                                        default: options.compressionResistance)
        let view = system.addView(options)
        names[id] = view
        if tag.name == "UIStackView" { try addArrangement(tag, stack: view) }
        return view
    }

    private mutating func addArrangement(_ tag: XMLTag, stack: ItemID) throws {
        var arrangement = StackViewArrangement(stack: stack)
        for child in tag.elements {
            let view = try addView(child, parent: stack)
            for (attribute, identifier) in [(LayoutAttribute.width, "LayoutWidth"), (.height, "LayoutHeight")] {
                guard let value = Self.number(child, attribute.rawValue) else { continue }
                try system.add(LayoutConstraint(item: view, attribute: attribute, constant: value, priority: 999,
                                                identifier: identifier))
            }
            let lines = child.attribute(named: "numberOfLines")?.value ?? "1"
            arrangement.items.append(StackViewArrangement.Item(
                view: view, isHidden: child.attribute(named: "isHidden")?.value == "true",
                customSpacingAfter: customSpacing[system.name(of: view)],
                isMultilineText: child.name == "UILabel" && lines != "1"))
        }
        if let axis = tag.attribute(named: "axis")?.value { arrangement.axis = Axis(rawValue: axis)! }
        if let value = tag.attribute(named: "distribution")?.value {
            arrangement.distribution = StackViewArrangement.Distribution(rawValue: value)!
        }
        if let value = tag.attribute(named: "alignment")?.value {
            arrangement.alignment = StackViewArrangement.Alignment(rawValue: value)!
        }
        arrangement.spacing = Self.number(tag, "spacing") ?? 0
        arrangement.isLayoutMarginsRelativeArrangement = tag.attribute(named: "isLayoutMarginsRelativeArrangement")?.value == "true"
        arrangement.isBaselineRelativeArrangement = tag.attribute(named: "isBaselineRelativeArrangement")?.value == "true"
        switch tag.attribute(named: "semanticContentAttribute")?.value {
        case "forceRightToLeft": arrangement.layoutDirection = .rightToLeft
        case "forceLeftToRight": arrangement.layoutDirection = .leftToRight
        default: break
        }
        let installation = try system.addStackView(arrangement)
        warnings += installation.warnings
        installed += installation.constraints
    }

    /// `name.horizontal` and `name.vertical`, each defaulting to `default`'s.
    private static func priorities(_ tag: XMLTag, _ name: String, default: AxisPriorities) -> AxisPriorities {
        AxisPriorities(horizontal: number(tag, "\(name).horizontal").map(Float.init) ?? `default`.horizontal,
                       vertical: number(tag, "\(name).vertical").map(Float.init) ?? `default`.vertical)
    }

    private static func number(_ tag: XMLTag, _ name: String) -> Double? {
        tag.attribute(named: name).flatMap { Double($0.value) }
    }
}
