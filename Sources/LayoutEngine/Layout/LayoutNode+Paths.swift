import Diagnostics
import Expressions

/// Reading any property path: Layout reads view properties through KVC, so an
/// expression may read what a template may not write — `frame.width`, `bounds.size`,
/// `intrinsicContentSize.height`, `text.length`, `view.safeAreaInsets.top`. Only writing a
/// read-only property is an error.
extension LayoutNode {
    /// Whether `name` is geometry the node computes (`frame`, `bounds.height`, `view.frame`…),
    /// which must be read live even where the class tables give the property a default.
    func isComputedPath(_ name: String) -> Bool {
        let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        if isViewControllerView(name) { return isComputedPath(String(name.dropFirst(5))) }
        if Self.viewGeometry.contains(head) || Self.layoutGuides.contains(name) { return true }
        return name.hasPrefix("layer.frame") || name.hasPrefix("layer.bounds")
    }

    /// Whether this node answers `name` as a path (a computed view property, or a member of a
    /// readable value), so that the name compiles to a slot rather than `Unknown property`.
    func canReadPath(_ name: String) -> Bool {
        if Self.viewGeometry.contains(name) || Self.layoutGuides.contains(name) { return true }
        if isViewControllerView(name) { return canRead(String(name.dropFirst(5))) }
        guard let dot = name.firstIndex(of: ".") else { return false }
        // The longest readable head wins: `layer.bounds.height` is `layer.bounds`'s `height`.
        var head = Substring(name)
        while let split = head.lastIndex(of: ".") {
            head = head[..<split]
            let prefix = String(head)
            let rest = String(name[name.index(after: split)...])
            guard let sample = sampleValue(prefix) else { continue }
            return Self.member(rest, of: sample) != nil
        }
        _ = dot
        return false
    }

    /// The value of a path `canReadPath` accepted; nil for names it does not know.
    func pathValue(_ name: String) throws(ExpressionError) -> Value? {
        switch name {
        case "frame", "layer.frame":
            return .rect(Rect(x: try dimension(.left), y: try dimension(.top), width: try dimension(.width), height: try dimension(.height)))
        case "bounds", "layer.bounds":
            return .rect(Rect(x: 0, y: 0, width: try dimension(.width), height: try dimension(.height)))
        case "intrinsicContentSize":
            return .size(try intrinsicContentSize())
        case "topLayoutGuide.length":
            return .number(pass.options.device.insets.top)
        case "bottomLayoutGuide.length":
            return .number(pass.options.device.insets.bottom)
        case "frame.x", "frame.origin.x", "layer.frame.x", "layer.frame.origin.x":
            return .number(try dimension(.left))
        case "frame.y", "frame.origin.y", "layer.frame.y", "layer.frame.origin.y":
            return .number(try dimension(.top))
        case "frame.width", "frame.size.width", "bounds.width", "bounds.size.width",
             "layer.frame.width", "layer.frame.size.width", "layer.bounds.width", "layer.bounds.size.width":
            // One component, so `height="frame.width"` does not read its own height.
            return .number(try dimension(.width))
        case "frame.height", "frame.size.height", "bounds.height", "bounds.size.height",
             "layer.frame.height", "layer.frame.size.height", "layer.bounds.height", "layer.bounds.size.height":
            return .number(try dimension(.height))
        default:
            break
        }
        if isViewControllerView(name) { return try value(forSymbol: String(name.dropFirst(5))) }
        var head = Substring(name)
        while let split = head.lastIndex(of: ".") {
            head = head[..<split]
            let prefix = String(head)
            guard sampleValue(prefix) != nil else { continue }
            let rest = String(name[name.index(after: split)...])
            let whole = try value(forSymbol: prefix)
            guard let member = Self.member(rest, of: whole) else {
                throw ExpressionError("Unknown property \(rest) of \(prefix)", span: SourceSpan(0, 0))
            }
            return member
        }
        return nil
    }

    /// UIKit's `intrinsicContentSize`: the content size per axis, −1 (`noIntrinsicMetric`)
    /// on an axis where the view has none.
    func intrinsicContentSize() throws(ExpressionError) -> Size {
        let hasWidth = hasIntrinsicWidth || (viewClass.is(.imageView) && expression("image") != nil)
        let hasHeight = hasIntrinsicHeight || (viewClass.is(.imageView) && expression("image") != nil)
        guard hasWidth || hasHeight else { return Size(width: -1, height: -1) }
        let size = try inferredSize(maximumWidth: false)
        return Size(width: hasWidth ? size.width : -1, height: hasHeight ? size.height : -1)
    }

    /// A value standing for what `prefix` reads on this node, to check members against at
    /// compile time; nil when the node cannot read `prefix`.
    private func sampleValue(_ prefix: String) -> Value? {
        switch prefix {
        case "frame", "bounds", "layer.frame", "layer.bounds": return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case "intrinsicContentSize", "contentSize", "inferredSize", "inferredContentSize", "containerSize":
            return .size(Size(width: 0, height: 0))
        case "center": return .point(Point(x: 0, y: 0))
        default: break
        }
        if let entry = expressions[prefix] ?? nil {
            return Value.zero(of: entry.expression.type) ?? Self.sample(of: entry.expression.type)
        }
        if let parameter = parameters[prefix] { return Value.zero(of: parameter) ?? Self.sample(of: parameter) }
        if let type = type(of: prefix) ?? viewClass.symbol(prefix)?.typeName.map(pass.propertyType(named:)) {
            return Value.zero(of: type) ?? Self.sample(of: type)
        }
        return defaultPropertyValue(prefix)
    }

    private static func sample(of type: PropertyType) -> Value? {
        switch type {
        case .string, .attributedString: return .string("")
        case .array: return .array([])
        default: return nil
        }
    }

    /// A member of a value: struct members (`size.width`, `origin.x`), and the length of
    /// text as `NSString.length` (UTF-16 units) or `count`, and the count of an array.
    static func member(_ path: String, of value: Value) -> Value? {
        if let member = value.member(path) { return member }
        switch (value, path) {
        case let (.string(text), "length"): return .number(Double(text.utf16.count))
        case let (.string(text), "count"): return .number(Double(text.count))
        case let (.attributedString(text), "length"): return .number(Double(text.string.utf16.count))
        case let (.array(items), "count"): return .number(Double(items.count))
        case (.null, "length"), (.null, "count"): return .number(0)
        default: break
        }
        // A nested path: `size.width` of a rect is handled above; others go one member at a time.
        guard let dot = path.firstIndex(of: ".") else { return nil }
        guard let inner = member(String(path[..<dot]), of: value) else { return nil }
        return member(String(path[path.index(after: dot)...]), of: inner)
    }

    /// `view.X` on a view-controller node: the controller's view is the node itself.
    private func isViewControllerView(_ name: String) -> Bool {
        viewClass.isViewController && name.hasPrefix("view.")
    }

    /// Geometry every view has: the frame, the bounds, the intrinsic content size.
    private static let viewGeometry: Set<String> = ["frame", "bounds", "layer.frame", "layer.bounds", "intrinsicContentSize"]
    /// The deprecated layout guides' lengths (the safe-area insets they became).
    private static let layoutGuides: Set<String> = ["topLayoutGuide.length", "bottomLayoutGuide.length"]
}
