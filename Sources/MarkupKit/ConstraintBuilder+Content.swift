import AutoLayout
import Expressions
import LayoutEngine

/// What a view's content makes of its size (R-UIK-HEADLESS and R-LAYOUT-ICS): labels and buttons
/// from their text, images from the project's assets, fixed-size controls from UIKit's table.
extension ConstraintBuilder {
    /// MarkupKit's controls take the headless defaults of R-UIK-HEADLESS (iOS 11–12: stepper
    /// 94×29, progress view 2 high, segmented control 28, rounded-rect text field 30, page control
    /// 16 points a page less one gap × 37) — R-ICS-CAT's earlier column.
    static let generation = UIKitDefaults.Generation.iOS12

    func font(of node: ViewNode, key: String = "font", default size: Double = 17) -> FontDescriptor {
        if case .font(let font)? = node.property(key) { return font }
        return FontDescriptor(size: size)
    }

    func text(of node: ViewNode) -> String? {
        node.string("text") ?? node.string("attributedText")
    }

    func isWrappingLabel(_ node: ViewNode) -> Bool {
        guard node.isKind(of: "UILabel"), case .number(let lines)? = node.property("numberOfLines") else { return false }
        return lines != 1
    }

    private func imageSize(_ node: ViewNode, key: String = "image") -> Size? {
        if case .image(let image)? = node.property(key) { return image.size }
        return nil
    }

    /// `intrinsicContentSize`; nil on an axis without one.
    /// R-LAYOUT-ICS for MK1: a box that fills reports none; any other alignment reports its
    /// arranged views' intrinsic sizes added along its axis (with the spacing between them)
    /// and their largest across it, plus its margins when it arranges against them and a
    /// column's `topSpacing`/`bottomSpacing`. A view without an intrinsic size counts as 0.
    func legacyBoxSize(_ box: ViewNode) -> (width: Double?, height: Double?) {
        guard let alignment = box.layout.alignment, alignment != "fill" else { return (nil, nil) }
        let sizes = box.arranged.map(intrinsicSize(of:))
        let widths = sizes.map { max($0.width ?? 0, 0) }, heights = sizes.map { max($0.height ?? 0, 0) }
        let gaps = Double(max(sizes.count - 1, 0)) * (box.layout.spacing ?? version.defaultSpacing)
        var width = box.isRow ? widths.reduce(0, +) + gaps : widths.max() ?? 0
        var height = box.isRow ? heights.max() ?? 0 : heights.reduce(0, +) + gaps
        if box.isColumn { height += box.layout.topSpacing + box.layout.bottomSpacing }
        if box.layout.marginsRelative, let margins = box.layout.margins {
            width += margins.left + margins.right
            height += margins.top + margins.bottom
        }
        return (width, height)
    }

    func intrinsicSize(of node: ViewNode) -> (width: Double?, height: Double?) {
        let measurer = TextMeasurer(scale: options.scale)
        if node.isSpacer { return version == .v4 ? (0, 0) : (nil, nil) }
        if node.isBox {
            if version == .v1 { return legacyBoxSize(node) }
            guard version == .v4, node.arranged.isEmpty else { return (nil, nil) }
            return node.isRow ? (0, nil) : (nil, 0)
        }
        if node.isKind(of: "UILabel") {
            let text = text(of: node) ?? ""
            guard !text.isEmpty else { return (0, 0) }
            let lines = node.property("numberOfLines").flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 1
            let size = measurer.measure(text, font: font(of: node), maxWidth: wrapWidths[ObjectIdentifier(node)] ?? .infinity,
                                        numberOfLines: lines).size
            return (size.width, size.height)
        }
        if node.isKind(of: "UIButton") {
            let title = node.string("title") ?? node.string("attributedTitle") ?? ""
            var insets = EdgeInsets.zero
            if case .insets(let value)? = node.property("contentEdgeInsets") {
                insets = EdgeInsets(top: value.top, left: value.left, bottom: value.bottom, right: value.right)
            }
            // MarkupKit's single edges (`contentEdgeInsetLeft`) change one edge of `contentEdgeInsets`.
            for (key, edge) in [("Top", \EdgeInsets.top), ("Left", \.left), ("Bottom", \.bottom), ("Right", \.right)] {
                if case .number(let inset)? = node.property("contentEdgeInset" + key) { insets[keyPath: edge] = inset }
            }
            let image = imageSize(node)
            if title.isEmpty, let image {
                return (image.width + insets.left + insets.right, image.height + insets.top + insets.bottom)
            }
            let size = ButtonMetrics.intrinsicSize(title: title, font: font(of: node, key: "titleLabel.font", default: 15),
                                                   contentInsets: insets, measurer: measurer)
            // Title and image side by side, the taller setting the height, both inside the content insets.
            let imageHeight = image.map { $0.height + insets.top + insets.bottom } ?? 0
            return (size.width + (title.isEmpty ? 0 : image?.width ?? 0), max(size.height, imageHeight))
        }
        if node.isKind(of: "UIImageView") {
            guard let size = imageSize(node) else { return (nil, nil) }
            return (size.width, size.height)
        }
        if node.isKind(of: "UITextField") {
            let text = node.string("text").flatMap { $0.isEmpty ? nil : $0 } ?? node.string("placeholder") ?? ""
            let size = measurer.measure(text, font: font(of: node), numberOfLines: 1)
            let bordered: Bool = if case .enumCase(let style)? = node.property("borderStyle") { style.name == "roundedRect" } else { false }
            let lineHeight = measurer.measure("X", font: font(of: node)).size.height
            return bordered ? (size.size.width + ControlMetrics.borderedTextFieldPadding, UIKitDefaults.roundedRectTextFieldHeight(Self.generation))
                : (size.size.width, lineHeight)
        }
        if node.isKind(of: "UISegmentedControl") {
            var strings: [String] = []
            if case .array(let items)? = node.property("segments") {
                strings = items.map { if case .string(let text) = $0 { text } else { "" } }
            }
            return (ControlMetrics.segmentedControlWidth(titles: strings, measurer: measurer), UIKitDefaults.segmentedControlHeight(Self.generation))
        }
        if node.isKind(of: "UIPageControl") {
            let pages = node.property("numberOfPages").flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 0
            let size = UIKitDefaults.pageControlSize(pages: pages, generation: Self.generation)
            return (size.width, size.height)
        }
        for name in node.ancestry {
            if let size = UIKitDefaults.intrinsicSize(forClass: name, generation: Self.generation) { return (size.width, size.height) }
        }
        return (nil, nil)
    }

    /// The text a view draws, laid out by the stage at its final width, as Layout templates'
    /// views draw it: a label's text (wrapped to `numberOfLines`), a text field's text, else its
    /// placeholder, and a button's title (MarkupKit's `title` is the normal state's) on one line.
    /// Nil for other views and for views without text (R-UIK-TEXT).
    func sceneText(of node: ViewNode) -> SceneText? {
        let text: String?, font: FontDescriptor, lines: Int
        if node.isKind(of: "UILabel") {
            text = self.text(of: node)
            font = self.font(of: node)
            lines = node.property("numberOfLines").flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 1
        } else if node.isKind(of: "UITextField") {
            text = node.string("text").flatMap { $0.isEmpty ? nil : $0 } ?? node.string("placeholder")
            font = self.font(of: node)
            lines = 1
        } else if node.isKind(of: "UIButton") {
            text = node.string("title") ?? node.string("attributedTitle")
            font = self.font(of: node, key: "titleLabel.font", default: 15)
            lines = 1
        } else {
            return nil
        }
        guard let text, !text.isEmpty else { return nil }
        return SceneText(text, font: ResolvedFont(font), numberOfLines: lines)
    }

    /// A label's baselines from its font (first from the top, last from the bottom).
    func baselineOffsets(of node: ViewNode, height: Double?) -> (first: Double, last: Double)? {
        guard node.isKind(of: "UILabel"), let text = text(of: node), !text.isEmpty else { return nil }
        let measurement = TextMeasurer(scale: options.scale).measure(text, font: font(of: node))
        return (measurement.firstBaselineOffset, measurement.lastBaselineOffset)
    }
}
