/// Which UIKit classes exist for templates and what each accepts: the class tables of Layout
/// 0.7.0 (`uikit-classes.json`), optionally with project classes layered on top. Immutable.
public struct UIKitCatalog: Sendable {
    let tables: CatalogTables

    /// The UIKit tables, parsed from the generated text on first use.
    public static let standard = UIKitCatalog(tables: CatalogTextParser.parse(UIKitClassesData.text))

    /// View and view-controller class names in data order (helper types such as `CALayer`
    /// are not classes a template can name), custom classes last.
    public var classNames: [String] { tables.classNames }

    /// The class named `name`, or nil when the catalog doesn't know it (`Unknown class Foo`).
    public func viewClass(named name: String) -> ViewClass? {
        guard let table = tables.tables[name], table.kind != .helper, let lineage = tables.lineages[name] else {
            return nil
        }
        return ViewClass(lineage: lineage, tables: tables)
    }

    /// A catalog that also knows `customClasses` (which may subclass one another, in any order).
    /// A custom class named like a catalog class replaces it.
    public func adding(customClasses: [CustomClass]) -> UIKitCatalog {
        let known = Set(tables.tables.keys).union(customClasses.map(\.name))
        let added = customClasses.map { custom -> ClassTable in
            var superclass = custom.superclassName
            if !known.contains(superclass) || tables.tables[superclass]?.kind == .helper {
                superclass = custom.name.hasSuffix("Controller") ? "UIViewController" : "UIView"
            }
            var builder = ClassTable.Builder(name: custom.name, kind: .custom, superclassName: superclass)
            builder.types = custom.properties
            builder.parameters = custom.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            return ClassTable(builder)
        }
        return UIKitCatalog(tables: tables.adding(added))
    }

    /// Entry counts of the UIKit data (custom classes excluded), to check the generated text.
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
