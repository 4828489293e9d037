import AutoLayout
import Diagnostics
import Expressions

extension LayoutNode {
    /// A stack's content size, for `auto` (R-LL-AUTO): its fitting size from the Auto Layout
    /// engine, the stack free on the axis being measured so that its own constraints (canvas
    /// and spanning fits, the children's sizes, hugging and compression) decide. The other
    /// axis keeps the stack's size when that size does not depend on the stack itself (a
    /// vertical stack `100%` wide wraps its labels at that width). No children: 0 × 0.
    func stackContentSize() throws(ExpressionError) -> Size {
        guard !children.isEmpty else { return Size(width: 0, height: 0) }
        let width = isEvaluating("height") && isIndependent(.width) ? try dimension(.width) : nil
        let height = isEvaluating("width") && isIndependent(.height) ? try dimension(.height) : nil
        let solved = try StackLayout.solved(self, width: width, height: height, origin: (0, 0), diagnoses: false)
        let frame = solved.result.exactFrames[solved.layout.stack.index]
        return Size(width: frame.width, height: frame.height)
    }

    /// True when `symbol`'s expression reads none of this node's own layout symbols (no
    /// `auto`, no `width` in `height`): evaluating it cannot come back to the stack's content.
    private func isIndependent(_ symbol: HotSymbol) -> Bool {
        guard !isEvaluating(symbol.name), let expression = expression(symbol) else { return false }
        return !expression.expression.dynamicSymbols.contains(where: LayoutSymbols.isLayout)
    }

    /// A stack's layout margins: zero (R-SV-0) unless `layoutMargins` or
    /// `directionalLayoutMargins` (leading is left: left-to-right, R-MARG-1) or one of their
    /// members is set; members after whole values, directional after plain.
    func stackLayoutMargins() throws(ExpressionError) -> EdgeInsets {
        var margins = EdgeInsets.zero
        if expression("layoutMargins") != nil, case let .insets(insets) = try value(forSymbol: "layoutMargins") {
            margins = EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        margins.top = try optionalDimension("layoutMargins.top") ?? margins.top
        margins.left = try optionalDimension("layoutMargins.left") ?? margins.left
        margins.bottom = try optionalDimension("layoutMargins.bottom") ?? margins.bottom
        margins.right = try optionalDimension("layoutMargins.right") ?? margins.right
        if expression("directionalLayoutMargins") != nil,
           case let .directionalInsets(insets) = try value(forSymbol: "directionalLayoutMargins") {
            margins = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom,
                                            right: insets.trailing)
        }
        margins.top = try optionalDimension("directionalLayoutMargins.top") ?? margins.top
        margins.left = try optionalDimension("directionalLayoutMargins.leading") ?? margins.left
        margins.bottom = try optionalDimension("directionalLayoutMargins.bottom") ?? margins.bottom
        margins.right = try optionalDimension("directionalLayoutMargins.trailing") ?? margins.right
        return margins
    }

    /// `numberOfLines`, 1 unless set.
    func numberOfLines() throws(ExpressionError) -> Int {
        expression(.numberOfLines) != nil ? Int(try dimension(.numberOfLines)) : 1
    }

    /// A label's text wrapped at `width` (its `numberOfLines` apply).
    func wrappedTextSize(width: Double) throws(ExpressionError) -> Size {
        var text = ""
        for symbol in [HotSymbol.text, .attributedText] where expression(symbol) != nil {
            switch try value(symbol) {
            case let .string(string): text = string
            case let .attributedString(attributed): text = attributed.string
            case .null: break
            case let other: text = other.interpolationDescription
            }
            break
        }
        guard !text.isEmpty else { return Size(width: 0, height: 0) }
        return pass.textMeasurer.measure(text, font: try textFont(), maxWidth: width, numberOfLines: try numberOfLines()).size
    }

    /// Frames of a stack's arranged children and of everything inside the stacks nested among
    /// them, relative to their parents: `inherited` when an enclosing stack already solved
    /// them, else one solve at the stack's own size with the stack at `origin` in root
    /// coordinates, where UIKit rounds edges (R-AL-ROUND-3). Conflicts and ambiguity become
    /// warnings. nil when the stack's size failed to evaluate (already reported).
    func arrangedFrames(inherited: [ObjectIdentifier: Rect]?, origin: (x: Double, y: Double))
        -> [ObjectIdentifier: Rect]?
    {
        if let inherited, let first = children.first, inherited[ObjectIdentifier(first)] != nil { return inherited }
        guard !children.isEmpty,
              let (layout, frames, result) = try? StackLayout.solved(self, width: try dimension(.width),
                                                                     height: try dimension(.height), origin: origin,
                                                                     diagnoses: true)
        else { return nil }
        for (problem, notes, finding) in StackLayoutProblem.problems(in: result, of: layout) {
            var diagnostic = Diagnostic(severity: .warning, message: problem.description, file: template.file,
                                        range: template.classRange, node: path)
            diagnostic.notes = notes
            diagnostic.layoutFinding = finding
            pass.report(diagnostic, includeChain: template.includeChain)
        }
        for (node, warning) in layout.warnings {
            // At the `alignment` attribute that asks for it.
            let attribute = node.template.attribute(named: "alignment")
            pass.report(Diagnostic(severity: .warning, message: warning.description, file: attribute?.file ?? node.template.file,
                                   range: attribute?.source.valueRange ?? node.template.classRange, node: node.path,
                                   attribute: attribute?.name, expression: attribute?.value),
                        includeChain: attribute?.includeChain ?? node.template.includeChain)
        }
        return frames
    }

    /// An arranged item's `intrinsicContentSize` (R-ICS-1): text from the project's metrics,
    /// controls from the catalog, images from their size; none for plain views and containers.
    /// While the stack is fitted, text whose width follows the stack is measured on one line.
    func stackItemIntrinsicSize(fitting: Bool) throws(ExpressionError) -> IntrinsicSize {
        switch intrinsicKind {
        case .none, .childlessCell, .headerFooterText:
            return IntrinsicSize(width: nil, height: nil)
        case let .fixed(width, height):
            return IntrinsicSize(width: width, height: height)
        case .image:
            guard expression("image") != nil, case let .image(image) = try value(forSymbol: "image"),
                  let size = image.size
            else { return IntrinsicSize(width: nil, height: nil) }
            return IntrinsicSize(width: size.width, height: size.height)
        default:
            let size = try inferredSize(maximumWidth: fitting && dependsOnParent(.width))
            return IntrinsicSize(width: size.width, height: size.height)
        }
    }

    /// `name.horizontal` and `name.vertical` as layout priorities (clamped to 1…1000), each
    /// `fallback`'s where the node does not set it.
    func priorities(_ name: String, default fallback: AxisPriorities) throws(ExpressionError) -> AxisPriorities {
        AxisPriorities(horizontal: try priority("\(name).horizontal") ?? fallback.horizontal,
                       vertical: try priority("\(name).vertical") ?? fallback.vertical)
    }

    private func priority(_ name: String) throws(ExpressionError) -> Float? {
        guard expression(name) != nil else { return nil }
        let number: Double
        switch try value(forSymbol: name) {
        case let .number(value): number = value
        case let .enumCase(value):
            switch value.rawValue {
            case let .double(raw): number = raw
            case let .int(raw): number = Double(raw)
            case let .uint(raw): number = Double(raw)
            case .string: return nil
            }
        default: return nil
        }
        return Float(min(max(number, 1), 1000))
    }

    /// The case name of an enum property the node sets (`axis`, `alignment`…).
    func enumCaseName(_ name: String) throws(ExpressionError) -> String? {
        guard expression(name) != nil, case let .enumCase(value) = try value(forSymbol: name) else { return nil }
        return value.name
    }

    /// A Boolean property, false unless set.
    func flag(_ name: String) throws(ExpressionError) -> Bool {
        guard expression(name) != nil else { return false }
        return try dimension(name) != 0
    }

    /// A numeric property, nil unless set.
    func optionalDimension(_ name: String) throws(ExpressionError) -> Double? {
        guard expression(name) != nil else { return nil }
        return try dimension(name)
    }
}
