import Expressions

/// `UICollectionViewFlowLayout` for one section of items: lines filled in order, at least
/// `minimumInteritemSpacing` apart, `minimumLineSpacing` between lines, inside `sectionInset`.
/// As UIKit does for items of one size: a full line is spread to both edges (a line of one
/// item is centred in it); the last line, when more would fit, starts at the leading edge
/// with the minimum spacing. Items of a line are centred across it.
struct FlowLayout {
    var scrollsHorizontally = false
    var itemSpacing = 10.0
    var lineSpacing = 10.0
    var sectionInset = EdgeInsets.zero
    /// The content's width (vertical scrolling) or height (horizontal) that lines fill.
    var breadth: Double

    /// Every item's origin in the collection view's content, for items of these sizes.
    func origins(of sizes: [Size]) -> [Point] {
        // Lay out as if scrolling vertically; a horizontal layout swaps the axes.
        let sizes = scrollsHorizontally ? sizes.map { Size(width: $0.height, height: $0.width) } : sizes
        let inset = scrollsHorizontally
            ? EdgeInsets(top: sectionInset.left, left: sectionInset.top, bottom: sectionInset.right, right: sectionInset.bottom)
            : sectionInset
        let available = breadth - inset.left - inset.right
        let tolerance = 1e-9
        var lines: [[Int]] = []
        var line: [Int] = []
        var used = 0.0
        for index in sizes.indices {
            let needed = line.isEmpty ? sizes[index].width : used + itemSpacing + sizes[index].width
            if !line.isEmpty, needed > available + tolerance {
                lines.append(line)
                line = [index]
                used = sizes[index].width
            } else {
                line.append(index)
                used = needed
            }
        }
        if !line.isEmpty { lines.append(line) }

        var origins = [Point](repeating: Point(x: 0, y: 0), count: sizes.count)
        var y = inset.top
        for (number, line) in lines.enumerated() {
            let height = line.map { sizes[$0].height }.max() ?? 0
            let widths = line.reduce(0) { $0 + sizes[$1].width }
            let last = sizes[line[line.count - 1]].width
            let isFull = number < lines.count - 1
                || widths + Double(line.count) * itemSpacing + last > available + tolerance
            var x = inset.left
            var gap = itemSpacing
            if isFull {
                if line.count == 1 {
                    x += (available - widths) / 2
                } else {
                    gap = (available - widths) / Double(line.count - 1)
                }
            }
            for index in line {
                origins[index] = Point(x: x, y: y + (height - sizes[index].height) / 2)
                x += sizes[index].width + gap
            }
            y += height + lineSpacing
        }
        return scrollsHorizontally ? origins.map { Point(x: $0.y, y: $0.x) } : origins
    }
}
