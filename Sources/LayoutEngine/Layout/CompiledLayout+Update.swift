import Templates

extension CompiledLayout {
    /// Takes a new text of the template this layout was compiled from, compiling again only the
    /// attributes whose value changed: a save that moves one number keeps every other compiled
    /// expression, measured text and resolved font (docs/DESIGN.md, "Incremental re-render").
    ///
    /// Applies only when the new template has the same shape — the same elements, classes,
    /// ids, attribute names in the same order, parameters, macros and bodies, where only
    /// attribute values differ (and none of them is an `id`, an `outlet`, an include, or blank
    /// before or after) — and when neither the old compilation nor the new one reports anything.
    /// Then the layout renders exactly what a cold compilation of `template` renders. Returns
    /// false otherwise; the layout may then be half updated and must be dropped.
    public func update(to template: TemplateNode) -> Bool {
        lock.withLock {
            guard pass.compileDiagnostics.isEmpty, pass.missingStringKeys.isEmpty, template.depth == depth else { return false }
            return DeepStack.run(depth: depth) {
                var changed: [(node: LayoutNode, index: Int)] = []
                guard Self.sameShape(pass.root, template, changed: &changed) else { return false }
                Self.retarget(pass.root, to: template)
                return compileAgain(changed, retargeted: true)
            }
        }
    }

    /// `update(to:)` for a new template known to differ from this layout's only in the value of
    /// attribute `index` of the node at `path` (child indices from the root), every position
    /// the same — a number rewritten by as many digits. Only the nodes on the path take their
    /// new templates, and nothing else is compared. Falls back to `update(to:)` when the node
    /// or attribute is not what it says.
    public func update(to template: TemplateNode, changingAttribute index: Int, ofNodeAt path: [Int]) -> Bool {
        lock.lock()
        guard let root = pass.root, pass.compileDiagnostics.isEmpty, pass.missingStringKeys.isEmpty, template.depth == depth else {
            lock.unlock()
            return false
        }
        var onPath = [(node: root, template: template)]
        for step in path {
            let (node, nodeTemplate) = onPath[onPath.count - 1]
            guard step < node.children.count, step < nodeTemplate.children.count else { break }
            onPath.append((node.children[step], nodeTemplate.children[step]))
        }
        let (node, nodeTemplate) = onPath[onPath.count - 1]
        let old = node.template.attributes, new = nodeTemplate.attributes
        guard onPath.count == path.count + 1, index < old.count, old.count == new.count,
              old[index].name == new[index].name, old[index].file == new[index].file,
              old[index].source.valueRange == new[index].source.valueRange,
              !Self.structuralAttributes.contains(new[index].name),
              !LayoutNode.isBlank(old[index].value), !LayoutNode.isBlank(new[index].value)
        else {
            lock.unlock()
            return update(to: template)
        }
        defer { lock.unlock() }
        for (node, nodeTemplate) in onPath { node.template = nodeTemplate }
        // Every other node kept its expressions where they were: only this one's lookups go.
        return DeepStack.run(depth: depth) { compileAgain([(node, index)], retargeted: false) }
    }

    /// Compiles the `changed` attributes again, as `update(to:)` does once the nodes point at
    /// their new templates; false when the layout must be compiled from scratch instead.
    /// `retargeted`: every node may hold new expression entries (their attributes moved), and
    /// all of them look up again; otherwise only the changed nodes do.
    private func compileAgain(_ changed: [(node: LayoutNode, index: Int)], retargeted: Bool) -> Bool {
        var touched: [ObjectIdentifier: LayoutNode] = [:]
        var readsStrings = false
        for (node, index) in changed {
            let name = node.template.attributes[index].name
            if case let .some(.some(entry)) = node.expressions[name] { readsStrings = readsStrings || Self.readsStrings(entry) }
            node.expressions[name] = nil
            node.failures.remove(name)
            // As in a cold compilation: the node's attributes after this one are not
            // compiled yet there, so its own names resolve as written (`ownsSymbol`).
            node.isSetUp = false
            node.setUp(attributeAt: index)
            node.isSetUp = true
            // A value that compiles to nothing (a comment) sets nothing: other defaults apply.
            guard case let .some(.some(entry)) = node.expressions[name] else { return false }
            readsStrings = readsStrings || Self.readsStrings(entry)
            touched[ObjectIdentifier(node)] = node
        }
        guard pass.diagnostics.isEmpty else { return false }
        if retargeted {
            Self.forgetDerivedLookups(pass.root)
        } else {
            for node in touched.values { Self.forgetOwnLookups(node) }
        }
        for node in touched.values { node.reportRedundantExpressions(recursively: false) }
        guard pass.diagnostics.isEmpty, pass.missingStringKeys.isEmpty else { return false }
        if readsStrings { stringKeys = Renderer.stringKeys(pass.root) }
        for (node, index) in changed { pass.noteChanged(node, attribute: node.template.attributes[index].name) }
        return true
    }

    /// Attributes whose value never changes in place: they name nodes, bind outlets or include
    /// other files, which the node tree and the pass index at compile time, or (a view
    /// controller's `edgesForExtendedLayout`) choose the default expressions of its frame.
    private static let structuralAttributes: Set<String> = ["id", "outlet", "xml", "template", "edgesForExtendedLayout"]

    /// Whether `template` has the shape `node` was built from; collects the attributes whose
    /// value changed.
    private static func sameShape(
        _ node: LayoutNode, _ template: TemplateNode, changed: inout [(node: LayoutNode, index: Int)]
    ) -> Bool {
        let old = node.template
        guard old.className == template.className, old.id == template.id, old.file == template.file,
              old.includeChain == template.includeChain, old.macros == template.macros,
              old.body == template.body, old.childrenInsertionIndex == template.childrenInsertionIndex,
              old.xmlInclude?.path == template.xmlInclude?.path, old.templateInclude?.path == template.templateInclude?.path,
              old.parameters.count == template.parameters.count, old.attributes.count == template.attributes.count,
              old.children.count == template.children.count, node.children.count == template.children.count
        else { return false }
        for (before, after) in zip(old.parameters, template.parameters)
        where before.name != after.name || before.typeName != after.typeName || before.file != after.file {
            return false
        }
        for (index, (before, after)) in zip(old.attributes, template.attributes).enumerated() {
            guard before.name == after.name, before.file == after.file, before.includeChain == after.includeChain else { return false }
            guard before.value != after.value else { continue }
            if structuralAttributes.contains(after.name) || LayoutNode.isBlank(before.value) || LayoutNode.isBlank(after.value) {
                return false
            }
            changed.append((node, index))
        }
        for (child, childTemplate) in zip(node.children, template.children) {
            guard sameShape(child, childTemplate, changed: &changed) else { return false }
        }
        return true
    }

    /// Points every node at its new template. Its written expressions find their attributes
    /// there by index (the same shape: attribute `index` of the old template is the same
    /// attribute), as they now stand: positions move when text before them changed length.
    private static func retarget(_ node: LayoutNode, to template: TemplateNode) {
        node.template = template
        for (child, childTemplate) in zip(node.children, template.children) { retarget(child, to: childTemplate) }
    }

    private static func readsStrings(_ entry: NodeExpression) -> Bool {
        entry.expression.referencedSymbols.contains { $0.hasPrefix("strings.") }
    }

    /// Drops what each node looked up from its compiled expressions, to be looked up again.
    private static func forgetDerivedLookups(_ node: LayoutNode) {
        forgetLookups(node)
        for child in node.children { forgetDerivedLookups(child) }
    }

    /// Drops what `node` looked up from its compiled expressions, and what its next sibling
    /// would have copied from it (`alikeModel`): the two are no longer set up alike.
    private static func forgetOwnLookups(_ node: LayoutNode) {
        forgetLookups(node)
        for sibling in node.parent?.children ?? [] where sibling.alikeModel === node { sibling.alikeModel = nil }
    }

    private static func forgetLookups(_ node: LayoutNode) {
        for index in node.hot.indices {
            node.hot[index].expression = nil
            node.hot[index].dependsOnParent = nil
        }
        node.parentDependence.removeAll(keepingCapacity: true)
        // Its attributes may differ from its sibling's now.
        node.alikeModel = nil
    }
}
