import Diagnostics

extension ViewClass {
    /// Every attribute name a template may set on this class (R-LL-MESSAGES did-you-mean
    /// candidates): layout symbols, `outlet id xml template`, constructor parameters and the
    /// class's settable expression keys, including prefixed keys (`titleLabel.font`,
    /// `layer.cornerRadius`) and struct sub-keys (`contentInset.top`); controllers add their
    /// view's. Sorted.
    public var attributeNames: [String] {
        var names = Set(tables.layoutSymbols.names.filter { $0 != "center" })
        names.formUnion(tables.nodeAttributes.names)
        names.formUnion(parameters.keys)
        var expressionKeys = tables.expressionKeys(of: lineage)
        if isViewController, let view = tables.lineage(of: Root.view.rawValue) {
            expressionKeys.formUnion(tables.expressionKeys(of: view))
        }
        names.formUnion(expressionKeys.filter { attribute($0).isSettable })
        return names.sorted()
    }

    /// Names an expression on a node of this class can read from the node itself (R-LL-MESSAGES
    /// unknown-symbol candidates, before filtering by type with `symbol(_:)`): layout symbols,
    /// computed node values, read-only keys, and the settable keys and parameters. Sorted.
    public var readableSymbolNames: [String] {
        var names = Set(attributeNames).subtracting(tables.nodeAttributes.names)
        names.formUnion(tables.layoutSymbols.names)
        names.formUnion(readOnlySymbols.keys)
        return names.sorted()
    }

    /// Did-you-mean names for an unknown attribute, best first. As Layout does, key paths are
    /// dropped unless `name` contains a dot or the candidate extends `name`; ties favour a
    /// longer shared prefix (`widht` → `width` before `right`).
    public func suggestions(forUnknownAttribute name: String, limit: Int = 20, maxDistance: Int? = nil) -> [String] {
        let lowered = name.lowercased()
        let candidates = attributeNames.filter { candidate in
            !candidate.contains(".") || name.contains(".") || candidate.lowercased().hasPrefix(lowered + ".")
        }
        let ordered = candidates
            .map { (name: $0, shared: Self.sharedPrefixLength($0.lowercased(), lowered)) }
            .sorted { ($0.shared, $1.name) > ($1.shared, $0.name) }
            .map(\.name)
        return Suggestions.bestMatches(for: name, in: ordered, limit: limit, maxDistance: maxDistance)
    }

    private static func sharedPrefixLength(_ lhs: String, _ rhs: String) -> Int {
        zip(lhs.utf8, rhs.utf8).prefix { $0 == $1 }.count
    }
}

extension CatalogTables {
    /// Raw expression keys of a lineage before settability filtering: own keys of every table,
    /// common keys, prefixed keys of the source classes and struct sub-keys.
    func expressionKeys(of lineage: Lineage, depth: Int = 0) -> Set<String> {
        var keys = Set(commonProperties.names)
        for table in lineage.chain { keys.formUnion(table.types.keys) }
        // Prefix chains are at most three deep in the data (`view.layer.`); the bound guards cycles.
        if depth < 4 {
            for prefix in lineage.prefixes {
                guard let source = self.lineage(of: prefix.sourceClass) else { continue }
                for key in expressionKeys(of: source, depth: depth + 1) { keys.insert(prefix.prefix + key) }
            }
        }
        for key in Array(keys) {
            guard let typeName = lineage.nearest({ $0.types[key] }), let members = structSubkeys[typeName] else { continue }
            for member in members.keys { keys.insert("\(key).\(member)") }
        }
        return keys
    }
}
