import Expressions

extension LayoutNode {
    /// A stack view's axis: vertical unless `axis` says horizontal.
    var isVerticalStack: Bool {
        guard expression("axis") != nil, case let .enumCase(axis)? = try? value(forSymbol: "axis") else { return false }
        return axis.name == "vertical"
    }

    private var stackSpacing: Double {
        (try? dimension("spacing")) ?? 0
    }

    /// Whether arranged children stretch across the axis (`alignment` fill, the default).
    private var stackFills: Bool {
        guard expression("alignment") != nil, case let .enumCase(alignment)? = try? value(forSymbol: "alignment") else { return true }
        return alignment.name == "fill"
    }

    /// Sum of the visible arranged children along the axis plus spacing; the
    /// largest across it (spec §3.8). A stack with no visible children is 0×0.
    func stackContentSize() throws(ExpressionError) -> Size {
        var visible: [LayoutNode] = []
        for child in children where !(try child.isHidden()) { visible.append(child) }
        guard !visible.isEmpty else { return Size(width: 0, height: 0) }
        var along = stackSpacing * Double(visible.count - 1)
        var across = 0.0
        let vertical = isVerticalStack
        for child in visible {
            let size = try child.arrangedSize(in: self)
            along += vertical ? size.height : size.width
            across = max(across, vertical ? size.width : size.height)
        }
        return vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// An arranged child's own size (positions inside a stack are the stack's).
    func arrangedSize(in stack: LayoutNode) throws(ExpressionError) -> Size {
        let width = dependsOnParent(.width) ? (try inferredSize(maximumWidth: false).width) : try dimension(.width)
        let height = dependsOnParent(.height) ? (try inferredSize(maximumWidth: false).height) : try dimension(.height)
        return Size(width: width, height: height)
    }

    /// Frames of a stack's arranged children, in the stack's coordinates.
    func arrangedFrames() throws(ExpressionError) -> [ObjectIdentifier: Rect] {
        var frames: [ObjectIdentifier: Rect] = [:]
        let vertical = isVerticalStack
        let fills = stackFills
        let bounds = Size(width: try dimension(.width), height: try dimension(.height))
        var offset = 0.0
        for child in children where !(try child.isHidden()) {
            let size = try child.arrangedSize(in: self)
            if vertical {
                frames[ObjectIdentifier(child)] = Rect(x: 0, y: offset, width: fills ? bounds.width : size.width, height: size.height)
                offset += size.height + stackSpacing
            } else {
                frames[ObjectIdentifier(child)] = Rect(x: offset, y: 0, width: size.width, height: fills ? bounds.height : size.height)
                offset += size.width + stackSpacing
            }
        }
        return frames
    }
}
