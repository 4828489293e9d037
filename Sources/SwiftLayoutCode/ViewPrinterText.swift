/// A layout as the body SwiftLayout's `ViewPrinter` prints (R-SL-VIEW-PRINTER): the top view's
/// `sl.sublayout { … }`, each view with its `sl.anchors { … }`, four spaces per level, lines
/// joined by newlines with no trailing newline.
public enum ViewPrinterText {
    public static func text(of layout: CodeLayout) -> String {
        guard !layout.views.isEmpty else { return "" }
        return viewLines(of: 0, in: layout).joined(separator: "\n")
    }

    static let indent = "    "

    private static func viewLines(of view: Int, in layout: CodeLayout) -> [String] {
        let node = layout.views[view]
        let anchors = AnchorLines.lines(of: view, in: layout)
        var children = node.children.flatMap { viewLines(of: $0, in: layout) }
        if node.childrenNotArranged, !children.isEmpty {
            children = ["GroupLayout(option: .isNotArranged) {"] + children.map { indent + $0 } + ["}"]
        }
        var lines: [String]
        if anchors.isEmpty {
            if children.isEmpty { return [node.name] }
            lines = [node.name + ".sl.sublayout {"]
        } else {
            lines = [node.name + ".sl.anchors {"] + anchors.map { indent + $0 }
            if !children.isEmpty { lines.append("}.sublayout {") }
        }
        lines += children.map { indent + $0 }
        lines.append("}")
        return lines
    }
}
