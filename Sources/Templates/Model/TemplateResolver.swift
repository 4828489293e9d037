import Diagnostics

/// Resolves `xml="…"` (composition, spec §4.4) and `template="…"` (inheritance,
/// §4.5) recursively, so the layout engine gets one tree. It does no I/O: files
/// come from `load`, and class relationships from `isSubclass`.
public struct TemplateResolver: Sendable {
    /// Returns the parsed file at a project-relative path (or URL, as written).
    public typealias Loader = @Sendable (_ path: String) throws(TemplateLoadError) -> XMLFile
    /// True when `subclass` is `ancestor` or inherits from it.
    public typealias SubclassCheck = @Sendable (_ ancestor: String, _ subclass: String) -> Bool

    public var load: Loader
    public var isSubclass: SubclassCheck
    /// Includes nested deeper than this are refused.
    public var maximumDepth: Int
    /// Bounds the tree (and the work) when includes fan out exponentially.
    public var maximumViews: Int
    /// Deepest view nesting accepted in the resolved tree, so the engine's
    /// recursive passes stay safe when includes stack deep files.
    public var maximumNesting: Int

    public init(
        maximumDepth: Int = 64, maximumViews: Int = 100_000, maximumNesting: Int = XMLLimits.maximumDepth,
        load: @escaping Loader, isSubclass: @escaping SubclassCheck
    ) {
        self.maximumNesting = maximumNesting
        self.load = load
        self.isSubclass = isSubclass
        self.maximumDepth = maximumDepth
        self.maximumViews = maximumViews
    }

    /// Loads the template at `path` and resolves its includes.
    public func resolve(path: String) -> TemplateResolution {
        var session = ResolutionSession(resolver: self, rootPath: path)
        let file: XMLFile
        do {
            file = try load(path)
        } catch {
            session.reportLoadFailure(error, path: path, site: nil, chain: [])
            return session.finish(nil)
        }
        return resolve(file, path: path, session: &session)
    }

    /// Resolves the includes of `file`, already read from `path`.
    public func resolve(_ file: XMLFile, path: String) -> TemplateResolution {
        var session = ResolutionSession(resolver: self, rootPath: path)
        return resolve(file, path: path, session: &session)
    }

    private func resolve(_ file: XMLFile, path: String, session: inout ResolutionSession) -> TemplateResolution {
        guard let root = session.build(file, path: path, chain: []) else { return session.finish(nil) }
        session.stack = [path]
        session.views = root.viewCount
        var resolved = root
        session.resolveNode(&resolved, parentPath: nil, depth: 1)
        session.checkNesting(of: resolved)
        return session.finish(resolved)
    }
}

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
        let (root, problems) = TemplateBuilder.buildCollecting(file, path: path)
        sources[path] = file.sourceText()
        diagnostics += problems.map { problem in
            var diagnostic = problem
            diagnostic.includeChain = chain
            return diagnostic
        }
        return root
    }

    mutating func report(_ problem: TemplateProblem, at include: TemplateInclude, chain: [String], node: String?) {
        var diagnostic = Diagnostic(
            message: problem.message, file: include.file, range: include.range, node: node, includeChain: chain)
        if let source = sources[include.file] { diagnostic = diagnostic.withExcerpt(from: source) }
        diagnostics.append(diagnostic)
    }

    mutating func reportLoadFailure(
        _ error: TemplateLoadError, path: String, site: TemplateInclude?, chain: [String], node: String? = nil
    ) {
        switch error {
        case .invalidXML(let xmlError):
            var diagnostic = xmlError.diagnostic(file: path)
            diagnostic.includeChain = site == nil ? [] : chain + [Self.siteName(site!)]
            diagnostics.append(diagnostic)
        case .notFound, .unreadable:
            let problem: TemplateProblem
            if case .unreadable(let reason) = error {
                problem = .includeUnreadable(path, reason: reason)
            } else {
                problem = .includeNotFound(site?.path ?? path)
            }
            if let site {
                report(problem, at: site, chain: chain, node: node)
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
