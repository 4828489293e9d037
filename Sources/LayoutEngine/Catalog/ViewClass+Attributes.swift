extension ViewClass {
    /// How the template attribute `name` applies to this class (R-LL-ATTRIBUTES): node attributes,
    /// layout symbols (`center` as a whole is unavailable), constructor parameters, then the
    /// class's expression keys. A view-controller node falls back to its view's keys, with the
    /// deprecation "Use view.X instead" (R-LL-CONTROLLER).
    public func attribute(_ name: String) -> AttributeLookup {
        tables.attributeMemo.answer(className: self.name, attribute: name) { resolutions in
            resolveAttribute(name, resolutions: &resolutions)
        }
    }

    private func resolveAttribute(_ name: String, resolutions: inout Int) -> AttributeLookup {
        if let key = lineage.nodeKeys[name] {
            return lookup(name, .settable(typeName: key.typeName), origin: key.origin)
        }
        if let found = tables.resolve(name, in: lineage, resolutions: &resolutions) {
            return lookup(name, found.resolution, origin: found.isPseudoProperty ? .pseudoProperty : .property,
                          deprecation: lineage.deprecatedSymbols.isEmpty ? nil : lineage.deprecatedSymbols[name])
        }
        if isViewController, let view = tables.lineage(of: Root.view.rawValue),
           let found = tables.resolve(name, in: view, resolutions: &resolutions) {
            return lookup(name, found.resolution, origin: .controllerViewProperty, deprecation: "view.\(name)")
        }
        return lookup(name, .unknown, origin: nil)
    }

    private func lookup(
        _ name: String, _ resolution: AttributeResolution, origin: AttributeOrigin?, deprecation: String? = nil
    ) -> AttributeLookup {
        let isSettable = if case .settable = resolution { true } else { false }
        return AttributeLookup(
            className: self.name, attribute: name, resolution: resolution,
            origin: isSettable ? origin : nil, deprecationAlternative: isSettable ? deprecation : nil)
    }
}
