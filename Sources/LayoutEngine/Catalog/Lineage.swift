/// A class's tables from itself up to its root, with the key-path prefixes it inherits:
/// resolved once per class so that an attribute lookup is a few dictionary probes. A class:
/// every node holds its class's lineage, and copying one is then a single retain.
final class Lineage: Sendable {
    /// A key-path prefix and the class its keys resolve on.
    struct KeyPathPrefix: Sendable {
        let prefix: String
        let sourceClass: String
    }

    /// The class first, its root last.
    let chain: [ClassTable]
    /// Longest prefix first, so `navigationItem.leftBarButtonItem.` wins over `navigationItem.`.
    let prefixes: [KeyPathPrefix]
    /// Constructor parameter → type, nearest class winning.
    let parameters: [String: String]
    /// Deprecated symbol → replacement, nearest class winning.
    let deprecatedSymbols: [String: String]
    /// Node attributes, layout symbols and constructor parameters in one table, so that the
    /// common attributes (`left`, `width`, `outlet`) cost a single probe.
    let nodeKeys: [String: (typeName: String, origin: AttributeOrigin)]
    /// The UIKit classes the engine treats specially that the class is or descends from, found
    /// once here: nodes ask on every render, and each asking walked the chain by name.
    let kinds: ViewKinds
    /// How the class sizes itself, from the nearest class that has an intrinsic size.
    let intrinsicSizeKind: IntrinsicSizeKind

    /// Walks `superclassName` through the tables `table` finds by name; a missing superclass ends
    /// the chain. `nodeKeys` are the node attributes and settable layout symbols every class shares.
    init(
        of name: String, nodeKeys: [String: (typeName: String, origin: AttributeOrigin)],
        tables table: (String) -> ClassTable?
    ) {
        var chain: [ClassTable] = []
        var next: String? = name
        while let current = next, !chain.contains(where: { $0.name == current }), let table = table(current) {
            chain.append(table)
            next = table.superclassName
        }
        self.chain = chain
        kinds = ViewKinds(chain.lazy.map(\.name))
        intrinsicSizeKind = chain.lazy.compactMap { IntrinsicSizeKind.table[$0.name] }.first ?? .none
        var sources: [String: String] = [:]
        var parameters: [String: String] = [:]
        var deprecatedSymbols: [String: String] = [:]
        for table in chain.reversed() {
            sources.merge(table.keyPathPrefixes) { _, nearer in nearer }
            for entry in table.parameters { parameters[entry.name] = entry.typeName }
            deprecatedSymbols.merge(table.deprecatedSymbols) { _, nearer in nearer }
        }
        self.parameters = parameters
        self.nodeKeys = nodeKeys.merging(parameters.mapValues { ($0, .constructorParameter) }) { shared, _ in shared }
        self.deprecatedSymbols = deprecatedSymbols
        prefixes = sources
            .map { KeyPathPrefix(prefix: $0.key, sourceClass: $0.value) }
            .sorted { ($0.prefix.count, $0.prefix) > ($1.prefix.count, $1.prefix) }
    }

    /// The nearest table's answer to `property`, walking from the class to its root.
    func nearest<T>(_ property: (ClassTable) -> T?) -> T? {
        for table in chain {
            if let value = property(table) { return value }
        }
        return nil
    }
}

/// UIKit classes with behaviour of their own in the engine (`Lineage.kinds`).
struct ViewKinds: OptionSet, Sendable {
    let rawValue: UInt32

    static let scrollView = ViewKinds(rawValue: 1 << 0)
    static let stackView = ViewKinds(rawValue: 1 << 1)
    static let tableView = ViewKinds(rawValue: 1 << 2)
    static let collectionView = ViewKinds(rawValue: 1 << 3)
    static let tableViewCell = ViewKinds(rawValue: 1 << 4)
    static let tableViewHeaderFooterView = ViewKinds(rawValue: 1 << 5)
    static let collectionViewCell = ViewKinds(rawValue: 1 << 6)
    static let tableViewController = ViewKinds(rawValue: 1 << 7)
    static let collectionViewController = ViewKinds(rawValue: 1 << 8)
    static let imageView = ViewKinds(rawValue: 1 << 9)
    static let textField = ViewKinds(rawValue: 1 << 10)
    static let tabBarController = ViewKinds(rawValue: 1 << 11)
    static let tabBar = ViewKinds(rawValue: 1 << 12)
    static let navigationController = ViewKinds(rawValue: 1 << 13)
    static let navigationBar = ViewKinds(rawValue: 1 << 14)

    private static let byClassName: [String: ViewKinds] = [
        "UIScrollView": .scrollView, "UIStackView": .stackView, "UITableView": .tableView,
        "UICollectionView": .collectionView, "UITableViewCell": .tableViewCell,
        "UITableViewHeaderFooterView": .tableViewHeaderFooterView, "UICollectionViewCell": .collectionViewCell,
        "UITableViewController": .tableViewController, "UICollectionViewController": .collectionViewController,
        "UIImageView": .imageView, "UITextField": .textField, "UITabBarController": .tabBarController,
        "UITabBar": .tabBar, "UINavigationController": .navigationController, "UINavigationBar": .navigationBar,
    ]

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The kinds of a class whose chain (the class, then its superclasses) has these names.
    init(_ chain: some Sequence<String>) {
        self = []
        for name in chain { if let kind = Self.byClassName[name] { insert(kind) } }
    }
}
