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
        var resolutions = 0
        return resolve(key, in: lineage, resolutions: &resolutions)
    }

    /// `resolve(_:in:)`, adding to `resolutions` the (class, key) pairs it walked the tables for.
    func resolve(_ key: String, in lineage: Lineage, resolutions: inout Int) -> ResolvedKey? {
        // Every dot can split a key into head and member, and a head resolves the same way
        // again: without remembering answers, a 45-byte `layer.........b` took exponential time.
        // An empty component (`a..b`, `.a`, `a.`) names nothing on any class.
        if Self.hasEmptyComponent(Substring(key)) { return nil }
        var memo = ResolutionMemo()
        defer { resolutions += memo.resolutions }
        return resolveUncached(Substring(key), in: lineage, memo: &memo)
    }

    /// The answers found so far for (class, key) pairs during one top-level resolution. Empty
    /// (no allocation) unless the key has dots that direct lookups did not explain.
    struct ResolutionMemo {
        private var answers: [String: [Substring: ResolvedKey?]] = [:]
        /// (class, key) pairs walked so far.
        var resolutions = 0

        func answer(className: String, key: Substring) -> ResolvedKey?? { answers[className]?[key] }

        mutating func remember(_ found: ResolvedKey?, className: String, key: Substring) {
            answers[className, default: [:]].updateValue(found, forKey: key)
        }
    }

    private func resolve(_ key: Substring, in lineage: Lineage, memo: inout ResolutionMemo) -> ResolvedKey? {
        if Self.hasEmptyComponent(key) { return nil }
        let className = lineage.chain[0].name
        if let known = memo.answer(className: className, key: key) { return known }
        let found = resolveUncached(key, in: lineage, memo: &memo)
        memo.remember(found, className: className, key: key)
        return found
    }

    private static func hasEmptyComponent(_ key: Substring) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in key.utf8 {
            if byte == UInt8(ascii: "."), previous == byte { return true }
            previous = byte
        }
        return previous == UInt8(ascii: ".")
    }

    private func resolveUncached(_ key: Substring, in lineage: Lineage, memo: inout ResolutionMemo) -> ResolvedKey? {
        memo.resolutions += 1
        let key = String(key)
        for table in lineage.chain {
            if let restriction = table.restricted.restriction(for: key) {
                return ResolvedKey(resolution: restriction.resolution)
            }
        }
        for prefix in lineage.prefixes where key.utf8.count > prefix.prefix.utf8.count && key.hasPrefix(prefix.prefix) {
            // A source that doesn't know the key (GLKView's CAEAGLLayer keys) falls through to the
            // flattened entries below.
            guard let source = self.lineage(of: prefix.sourceClass) else { continue }
            if let found = resolve(key.dropFirst(prefix.prefix.count), in: source, memo: &memo) {
                return found
            }
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
        return resolveStructMember(key, in: lineage, memo: &memo)
    }

    /// `head.rest` where `head` has a struct type with sub-key `rest`; the member shares the
    /// head's settability (settable or read-only). Longest head first.
    private func resolveStructMember(_ key: String, in lineage: Lineage, memo: inout ResolutionMemo) -> ResolvedKey? {
        var end = key.endIndex
        while let dot = key[..<end].lastIndex(of: ".") {
            defer { end = dot }
            guard let parent = resolve(key[..<dot], in: lineage, memo: &memo) else { continue }
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
