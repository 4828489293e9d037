import Diagnostics

/// The state of one resolution: problems, dependencies, files built so far and
/// the include stack for cycle detection.
struct ResolutionSession {
    let resolver: TemplateResolver
    var diagnostics: [Diagnostic] = []
    var dependencies: Set<String>
    /// Each file is built once per resolution, however often it is included.
    var built: [String: TemplateNode?] = [:]
    /// Each file's text, for excerpts; indexed by line (`sources`) only when a problem needs one.
    var texts: [String: String] = [:]
    private var sources: [String: SourceText] = [:]
    /// Files being resolved, outermost first.
    var stack: [String] = []
    /// Node-path steps (`UILabel#title`) down to the node being resolved.
    var ancestors: [String] = []
    var views = 0
    var reportedTooManyViews = false
    /// False once a problem other than an `xml=` include's content is found: only then may
    /// the rest of the tree be laid out (`TemplateResolution.partialRoot`).
    var onlyContentMissing = true

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
            let partial = onlyContentMissing ? root : nil
            return TemplateResolution(result: .failure(TemplateErrors(unique)), dependencies: dependencies, partialRoot: partial)
        }
        return TemplateResolution(result: .success(root), dependencies: dependencies)
    }

    /// The text of a file built in this resolution, indexed by line once asked for.
    mutating func source(of path: String) -> SourceText? {
        if let known = sources[path] { return known }
        guard let text = texts[path] else { return nil }
        let source = SourceText(text)
        sources[path] = source
        return source
    }

    /// Builds a file's tree, reporting its problems with `chain`.
    mutating func build(_ file: XMLFile, path: String, chain: [String]) -> TemplateNode? {
        texts[path] = file.text
        let (root, problems) = TemplateBuilder.buildCollecting(file, path: path)
        diagnostics += problems.map { problem in
            var diagnostic = problem
            diagnostic.includeChain = chain
            return diagnostic
        }
        return root
    }

    /// A problem with an include, reported at its attribute value.
    mutating func report(_ problem: TemplateProblem, at site: IncludeSite) {
        var diagnostic = Diagnostic(
            message: problem.message, file: site.include.file, range: site.include.range, node: site.nodePath,
            attribute: site.attribute, expression: site.include.path, includeChain: site.chain)
        if let source = source(of: site.include.file) { diagnostic = diagnostic.withExcerpt(from: source) }
        diagnostics.append(diagnostic)
    }

    /// The loader could not provide `path`, the root (no `site`) or an include.
    mutating func reportLoadFailure(_ error: TemplateLoadError, path: String, site: IncludeSite?) {
        switch error {
        case .invalidXML(let xmlError):
            var diagnostic = xmlError.diagnostic(file: path)
            diagnostic.includeChain = site?.innerChain ?? []
            diagnostics.append(diagnostic)
        case .notFound, .unreadable:
            let problem: TemplateProblem
            if case .unreadable(let reason) = error {
                problem = .includeUnreadable(path, reason: reason)
            } else {
                problem = .includeNotFound(site?.include.path ?? path)
            }
            if let site {
                report(problem, at: site)
            } else {
                diagnostics.append(Diagnostic(message: problem.message, file: path))
            }
        }
    }
}

/// An include as written: the reference, its attribute (`xml` or `template`),
/// the include chain of the file it is in, and the node that holds it.
struct IncludeSite {
    var include: TemplateInclude
    var attribute: String
    var chain: [String]
    var nodePath: String

    /// `Screens/Home.xml:4`, as include chains name it.
    var name: String { "\(include.file):\(include.range.start.line)" }

    /// The chain of the file this include brings in.
    var innerChain: [String] { chain + [name] }
}

extension ResolutionSession {
    /// A template inserts children at its marker, which may stand deep in its
    /// tree, so the depth is checked again once everything is in place
    /// (without recursion: the tree may be deeper than is safe to recurse).
    mutating func checkNesting(of root: TemplateNode) {
        var pending: [(node: TemplateNode, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if depth > resolver.maximumNesting {
                onlyContentMissing = false
                let diagnostic = Diagnostic(
                    message: TemplateProblem.viewsTooDeep(limit: resolver.maximumNesting).message,
                    file: node.file, range: node.classRange, includeChain: node.includeChain)
                diagnostics.append(source(of: node.file).map(diagnostic.withExcerpt(from:)) ?? diagnostic)
                return
            }
            for child in node.children { pending.append((child, depth + 1)) }
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
