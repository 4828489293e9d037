import Expressions
import LayoutEngine

/// A render as a person reads it in a review: one line per view — class and id, its frame in
/// its superview rounded to the device's pixels, the text it draws — indented by depth. Stable
/// (only what the render decides, nothing timed or hashed) and diff-friendly (one view changes
/// one line). A Red Box is its messages, one per line.
public enum FrameSnapshot {
    /// The snapshot of `outcome`, ending with a newline.
    public static func text(of outcome: RenderOutcome) -> String {
        let device = outcome.device
        let style = outcome.variant.style
        let variant = style == .standard ? "" : ", \(style.name)"
        var lines = ["# \(outcome.template) on \(device.name) (\(number(device.width))×\(number(device.height))@\(number(device.scale)))\(variant)"]
        if let tree = outcome.tree, outcome.errors.isEmpty {
            append(tree, depth: 0, scale: device.scale, to: &lines)
        } else {
            for error in outcome.errors {
                let position = error.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
                lines.append("error \(error.file ?? outcome.template)\(position): \(error.message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nesting is bounded by the formats' depth limits, so recursion is safe here.
    private static func append(_ node: RenderedNode, depth: Int, scale: Double, to lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + node.className
        if let id = node.id { line += "#" + id }
        let frame = node.frame
        line += " " + [frame.x, frame.y, frame.width, frame.height].map { number(pixel($0, scale)) }.joined(separator: " ")
        if let text = node.text, text.lineCount > 0 {
            line += " " + text.lines.map { "“\($0)”" }.joined(separator: " ")
        }
        lines.append(line)
        for child in node.children { append(child, depth: depth + 1, scale: scale, to: &lines) }
    }

    /// On the device's pixel grid.
    static func pixel(_ value: Double, _ scale: Double) -> Double {
        scale > 0 ? (value * scale).rounded() / scale : value
    }

    /// At most two decimals, no trailing zeros: `20.33`, `16`, `-0.5`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
