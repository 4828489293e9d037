import Diagnostics
import Expressions

extension LayoutNode {
    /// `builtInValue` for the hot symbols, dispatched on the enum rather than
    /// by comparing names.
    func builtInValue(_ symbol: HotSymbol) throws(ExpressionError) -> Value {
        switch symbol {
        case .containerWidth, .containerHeight:
            let axis: HotSymbol = symbol == .containerWidth ? .width : .height
            if isEvaluating(axis.name) {
                // The parent is being measured: `%` children see 0 and stay out of it.
                pass.markUncached(from: self, symbol: axis.name)
                return .number(0)
            }
            let insets = try contentInsets()
            let inset = axis == .width ? insets.left + insets.right : insets.top + insets.bottom
            return .number(max(0, try dimension(axis) - inset))
        case .inferredWidth:
            return .number(try inferredSize(maximumWidth: measuringMaximumWidth).width)
        case .inferredHeight:
            return .number(try inferredSize(maximumWidth: false).height)
        default:
            return try builtInValue(symbol.name)
        }
    }

    /// Symbols a node answers without an expression (R-LL-FRAME).
    func builtInValue(_ name: String) throws(ExpressionError) -> Value {
        let legacy = pass.options.mode == .legacy
        switch name {
        case "width":
            return .number(isRoot ? pass.options.rootFrame?.width ?? pass.options.device.width : 0)
        case "height":
            return .number(isRoot ? pass.options.rootFrame?.height ?? pass.options.device.height : 0)
        case "left":
            return .number(isRoot ? pass.options.rootFrame?.x ?? 0 : 0)
        case "top":
            return .number(isRoot ? pass.options.rootFrame?.y ?? 0 : 0)
        case "right":
            let edge = try dimension(.left) + dimension(.width)
            return .number(legacy ? edge : try containerWidthOfParent() - edge)
        case "bottom":
            let edge = try dimension(.top) + dimension(.height)
            return .number(legacy ? edge : try containerHeightOfParent() - edge)
        case "leading" where pass.options.isRightToLeft, "trailing" where !pass.options.isRightToLeft:
            return .number(try containerWidthOfParent() - (dimension(.left) + dimension(.width)))
        case "leading", "trailing":
            return .number(try dimension(.left))
        case "center.x":
            return .number(try dimension(.left) + dimension(.width) * anchor("x"))
        case "center.y":
            return .number(try dimension(.top) + dimension(.height) * anchor("y"))
        case "center":
            return .point(Point(x: try dimension("center.x"), y: try dimension("center.y")))
        case "containerSize.width", "containerSize.height":
            let axis = name == "containerSize.width" ? "width" : "height"
            if isEvaluating(axis) {
                // The parent is being measured: `%` children see 0 and stay out of it.
                pass.markUncached(from: self, symbol: axis)
                return .number(0)
            }
            let insets = try contentInsets()
            let inset = axis == "width" ? insets.left + insets.right : insets.top + insets.bottom
            return .number(max(0, try dimension(axis) - inset))
        case "containerSize":
            return .size(Size(width: try dimension(.containerWidth), height: try dimension(.containerHeight)))
        case "inferredSize.width":
            return .number(try inferredSize(maximumWidth: measuringMaximumWidth).width)
        case "inferredSize.height":
            return .number(try inferredSize(maximumWidth: false).height)
        case "inferredSize":
            return .size(try inferredSize(maximumWidth: false))
        case "inferredContentSize.width", "contentSize.width":
            return .number(try inferredContentSize().width)
        case "inferredContentSize.height", "contentSize.height":
            return .number(try inferredContentSize().height)
        case "inferredContentSize", "contentSize":
            return .size(try inferredContentSize())
        case "firstBaselineOffset":
            return .number(try textFont().firstBaselineOffset)
        case "lastBaselineOffset":
            return .number(try textFont().lastBaselineOffset(height: dimension(.height)))
        case "firstBaseline":
            return .number(try dimension(.top) + dimension("firstBaselineOffset"))
        case "lastBaseline":
            return .number(try dimension(.top) + dimension("lastBaselineOffset"))
        default:
            if parameters[name] != nil {
                throw ExpressionError("Missing value for parameter \(name)", span: SourceSpan(0, 0))
            }
            if isComputedPath(name) || setsHead(of: name), let value = try pathValue(name) { return value }
            if let value = defaultPropertyValue(name) { return value }
            if let value = try pathValue(name) { return value }
            // An attribute of an unknown class is not evaluated; the class is the one error.
            if isUnknownClass, template.attributes.contains(where: { $0.name == name }) { throw .alreadyReported }
            throw ExpressionError("Unknown property \(name)", span: SourceSpan(0, 0),
                                  suggestions: symbolSuggestions(for: name, inOwnScope: false))
        }
    }

    /// Whether an expression of this node sets a value `name` is a member of
    /// (`collectionViewLayout.itemSize` for `collectionViewLayout.itemSize.width`).
    private func setsHead(of name: String) -> Bool {
        var head = Substring(name)
        while let dot = head.lastIndex(of: ".") {
            head = head[..<dot]
            if hasExpression(String(head)) { return true }
        }
        return false
    }

    /// `layer.anchorPoint.x` or `.y` (0.5 unless set).
    private func anchor(_ axis: String) throws(ExpressionError) -> Double {
        guard expression("layer.anchorPoint.\(axis)") != nil || expression("layer.anchorPoint") != nil else { return 0.5 }
        if expression("layer.anchorPoint.\(axis)") != nil { return try dimension("layer.anchorPoint.\(axis)") }
        if case let .point(point) = try value(forSymbol: "layer.anchorPoint") { return axis == "x" ? point.x : point.y }
        return 0.5
    }

    /// A scroll view's content insets (its `contentInset` expressions); zero otherwise.
    func contentInsets() throws(ExpressionError) -> EdgeInsets {
        guard viewClass.isScrollView else { return .zero }
        var insets = EdgeInsets.zero
        if expression("contentInset") != nil, case let .insets(whole) = try value(forSymbol: "contentInset") { insets = whole }
        if expression("contentInset.top") != nil { insets.top = try dimension("contentInset.top") }
        if expression("contentInset.left") != nil { insets.left = try dimension("contentInset.left") }
        if expression("contentInset.bottom") != nil { insets.bottom = try dimension("contentInset.bottom") }
        if expression("contentInset.right") != nil { insets.right = try dimension("contentInset.right") }
        return insets
    }

    /// What a view property reads as when no expression sets it.
    func defaultPropertyValue(_ name: String) -> Value? {
        let insets = pass.options.device.insets
        switch name {
        case "alpha": return .number(1)
        case "isHidden": return .bool(false)
        case "backgroundColor": return .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
        // UIKit's defaults: the system tint, and a flow layout's 50×50 items.
        case "tintColor": return .color(Color(red: 0, green: 122 / 255, blue: 1))
        case "collectionViewLayout.itemSize": return .size(Size(width: 50, height: 50))
        case "collectionViewLayout.itemSize.width", "collectionViewLayout.itemSize.height": return .number(50)
        case "layer.anchorPoint": return .point(Point(x: 0.5, y: 0.5))
        case "layer.anchorPoint.x", "layer.anchorPoint.y": return .number(0.5)
        case "safeAreaInsets": return .insets(insets)
        case "safeAreaInsets.top": return .number(insets.top)
        case "safeAreaInsets.left": return .number(insets.left)
        case "safeAreaInsets.bottom": return .number(insets.bottom)
        case "safeAreaInsets.right": return .number(insets.right)
        case "font": return intrinsicKind == .text || intrinsicKind == .textInput ? .font(FontDescriptor()) : nil
        default: break
        }
        if let lookup = viewClass.symbol(name), let typeName = lookup.typeName, let type = PropertyType(named: typeName) {
            return Value.zero(of: type) ?? .null
        }
        // A member of a struct property (`layer.shadowOffset.width`): the struct's zero value's member.
        if let dot = name.lastIndex(of: "."), let whole = defaultPropertyValue(String(name[..<dot])) {
            return whole.member(String(name[name.index(after: dot)...]))
        }
        return nil
    }
}

extension LayoutPass {
    /// Records that `node.symbol` answered through a re-entrancy guard: values
    /// computed above it on the stack depend on that temporary answer.
    func markUncached(from node: LayoutNode, symbol: String) {
        guard let index = stack.firstIndex(where: { $0.node === node && $0.symbol == symbol }) else { return }
        uncachedAbove = min(uncachedAbove ?? index, index)
    }
}
