/// A key's resolution on a class, plus whether Layout's code (not KVC) handles it.
struct ResolvedKey: Sendable {
    let resolution: AttributeResolution
    var isPseudoProperty = false
}

extension CatalogTables {
    /// Resolves an expression key on a class by the README's type-lookup rule:
    /// restrictions of the class or an ancestor win; then keys under a key-path prefix resolve on
    /// the prefix's source class (`titleLabel.textAlignment` → `UILabel.textAlignment`); then the
    /// nearest table's own type (layout property > type correction > Symbols.swift); then the
    /// accessibility keys of every object; then struct sub-keys (`contentInset.top`).
    /// Nil when nothing knows the key.
    func resolve(_ key: String, in lineage: Lineage) -> ResolvedKey? {
        for table in lineage.chain {
            if let restriction = table.restricted.restriction(for: key) {
                return ResolvedKey(resolution: restriction.resolution)
            }
        }
        for prefix in lineage.prefixes where key.utf8.count > prefix.prefix.utf8.count && key.hasPrefix(prefix.prefix) {
            // A source that doesn't know the key (GLKView's CAEAGLLayer keys) falls through to the
            // flattened entries below.
            guard let source = lineages[prefix.sourceClass] else { continue }
            if let found = resolve(String(key.utf8.dropFirst(prefix.prefix.utf8.count))!, in: source) { return found }
        }
        for table in lineage.chain {
            if let typeName = table.types[key] {
                return ResolvedKey(resolution: .settable(typeName: typeName),
                                   isPseudoProperty: table.pseudoProperties.contains(key))
            }
        }
        if let typeName = commonProperties[key] {
            return ResolvedKey(resolution: .settable(typeName: typeName))
        }
        return resolveStructMember(key, in: lineage)
    }

    /// `head.rest` where `head` has a struct type with sub-key `rest`; the member shares the
    /// head's settability (settable or read-only). Longest head first.
    private func resolveStructMember(_ key: String, in lineage: Lineage) -> ResolvedKey? {
        var end = key.endIndex
        while let dot = key[..<end].lastIndex(of: ".") {
            defer { end = dot }
            let head = String(key[..<dot])
            guard let parent = resolve(head, in: lineage) else { continue }
            let member = String(key[key.index(after: dot)...])
            switch parent.resolution {
            case .settable(let typeName):
                if let memberType = structSubkeys[typeName]?[member] {
                    return ResolvedKey(resolution: .settable(typeName: memberType))
                }
            case .readOnly(let typeName?):
                if let memberType = structSubkeys[typeName]?[member] {
                    return ResolvedKey(resolution: .readOnly(typeName: memberType))
                }
            case .readOnly(nil), .unknown, .unavailable, .privateKey:
                // Withheld heads cover their members through `*` patterns where Layout wants it.
                continue
            }
        }
        return nil
    }
}

extension KeyRestriction {
    /// The attribute answer this restriction gives.
    var resolution: AttributeResolution {
        switch self {
        case .unavailable(let reason): return .unavailable(reason: reason)
        case .readOnly(let typeName): return .readOnly(typeName: typeName)
        case .privateKey: return .privateKey
        }
    }
}
