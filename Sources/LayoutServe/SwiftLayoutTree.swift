import LayoutEngine
import Project
import SwiftLayoutCode

/// `render --format swiftlayout-tree`: a layout's value tree as SwiftLayout's `LayoutPrinter`
/// prints it (R-SL-LAYOUT-PRINTER), anchors included, views by name. A format that has the tree
/// its code builds prints that (`TemplateFormat.printedLayoutTree`: SwiftLayout files); any
/// other template the tree of its code as `--format swiftlayout` prints it (R-SL-EXPORT-TREE).
public enum SwiftLayoutTree {
    public static func text(for outcome: RenderOutcome, mode: ExportMode?, in renderer: ProjectRenderer) -> Result<String, SwiftLayoutExport.Failure> {
        guard outcome.tree != nil, outcome.errors.isEmpty else { return .failure(.notRendered) }
        if let printed = renderer.format(for: outcome.template)?.printedLayoutTree(of: outcome.template) { return .success(printed + "\n") }
        return SwiftLayoutExport.layout(for: outcome, mode: mode, catalog: renderer.context.catalog).map { layout, _ in
            LayoutTreeText.text(of: layout, anchors: true) + "\n"
        }
    }
}
