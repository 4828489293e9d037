import Diagnostics

extension ResolutionSession {
    /// Resolves the includes of `node` and its descendants in place. Children
    /// first: a template sees the importing element's children in their final
    /// form. The recursion keeps its frame small (the merges live in helpers)
    /// so a tree as deep as the reader allows fits a worker thread's stack.
    mutating func resolveNode(_ node: inout TemplateNode, depth: Int) {
        ancestors.append(TreeBuilder.name(node.className, id: node.id))
        // Asked once: reading an include out of a node copies it, and nearly no node has one.
        let hasIncludes = node.hasIncludes
        if !hasIncludes || node.xmlInclude == nil {
            // An `xml=` placeholder's children are replaced, so they are not resolved.
            for index in node.children.indices {
                resolveNode(&node.children[index], depth: depth + 1)
            }
        }
        guard hasIncludes else {
            ancestors.removeLast()
            return
        }
        let path = ancestors.joined(separator: " > ")
        // An included root takes this node's place, and its step in the path.
        ancestors.removeLast()
        if node.templateInclude != nil { applyTemplate(to: &node, path: path, depth: depth) }
        if node.xmlInclude != nil { applyXML(to: &node, path: path, depth: depth) }
    }

    @inline(never)
    mutating func applyTemplate(to node: inout TemplateNode, path: String, depth: Int) {
        guard let template = node.templateInclude else { return }
        node.templateInclude = nil
        let site = IncludeSite(include: template, attribute: "template", chain: node.includeChain, nodePath: path)
        guard let base = include(site, depth: depth) else {
            // Without its template the node lacks the parameters its attributes set.
            onlyContentMissing = false
            return
        }
        if compatible(ancestor: base.className, subclass: node.className) {
            node = node.extending(base)
        } else {
            onlyContentMissing = false
            report(.classMismatch(replaced: base.className, replacement: node.className), at: site)
        }
    }

    @inline(never)
    mutating func applyXML(to node: inout TemplateNode, path: String, depth: Int) {
        guard let xml = node.xmlInclude else { return }
        node.xmlInclude = nil
        let site = IncludeSite(include: xml, attribute: "xml", chain: node.includeChain, nodePath: path)
        guard let content = include(site, depth: depth) else {
            // The content is unknown: the placeholder stays, empty (its children would be replaced).
            node.children = []
            node.childrenInsertionIndex = nil
            return
        }
        if compatible(ancestor: node.className, subclass: content.className) {
            node = node.composed(with: content)
        } else {
            onlyContentMissing = false
            report(.classMismatch(replaced: node.className, replacement: content.className), at: site)
        }
    }

    func compatible(ancestor: String, subclass: String) -> Bool {
        ancestor == subclass || resolver.isSubclass(ancestor, subclass)
    }

    /// The resolved root of the file `site` names, placed at `depth`, or nil
    /// once the problem is reported.
    mutating func include(_ site: IncludeSite, depth: Int) -> TemplateNode? {
        let target: String
        switch IncludePath.resolve(site.include.path, from: site.include.file) {
        case .success(let path):
            target = path
        case .failure(.outsideProject):
            report(.includeOutsideProject(site.include.path), at: site)
            return nil
        case .failure(.absolute):
            report(.includeAbsolute(site.include.path), at: site)
            return nil
        }
        dependencies.insert(target)
        if let start = stack.firstIndex(of: target) {
            report(.includeCycle(Array(stack[start...]) + [target]), at: site)
            return nil
        }
        if stack.count > resolver.maximumDepth {
            report(.includesTooDeep(limit: resolver.maximumDepth), at: site)
            onlyContentMissing = false  // limits bound the work: lay out nothing
            return nil
        }
        guard let root = builtRoot(target, site: site) else { return nil }
        // The included root takes the including element's level.
        if depth + root.height - 1 > resolver.maximumNesting {
            report(.viewsTooDeep(limit: resolver.maximumNesting), at: site)
            onlyContentMissing = false  // limits bound the work: lay out nothing
            return nil
        }
        views += root.viewCount
        if views > resolver.maximumViews {
            if !reportedTooManyViews {
                report(.tooManyViews(limit: resolver.maximumViews), at: site)
                reportedTooManyViews = true
                onlyContentMissing = false
            }
            return nil
        }
        stack.append(target)
        defer { stack.removeLast() }
        var resolved = root
        resolved.applyIncludeChain(site.innerChain)
        resolveNode(&resolved, depth: depth)
        return resolved
    }

    /// The file's tree, loaded and built on first use; problems are reported once.
    mutating func builtRoot(_ target: String, site: IncludeSite) -> TemplateNode? {
        if let cached = built[target] { return cached }
        var root: TemplateNode?
        do {
            let file = try resolver.load(target)
            root = build(file, path: target, chain: site.innerChain)
        } catch {
            reportLoadFailure(error, path: target, site: site)
        }
        built[target] = .some(root)
        return root
    }
}
