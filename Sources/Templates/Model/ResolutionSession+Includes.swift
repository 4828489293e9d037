import Diagnostics

extension ResolutionSession {
    /// `node` with its includes, and its children's, resolved. Children first:
    /// a template sees the importing element's children in their final form.
    mutating func resolveNode(_ original: TemplateNode, parentPath: String?) -> TemplateNode {
        var node = original
        let path = TreeBuilder.path(parentPath, node.className, id: node.id)
        let xml = node.xmlInclude
        let template = node.templateInclude
        node.xmlInclude = nil
        node.templateInclude = nil
        if xml == nil {
            // An `xml=` placeholder's children are replaced, so they are not resolved.
            node.children = node.children.map { resolveNode($0, parentPath: path) }
        }
        if let template, let base = include(template, chain: node.includeChain, nodePath: path, parentPath: parentPath) {
            if compatible(ancestor: base.className, subclass: node.className) {
                node = node.extending(base)
            } else {
                report(.classMismatch(replaced: base.className, replacement: node.className),
                       at: template, chain: node.includeChain, node: path)
            }
        }
        if let xml, let content = include(xml, chain: node.includeChain, nodePath: path, parentPath: parentPath) {
            if compatible(ancestor: node.className, subclass: content.className) {
                node = node.composed(with: content)
            } else {
                report(.classMismatch(replaced: node.className, replacement: content.className),
                       at: xml, chain: node.includeChain, node: path)
            }
        }
        return node
    }

    func compatible(ancestor: String, subclass: String) -> Bool {
        ancestor == subclass || resolver.isSubclass(ancestor, subclass)
    }

    /// The resolved root of the file `include` names, or nil once the problem is
    /// reported. `chain` is the include chain of the file `include` is written in.
    mutating func include(
        _ include: TemplateInclude, chain: [String], nodePath: String, parentPath: String?
    ) -> TemplateNode? {
        let target: String
        switch IncludePath.resolve(include.path, from: include.file) {
        case .success(let path):
            target = path
        case .failure(.outsideProject):
            report(.includeOutsideProject(include.path), at: include, chain: chain, node: nodePath)
            return nil
        case .failure(.absolute):
            report(.includeAbsolute(include.path), at: include, chain: chain, node: nodePath)
            return nil
        }
        dependencies.insert(target)
        if let start = stack.firstIndex(of: target) {
            report(.includeCycle(Array(stack[start...]) + [target]), at: include, chain: chain, node: nodePath)
            return nil
        }
        if stack.count > resolver.maximumDepth {
            report(.includesTooDeep(limit: resolver.maximumDepth), at: include, chain: chain, node: nodePath)
            return nil
        }
        let innerChain = chain + [Self.siteName(include)]
        guard let root = builtRoot(target, site: include, chain: chain, innerChain: innerChain, nodePath: nodePath) else { return nil }
        views += root.viewCount
        if views > resolver.maximumViews {
            if !reportedTooManyViews {
                report(.tooManyViews(limit: resolver.maximumViews), at: include, chain: chain, node: nodePath)
                reportedTooManyViews = true
            }
            return nil
        }
        stack.append(target)
        defer { stack.removeLast() }
        // The included root takes the including element's place in the node path.
        return resolveNode(root.withIncludeChain(innerChain), parentPath: parentPath)
    }

    /// The file's tree, loaded and built on first use; problems are reported once.
    mutating func builtRoot(
        _ target: String, site: TemplateInclude, chain: [String], innerChain: [String], nodePath: String
    ) -> TemplateNode? {
        if let cached = built[target] { return cached }
        var root: TemplateNode?
        do {
            let file = try resolver.load(target)
            root = build(file, path: target, chain: innerChain)
        } catch {
            reportLoadFailure(error, path: target, site: site, chain: chain, node: nodePath)
        }
        built[target] = .some(root)
        return root
    }
}
