/// Everything the catalog knows, shared by every `ViewClass` it hands out: class and helper
/// tables, their memoised lineages, and the node-level tables of `uikit-classes.json`.
final class CatalogTables: Sendable {
    /// UIKit classes, helper types and custom classes by name.
    let tables: [String: ClassTable]
    /// View and view-controller classes (not helpers) in data order, custom classes last.
    let classNames: [String]
    let helperNames: [String]
    let lineages: [String: Lineage]

    /// `left right … lastBaseline` in data order, with their types (`center` is a `CGPoint`).
    let layoutSymbols: OrderedTable
    /// `outlet id xml template`.
    let nodeAttributes: OrderedTable
    /// Values a node computes itself (`containerSize.width`, `inferredSize.height`…).
    let nodeReadOnlySymbols: OrderedTable
    /// Accessibility keys Layout adds to every object.
    let commonProperties: OrderedTable
    /// Struct type → sub-key → type (`UIEdgeInsets` → `top` → `CGFloat`).
    let structSubkeys: [String: [String: String]]
    /// Answers of `ViewClass.attribute(_:)` already computed with these tables.
    let attributeMemo = AttributeMemo()

    init(
        tables: [String: ClassTable], classNames: [String], helperNames: [String],
        layoutSymbols: OrderedTable, nodeAttributes: OrderedTable, nodeReadOnlySymbols: OrderedTable,
        commonProperties: OrderedTable, structSubkeys: [String: [String: String]]
    ) {
        self.tables = tables
        self.classNames = classNames
        self.helperNames = helperNames
        // Layout checks node attributes, then layout symbols (`center` as a whole is unavailable,
        // so it is left to the class tables), then constructor parameters.
        var nodeKeys: [String: (typeName: String, origin: AttributeOrigin)] = [:]
        for (name, typeName) in layoutSymbols.pairs where name != "center" { nodeKeys[name] = (typeName, .layoutSymbol) }
        for (name, typeName) in nodeAttributes.pairs { nodeKeys[name] = (typeName, .nodeAttribute) }
        var lineages: [String: Lineage] = [:]
        for name in tables.keys { lineages[name] = Lineage(of: name, in: tables, nodeKeys: nodeKeys) }
        self.lineages = lineages
        self.layoutSymbols = layoutSymbols
        self.nodeAttributes = nodeAttributes
        self.nodeReadOnlySymbols = nodeReadOnlySymbols
        self.commonProperties = commonProperties
        self.structSubkeys = structSubkeys
    }

    /// A copy with `extra` tables added (or replaced) and all lineages recomputed.
    func adding(_ extra: [ClassTable]) -> CatalogTables {
        var tables = self.tables
        var classNames = self.classNames
        for table in extra {
            if tables[table.name] == nil { classNames.append(table.name) }
            tables[table.name] = table
        }
        return CatalogTables(
            tables: tables, classNames: classNames, helperNames: helperNames,
            layoutSymbols: layoutSymbols, nodeAttributes: nodeAttributes,
            nodeReadOnlySymbols: nodeReadOnlySymbols, commonProperties: commonProperties,
            structSubkeys: structSubkeys)
    }
}

/// A name → type table that remembers its data order (dictionaries don't), so that listings
/// and did-you-mean ties come out the same on every run.
struct OrderedTable: Sendable {
    private(set) var names: [String] = []
    private(set) var types: [String: String] = [:]

    /// Appends `name` unless present.
    mutating func append(_ name: String, _ typeName: String) {
        if types.updateValue(typeName, forKey: name) == nil { names.append(name) }
    }

    subscript(name: String) -> String? { types[name] }

    /// Entries in data order.
    var pairs: [(name: String, typeName: String)] { names.map { ($0, types[$0]!) } }
}
