/// What an expression reading a symbol of a node gets: its type and whether templates may set it.
public struct SymbolLookup: Hashable, Sendable {
    /// Layout's type description; nil when the data doesn't state it.
    public let typeName: String?
    /// Whether a template may also set it as an attribute.
    public let isSettable: Bool
    /// `<Class>.<symbol> is deprecated. Use <alternative> instead`, or nil.
    public let deprecationWarning: String?

    /// A symbol answer (public so that tests and other stages can state expected values).
    public init(typeName: String?, isSettable: Bool, deprecationWarning: String?) {
        self.typeName = typeName
        self.isSettable = isSettable
        self.deprecationWarning = deprecationWarning
    }
}

extension ViewClass {
    /// The type of a symbol an expression reads on a node of this class: layout symbols
    /// (including `center`), values the node computes (`containerSize.width`), settable keys and
    /// read-only ones (`safeAreaInsets.top`). Nil for unknown, private and unavailable keys.
    ///
    /// Layout reads unlisted properties through KVC at run time (`frame.width`); a headless
    /// engine cannot, so those are nil here too.
    public func symbol(_ name: String) -> SymbolLookup? {
        if let typeName = tables.layoutSymbols[name] {
            return SymbolLookup(typeName: typeName, isSettable: name != "center", deprecationWarning: nil)
        }
        if let typeName = tables.nodeReadOnlySymbols[name] {
            return SymbolLookup(typeName: typeName, isSettable: false, deprecationWarning: nil)
        }
        let warning = lineage.deprecatedSymbols[name].map { "\(self.name).\(name) is deprecated. Use \($0) instead" }
        if let found = tables.resolve(name, in: lineage), let lookup = Self.readable(found, warning) {
            return lookup
        }
        if isViewController, let view = tables.lineage(of: Root.view.rawValue), let found = tables.resolve(name, in: view) {
            return Self.readable(found, warning)
        }
        return nil
    }

    /// Symbols expressions may read but templates may not set: the node's computed values, then
    /// the `read_only` entries of the class and its ancestors (and of `UIView` for controllers).
    /// A nil type means the data doesn't state it.
    public var readOnlySymbols: [String: String?] {
        var symbols: [String: String?] = [:]
        var lineages = [lineage]
        if isViewController, let view = tables.lineage(of: Root.view.rawValue) { lineages.append(view) }
        for lineage in lineages.reversed() {
            for table in lineage.chain.reversed() {
                symbols.merge(table.readOnly) { _, nearer in nearer }
            }
        }
        for (name, typeName) in tables.nodeReadOnlySymbols.pairs { symbols.updateValue(typeName, forKey: name) }
        return symbols
    }

    private static func readable(_ found: ResolvedKey, _ warning: String?) -> SymbolLookup? {
        switch found.resolution {
        case .settable(let typeName):
            return SymbolLookup(typeName: typeName, isSettable: true, deprecationWarning: warning)
        case .readOnly(let typeName):
            return SymbolLookup(typeName: typeName, isSettable: false, deprecationWarning: warning)
        case .unavailable, .privateKey, .unknown:
            return nil
        }
    }
}
