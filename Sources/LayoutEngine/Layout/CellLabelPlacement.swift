import Expressions

/// Where a table cell's built-in labels (`textLabel`, `detailTextLabel`) sit in a cell of a
/// given size, as UIKit's cell styles put them: inside the cell's layout margins (20 pt on a
/// cell 414 pt or wider, else 16), stacked and centred vertically, or — `value1`/`value2` — side
/// by side, the detail label against the trailing margin. Shared by every format that shows cells.
public enum CellLabelPlacement {
    /// A built-in label's font when the document sets none: a text style, as UIKit's standard
    /// cells use, so it follows Dynamic Type — `body` (17 pt at Large, 40 at AX3) for the text
    /// label and the detail of `value1` and `value2`, `caption1` (12 pt at Large, 32 at AX3)
    /// for the detail under a `subtitle` cell's text. At Large these are the classic 17 and 12.
    public static func defaultFont(of name: String, style: String, category: ContentSizeCategory) -> FontDescriptor {
        let textStyle = name == "detailTextLabel" && style == "subtitle" ? "caption1" : "body"
        return FontDescriptor.preferred(textStyle: textStyle, at: category) ?? FontDescriptor(size: textStyle == "body" ? 17 : 12)
    }

    /// One frame per label, in order; `sizes` are the labels' one-line sizes.
    public static func frames(of labels: [(name: String, size: Size)], in cell: Size, sideBySide: Bool) -> [Rect] {
        let margin = cell.width >= 414 ? 20.0 : 16
        var y = (cell.height - labels.reduce(0) { $0 + $1.size.height }) / 2
        return labels.map { label in
            var frame = Rect(x: margin, y: y, width: max(0, cell.width - 2 * margin), height: label.size.height)
            if sideBySide {
                frame.y = (cell.height - label.size.height) / 2
                frame.width = min(label.size.width, frame.width)
                if label.name == "detailTextLabel" { frame.x = cell.width - margin - frame.width }
            } else {
                y += label.size.height
            }
            return frame
        }
    }
}
