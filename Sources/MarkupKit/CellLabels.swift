import Expressions
import LayoutEngine

/// A table cell's and a section header or footer view's built-in labels (`textLabel.text`,
/// `detailTextLabel.text`) as `UILabel` children, drawn where UIKit's cell styles put them, as
/// Layout templates' cells show them (R-UIK-TEXT): inset by 16 points (20 in a view 414 points
/// wide or more), the default and subtitle styles centred vertically as one block, value1 and
/// value2 side by side with the detail at the trailing edge. Each carries `$role` and the
/// cell's source position. Their fonts are UIKit's text styles at the render's text size
/// (`CellLabelPlacement.defaultFont`) unless the document sets one.
enum CellLabels {
    /// Adds the labels under every cell of `rendered`, which the stage built from `view` (the
    /// same children in the same order), their default fonts at `category`'s size. Recursive:
    /// renders run on a stack for their nesting.
    static func add(to rendered: inout RenderedNode, from view: ViewNode, measurer: TextMeasurer, category: ContentSizeCategory = .large) {
        for index in view.children.indices where index < rendered.children.count {
            add(to: &rendered.children[index], from: view.children[index], measurer: measurer, category: category)
        }
        guard rendered.frame.width > 0, rendered.frame.height > 0 else { return }
        let labels = labels(of: view, size: Size(width: rendered.frame.width, height: rendered.frame.height), measurer: measurer, category: category)
        // (Appending nothing still gave a leaf a buffer of its own.)
        if !labels.isEmpty { rendered.children += labels }
    }

    /// `subtitle`, `value1`, `value2` or `default`, from a table cell's `style` factory.
    static func style(of node: ViewNode) -> String {
        guard node.isKind(of: "UITableViewCell"), let factory = node.string("style") else { return "default" }
        return ["subtitle", "value1", "value2"].first { factory.hasPrefix($0) } ?? "default"
    }

    /// The labels with text, each in its font at `category` and measured on one line.
    private static func measured(of node: ViewNode, measurer: TextMeasurer, category: ContentSizeCategory)
        -> [(name: String, text: String, font: FontDescriptor, size: Size)]
    {
        guard node.isKind(of: "UITableViewCell") || node.isKind(of: "UITableViewHeaderFooterView") else { return [] }
        let style = style(of: node)
        var found: [(name: String, text: String, font: FontDescriptor, size: Size)] = []
        for name in style == "default" ? ["textLabel"] : ["textLabel", "detailTextLabel"] {
            guard let text = node.string(name + ".text") ?? node.string(name + ".attributedText"), !text.isEmpty else { continue }
            var font = CellLabelPlacement.defaultFont(of: name, style: style, category: category)
            if case .font(let custom)? = node.property(name + ".font") { font = custom }
            found.append((name, text, font, measurer.measure(text, font: font, numberOfLines: 1).size))
        }
        return found
    }

    /// The height the labels take in a cell: stacked in the default and subtitle styles, the
    /// taller of the two side by side in value1 and value2 (0 without text).
    static func height(of node: ViewNode, measurer: TextMeasurer, category: ContentSizeCategory) -> Double {
        let heights = measured(of: node, measurer: measurer, category: category).map(\.size.height)
        return ["value1", "value2"].contains(style(of: node)) ? heights.max() ?? 0 : heights.reduce(0, +)
    }

    /// The labels with text, placed in a cell of `size`.
    static func labels(of node: ViewNode, size: Size, measurer: TextMeasurer, category: ContentSizeCategory = .large) -> [RenderedNode] {
        let found = measured(of: node, measurer: measurer, category: category)
        guard !found.isEmpty else { return [] }
        let style = style(of: node)
        let sideBySide = style == "value1" || style == "value2"
        let frames = CellLabelPlacement.frames(of: found.map { ($0.name, $0.size) }, in: size, sideBySide: sideBySide)
        return zip(found, frames).map { label, frame in
            var props: [(name: String, value: Value)] = [("$role", .string(label.name)), ("font", .font(label.font)),
                                                          ("text", .string(label.text))]
            if let color = node.property(label.name + ".textColor") { props.append(("textColor", color)) }
            var rendered = RenderedNode(className: "UILabel", id: nil, frame: frame, props: props, file: node.file,
                                        position: node.position, children: [])
            rendered.text = DrawnText(label.text, font: ResolvedFont(label.font), width: frame.width, numberOfLines: 1,
                                      measurer: measurer)
            return rendered
        }
    }
}
