import AutoLayout
import Diagnostics
import Expressions

extension DocumentReader {
    /// The properties MarkupKit's layout reads (R-EXT-SIZE, R-ROW-2, R-COL-2): stored for the
    /// constraint builder and listed in `props`. False when `key` is not one of them for this view
    /// and release.
    mutating func setLayoutProperty(_ key: String, _ text: String, on node: ViewNode, file: String, value: SourceRange) -> Bool {
        let keys = node.markupKitKeys(version)
        var margins: EdgeInsets { node.layout.margins ?? (node.isLayoutView ? .zero : .defaultMargins) }
        switch key {
        case "hidden": node.layout.hidden = readFlag(key, text, on: node)
        case "layoutMargins":
            let inset = AttributeValues.number(text).value
            node.layout.margins = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
            node.set(key, .insets(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)))
        case "layoutMarginTop", "layoutMarginLeft", "layoutMarginBottom", "layoutMarginRight", "layoutMarginLeading",
             "layoutMarginTrailing":
            var insets = margins
            let inset = readNumber(key, text, on: node, file: file, value: value)
            switch key {
            case "layoutMarginTop": insets.top = inset
            case "layoutMarginBottom": insets.bottom = inset
            case "layoutMarginLeft", "layoutMarginLeading": insets.left = inset
            default: insets.right = inset
            }
            node.layout.margins = insets
        default:
            guard keys.contains(key) else { return false }
            return setBoxProperty(key, text, on: node, file: file, value: value)
        }
        return true
    }

    /// MarkupKit's keys whose values are numbers read as KVC reads them (content priorities, which
    /// layout views overwrite (R-PRIO), and the single edges of insets and offsets). Its other
    /// keys (a button's `title`, `titleColor`, `image`, a cell's `value`) take the conversion by
    /// key name, as any property.
    static let numericMarkupKitKeys: Set<String> = [
        "horizontalContentCompressionResistancePriority", "horizontalContentHuggingPriority",
        "verticalContentCompressionResistancePriority", "verticalContentHuggingPriority",
        "contentEdgeInsetTop", "contentEdgeInsetLeft", "contentEdgeInsetBottom", "contentEdgeInsetRight",
        "titleEdgeInsetTop", "titleEdgeInsetLeft", "titleEdgeInsetBottom", "titleEdgeInsetRight",
        "imageEdgeInsetTop", "imageEdgeInsetLeft", "imageEdgeInsetBottom", "imageEdgeInsetRight",
        "contentInsetTop", "contentInsetLeft", "contentInsetBottom", "contentInsetRight",
        "shadowOffsetWidth", "shadowOffsetHeight", "currentPage", "radius",
    ]

    /// A number as KVC reads it (leading numeric prefix, else 0), with a warning when the
    /// text was more than a number.
    private mutating func readNumber(_ key: String, _ text: String, on node: ViewNode, file: String, value: SourceRange) -> Double {
        let (read, exact) = AttributeValues.number(text)
        if !exact { log.warning(.notANumber(key: key, value: text, read: read), file: file, at: value) }
        node.set(key, .number(read))
        return read
    }

    private func readFlag(_ key: String, _ text: String, on node: ViewNode) -> Bool {
        let read = AttributeValues.bool(text)
        node.set(key, .bool(read))
        return read
    }

    private mutating func setBoxProperty(_ key: String, _ text: String, on node: ViewNode, file: String, value: SourceRange) -> Bool {
        func number() -> Double { readNumber(key, text, on: node, file: file, value: value) }
        func flag() -> Bool { readFlag(key, text, on: node) }
        switch key {
        case "width": node.layout.width = number()
        case "height": node.layout.height = number()
        case "minimumWidth": node.layout.minimumWidth = number()
        case "maximumWidth": node.layout.maximumWidth = number()
        case "minimumHeight": node.layout.minimumHeight = number()
        case "maximumHeight": node.layout.maximumHeight = number()
        case "aspectRatio": node.layout.aspectRatio = number()
        case "weight": node.layout.weight = number()
        case "topSpacing": node.layout.topSpacing = number()
        case "bottomSpacing": node.layout.bottomSpacing = number()
        case "leadingSpacing": node.layout.leadingSpacing = number()
        case "trailingSpacing": node.layout.trailingSpacing = number()
        case "spacing": node.layout.spacing = number()
        case "topPadding": node.layout.topPadding = number()
        case "bottomPadding": node.layout.bottomPadding = number()
        case "alignToBaseline": node.layout.alignToBaseline = flag()
        case "alignToGrid": node.layout.alignToGrid = flag()
        case "fitToWidth": node.layout.fitToWidth = flag()
        case "fitToHeight": node.layout.fitToHeight = flag()
        case "layoutMarginsRelativeArrangement": node.layout.marginsRelative = flag()
        case "anchor":
            let names = text.split(separator: ",").map { String($0).trimmingSpaces }
            let known: Set<String> = ["none", "top", "bottom", "left", "right", "leading", "trailing", "all"]
            for name in names where !known.contains(name) {
                log.warning(.ignoredValue(key: key, value: name, kind: "anchor"), file: file, at: value,
                            suggestions: Suggestions.bestMatches(for: name, in: known.sorted(), limit: 2))
            }
            var anchor = Set(names.filter { known.contains($0) && $0 != "none" && $0 != "all" })
            if names.contains("all") { anchor.formUnion(["top", "bottom", "leading", "trailing"]) }
            node.layout.anchor = anchor
            node.set(key, .string(text))
        case "alignment":
            node.layout.alignment = text
            node.set(key, .string(text))
        case "horizontalAlignment", "verticalAlignment", "baseline":
            guard AttributeValues.markupKitEnums[key]!.contains(text) else {
                log.warning(.ignoredValue(key: key, value: text, kind: "value of \(key)"), file: file, at: value,
                            suggestions: Suggestions.bestMatches(for: text, in: AttributeValues.markupKitEnums[key]!, limit: 2))
                return true
            }
            // R-ROW-1, R-COL-1: the setters refuse centring along the main axis (3.3+).
            if key == "horizontalAlignment", text == "center", node.isRow {
                log.error(.invalidHorizontalAlignment, file: file, at: value)
                return true
            }
            if key == "verticalAlignment", text == "center", node.isColumn {
                log.error(.invalidVerticalAlignment, file: file, at: value)
                return true
            }
            switch key {
            case "horizontalAlignment": node.layout.horizontalAlignment = text
            case "verticalAlignment": node.layout.verticalAlignment = text
            default: node.layout.baseline = text
            }
            node.set(key, .string(text))
        case "checked": _ = flag()
        default:
            // Content priorities (layout views overwrite them, R-PRIO) and single edges: recorded.
            guard Self.numericMarkupKitKeys.contains(key) else { return false }
            node.set(key, .number(AttributeValues.number(text).value))
        }
        return true
    }
}
