import Diagnostics

/// Resolves `xml="…"` (composition, R-LL-XML-INCLUDE) and `template="…"` (inheritance,
/// R-LL-TEMPLATE) recursively, so the layout engine gets one tree with no includes left
/// (`xmlInclude`/`templateInclude` are nil in it) and every node, attribute,
/// parameter, macro and body marked with the include chain that brought it in.
/// It does no I/O: files come from `load`, class relationships from `isSubclass`.
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
        self.load = load
        self.isSubclass = isSubclass
        self.maximumDepth = maximumDepth
        self.maximumViews = maximumViews
        self.maximumNesting = maximumNesting
    }

    /// Loads the template at `path` and resolves its includes.
    public func resolve(path: String) -> TemplateResolution {
        var session = ResolutionSession(resolver: self, rootPath: path)
        let file: XMLFile
        do {
            file = try load(path)
        } catch {
            session.reportLoadFailure(error, path: path, site: nil)
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
        // The template's own structural problems: its tree is not what the author wrote.
        if !session.diagnostics.isEmpty { session.onlyContentMissing = false }
        session.stack = [path]
        session.views = root.viewCount
        var resolved = root
        session.resolveNode(&resolved, depth: 1)
        session.checkNesting(of: resolved)
        return session.finish(resolved)
    }
}
