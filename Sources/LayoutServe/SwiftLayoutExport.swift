import LayoutEngine
import MarkupKit
import Project
import SwiftLayoutCode

/// A rendered template printed as SwiftLayout code (`render --format swiftlayout`): the
/// layout's own constraints when its format has them, else anchors synthesised from its frames.
public enum SwiftLayoutExport {
    /// Why a render cannot be printed.
    public enum Failure: Error, Equatable, Sendable {
        /// The template did not render (its errors say why).
        case notRendered
        /// `constraints` was asked of a template placed by frames (a Layout template).
        case noConstraints(template: String)

        public var message: String {
            switch self {
            case .notRendered: "the template has errors, so there is no layout to print"
            case let .noConstraints(template):
                "\(template) has no constraints (its views are placed by frames): use --export-mode absolute, edges or edges-all"
            }
        }
    }

    /// The Swift file for `outcome`; `mode` nil picks `constraints` when the render has them,
    /// else `absolute`. `catalog` knows the project's classes.
    public static func code(for outcome: RenderOutcome, mode: ExportMode?, catalog: UIKitCatalog) -> Result<String, Failure> {
        layout(for: outcome, mode: mode, catalog: catalog).map { layout, mode in
            let device = outcome.device
            let header = [
                "\(outcome.template) as SwiftLayout code, printed by layout-serve for \(device.name) "
                    + "(\(points(device.width))×\(points(device.height)) points).",
                description(of: mode),
            ]
            return SwiftLayoutFile.text(of: layout, header: header) { superclass(of: $0, catalog: catalog) }
        }
    }

    /// The layout the code for `outcome` prints, and the mode it was made in (what `code` and
    /// the tree of that code print).
    public static func layout(for outcome: RenderOutcome, mode: ExportMode?, catalog: UIKitCatalog)
        -> Result<(CodeLayout, ExportMode), Failure> {
        guard let tree = outcome.tree, outcome.errors.isEmpty else { return .failure(.notRendered) }
        let mode = mode ?? (outcome.constraints == nil ? .absolute : .constraints)
        if mode == .constraints, outcome.constraints == nil { return .failure(.noConstraints(template: outcome.template)) }
        let device = outcome.device
        let layout = CodeLayout(
            tree: tree, constraints: outcome.constraints, mode: mode, classes: classes(catalog),
            fromSwiftLayout: outcome.template.hasSuffix(".swift"), deviceSize: (device.width, device.height),
            topSafeArea: [device.insets.top, device.insets.left, device.insets.bottom, device.insets.right])
        return .success((layout, mode))
    }

    /// `393`, `320.5`.
    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func description(of mode: ExportMode) -> String {
        switch mode {
        case .constraints: "Anchors from the layout's constraints; priorities other than required are appended as .priority(…)."
        case .absolute: "Anchors from the rendered frames: top and leading against the superview, constant width and height."
        case .edges: "Anchors from the rendered frames: top, leading and trailing against the superview, constant height."
        case .edgesAll: "Anchors from the rendered frames: all four edges against the superview."
        }
    }

    /// The project's classes (UIKit's, its own, MarkupKit's), by ancestry; MarkupKit's layout
    /// views have no margins unless set.
    static func classes(_ catalog: UIKitCatalog) -> ClassLookup {
        @Sendable func isKind(_ name: String, _ ancestor: String) -> Bool {
            var current: String? = name
            for _ in 0..<32 {
                guard let this = current else { return false }
                if this == ancestor { return true }
                if let known = catalog.viewClass(named: this) { return known.isSubclass(of: ancestor) }
                current = MarkupKitRenderer.superclass(ofMarkupKitClass: this)
            }
            return false
        }
        return ClassLookup(isKind: isKind) { isKind($0, "LMLayoutView") ? 0 : 8 }
    }

    /// What a class that is not UIKit's derives from: the project's declaration, MarkupKit's
    /// classes, else `UIView`; nil for a UIKit class.
    static func superclass(of name: String, catalog: UIKitCatalog) -> String? {
        if catalog.isBuiltInClass(name) || name == "UIView" { return nil }
        if let declared = catalog.viewClass(named: name), declared.isCustom {
            // A project class derived from one of MarkupKit's (a cell from `LMTableViewCell`)
            // keeps it, so the printed code says what it is.
            if let markupKitClass = declared.declaredSuperclassName,
               MarkupKitRenderer.superclass(ofMarkupKitClass: markupKitClass) != nil {
                return markupKitClass
            }
            return declared.superclassName ?? "UIView"
        }
        return MarkupKitRenderer.superclass(ofMarkupKitClass: name) ?? "UIView"
    }
}
