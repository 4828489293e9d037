import AutoLayout
import Diagnostics
import Expressions

/// A `UIStackView` node laid out by the Auto Layout engine: the stack, its arranged children
/// and the stacks nested among them, as one `LayoutSystem` holding the constraints UIKit
/// installs (R-SV-IDS). Children's `width`/`height` attributes become
/// `== value @999` ('LayoutWidth'/'LayoutHeight', R-SV-LAYOUT); their positions are ignored.
struct StackLayout {
    private(set) var system: LayoutSystem
    let stack: ItemID
    /// Every node in the system with its item, the stack first.
    private(set) var nodes: [(node: LayoutNode, item: ItemID)] = []
    /// Configurations UIKit accepts but documents as meaningless, by stack node.
    private(set) var warnings: [(node: LayoutNode, warning: StackViewWarning)] = []
    /// Frames are left to the content on an axis without a fixed size (fitting).
    private let fixedWidth: Double?
    private let fixedHeight: Double?
    /// Widths multi-line labels wrap at, from a first solve (R-ICS-TEXT).
    private let textWidths: [ObjectIdentifier: Double]

    /// The stack's size is being found: some side is left to the content.
    var isFitting: Bool { fixedWidth == nil || fixedHeight == nil }

    /// The stack's own frame: UIKit's `NSAutoresizingMaskLayoutConstraint`s of a view whose
    /// frame is set by hand, as Layout sets the stack's from its expressions.
    static let frameIdentifier = "NSAutoresizingMaskLayoutConstraint"

    /// Builds the system for `node` with its size fixed on the axes given and its origin at
    /// `origin` in root coordinates.
    init(_ node: LayoutNode, width: Double?, height: Double?, origin: (x: Double, y: Double),
         textWidths: [ObjectIdentifier: Double] = [:]) throws(ExpressionError)
    {
        fixedWidth = width
        fixedHeight = height
        self.textWidths = textWidths
        system = LayoutSystem(rootSize: Size(width: 0, height: 0),
                              host: Host(layoutDirection: node.pass.options.isRightToLeft ? .rightToLeft : .leftToRight),
                              scale: node.pass.options.device.scale)
        stack = system.addView(try Self.options(for: node, parent: system.root, fitting: false, textWidth: nil))
        nodes.append((node, stack))
        for (attribute, offset) in [(LayoutAttribute.left, origin.x), (.top, origin.y)] {
            try add(LayoutConstraint(item: stack, attribute: attribute, toItem: system.root, toAttribute: attribute,
                                     constant: offset, identifier: Self.frameIdentifier))
        }
        for (attribute, value) in [(LayoutAttribute.width, width), (.height, height)] {
            guard let value else { continue }
            try add(LayoutConstraint(item: stack, attribute: attribute, constant: value, identifier: Self.frameIdentifier))
        }
        try addArrangement(of: node, item: stack)
    }

    /// A constraint UIKit would refuse (a non-finite size or spacing) fails the stack like an
    /// expression error.
    private mutating func add(_ constraint: LayoutConstraint) throws(ExpressionError) {
        do {
            try system.add(constraint)
        } catch {
            throw ExpressionError(error.description, span: SourceSpan(0, 0))
        }
    }

    /// Adds `node`'s arranged children (recursively for nested stacks) and installs its
    /// arrangement; returns the views whose baselines stand for the stack's
    /// (R-SV-BASELINE-VEND: the first and last visible items. UIKit picks the tallest item of
    /// a horizontal stack for some alignments, which needs the solved heights: not modelled).
    @discardableResult
    private mutating func addArrangement(of node: LayoutNode, item: ItemID)
        throws(ExpressionError) -> (first: ItemID?, last: ItemID?)
    {
        var arrangement = try Self.arrangement(of: node, item: item)
        for child in node.children {
            let childItem = system.addView(try Self.options(for: child, parent: item, fitting: isFitting,
                                                            textWidth: textWidths[ObjectIdentifier(child)]))
            nodes.append((child, childItem))
            for (symbol, attribute, identifier) in [(HotSymbol.width, LayoutAttribute.width, "LayoutWidth"),
                                                    (.height, .height, "LayoutHeight")] {
                guard child.hasExpression(symbol.name) else { continue }
                // While the stack's own size is being fitted, a size relative to it is unknown.
                let free = attribute == .width ? fixedWidth == nil : fixedHeight == nil
                if free, child.dependsOnParent(symbol) { continue }
                try add(LayoutConstraint(item: childItem, attribute: attribute, constant: try child.dimension(symbol),
                                         priority: 999, identifier: identifier))
            }
            var arranged = StackViewArrangement.Item(view: childItem, isHidden: try child.isHidden())
            if child.intrinsicKind == .text { arranged.isMultilineText = try child.numberOfLines() != 1 }
            if child.viewClass.isStackView {
                let vended = try addArrangement(of: child, item: childItem)
                (arranged.firstBaselineView, arranged.lastBaselineView) = (vended.first, vended.last)
                if arrangement.distribution == .fillProportionally {
                    // UIKit asks a container item for its length; a nested stack's is its fitting size.
                    let size = try child.stackContentSize()
                    arranged.proportionalLength = arrangement.axis == .horizontal ? size.width : size.height
                }
            }
            arrangement.items.append(arranged)
        }
        do {
            for warning in try system.addStackView(arrangement).warnings { warnings.append((node, warning)) }
        } catch {
            throw ExpressionError(error.description, span: SourceSpan(0, 0))
        }
        let visible = arrangement.items.filter { !$0.isHidden }
        return (visible.first?.view(for: .firstBaseline), visible.last?.view(for: .lastBaseline))
    }

    /// Builds and solves the system for `node`; when it holds multi-line labels, measures
    /// them again at their solved widths and solves once more (R-ICS-TEXT: UIKit's second
    /// pass, `preferredMaxLayoutWidth` left at 0). Only the last solve looks for ambiguity,
    /// and only when `diagnoses` (a render's solve, not a fitting one): on a large stack
    /// whose views tie, that search costs more than the solve (DESIGN.md, the known limit).
    static func solved(_ node: LayoutNode, width: Double?, height: Double?, origin: (x: Double, y: Double),
                       diagnoses: Bool)
        throws(ExpressionError) -> (layout: StackLayout, frames: [ObjectIdentifier: Rect], result: LayoutSolution)
    {
        var layout = try StackLayout(node, width: width, height: height, origin: origin)
        var wrapping: [(node: LayoutNode, item: ItemID)] = []
        for entry in layout.nodes where entry.node.intrinsicKind == .text {
            if try entry.node.numberOfLines() != 1 { wrapping.append(entry) }
        }
        layout.system.detectsAmbiguity = diagnoses && wrapping.isEmpty
        var (frames, result) = layout.solve()
        guard !wrapping.isEmpty else { return (layout, frames, result) }
        var textWidths: [ObjectIdentifier: Double] = [:]
        for (child, item) in wrapping {
            textWidths[ObjectIdentifier(child)] = result.exactFrames[item.index].width
        }
        layout = try StackLayout(node, width: width, height: height, origin: origin, textWidths: textWidths)
        layout.system.detectsAmbiguity = diagnoses
        (frames, result) = layout.solve()
        return (layout, frames, result)
    }

    /// Solves; frames of every node but the stack, relative to their parents: the stack's own
    /// frame is set by hand (not rounded), so its children are relative to its exact origin,
    /// those of a nested stack to the nested stack's rounded one.
    mutating func solve() -> (frames: [ObjectIdentifier: Rect], result: LayoutSolution) {
        let result = system.solve()
        let stackOrigin = result.exactFrames[stack.index]
        var frames: [ObjectIdentifier: Rect] = [:]
        for (node, item) in nodes.dropFirst() {
            var frame = result.frameInParent(of: item)
            if system.parent(of: item) == stack {
                frame = result.frame(of: item)
                frame.x -= stackOrigin.x
                frame.y -= stackOrigin.y
            }
            frames[ObjectIdentifier(node)] = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        return (frames, result)
    }

    /// The node a system item stands for (nil for guides and the root).
    func node(for item: ItemID) -> LayoutNode? {
        nodes.first { $0.item == item }?.node
    }

    /// A constraint as UIKit's console prints it: `'UISV-spacing' UILabel#b.leading == UILabel#a.trailing + 10`.
    func describe(_ id: LayoutConstraintID) -> String {
        let constraint = system.constraint(id)
        var text = "\(system.name(of: constraint.item)).\(constraint.attribute.rawValue) \(constraint.relation.rawValue)"
        if let toItem = constraint.toItem, let toAttribute = constraint.toAttribute {
            text += " \(system.name(of: toItem)).\(toAttribute.rawValue)"
            if constraint.multiplier != 1 { text += " × \(Self.format(Double(constraint.multiplier)))" }
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(Self.format(-constraint.constant))" : " + \(Self.format(constraint.constant))"
            }
        } else {
            text += " \(Self.format(constraint.constant))"
        }
        if constraint.priority != 1000 { text += " @\(Self.format(Double(constraint.priority)))" }
        return constraint.identifier.map { "'\($0)' \(text)" } ?? text
    }

    /// `10`, `0.5`: no `.0` on whole numbers.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension StackLayout {
    /// A stack node's configuration: `axis`, `distribution`, `alignment`, `spacing`,
    /// `isLayoutMarginsRelativeArrangement`, `isBaselineRelativeArrangement`,
    /// `semanticContentAttribute`.
    static func arrangement(of node: LayoutNode, item: ItemID) throws(ExpressionError) -> StackViewArrangement {
        var arrangement = StackViewArrangement(stack: item)
        if let name = try node.enumCaseName("axis") { arrangement.axis = name == "vertical" ? .vertical : .horizontal }
        if let name = try node.enumCaseName("distribution") {
            arrangement.distribution = StackViewArrangement.Distribution(rawValue: name) ?? .fill
        }
        if let name = try node.enumCaseName("alignment") {
            arrangement.alignment = StackViewArrangement.Alignment(rawValue: name) ?? .fill
        }
        if node.expression("spacing") != nil { arrangement.spacing = try node.dimension("spacing") }
        arrangement.isLayoutMarginsRelativeArrangement = try node.flag("isLayoutMarginsRelativeArrangement")
        arrangement.isBaselineRelativeArrangement = try node.flag("isBaselineRelativeArrangement")
        // UIKit arranges a stack in its own effective direction: `forceRightToLeft` flips it;
        // `playback` and `spatial` content never flips (DOC); unspecified is the app's (LTR).
        switch try node.enumCaseName("semanticContentAttribute") {
        case "forceRightToLeft": arrangement.layoutDirection = .rightToLeft
        case "forceLeftToRight", "playback", "spatial": arrangement.layoutDirection = .leftToRight
        default: break
        }
        arrangement.tag = node.index
        return arrangement
    }

    /// What a node brings besides constraints: intrinsic size (text metrics and the catalog,
    /// R-ICS-CAT), content priorities (its properties, else its class's defaults, R-ICS-3),
    /// baselines, and for a stack its `layoutMargins` (zero unless set, R-SV-0). A label given a
    /// `textWidth` wraps there (the second pass).
    static func options(for node: LayoutNode, parent: ItemID, fitting: Bool, textWidth: Double?)
        throws(ExpressionError) -> ViewOptions
    {
        let uikitClass = node.viewClass.lineage.chain.first { $0.name.hasPrefix("UI") }?.name ?? "UIView"
        var options = ViewOptions(name: node.shortName, parent: parent,
                                  contentHugging: UIKitDefaults.contentHugging(forClass: uikitClass))
        options.contentHugging = try node.priorities("contentHuggingPriority", default: options.contentHugging)
        options.compressionResistance = try node.priorities("contentCompressionResistancePriority",
                                                            default: options.compressionResistance)
        if let width = textWidth {
            let size = try node.wrappedTextSize(width: width)
            options.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
        } else {
            options.intrinsicSize = try node.stackItemIntrinsicSize(fitting: fitting)
        }
        if node.viewClass.isStackView {
            options.margins = try node.stackLayoutMargins()
        }
        if node.intrinsicKind == .text || node.intrinsicKind == .textInput, let height = options.intrinsicSize.height {
            let font = try node.textFont()
            options.firstBaselineOffset = font.firstBaselineOffset
            options.lastBaselineOffset = height - font.lastBaselineOffset(height: height)
        }
        return options
    }
}
