import Diagnostics

/// The state of one resolution: problems, dependencies, files built so far and
/// the include stack for cycle detection.
struct ResolutionSession {
    let resolver: TemplateResolver
    var diagnostics: [Diagnostic] = []
    var dependencies: Set<String>
    /// Each file is built once per resolution, however often it is included.
    var built: [String: TemplateNode?] = [:]
    var sources: [String: SourceText] = [:]
    /// Files being resolved, outermost first.
    var stack: [String] = []
    var views = 0
    var reportedTooManyViews = false

    init(resolver: TemplateResolver, rootPath: String) {
        self.resolver = resolver
        self.dependencies = [rootPath]
    }

    func finish(_ root: TemplateNode?) -> TemplateResolution {
        guard let root, diagnostics.isEmpty else {
            // A file included twice reports the same problem twice; once is enough.
            var seen = Set<Diagnostic>()
            let unique = diagnostics.filter { diagnostic in
                var key = diagnostic
                key.includeChain = []
                key.node = nil
                return seen.insert(key).inserted
            }
            return TemplateResolution(result: .failure(TemplateErrors(unique)), dependencies: dependencies)
        }
        return TemplateResolution(result: .success(root), dependencies: dependencies)
    }

    /// Builds a file's tree, reporting its problems with `chain`.
    mutating func build(_ file: XMLFile, path: String, chain: [String]) -> TemplateNode? {
        let source = file.sourceText()
        sources[path] = source
        let (root, problems) = TemplateBuilder.buildCollecting(file, path: path, source: source)
        diagnostics += problems.map { problem in
            var diagnostic = problem
            diagnostic.includeChain = chain
            return diagnostic
        }
        return root
    }

    /// A problem with the include written as `attribute="…"` in `include.file`.
    mutating func report(
        _ problem: TemplateProblem, at include: TemplateInclude, attribute: String, chain: [String], node: String?
    ) {
        var diagnostic = Diagnostic(
            message: problem.message, file: include.file, range: include.range, node: node,
            attribute: attribute, expression: include.path, includeChain: chain)
        if let source = sources[include.file] { diagnostic = diagnostic.withExcerpt(from: source) }
        diagnostics.append(diagnostic)
    }

    mutating func reportLoadFailure(
        _ error: TemplateLoadError, path: String, site: TemplateInclude?, attribute: String = "",
        chain: [String], node: String? = nil
    ) {
        switch error {
        case .invalidXML(let xmlError):
            var diagnostic = xmlError.diagnostic(file: path)
            diagnostic.includeChain = site.map { chain + [Self.siteName($0)] } ?? []
            diagnostics.append(diagnostic)
        case .notFound, .unreadable:
            let problem: TemplateProblem
            if case .unreadable(let reason) = error {
                problem = .includeUnreadable(path, reason: reason)
            } else {
                problem = .includeNotFound(site?.path ?? path)
            }
            if let site {
                report(problem, at: site, attribute: attribute, chain: chain, node: node)
            } else {
                diagnostics.append(Diagnostic(message: problem.message, file: path))
            }
        }
    }

    /// `Screens/Home.xml:4`: where an include was written.
    static func siteName(_ include: TemplateInclude) -> String {
        "\(include.file):\(include.range.start.line)"
    }
}

extension ResolutionSession {
    /// A template inserts children at its marker, which may stand deep in its
    /// tree, so the depth is checked again once everything is in place
    /// (without recursion: the tree may be deeper than is safe to recurse).
    mutating func checkNesting(of root: TemplateNode) {
        var pending: [(node: TemplateNode, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if depth > resolver.maximumNesting {
                let diagnostic = Diagnostic(
                    message: TemplateProblem.viewsTooDeep(limit: resolver.maximumNesting).message,
                    file: node.file, range: node.classRange, includeChain: node.includeChain)
                diagnostics.append(sources[node.file].map(diagnostic.withExcerpt(from:)) ?? diagnostic)
                return
            }
            pending += node.children.map { ($0, depth + 1) }
        }
    }
}

extension TemplateNode {
    /// This node and all its descendants.
    var viewCount: Int {
        children.reduce(1) { $0 + $1.viewCount }
    }

    /// Levels of views, this one included.
    var height: Int {
        1 + (children.map(\.height).max() ?? 0)
    }
}
