import Foundation

/// Which UIKit classes exist for templates and what each accepts: the class tables of Layout
/// 0.7.0 (`uikit-classes.json`), optionally with project classes layered on top. Immutable.
public struct UIKitCatalog: Sendable {
    let tables: CatalogTables

    /// The UIKit tables of the generated text: indexed on first use, each class parsed when a
    /// lookup first needs it.
    public static let standard = UIKitCatalog(tables: CatalogTables(source: CatalogSource(text: UIKitClassesData.text)))

    /// The classes nearly every layout reaches (every view is a `UIView`): a project opened
    /// for a command parses their tables with it (`prefetchCommonClasses`).
    static let commonClasses = ["UIView", "UILabel", "UIControl", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITextField"]

    /// Parses the tables of `names` now (those not parsed yet), as a lookup would on first use.
    func prefetch(_ names: [String]) {
        for name in names { _ = tables.source.table(named: name) }
    }

    /// Parses the common classes' tables of `standard` (about 3 M instructions; the whole
    /// catalog is about 35 M): a project's first render then reads the classes it names as
    /// a later render does, as it did when opening a project read the whole catalog.
    public static func prefetchCommonClasses() { standard.prefetch(commonClasses) }

    /// View and view-controller class names in data order (helper types such as `CALayer`
    /// are not classes a template can name), custom classes last.
    public var classNames: [String] { tables.classNames }

    /// The class named `name`, or nil when the catalog doesn't know it (`Unknown class Foo`).
    /// A module-qualified name (`MyApp.TabButton`, `UIKit.UILabel`) names the same class as the
    /// bare name, as Layout's class lookup (with its app-module fallback) finds it.
    public func viewClass(named name: String) -> ViewClass? {
        let name = tables.kind(of: name) == nil ? Self.unqualified(name) : name
        guard let kind = tables.kind(of: name), kind != .helper, let lineage = tables.lineage(of: name) else {
            return nil
        }
        return ViewClass(lineage: lineage, tables: tables)
    }

    /// `TabButton` for `MyApp.TabButton`; the name itself when it has no module.
    static func unqualified(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// Whether `name` (module-qualified or not) is a UIKit class of the catalog data, which a
    /// project class of the same name extends rather than replaces.
    public func isBuiltInClass(_ name: String) -> Bool {
        tables.kind(of: Self.unqualified(name)) == .uikitClass
    }

    /// The class named `name`, or — as LayoutTool does for classes it cannot see — `UIViewController`
    /// when the name ends in `Controller`, else `UIView`.
    public func assumedClass(named name: String) -> ViewClass {
        viewClass(named: name) ?? viewClass(named: Self.assumedRoot(of: name).rawValue)!
    }

    /// A catalog that also knows `customClasses` (which may subclass one another, in any order).
    /// A custom class named like a UIKit class extends it, as a Swift extension would: its
    /// properties are added and everything else stays (its superclass too). A superclass that
    /// is unknown, a helper type, or part of a cycle is replaced by LayoutTool's assumption
    /// (`assumedClass`). Module prefixes (`MyApp.TabButton`) are dropped from the names.
    public func adding(customClasses declared: [CustomClass]) -> UIKitCatalog {
        // Nothing to add: keep these tables and their memoised lookups.
        if declared.isEmpty { return self }
        var extensions: [ClassTable] = []
        var customClasses: [CustomClass] = []
        for custom in declared {
            let name = Self.unqualified(custom.name)
            if tables.kind(of: name) == .uikitClass, let base = tables.table(named: name) {
                extensions.append(base.extended(properties: custom.properties, parameters: custom.parameters))
            } else {
                customClasses.append(CustomClass(
                    name: name, superclass: Self.unqualified(custom.superclassName), properties: custom.properties,
                    parameters: custom.parameters))
            }
        }
        let extended = extensions.isEmpty ? self : UIKitCatalog(tables: tables.adding(extensions))
        return extended.addingNew(customClasses)
    }

    /// `adding(customClasses:)` for classes that are not UIKit's.
    private func addingNew(_ customClasses: [CustomClass]) -> UIKitCatalog {
        if customClasses.isEmpty { return self }
        let customSuperclasses = Dictionary(customClasses.map { ($0.name, $0.superclassName) }) { _, last in last }
        let added = customClasses.map { custom -> ClassTable in
            var superclass = custom.superclassName
            if !isUsableSuperclass(of: custom.name, customSuperclasses) {
                superclass = Self.assumedRoot(of: custom.name).rawValue
            }
            var builder = ClassTable.Builder(name: custom.name, kind: .custom, superclassName: superclass)
            if superclass != custom.superclassName { builder.declaredSuperclassName = custom.superclassName }
            builder.types = custom.properties
            builder.parameters = custom.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            return ClassTable(builder)
        }
        return UIKitCatalog(tables: tables.adding(added))
    }

    /// Whether custom class `name` can keep its declared superclass: another custom class unless
    /// that leads back to `name` (cycle members are re-rooted, which breaks every cycle), or a
    /// catalog class that is not a helper type.
    private func isUsableSuperclass(of name: String, _ customSuperclasses: [String: String]) -> Bool {
        let superclass = customSuperclasses[name]!
        guard customSuperclasses[superclass] != nil else {
            guard let kind = tables.kind(of: superclass) else { return false }
            return kind != .helper
        }
        var visited: Set<String> = []
        var current = superclass
        while current != name, visited.insert(current).inserted, let next = customSuperclasses[current] {
            current = next
        }
        return current != name
    }

    private static func assumedRoot(of name: String) -> ViewClass.Root {
        name.hasSuffix("Controller") ? .viewController : .view
    }

    /// Entry counts of the UIKit data (custom classes excluded), to check the generated text.
    /// Reads every table of the data.
    public var statistics: CatalogStatistics { CatalogStatistics(tables) }

    /// The 13 layout keys every node has, in Layout's order, with their types.
    public var layoutSymbols: [(name: String, typeName: String)] { tables.layoutSymbols.pairs }
    /// `outlet id xml template` with their types.
    public var nodeAttributes: [(name: String, typeName: String)] { tables.nodeAttributes.pairs }
    /// Values a node computes itself and expressions may read (`containerSize.width`…).
    public var nodeReadOnlySymbols: [(name: String, typeName: String)] { tables.nodeReadOnlySymbols.pairs }
    /// Accessibility properties Layout adds to every object.
    public var commonProperties: [(name: String, typeName: String)] { tables.commonProperties.pairs }

    /// Sub-keys a struct-typed property exposes (`UIEdgeInsets` → `top`: `CGFloat` …); nil if none.
    public func structSubkeys(of typeName: String) -> [String: String]? { tables.structSubkeys[typeName] }
}
