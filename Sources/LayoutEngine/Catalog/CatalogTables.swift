import Foundation

/// Everything the catalog knows, shared by every `ViewClass` it hands out: the UIKit text's
/// tables (`CatalogSource`, parsed class by class on first use), the custom classes layered on
/// top, each class's lineage (resolved on first use and kept), and the node-level tables of
/// `uikit-classes.json`. Safe to use from several threads at once.
final class CatalogTables: @unchecked Sendable {
    // @unchecked: `lineages` is only touched while holding `lock`; everything else is immutable
    // or itself thread-safe.
    let source: CatalogSource
    /// Custom classes and extended UIKit classes by name; they win over `source`'s tables.
    let added: [String: ClassTable]
    /// View and view-controller classes (not helpers) in data order, custom classes last.
    let classNames: [String]
    var helperNames: [String] { source.index.helperNames }

    /// `left right … lastBaseline` in data order, with their types (`center` is a `CGPoint`).
    let layoutSymbols: OrderedTable
    /// `outlet id xml template`.
    let nodeAttributes: OrderedTable
    /// Values a node computes itself (`containerSize.width`, `inferredSize.height`…).
    let nodeReadOnlySymbols: OrderedTable
    /// Accessibility keys Layout adds to every object.
    let commonProperties: OrderedTable
    /// Struct type → sub-key → type (`UIEdgeInsets` → `top` → `CGFloat`).
    var structSubkeys: [String: [String: String]] { source.index.structSubkeys }
    /// Node attributes and settable layout symbols, shared by every lineage.
    private let nodeKeys: [String: (typeName: String, origin: AttributeOrigin)]
    /// Answers of `ViewClass.attribute(_:)` already computed with these tables.
    let attributeMemo = AttributeMemo()

    private let lock = NSLock()
    /// Lineages resolved so far, by class name.
    private var lineages: [String: Lineage] = [:]

    /// The tables of `source` with `added` on top; `classNames` lists both.
    init(source: CatalogSource, added: [String: ClassTable] = [:], classNames: [String]? = nil) {
        self.source = source
        self.added = added
        self.classNames = classNames ?? source.index.classNames
        let globals = source.index.globals
        layoutSymbols = globals["layout_symbols"] ?? OrderedTable()
        nodeAttributes = globals["node_attributes"] ?? OrderedTable()
        nodeReadOnlySymbols = globals["node_read_only_symbols"] ?? OrderedTable()
        commonProperties = globals["common_properties"] ?? OrderedTable()
        // Layout checks node attributes, then layout symbols (`center` as a whole is unavailable,
        // so it is left to the class tables), then constructor parameters.
        var nodeKeys: [String: (typeName: String, origin: AttributeOrigin)] = [:]
        for (name, typeName) in layoutSymbols.pairs where name != "center" { nodeKeys[name] = (typeName, .layoutSymbol) }
        for (name, typeName) in nodeAttributes.pairs { nodeKeys[name] = (typeName, .nodeAttribute) }
        self.nodeKeys = nodeKeys
    }

    /// The class or helper table named `name` (a custom one first); nil when none is known.
    func table(named name: String) -> ClassTable? { added[name] ?? source.table(named: name) }

    /// What kind of entry `name` is, without parsing UIKit tables; nil when none is known.
    func kind(of name: String) -> ClassTable.Kind? { added[name]?.kind ?? source.kind(of: name) }

    /// The lineage of the class or helper named `name`, resolved on first use; nil when none is known.
    /// Every caller gets the same instance, even when several threads ask first at once.
    func lineage(of name: String) -> Lineage? {
        if let known = lock.withLock({ lineages[name] }) { return known }
        guard kind(of: name) != nil else { return nil }
        let lineage = Lineage(of: name, nodeKeys: nodeKeys) { table(named: $0) }
        return lock.withLock {
            if let stored = lineages[name] { return stored }
            lineages[name] = lineage
            return lineage
        }
    }

    /// Every class and helper table, custom ones included (parses every UIKit table).
    func allTables() -> [String: ClassTable] {
        source.allTables().merging(added) { _, custom in custom }
    }

    /// A catalog with `extra` tables added (or replaced), sharing `source`'s parsed tables;
    /// its lineages are resolved again on first use, as the new tables may change them.
    func adding(_ extra: [ClassTable]) -> CatalogTables {
        var added = self.added
        var classNames = self.classNames
        for table in extra {
            if kind(of: table.name) == nil, added[table.name] == nil { classNames.append(table.name) }
            added[table.name] = table
        }
        return CatalogTables(source: source, added: added, classNames: classNames)
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
