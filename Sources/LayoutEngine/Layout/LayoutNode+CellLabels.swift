import Diagnostics
import Expressions

/// One built-in label of a table cell or section header view (`textLabel`, `detailTextLabel`)
/// with the text a template gives it.
struct CellLabel {
    /// `textLabel` or `detailTextLabel`.
    var name: String
    var text: String
    var font: FontDescriptor
    /// One line of the text in its font, rounded up to the pixel grid.
    var size: Size
}

/// A table cell's built-in labels as UIKit's cell styles show them: `textLabel` always,
/// `detailTextLabel` in the `subtitle`, `value1` and `value2` styles. Their heights are what
/// a cell's `auto` height starts with (R-LL-AUTO). Default fonts: text styles at the render's
/// text size (`CellLabelPlacement.defaultFont`: at Large the system font at 17 pt, a subtitle's
/// detail at 12 pt, UIKit's classic cell metrics).
extension LayoutNode {
    /// The cell's `style` case name (`default` when not set).
    var cellStyle: String {
        guard expression("style") != nil, let value = try? value(forSymbol: "style") else { return "default" }
        let name = value.swiftDescription
        return ["subtitle", "value1", "value2"].first { name.hasSuffix($0) } ?? "default"
    }

    /// The labels with text, in the order UIKit stacks or lines them up.
    func cellLabels() throws(ExpressionError) -> [CellLabel] {
        guard hasCellLabels else { return [] }
        let style = viewClass.isTableViewCell ? cellStyle : "default"
        var labels: [CellLabel] = []
        for name in style == "default" ? ["textLabel"] : ["textLabel", "detailTextLabel"] {
            guard let text = try stringValue(of: ["\(name).text", "\(name).attributedText"]), !text.isEmpty else { continue }
            var font = CellLabelPlacement.defaultFont(of: name, style: style, category: pass.options.environment.fonts.contentSizeCategory)
            if expression("\(name).font") != nil, case let .font(custom) = try value(forSymbol: "\(name).font") { font = custom }
            let size = pass.textMeasurer.measure(text, font: font, numberOfLines: 1).size
            labels.append(CellLabel(name: name, text: text, font: font, size: size))
        }
        return labels
    }

    /// The height the labels take: stacked in the default and subtitle styles, side by side
    /// (the taller) in value1 and value2.
    func cellLabelsHeight() throws(ExpressionError) -> Double {
        let heights = try cellLabels().map(\.size.height)
        return ["value1", "value2"].contains(cellStyle) ? heights.max() ?? 0 : heights.reduce(0, +)
    }
}

extension Renderer {
    /// A table cell's (or section header's) built-in labels as `UILabel` children, where its
    /// style puts them in a frame of `size`: inset by the cell's layout margins (16 points, 20
    /// in a view 414 points wide or more), `default` and `subtitle` centred vertically as one
    /// block, `value1` and `value2` with the detail at the trailing edge. Each carries `$role`
    /// (`textLabel`, `detailTextLabel`) and the cell's source position.
    static func cellLabelNodes(of node: LayoutNode, size: Size) -> [RenderedNode] {
        guard node.hasCellLabels, let labels = try? node.cellLabels(), !labels.isEmpty else { return [] }
        let sideBySide = node.viewClass.isTableViewCell && ["value1", "value2"].contains(node.cellStyle)
        let frames = CellLabelPlacement.frames(of: labels.map { ($0.name, $0.size) }, in: size, sideBySide: sideBySide)
        let position = node.template.classRange.start
        return zip(labels, frames).map { label, frame in
            var props: [(name: String, value: Value)] = [("$role", .string(label.name)), ("font", .font(label.font)),
                                                          ("text", .string(label.text))]
            if node.expression("\(label.name).textColor") != nil, let color = try? node.value(forSymbol: "\(label.name).textColor") {
                props.append(("textColor", color))
            }
            var rendered = RenderedNode(
                className: "UILabel", id: nil, frame: frame, props: props, file: node.template.file,
                position: SourcePosition(line: position.line, column: max(1, position.column - 1)), children: [])
            rendered.text = DrawnText(label.text, font: ResolvedFont(label.font), width: frame.width, numberOfLines: 1,
                                      measurer: node.pass.textMeasurer)
            return rendered
        }
    }
}
