import AutoLayout
import Diagnostics
import Expressions
import LayoutEngine
import SwiftTree

/// What a Swift expression of a layout is worth statically.
enum StaticValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    /// `.vertical`, `.defaultHigh`: an implicit member, read by whoever expects a type.
    case implicitMember(String)
    case view(ViewEntity)
    /// `x.topAnchor`, `x.safeAreaLayoutGuide.leadingAnchor`.
    case anchor(AnchorObject, LayoutAttribute)
    case guide(AnchorObject)
    case layout(LayoutValueNode)
    case anchors([AnchorProperty])
    case size(Double, Double)
    case array([StaticValue])
    /// A font, an image: configuration that sizes a view.
    case value(Value)
    /// A type's name used as a value (`UIView`, `Constants`).
    case type(String)
    /// A bare name nothing declares: a `UIView` where a view goes, an error where a number does.
    case unresolved(String)
}

/// Names visible where an expression is: local constants, a type's members (with `self`),
/// the file's top-level declarations. Values are worked out when first used, then kept.
final class Scope {
    enum Entry {
        case variable(VariableBinding)
        case value(StaticValue)
        /// A name an `if let`, `if case` or `case` binds from a value only the running app has
        /// (`user` in `if let user = viewModel.user`): reading it reads the app's state.
        case runtime
    }

    let parent: Scope?
    /// The first name defined, kept beside `entries`: most scopes (a configuration closure's
    /// `$0`, a loop's variable) define one name, and a dictionary was made for it. Never also
    /// in `entries`.
    private var first: (name: String, entry: Entry)?
    private var entries: [String: Entry] = [:]
    /// A type's instance members, read where a name is looked up (not copied into `entries`:
    /// a screen's two thousand views were two thousand entries made for every instance): the
    /// non-static variables of the class and its project superclasses, most derived first.
    /// A name in `entries` comes before them.
    private var members: [TypeDeclaration] = []
    var memo: [String: StaticValue] = [:]
    /// Names whose value is being worked out (a constant defined through itself is an error, not a loop).
    var inProgress: Set<String> = []
    /// The type whose members this scope holds, and the instance that is `self`.
    let type: TypeDeclaration?
    let instance: ViewEntity?
    /// Prefixed to the names of the views this scope declares (`button.` inside a `button`
    /// of a custom class), so that two instances' views keep apart.
    let namePrefix: String

    init(parent: Scope?, type: TypeDeclaration? = nil, instance: ViewEntity? = nil, namePrefix: String? = nil) {
        self.parent = parent
        self.type = type
        self.instance = instance
        self.namePrefix = namePrefix ?? parent?.namePrefix ?? ""
    }

    func define(_ name: String, _ entry: Entry) {
        if first == nil, entries.isEmpty {
            first = (name, entry)
        } else if first?.name == name {
            first!.entry = entry
        } else {
            entries[name] = entry
        }
    }

    /// Makes the non-static variables of `chain` (a class first, then its superclasses) this
    /// scope's members.
    func defineMembers(of chain: [TypeDeclaration]) {
        members = chain
        // Room for a value of each (a screen's thousands of views grew the memo a doubling at a time).
        memo.reserveCapacity(chain.reduce(0) { $0 + $1.variables.count })
    }

    /// The names this scope declares, sorted.
    var names: [String] {
        var all = Set(entries.keys)
        if let first { all.insert(first.name) }
        guard !members.isEmpty else { return all.sorted() }
        for type in members {
            for (name, variable) in type.variables where !variable.isStatic { all.insert(name) }
        }
        return all.sorted()
    }

    /// The declaration of `name` in this scope itself.
    private func entry(_ name: String) -> Entry? {
        if let first, first.name == name { return first.entry }
        if let entry = entries[name] { return entry }
        for type in members {
            if let variable = type.variables[name], !variable.isStatic { return .variable(variable) }
        }
        return nil
    }

    /// The scope that declares `name`, and the declaration.
    func lookup(_ name: String) -> (Entry, Scope)? {
        var scope: Scope? = self
        while let current = scope {
            if let entry = current.entry(name) { return (entry, current) }
            scope = current.parent
        }
        return nil
    }

    /// The nearest `self`.
    var selfEntity: ViewEntity? { instance ?? parent?.selfEntity }
    var enclosingType: TypeDeclaration? { type ?? parent?.enclosingType }

    /// Adds the `let`/`var` bindings among `statements`.
    func define(locals statements: [SwiftItem], source: SwiftSource) {
        for item in statements {
            guard case .decl(let decl) = item, let variable = decl.asVariable else { continue }
            for binding in variable.bindings {
                guard let name = binding.name?.text else { continue }
                define(name, .variable(VariableBinding(name: name, binding: binding, decl: decl, source: source)))
            }
        }
    }
}

/// A problem found while reading, positioned in its file.
struct Problem {
    var severity: Diagnostic.Severity
    var message: SwiftLayoutMessage
    var file: String
    var span: SourceSpan?
    /// Did-you-mean candidates, best first.
    var suggestions: [String] = []
    /// Related places: what each is, and where (a conflict's constraints).
    var notes: [(message: String, file: String, span: SourceSpan?)] = []
    /// The Auto Layout engine's conflict or ambiguity, for the audit.
    var finding: LayoutFinding? = nil
}

/// Reads SwiftLayout code: evaluates the builder statements, views and anchors of one layout
/// with the project's declarations, reporting what cannot be known statically.
final class Evaluator {
    let project: ProjectDeclarations
    let catalog: UIKitCatalog
    var problems: [Problem] = []
    /// The project's asset-catalog colours, for `UIColor(named:)`.
    var namedColor: (String) -> Color? = { _ in nil }
    /// The project's values for what only the running app knows.
    var placeholders = SwiftLayoutPlaceholders()
    /// Files whose declarations were used (for re-rendering when they change).
    var usedFiles: Set<String> = []
    /// The file `noteUsedFile` was last given: nearly every name a layout reads is declared in
    /// one file, whose path was hashed again for each.
    private var lastUsedFile: String?
    /// Type names looked up in the project, found or not, and names no declaration gave: a
    /// file that comes to declare one (a new file, a class moved) changes this layout.
    var usedNames: Set<String> = []
    /// Builders that another layout used (they are not roots of their own).
    var referencedBuilders: Set<ObjectIdentifier> = []
    private var anonymousCounts: [String: Int] = [:]
    private var reportedUndeclared: Set<String> = []
    /// Each file's top-level scope.
    var fileScopes: [String: Scope] = [:]
    /// How deep `evaluate` and `layout` are nested: deeper than `maximumDepth` is reported, not
    /// followed (a file nested beyond any real layout must not exhaust the stack).
    var depth = 0
    static let maximumDepth = 120
    /// Builders being evaluated, against recursion.
    var evaluating: Set<ObjectIdentifier> = []
    /// The scope of each project class instance's members, by view (it holds its view).
    private var instanceScopes: [ObjectIdentifier: Scope] = [:]
    /// Classes whose chain of project superclasses was followed, and those of them in a cycle.
    private var walkedClasses: Set<String> = []
    private var cyclicClasses: Set<String> = []
    /// Methods whose bodies are being read for configuration (`setUpViews()` in an initialiser).
    var followedMethods: Set<ObjectIdentifier> = []
    /// `ancestry(of:)` by class name: the frame solver asks it several times for every view.
    private var ancestries: [String: [String]] = [:]
    /// `isViewClass(_:)` by class name.
    private var viewClasses: [String: Bool] = [:]
    /// The text size `UIFont.preferredFont(forTextStyle:)` takes.
    var contentSizeCategory = ContentSizeCategory.large
    /// Every numeric literal read, and whether its value only ever became constraint constants
    /// tagged with it (so that a new value can be set in them, `LayoutEvaluation.patch`).
    var literalUses: [LiteralSource: Bool] = [:]

    init(project: ProjectDeclarations, catalog: UIKitCatalog) {
        self.project = project
        self.catalog = catalog
    }

    /// Records that a declaration of `file` was used.
    func noteUsedFile(_ file: String) {
        guard file != lastUsedFile else { return }
        usedFiles.insert(file)
        lastUsedFile = file
    }

    func report(_ severity: Diagnostic.Severity, _ message: SwiftLayoutMessage, _ node: some Spanned, in source: SwiftSource,
                suggestions: [String] = []) {
        let span = node.span
        guard !problems.contains(where: { $0.message == message && $0.span == span && $0.file == source.file }) else { return }
        problems.append(Problem(severity: severity, message: message, file: source.file, span: span, suggestions: suggestions))
    }

    /// The names `scope` can see (locals, members, the file's), for did-you-mean.
    func visibleNames(_ scope: Scope) -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let next = current {
            names += next.names
            current = next.parent
        }
        return names
    }

    /// A fresh name for an anonymous view: `label1`, `imageView2`.
    func anonymousName(for className: String) -> String {
        var base = className.hasPrefix("UI") ? String(className.dropFirst(2)) : className
        base = base.prefix(1).lowercased() + base.dropFirst()
        anonymousCounts[base, default: 0] += 1
        return "\(base)\(anonymousCounts[base]!)"
    }

    /// A name no declaration gives: a `UIView`, with one warning per name.
    func undeclaredView(_ name: String, at node: some Spanned, in source: SwiftSource, scope: Scope) -> ViewEntity {
        let key = "undeclared:" + name
        let root = rootScope(of: scope)
        if case .view(let view)? = root.memo[key] { return view }
        usedNames.insert(name)
        if reportedUndeclared.insert(name).inserted {
            report(.warning, .undeclaredView(name), node, in: source,
                   suggestions: Suggestions.bestMatches(for: name, in: visibleNames(scope), limit: 3))
        }
        let view = ViewEntity(name: name, className: "UIView", file: source.file, span: node.span)
        root.memo[key] = .view(view)
        return view
    }

    private func rootScope(of scope: Scope) -> Scope {
        var current = scope
        while let parent = current.parent { current = parent }
        return current
    }

    /// The project's declaration of a type (extensions merged in), the name recorded as used.
    func declaredType(_ name: String) -> TypeDeclaration? {
        usedNames.insert(name)
        return project.type(name)
    }

    /// Whether `name` is a view class: UIKit's, or a project class deriving from one (asked
    /// again for every view a layout makes: worked out once per name).
    func isViewClass(_ name: String) -> Bool {
        if let known = viewClasses[name] { return known }
        let result = findsViewClass(name)
        viewClasses[name] = result
        return result
    }

    private func findsViewClass(_ name: String) -> Bool {
        if let known = catalog.viewClass(named: name) { return known.root == .view }
        var current = name
        var seen: Set<String> = []
        while let type = declaredType(current), seen.insert(current).inserted, let superclass = type.superclassName {
            if let known = catalog.viewClass(named: superclass) { return known.root == .view }
            current = superclass
        }
        return false
    }

    /// A UIKit class to lay a class out as, and its chain of class names (the project's first).
    func ancestry(of name: String) -> [String] {
        if let known = ancestries[name] { return known }
        var chain: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        var ancestry: [String]?
        while let next = current, seen.insert(next).inserted {
            if let known = catalog.viewClass(named: next) {
                ancestry = chain + known.ancestry
                break
            }
            chain.append(next)
            current = declaredType(next)?.superclassName
        }
        let result = ancestry ?? chain + ["UIView"]
        ancestries[name] = result
        return result
    }

    /// `ancestry(of:)` for `view`'s class, kept in the view while its class stays (asked for
    /// every view as it is placed and as it is laid out: the class's name was hashed each time).
    func ancestry(ofView view: ViewEntity) -> [String] {
        if let known = view.ancestry, known.className == view.className { return known.chain }
        let chain = ancestry(of: view.className)
        view.ancestry = (view.className, chain)
        return chain
    }

    /// The members of a view of a project class, with the view as `self` (nil for a UIKit view).
    func instanceScope(of view: ViewEntity) -> Scope? { instanceScopes[ObjectIdentifier(view)] }

    /// Makes `scope` the members of `view`.
    func setInstanceScope(_ scope: Scope, of view: ViewEntity) { instanceScopes[ObjectIdentifier(view)] = scope }

    /// The project's declaration of `type`'s superclass: nil for a UIKit superclass, and for a
    /// class whose superclasses come back to it, so that no walk up the classes goes round for ever.
    func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        guard let name = type.superclassName, !inheritsFromItself(type.name) else { return nil }
        return declaredType(name)
    }

    /// Whether `name`'s chain of project superclasses comes back to it (`class A: A`, or `A: B`
    /// with `B: A`): the compiler refuses it, so each class of the cycle is an error at its
    /// declaration, reported once. Each class is followed once per render.
    @discardableResult
    func inheritsFromItself(_ name: String) -> Bool {
        var chain: [String] = []
        var indices: [String: Int] = [:]
        var current: String? = name
        while let next = current, !walkedClasses.contains(next) {
            if let start = indices[next] {
                let cycle = Array(chain[start...])
                for (offset, member) in cycle.enumerated() {
                    cyclicClasses.insert(member)
                    guard let type = project.type(member) else { continue }
                    let path = cycle[offset...] + cycle[..<offset] + [member]
                    problems.append(Problem(severity: .error, message: .inheritsFromItself(member, path: Array(path)), file: type.file,
                                            span: type.span))
                }
                break
            }
            indices[next] = chain.count
            chain.append(next)
            current = declaredType(next)?.superclassName
        }
        walkedClasses.formUnion(chain)
        return cyclicClasses.contains(name)
    }
}
