extension Rect {
    /// A member of the rect; `min`/`max`/`mid` use the standardized rect, as
    /// `CGRect.minX` does for negative sizes.
    func member(_ path: String) -> Value? {
        let minX = Swift.min(x, x + width), maxX = Swift.max(x, x + width)
        let minY = Swift.min(y, y + height), maxY = Swift.max(y, y + height)
        switch path {
        case "origin": return .point(Point(x: x, y: y))
        case "size": return .size(Size(width: width, height: height))
        case "x", "origin.x": return .number(x)
        case "y", "origin.y": return .number(y)
        case "width", "size.width": return .number(width)
        case "height", "size.height": return .number(height)
        case "minX": return .number(minX)
        case "maxX": return .number(maxX)
        case "midX": return .number((minX + maxX) / 2)
        case "minY": return .number(minY)
        case "maxY": return .number(maxY)
        case "midY": return .number((minY + maxY) / 2)
        default: return nil
        }
    }

    /// The rect with a scalar member replaced.
    func setting(_ path: String, to value: Double) -> Rect? {
        var rect = self
        switch path {
        case "x", "origin.x": rect.x = value
        case "y", "origin.y": rect.y = value
        case "width", "size.width": rect.width = value
        case "height", "size.height": rect.height = value
        default: return nil
        }
        return rect
    }
}
