import Expressions

extension LayoutNode {
    /// The default expression Layout gives a positional property the template
    /// leaves out (R-LL-DEFAULTS), compiled like a written one.
    func makeDefaultExpression(_ name: String) -> NodeExpression? {
        guard let source = defaultExpressionSource(name) else { return nil }
        return compile(source, name: name, type: .number(.cgFloat), origin: .none)
    }

    func defaultExpressionSource(_ name: String) -> String? {
        if let bar = containerBarExpressionSource(name) { return bar }
        let legacy = pass.options.mode == .legacy
        let has = { (symbol: String) in self.hasExpression(symbol) }
        switch name {
        case "width":
            if has("leading"), has("trailing") { return "100% - leading - trailing" }
            if has("left"), has("right") { return legacy ? "right - left" : "100% - right - left" }
            if !viewClass.isScrollView, sizesToContentHorizontally { return "100% == 0 ? auto : min(auto, 100%)" }
            return isRoot ? nil : "100%"
        case "height":
            if has("top"), has("bottom") { return legacy ? "bottom - top" : "100% - bottom - top" }
            if !viewClass.isScrollView, sizesToContentVertically { return "auto" }
            return isRoot ? nil : "100%"
        case "left" where pass.options.isRightToLeft:
            // Right to left, leading is the distance from the parent's right edge, trailing from its left.
            if has("leading") { return "100% - leading - width" }
            if has("trailing") { return "trailing" }
            if has("right") { return legacy ? "right - width" : "100% - right - width" }
            if has("center.x") { return "center.x - width * layer.anchorPoint.x" }
            return nil
        case "left":
            if has("leading") { return "leading" }
            // Layout writes `trailing + width` here (R-LL-DEFAULTS, likely a latent bug); kept for
            // fidelity.
            if has("trailing") { return "trailing + width" }
            if has("right") { return legacy ? "right - width" : "100% - right - width" }
            if has("center.x") { return "center.x - width * layer.anchorPoint.x" }
            return nil
        case "top":
            if has("bottom") { return legacy ? "bottom - height" : "100% - bottom - height" }
            if has("center.y") { return "center.y - height * layer.anchorPoint.y" }
            if has("firstBaseline") { return "firstBaseline - firstBaselineOffset" }
            if has("lastBaseline") { return "lastBaseline - lastBaselineOffset" }
            return nil
        default:
            return nil
        }
    }

    /// Views with an intrinsic width (labels, buttons, switches…) and image
    /// views size to their content instead of filling the parent.
    var sizesToContentHorizontally: Bool {
        viewClass.is(.imageView) || hasIntrinsicWidth
    }

    var sizesToContentVertically: Bool {
        viewClass.is(.imageView) || hasIntrinsicHeight
    }

    var hasIntrinsicWidth: Bool {
        switch intrinsicKind {
        case .text, .textInput, .button, .activityIndicator, .pageControl, .segmentedControl: return true
        case let .fixed(width, _): return width != nil
        default: return false
        }
    }

    var hasIntrinsicHeight: Bool {
        switch intrinsicKind {
        case .text, .textInput, .button, .activityIndicator, .pageControl, .segmentedControl, .childlessCell: return true
        case let .fixed(_, height): return height != nil
        default: return false
        }
    }
}
