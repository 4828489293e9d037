/// How resolved includes combine with the element that names them.
extension TemplateNode {
    /// `template=` (R-LL-TEMPLATE): this importing element laid over `base`, the
    /// template's resolved root. The importing class, id, body, attributes,
    /// parameters and macros win; this element's children go where the
    /// template's `<children/>` stands (depth-first), else at the end.
    func extending(_ base: TemplateNode) -> TemplateNode {
        var result = self
        result.id = id ?? base.id
        result.body = body ?? base.body
        let overridden = Set(attributes.map(\.name))
        result.attributes = base.attributes.filter { !overridden.contains($0.name) } + attributes
        result.parameters = Self.merged(base.parameters, winners: parameters, by: \.name)
        result.macros = Self.merged(base.macros, winners: macros, by: \.name)
        var tree = base
        if !tree.insertAtMarker(children, marker: childrenInsertionIndex) {
            tree.children += children
            tree.childrenInsertionIndex = childrenInsertionIndex.map { base.children.count + $0 }
        }
        result.children = tree.children
        result.childrenInsertionIndex = tree.childrenInsertionIndex
        return result
    }

    /// Puts `inserted` at the first `<children/>` marker found depth-first, and
    /// moves the marker to where the inserted element's own marker (`marker`)
    /// now stands; it stays put when nothing was inserted, so a template that
    /// only renames another passes its marker on. False when there is no marker.
    private mutating func insertAtMarker(_ inserted: [TemplateNode], marker: Int?) -> Bool {
        if let index = childrenInsertionIndex {
            let at = Swift.min(index, children.count)
            children.insert(contentsOf: inserted, at: at)
            if let marker {
                childrenInsertionIndex = at + marker
            } else if !inserted.isEmpty {
                childrenInsertionIndex = nil
            }
            return true
        }
        for index in children.indices {
            if children[index].insertAtMarker(inserted, marker: marker) { return true }
        }
        return false
    }

    /// `xml=` (R-LL-XML-INCLUDE): this placeholder replaced by `content`, the loaded
    /// file's resolved root. The loaded class and children are used; the
    /// placeholder's non-empty attributes, parameters, macros, id and body win.
    func composed(with content: TemplateNode) -> TemplateNode {
        var result = content
        result.id = id ?? content.id
        result.body = body ?? content.body
        let set = attributes.filter { !Whitespace.trim($0.value, .both).isEmpty }
        let placeholderNames = Set(set.map(\.name))
        let loadedNames = Set(content.attributes.map(\.name))
        // An empty placeholder attribute counts as unset, unless the file has none of that name.
        let kept = attributes.filter { placeholderNames.contains($0.name) || !loadedNames.contains($0.name) }
        result.attributes = kept + content.attributes.filter { !placeholderNames.contains($0.name) }
        result.parameters = Self.merged(content.parameters, winners: parameters, by: \.name)
        result.macros = Self.merged(content.macros, winners: macros, by: \.name)
        return result
    }

    /// `base` without the items `winners` redefine, followed by `winners`.
    static func merged<T>(_ base: [T], winners: [T], by key: KeyPath<T, String>) -> [T] {
        let names = Set(winners.map { $0[keyPath: key] })
        return base.filter { !names.contains($0[keyPath: key]) } + winners
    }

    /// Marks this tree's nodes, attributes, parameters, macros and bodies as
    /// reached through `chain`.
    mutating func applyIncludeChain(_ chain: [String]) {
        includeChain = chain
        for index in attributes.indices { attributes[index].includeChain = chain }
        for index in parameters.indices { parameters[index].includeChain = chain }
        for index in macros.indices { macros[index].value.includeChain = chain }
        body?.includeChain = chain
        for index in children.indices { children[index].applyIncludeChain(chain) }
    }
}
