import Diagnostics

extension ResolutionSession {
    /// Resolves the includes of `node` and its descendants in place. Children
    /// first: a template sees the importing element's children in their final
    /// form. The recursion keeps its frame small (the merges live in helpers)
    /// so a tree as deep as the reader allows fits a worker thread's stack.
    mutating func resolveNode(_ node: inout TemplateNode, parentPath: String?, depth: Int) {
        let path = TreeBuilder.path(parentPath, node.className, id: node.id)
        if node.xmlInclude == nil {
            // An `xml=` placeholder's children are replaced, so they are not resolved.
            for index in node.children.indices {
                resolveNode(&node.children[index], parentPath: path, depth: depth + 1)
            }
        }
        if node.templateInclude != nil { applyTemplate(to: &node, path: path, parentPath: parentPath, depth: depth) }
        if node.xmlInclude != nil { applyXML(to: &node, path: path, parentPath: parentPath, depth: depth) }
    }

    @inline(never)
    mutating func applyTemplate(to node: inout TemplateNode, path: String, parentPath: String?, depth: Int) {
        guard let template = node.templateInclude else { return }
        node.templateInclude = nil
        guard let base = include(template, attribute: "template", chain: node.includeChain, nodePath: path, parentPath: parentPath, depth: depth)
        else { return }
        if compatible(ancestor: base.className, subclass: node.className) {
            node = node.extending(base)
        } else {
            report(.classMismatch(replaced: base.className, replacement: node.className),
                   at: template, attribute: "template", chain: node.includeChain, node: path)
        }
    }

    @inline(never)
    mutating func applyXML(to node: inout TemplateNode, path: String, parentPath: String?, depth: Int) {
        guard let xml = node.xmlInclude else { return }
        node.xmlInclude = nil
        guard let content = include(xml, attribute: "xml", chain: node.includeChain, nodePath: path, parentPath: parentPath, depth: depth)
        else { return }
        if compatible(ancestor: node.className, subclass: content.className) {
            node = node.composed(with: content)
        } else {
            report(.classMismatch(replaced: node.className, replacement: content.className),
                   at: xml, attribute: "xml", chain: node.includeChain, node: path)
        }
    }

    func compatible(ancestor: String, subclass: String) -> Bool {
        ancestor == subclass || resolver.isSubclass(ancestor, subclass)
    }

    /// The resolved root of the file `include` names, or nil once the problem is
    /// reported. `chain` is the include chain of the file `include` is written in.
    mutating func include(
        _ include: TemplateInclude, attribute: String, chain: [String], nodePath: String, parentPath: String?, depth: Int
    ) -> TemplateNode? {
        let target: String
        switch IncludePath.resolve(include.path, from: include.file) {
        case .success(let path):
            target = path
        case .failure(.outsideProject):
            report(.includeOutsideProject(include.path), at: include, attribute: attribute, chain: chain, node: nodePath)
            return nil
        case .failure(.absolute):
            report(.includeAbsolute(include.path), at: include, attribute: attribute, chain: chain, node: nodePath)
            return nil
        }
        dependencies.insert(target)
        if let start = stack.firstIndex(of: target) {
            report(.includeCycle(Array(stack[start...]) + [target]), at: include, attribute: attribute, chain: chain, node: nodePath)
            return nil
        }
        if stack.count > resolver.maximumDepth {
            report(.includesTooDeep(limit: resolver.maximumDepth), at: include, attribute: attribute, chain: chain, node: nodePath)
            return nil
        }
        let innerChain = chain + [Self.siteName(include)]
        guard let root = builtRoot(target, site: include, attribute: attribute, chain: chain, innerChain: innerChain, nodePath: nodePath) else { return nil }
        if depth + root.height - 1 > resolver.maximumNesting {
            report(.viewsTooDeep(limit: resolver.maximumNesting), at: include, attribute: attribute, chain: chain, node: nodePath)
            return nil
        }
        views += root.viewCount
        if views > resolver.maximumViews {
            if !reportedTooManyViews {
                report(.tooManyViews(limit: resolver.maximumViews), at: include, attribute: attribute, chain: chain, node: nodePath)
                reportedTooManyViews = true
            }
            return nil
        }
        stack.append(target)
        defer { stack.removeLast() }
        var resolved = root
        resolved.applyIncludeChain(innerChain)
        // The included root takes the including element's place in the tree.
        resolveNode(&resolved, parentPath: parentPath, depth: depth)
        return resolved
    }

    /// The file's tree, loaded and built on first use; problems are reported once.
    mutating func builtRoot(
        _ target: String, site: TemplateInclude, attribute: String, chain: [String], innerChain: [String], nodePath: String
    ) -> TemplateNode? {
        if let cached = built[target] { return cached }
        var root: TemplateNode?
        do {
            let file = try resolver.load(target)
            root = build(file, path: target, chain: innerChain)
        } catch {
            reportLoadFailure(error, path: target, site: site, attribute: attribute, chain: chain, node: nodePath)
        }
        built[target] = .some(root)
        return root
    }
}
