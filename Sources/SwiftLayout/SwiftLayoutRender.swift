import AutoLayout
import Constraints
import Diagnostics
import LayoutEngine

/// One file rendered: the view tree with frames, the constraints as activated, the layout
/// value trees (for LayoutPrinter) and every problem, positioned in the project's files.
public struct SwiftLayoutRender {
    /// nil when the file has no layout that renders.
    public var tree: RenderedNode?
    /// Per layout of the file, in order: its value tree and its constraints.
    public var layouts: [LayoutValueNode] = []
    public var constraints: [ResolvedConstraint] = []
    /// The same constraints as the render lists them, positioned in the project's files.
    public var records: [ConstraintRecord] = []
    public var diagnostics: [Diagnostic] = []
    /// The file and every file whose declarations it used.
    public var dependencies: Set<String> = []
    /// Type names the layout looked up in the project (found or not, its own types included)
    /// and names no declaration gave: a file that comes to declare one affects it.
    public var usedNames: Set<String> = []
    /// View id → the axes its constraints leave free.
    public var ambiguous: [String: [Axis]] = [:]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }

    /// `LayoutPrinter(layout, withAnchors:).description` of every layout of the file, blank-line separated.
    public func layoutTree(withAnchors: Bool = true, listName: String = "ListLayout") -> String {
        let printer = LayoutPrinter(withAnchors: withAnchors, listName: listName)
        return layouts.map { printer.description(of: $0) }.joined(separator: "\n\n")
    }
}

extension ResolvedConstraint {
    /// `title.top == root.bottom + 8 @750`, for messages.
    public var equation: String {
        var text = "\(item.tag).\(attribute.rawValue) \(LayoutPrinter.relation(relation)) "
        if let toItem, let toAttribute {
            text += "\(toItem.tag).\(toAttribute.rawValue)"
            if multiplier != 1 { text += " × \(Double(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != 1000 { text += " @\(priority)" }
        return text
    }
}
