import Diagnostics
import Expressions

extension LayoutNode {
    /// `auto` in width/height (R-LL-AUTO): the intrinsic size of content
    /// views (text measured with real glyph metrics, wrapped at the width the
    /// view will have), else the bounding box of the children.
    /// `maximumWidth` asks for the unconstrained width (how `min(auto, 100%)`
    /// learns the width text would take on one line).
    func inferredSize(maximumWidth: Bool) throws(ExpressionError) -> Size {
        switch intrinsicKind {
        case .text:
            return try textSize(maximumWidth: maximumWidth)
        case .textInput:
            return viewClass.is(.textField) ? try textFieldSize() : try textSize(maximumWidth: maximumWidth)
        case .pageControl:
            var pages = 0
            if expression("numberOfPages") != nil { pages = Int(try dimension("numberOfPages")) }
            // The width rule's `min(auto, 100%)` caps it by the available width (R-ICS-CAT).
            return ControlMetrics.pageControlSize(pages: pages)
        case let .segmentedControl(height):
            var titles: [String] = []
            if expression("items") != nil, case let .array(items) = try value(forSymbol: "items") {
                titles = items.map { item in
                    if case let .string(text) = item { return text }
                    return ""
                }
            }
            return Size(width: ControlMetrics.segmentedControlWidth(titles: titles, measurer: pass.textMeasurer), height: height)
        case .button:
            let title = try stringValue(of: ["title", "normalTitle", "attributedTitle", "normalAttributedTitle"]) ?? ""
            var font = ButtonMetrics.defaultTitleFont
            if expression("titleLabel.font") != nil, case let .font(custom) = try value(forSymbol: "titleLabel.font") { font = custom }
            return ButtonMetrics.intrinsicSize(title: title, font: font, measurer: pass.textMeasurer)
        case let .fixed(width, height):
            let content = (width == nil || height == nil) ? try inferredContentSize() : Size(width: 0, height: 0)
            return Size(width: width ?? content.width, height: height ?? content.height)
        case let .activityIndicator(regular, large):
            let style = expression("activityIndicatorViewStyle") != nil ? try value(forSymbol: "activityIndicatorViewStyle") : .null
            let side = (style.swiftDescription == "whiteLarge" || style.swiftDescription == "large") ? large : regular
            return Size(width: side, height: side)
        case .image:
            if expression("image") != nil, case let .image(image) = try value(forSymbol: "image"), let size = image.size {
                return size
            }
            return try inferredContentSize()
        case let .childlessCell(height) where children.isEmpty:
            return Size(width: try containerWidthOfParent(), height: height)
        default:
            let content = try inferredContentSize()
            let insets = try contentInsets()
            return Size(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
        }
    }

    /// A text field's size: its text (or, when empty, its placeholder) on one line, one line
    /// high; a border (`roundedRect`, `line`, `bezel`) adds padding and a fixed height.
    private func textFieldSize() throws(ExpressionError) -> Size {
        var text = try labelText() ?? ""
        if text.isEmpty, let placeholder = try stringValue(of: ["placeholder", "attributedPlaceholder"]) { text = placeholder }
        let font = try textFont()
        let measured = pass.textMeasurer.measure(text, font: font, numberOfLines: 1).size
        let lineHeight = PixelGrid.ceil(font.lineHeight, scale: pass.textMeasurer.scale)
        var style = "none"
        if expression("borderStyle") != nil { style = try value(forSymbol: "borderStyle").swiftDescription }
        guard style != "none" else { return Size(width: measured.width, height: lineHeight) }
        return Size(width: measured.width + ControlMetrics.borderedTextFieldPadding,
                    height: max(ControlMetrics.borderedTextFieldHeight(style: style), lineHeight))
    }

    /// The size of a label's text at the width it will be laid out with.
    private func textSize(maximumWidth: Bool) throws(ExpressionError) -> Size {
        guard let text = try labelText(), !text.isEmpty else { return Size(width: 0, height: 0) }
        let font = try textFont()
        var lines = 1
        if expression(.numberOfLines) != nil { lines = Int(try dimension(.numberOfLines)) }
        let width = maximumWidth ? Double.infinity : try wrappingWidth()
        // Width and height both ask for the same measurement: keep the last one.
        if lastMeasuredWidth == width, lastMeasuredLines == lines, lastMeasuredFace == font.face,
           lastMeasuredFontSize == font.size, lastMeasuredScale == pass.textMeasurer.scale, lastMeasuredText == text {
            return lastMeasuredSize
        }
        // The text is split into words once; a new width only re-wraps the words.
        if preparedText.map({ $0.face != font.face || $0.text != text }) ?? true {
            preparedText = PreparedText(text, font: font)
        }
        let size = pass.textMeasurer.measure(preparedText!, font: font, maxWidth: width, numberOfLines: lines).size
        lastMeasuredText = text
        lastMeasuredWidth = width
        lastMeasuredLines = lines
        lastMeasuredFace = font.face
        lastMeasuredFontSize = font.size
        lastMeasuredScale = pass.textMeasurer.scale
        lastMeasuredSize = size
        return size
    }

    /// The width text wraps at: the view's width when it doesn't depend on the
    /// text; when it does (`min(auto, 100%)`), that expression evaluated with
    /// `auto` as the unconstrained text width.
    private func wrappingWidth() throws(ExpressionError) -> Double {
        guard let width = expression(.width) else { return .infinity }
        let usesAuto = symbols(readBy: width.expression.dynamicSymbols, context: "width").contains("inferredSize.width")
        if !isEvaluating("width") { return try dimension(.width) }
        guard usesAuto, !measuringMaximumWidth else { return .infinity }
        measuringMaximumWidth = true
        defer { measuringMaximumWidth = false }
        // Evaluated directly, not through the cache: `auto` means something else here.
        let outerReader = reading(width.slots)
        defer { width.slots.node = outerReader }
        if case let .number(number) = try width.expression.evaluate(width.slots) { return number }
        return .infinity
    }

    /// The label's font: its `font` expression, else the system font at 17 pt.
    func textFont() throws(ExpressionError) -> ResolvedFont {
        guard intrinsicKind == .text || intrinsicKind == .textInput else {
            throw ExpressionError("\(template.className) does not implement firstBaseline", span: SourceSpan(0, 0))
        }
        var descriptor = FontDescriptor()
        if expression(.font) != nil, case let .font(font) = try value(.font) { descriptor = font }
        // Usually the same font as last render: an equality check, no hashing.
        if let resolved = lastResolvedFont, lastFontDescriptor.holds(descriptor) { return resolved }
        let pass = self.pass
        let resolved: ResolvedFont
        if let last = pass.lastResolvedFont, pass.lastFontDescriptor.holds(descriptor) {
            // The font the node before resolved (200 labels of one font): no hashing.
            resolved = last
        } else {
            if let known = pass.fonts[descriptor] {
                resolved = known
            } else {
                resolved = ResolvedFont(descriptor)
                pass.fonts[descriptor] = resolved
            }
            pass.lastFontDescriptor = descriptor
            pass.lastResolvedFont = resolved
        }
        lastFontDescriptor = descriptor
        lastResolvedFont = resolved
        return resolved
    }

    /// A label's `text`, else its `attributedText` (the body), as plain text.
    func labelText() throws(ExpressionError) -> String? {
        // Two symbols named one by one: no array of them built per label.
        if expression(.text) != nil { return try labelText(.text) }
        if expression(.attributedText) != nil { return try labelText(.attributedText) }
        return nil
    }

    private func labelText(_ symbol: HotSymbol) throws(ExpressionError) -> String? {
        switch try value(symbol) {
        case let .string(text): return text
        case let .attributedString(text): return text.string
        case .null: return nil
        case let other: return other.interpolationDescription
        }
    }

    /// The first of `names` the node has an expression for, as text.
    func stringValue(of names: [String]) throws(ExpressionError) -> String? {
        for name in names where expression(name) != nil {
            switch try value(forSymbol: name) {
            case let .string(text): return text
            case let .attributedString(text): return text.string
            case .null: return nil
            case let other: return other.interpolationDescription
            }
        }
        return nil
    }

    /// The bounding box of the visible children (R-LL-AUTO), skipping any
    /// dimension that depends on this node's size; a stack view sums its
    /// arranged children along its axis. An empty view fills its superview.
    func inferredContentSize() throws(ExpressionError) -> Size {
        if viewClass.isStackView { return try stackContentSize() }
        var width = 0.0, height = 0.0
        // A table cell (or section header) starts with its built-in labels (R-LL-AUTO).
        if hasCellLabels { height = try cellLabelsHeight() }
        for child in children where !(try child.isHidden()) {
            if !child.dependsOnParent(.width) {
                let left = child.dependsOnParent(.left) ? 0 : try child.dimension(.left)
                width = max(width, left + (try child.dimension(.width)))
            }
            if !child.dependsOnParent(.height) {
                let top = child.dependsOnParent(.top) ? 0 : try child.dimension(.top)
                height = max(height, top + (try child.dimension(.height)))
            }
        }
        if children.isEmpty {
            let insets = try contentInsets()
            if width <= 0 { width = max(0, try containerWidthOfParent() - insets.left - insets.right) }
            if height <= 0 { height = max(0, try containerHeightOfParent() - insets.top - insets.bottom) }
        }
        return Size(width: width, height: height)
    }

    /// Whether this node's `symbol` depends on its parent's size (R-LL-AUTO
    /// `widthDependsOnParent`): through `%`, `parent.width`/`height`, or an
    /// `auto` that falls back to the superview for a childless, contentless view.
    func dependsOnParent(_ symbol: String) -> Bool {
        if let hot = HotSymbol(name: symbol) { return dependsOnParent(hot) }
        if let known = parentDependence[symbol] { return known }
        let answer = dependsOnParent(symbol, visited: [])
        parentDependence[symbol] = answer
        return answer
    }

    /// `dependsOnParent` for a frame symbol, remembered in a fixed array.
    func dependsOnParent(_ symbol: HotSymbol) -> Bool {
        if let known = hot[symbol.rawValue].dependsOnParent { return known }
        // A node set up like its sibling reads the same names; childless alike, it depends alike.
        if let model = alikeModel, model.children.isEmpty == children.isEmpty, pass.diagnostics.isEmpty,
           let known = model.hot[symbol.rawValue].dependsOnParent
        {
            hot[symbol.rawValue].dependsOnParent = known
            return known
        }
        let answer = dependsOnParent(symbol.name, visited: [])
        hot[symbol.rawValue].dependsOnParent = answer
        return answer
    }

    private func dependsOnParent(_ symbol: String, visited: Set<String>) -> Bool {
        guard !visited.contains(symbol), let expression = expression(symbol) else { return false }
        let horizontal = LayoutSymbols.horizontal.contains(symbol)
        for name in symbols(readBy: expression.expression.dynamicSymbols, context: symbol) {
            switch name {
            case "parent.containerSize.width", "parent.width", "parent.right", "parent.center.x":
                if horizontal || symbol == "width" { return true }
            case "parent.containerSize.height", "parent.height", "parent.bottom", "parent.center.y":
                if !horizontal || symbol == "height" { return true }
            case "inferredSize.width", "inferredSize.height":
                if children.isEmpty, !hasIntrinsicWidth, !hasIntrinsicHeight, !viewClass.is(.imageView) { return true }
            default:
                if LayoutSymbols.positional.contains(name), dependsOnParent(name, visited: visited.union([symbol])) { return true }
            }
        }
        return false
    }
}

extension LayoutNode {
    /// `names` with each macro replaced by the symbols it reads when property `context` uses
    /// it (macros may use macros), so layout sees what an attribute depends on through them.
    func symbols(readBy names: [String], context: String) -> [String] {
        guard names.contains(where: { findMacro($0) != nil }) else { return names }
        var result: [String] = []
        var expanded: Set<String> = []
        var pending = names
        while let name = pending.popLast() {
            guard let (owner, macro) = findMacro(name) else {
                result.append(name)
                continue
            }
            _ = owner
            guard expanded.insert(name).inserted, let compiled = macroExpression(macro, context: context) else { continue }
            pending += compiled.expression.dynamicSymbols
        }
        return result
    }
}

extension FontDescriptor? {
    /// `self == descriptor`, compared in place (`==` would wrap `descriptor` in a copy).
    @inline(__always)
    func holds(_ descriptor: FontDescriptor) -> Bool {
        switch self {
        case let .some(held): return held == descriptor
        case .none: return false
        }
    }
}
