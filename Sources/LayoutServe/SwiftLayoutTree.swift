import LayoutEngine
import SwiftLayoutCode

/// `render --format swiftlayout-tree`: a layout's value tree as SwiftLayout's `LayoutPrinter`
/// prints it (R-SL-LAYOUT-PRINTER), anchors included, views by name. A SwiftLayout file prints the
/// tree its code builds; any other template the tree of its code as `--format swiftlayout` prints
/// it (R-SL-EXPORT-TREE).
public enum SwiftLayoutTree {
    public static func text(for outcome: RenderOutcome, mode: ExportMode?, catalog: UIKitCatalog) -> Result<String, SwiftLayoutExport.Failure> {
        guard outcome.tree != nil, outcome.errors.isEmpty else { return .failure(.notRendered) }
        if let layoutTree = outcome.layoutTree { return .success(layoutTree + "\n") }
        return SwiftLayoutExport.layout(for: outcome, mode: mode, catalog: catalog).map { layout, _ in
            LayoutTreeText.text(of: layout, anchors: true) + "\n"
        }
    }
}
