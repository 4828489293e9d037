import Diagnostics
import Expressions
import SwiftTree

extension Evaluator {
    /// Whether `className` names one of UIKit's (or Core Animation's, or Foundation's) objects
    /// that are not views and that view code makes: `UICollectionViewFlowLayout`,
    /// `UITapGestureRecognizer`, `UIBarButtonItem`, `CAGradientLayer`, `NSMutableParagraphStyle`…
    static func isUIKitObject(_ className: String) -> Bool {
        guard className.hasPrefix("UI") || className.hasPrefix("NS") || className.hasPrefix("CA") else { return false }
        let suffixes = ["Layout", "GestureRecognizer", "Item", "Controller", "Generator", "Formatter", "Layer", "ParagraphStyle",
                        "AttributedString", "Action", "Menu", "Configuration", "Animator", "Interaction", "Behavior", "Shadow"]
        return suffixes.contains { className.hasSuffix($0) }
    }

    /// `Type(…)`: a new view (a `UIView` with a warning when the class is unknown).
    func construct(_ className: String, _ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource, name: String?) -> StaticValue? {
        let known = isViewClass(className)
        let declared = declaredType(className)
        if !known, declared == nil {
            if ["CGRect", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIColor", "NSLayoutConstraint"].contains(className) {
                report(.error, .notStatic(source.text(expression)), expression, in: source)
                return nil
            }
            // A collection view's layout, a gesture recogniser, a bar button item: UIKit objects
            // a view's code makes that are no views (their settings are notes where they are set).
            if Self.isUIKitObject(className) { return .type(className) }
            report(.warning, .unknownClass(className), call.callee, in: source,
                   suggestions: Suggestions.bestMatches(for: className, in: catalog.classNames, limit: 3))
        }
        if let type = declared, !known {
            // A struct or class of the project that is not a view (a ModularLayout value…).
            return .type(type.name)
        }
        let viewName = name.map { scope.namePrefix + $0 } ?? anonymousName(for: className)
        let view = ViewEntity(name: viewName, className: known ? className : "UIView", file: source.file, span: expression.span)
        if let type = declared, known {
            usedFiles.formUnion(project.files(declaring: className))
            attach(type, to: view, call: (call, scope, source))
        }
        if let views = argument("arrangedSubviews", call), ancestry(of: view.className).contains("UIStackView") {
            // `UIStackView(arrangedSubviews: [a, b])`: added and arranged as the stack is made.
            switch evaluate(views, scope, source) {
            case .array(let elements)?:
                let written: [SwiftExpr] = if case .array(let items) = views.kind { items } else { [] }
                for (element, value) in zip(written, elements) {
                    switch value {
                    case .view(let arranged): view.arrangedAtInit.append(arranged)
                    case .unresolved(let name): view.arrangedAtInit.append(undeclaredView(name, at: element, in: source, scope: scope))
                    default: report(.error, .notStatic(source.text(element)), element, in: source)
                    }
                }
            case nil: break
            default: report(.error, .notStatic(source.text(views)), views, in: source)
            }
        }
        if let itemsExpression = argument("items", call), case .array(let items) = itemsExpression.kind,
           ancestry(of: view.className).contains("UISegmentedControl") {
            // `UISegmentedControl(items: ["One", "Two"])`.
            let titles = items.map { element -> Value in
                if case .string(let title)? = evaluate(element, scope, source) { return .string(title) }
                return .string("")
            }
            view.set("segments", .array(titles))
        }
        return .view(view)
    }

    /// Makes `view` an instance of project class `type`: its members (the scope returned), its
    /// initialisers' literal configuration (the one `call` calls with its arguments), a view
    /// controller's `loadView` and `viewDidLoad`.
    @discardableResult
    func attach(_ type: TypeDeclaration, to view: ViewEntity, call: (SwiftCall, Scope, SwiftSource)? = nil) -> Scope {
        view.customType = type
        var chain: [TypeDeclaration] = [type]
        while let next = superclass(of: chain.last!), !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        let prefix = view.name == "self" ? "" : view.name + "."
        let scope = Scope(parent: fileScope(project.source(type.file) ?? SwiftSource(file: type.file, text: "")), type: type,
                          instance: view, namePrefix: prefix)
        for declaration in chain.reversed() { usedFiles.formUnion(project.files(declaring: declaration.name)) }
        scope.defineMembers(of: chain)
        setInstanceScope(scope, of: view)
        for declaration in chain.reversed() {
            for (initializer, source) in declaration.initializers {
                guard let body = initializer.body else { continue }
                let bindings = call.flatMap { initializerBindings(initializer, call: $0.0, $0.1, $0.2) } ?? []
                configure(view, statements: body, parameter: nil, scope, source, quietly: true, bindings: bindings)
            }
        }
        if ancestry(of: type.name).contains(where: { $0.hasSuffix("Controller") }) || chain.contains(where: { $0.inherited.contains { $0.hasSuffix("Controller") } }) {
            for name in ["loadView", "viewDidLoad"] {
                guard let (function, source) = chain.lazy.compactMap({ $0.functions[name] }).first, let body = function.body else { continue }
                configure(view, statements: body, parameter: nil, scope, source, quietly: true)
            }
        }
        return scope
    }

    /// The values of an initialiser's parameters when `call` calls it (nil when it calls
    /// another): literal arguments are their values; a text, image or colour only known when
    /// the app runs is a stand-in (reported at the argument); others are left unbound.
    private func initializerBindings(_ initializer: DeclaredFunction, call: SwiftCall, _ scope: Scope, _ source: SwiftSource)
        -> [(String, StaticValue)]? {
        let arguments = call.arguments
        var matched: [(SwiftParameter, SwiftExpr)] = []
        var index = 0
        for parameter in initializer.parameters {
            if index < arguments.count, (arguments[index].label?.text ?? "_") == parameter.label {
                matched.append((parameter, arguments[index].value))
                index += 1
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        guard index == arguments.count else { return nil }
        return matched.compactMap { parameter, expression in
            let name = parameter.name
            let type = Self.constructedType(parameter.type?.text)
            let kind: StandInKind? = switch type {
            case "String", "NSAttributedString": .text
            case "UIImage": .image
            case "UIColor": .color
            default: nil
            }
            if let kind {
                let value = valueOrStandIn(expression, kind, scope, source, evaluate: { evaluate(expression, scope, source, typeName: type) })
                return value.map { value in (name, value.staticValue) }
            }
            let reported = problems.count
            if let value = evaluate(expression, scope, source, typeName: type) {
                if case .unresolved = value {} else { return (name, value) }
            }
            problems.removeSubrange(reported...)
            return nil
        }
    }

    /// `setUpViews()` or `self.configureLayout()` inside a view's own code: a method of its
    /// class without parameters, whose body is read for configuration too (once at a time: a
    /// method calling itself is not followed again).
    private func readOwnMethod(_ call: SwiftCall, _ scope: Scope) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosures.isEmpty, let view = scope.selfEntity, var type = view.customType,
              let name = LayoutSyntax.referencedName(call.callee) else { return false }
        while type.functions[name] == nil, let next = superclass(of: type) { type = next }
        guard let (function, source) = type.functions[name], function.parameters.isEmpty, !Self.isBuilder(function),
              let body = function.body, followedMethods.insert(function.id).inserted else { return false }
        defer { followedMethods.remove(function.id) }
        configure(view, statements: body, parameter: nil, scope, source, quietly: true)
        return true
    }

    /// A stored view of a custom class instance (`stack.a`).
    func memberView(of view: ViewEntity, _ name: String) -> ViewEntity? {
        if let member = view.members[name] { return member }
        guard let scope = instanceScope(of: view), let (entry, owner) = scope.lookup(name), owner === scope,
              case .variable(let variable) = entry, let source = project.source(variable.source.file) else { return nil }
        guard case .view(let member)? = evaluate(variable, in: scope, at: variable.span, from: source) else { return nil }
        scope.memo[name] = .view(member)
        view.members[name] = member
        return member
    }

    /// `{ let v = UILabel(); v.text = "…"; return v }()`.
    func viewFactory(_ closure: SwiftClosure, _ scope: Scope, _ source: SwiftSource, name: String?) -> StaticValue? {
        viewFactory(closure.statements, span: closure.span, scope, source, name: name)
    }

    /// The statements of a closure or method that makes a view and returns it.
    func viewFactory(_ statements: SwiftBlock, span: SourceSpan, _ scope: Scope, _ source: SwiftSource, name: String?) -> StaticValue? {
        let local = Scope(parent: scope)
        var result: ViewEntity?
        for item in statements.items {
            switch item {
            case .decl(let decl):
                guard let variable = decl.asVariable, let binding = variable.bindings.first, let localName = binding.name?.text,
                      let initializer = binding.initializer else { continue }
                let value = evaluate(initializer, local, source, typeName: binding.type?.text, name: name)
                if let value { local.define(localName, .value(value)) }
            case .stmt(let statement):
                if case .return(let returned?) = statement.kind {
                    if case .view(let view)? = evaluate(returned, local, source) { result = view }
                }
            case .expr(let expression):
                configure(statement: expression, local, source)
            }
        }
        guard let result else {
            report(.error, .notStatic(source.text(of: span)), span, in: source)
            return nil
        }
        return .view(result)
    }

    /// `x.sl.identifying("id")`, `x.sl.config { }`, `x.onActivate { }`: the same view, modified.
    func viewModifier(_ call: SwiftCall, _ member: String, _ base: SwiftExpr, _ scope: Scope, _ source: SwiftSource,
                      name: String?) -> StaticValue? {
        // `then` is the Then library's `config`.
        guard ["identifying", "config", "onActivate", "then"].contains(member) else { return nil }
        guard let value = evaluate(base, scope, source, name: name) else { return nil }
        let view: ViewEntity
        switch value {
        case .view(let found): view = found
        case .unresolved(let name): view = undeclaredView(name, at: base, in: source, scope: scope)
        case .layout(let node) where node.view != nil && member == "identifying":
            if case .string(let identifier)? = call.arguments.first.flatMap({ evaluate($0.value, scope, source) }) {
                node.view!.identifier = identifier
            }
            return .layout(node)
        default: return nil
        }
        if member == "identifying" {
            guard let first = call.arguments.first else { return .view(view) }
            if case .string(let identifier)? = evaluate(first.value, scope, source) { view.identifier = identifier }
            return .view(view)
        }
        if let closure = LayoutSyntax.closure(of: call) {
            let parameter = Self.parameterName(closure)
            configure(view, statements: closure.statements, parameter: parameter, scope, source)
        }
        return .view(view)
    }

    static func parameterName(_ closure: SwiftClosure) -> String {
        closure.parameters?.first ?? "$0"
    }

    /// Reads literal assignments to `view` (named `parameter`, or `self` when nil) among `statements`.
    /// `quietly`: an initialiser's body, where most statements are not about the view's looks.
    func configure(_ view: ViewEntity, statements: SwiftBlock, parameter: String?, _ scope: Scope, _ source: SwiftSource,
                   quietly: Bool = false, bindings: [(String, StaticValue)] = []) {
        let local = Scope(parent: instanceScope(of: view) ?? scope)
        for (name, value) in bindings { local.define(name, .value(value)) }
        let items = statements.items
        local.define(locals: items, source: source)
        local.define(parameter ?? "self", .value(.view(view)))
        for item in items {
            guard case .expr(let expression) = item else { continue }
            if quietly {
                let sizing = problems.count
                configure(statement: expression, local, source)
                keepStandInsAndTypos(from: sizing)
            } else {
                configure(statement: expression, local, source)
            }
        }
    }

    /// Drops what was reported from `index` on but the stand-ins' warnings, misspelled
    /// properties and hexadecimal colours read from an app's initialiser: code read for its
    /// configuration only (an initialiser's body) does much that is not about looks, but what
    /// it draws as a placeholder or by a reading of the app's own code, and a typo, are said.
    func keepStandInsAndTypos(from index: Int) {
        let kept = problems[index...].filter {
            switch $0.message {
            case .standIn, .configuredStandIn, .unknownProperty, .hexInitialiserRead: true
            default: false
            }
        }
        problems.replaceSubrange(index..., with: kept)
    }

    /// One statement of a configuration: `v.text = "…"`, `v.setTitle("…", for: .normal)`.
    func configure(statement expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) {
        if let call = expression.asCall {
            if readOwnMethod(call, scope) { return }
            if configureEach(call, scope, source) { return }
            let target: ViewEntity
            let member: String
            if let (name, base) = LayoutSyntax.member(of: call) {
                guard let base, LayoutSyntax.name(base) != "super", let view = configuredView(base, scope, source) else { return }
                (target, member) = (view, name)
            } else if let name = LayoutSyntax.name(call.callee), Self.ownConfigurationCalls.contains(name), let view = scope.selfEntity {
                // `setContentHuggingPriority(.required, for: .vertical)` inside a view's own initialiser.
                (target, member) = (view, name)
            } else {
                return
            }
            switch member {
            case "setTitle", "setImage":
                guard let first = call.arguments.first?.value else { return }
                let kind: StandInKind = member == "setTitle" ? .text : .image
                if let value = valueOrStandIn(first, kind, scope, source, evaluate: { evaluate(first, scope, source) }) {
                    target.set(member == "setTitle" ? "title" : "image", value)
                }
            case "setTitleColor":
                // `setTitleColor(.white, for: .normal)`: the state's title colour, as the viewer reads it.
                guard let first = call.arguments.first?.value else { return }
                let state = argument("for", call).flatMap { $0.memberName } ?? "normal"
                if let value = valueOrStandIn(first, .color, scope, source, evaluate: { evaluate(first, scope, source, typeName: "UIColor") }) {
                    target.set("\(state)TitleColor", value)
                }
            case "insertSegment":
                insertSegment(call, expression, into: target, scope, source)
            case "addArrangedSubview" where ancestry(of: target.className).contains("UIStackView"):
                // Arranged as the stack is made, before its layout's own views (as `init(arrangedSubviews:)`).
                guard let first = call.arguments.first?.value, case .view(let arranged)? = evaluate(first, scope, source) else {
                    report(.note, .configIgnored(source.text(expression)), expression, in: source)
                    return
                }
                if !target.arrangedAtInit.contains(where: { $0 === arranged }) { target.arrangedAtInit.append(arranged) }
            case "setContentHuggingPriority", "setContentCompressionResistancePriority":
                setContentPriority(call, expression, hugging: member == "setContentHuggingPriority", of: target, scope, source)
            default:
                report(.note, .configIgnored(source.text(expression)), expression, in: source)
            }
            return
        }
        guard case .binary(let op, let lhs, let rhs) = expression.kind, op.text == "=" else { return }
        if case .member(let base?, let member) = lhs.kind, !Self.continuesPath(base) {
            // `v.text = …`, one member deep: its name is the path (a list was made and joined).
            guard let target = configuredView(base, scope, source) else { return }
            applyProperty(member.text, rhs, to: target, scope, source, at: expression)
            return
        }
        var path: [String] = []
        var current = lhs
        while true {
            if case .member(let base?, let name) = current.kind {
                path.insert(name.text, at: 0)
                current = base
            } else if case .postfix(let mark, let operand) = current.kind, mark.text == "?" {
                current = operand
            } else {
                break
            }
        }
        if path.isEmpty, case .name(let name) = current.kind {
            // `text = "…"` inside a view's own initialiser (not a local or a member of its own).
            guard let view = scope.selfEntity, scope.lookup(name) == nil else { return }
            applyProperty(name, rhs, to: view, scope, source, at: expression)
            return
        }
        guard let target = configuredView(current, scope, source) else { return }
        applyProperty(path.joined(separator: "."), rhs, to: target, scope, source, at: expression)
    }

    /// `[a, b].forEach { stack.addArrangedSubview($0) }` (or `{ view in … }`): the closure's
    /// statements read once for each element of an array literal, the element bound to its
    /// parameter. False for any other call.
    private func configureEach(_ call: SwiftCall, _ scope: Scope, _ source: SwiftSource) -> Bool {
        guard let (name, base) = LayoutSyntax.member(of: call), name == "forEach", let base, case .array = base.kind,
              let closure = call.trailingClosures.first?.closure ?? call.arguments.first.flatMap({ argument in
                  if case .closure(let closure) = argument.value.kind { closure } else { nil }
              }),
              case .array(let elements)? = evaluate(base, scope, source) else { return false }
        let parameter = closure.parameters?.first ?? "$0"
        for element in elements {
            let iteration = Scope(parent: scope)
            iteration.define(parameter, .value(element))
            for item in closure.statements.items {
                if case .expr(let statement) = item { configure(statement: statement, iteration, source) }
            }
        }
        return true
    }

    /// Whether the walk down an assignment's target goes on past `expression` (a member with a
    /// receiver, or `?`): `configure(statement:_:_:)`'s path is longer than one name.
    static func continuesPath(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .member(_?, _): true
        case .postfix(let mark, _): mark.text == "?"
        default: false
        }
    }

    /// `v.insertSegment(withTitle: "One", at: 0, animated: false)`: the title among the segments (an
    /// index past the end appends, as UIKit clamps it).
    private func insertSegment(_ call: SwiftCall, _ expression: SwiftExpr, into view: ViewEntity, _ scope: Scope, _ source: SwiftSource) {
        guard let titleExpression = argument("withTitle", call), let indexExpression = argument("at", call) else {
            report(.note, .configIgnored(source.text(expression)), expression, in: source)
            return
        }
        guard case .string(let title)? = evaluate(titleExpression, scope, source), let index = number(indexExpression, scope, source) else { return }
        var segments: [Value] = if case .array(let known)? = view.prop("segments") { known } else { [] }
        segments.insert(.string(title), at: Int(min(max(0, index), Double(segments.count))))
        view.set("segments", .array(segments))
    }

    /// `v.setContentHuggingPriority(.required, for: .horizontal)` and its compression resistance
    /// twin: the priority on that axis; a priority or axis that cannot be read is an error there,
    /// and the class's default stays.
    private func setContentPriority(_ call: SwiftCall, _ expression: SwiftExpr, hugging: Bool, of view: ViewEntity, _ scope: Scope,
                                    _ source: SwiftSource) {
        guard call.arguments.count == 2, let value = call.arguments.first?.value, let axisExpression = argument("for", call) else {
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return
        }
        let axis: String
        switch evaluate(axisExpression, scope, source) {
        case .implicitMember(let name)? where name == "horizontal" || name == "vertical": axis = name
        case nil: return
        default:
            report(.error, .notStatic(source.text(axisExpression)), axisExpression, in: source)
            return
        }
        let reported = problems.count
        guard let priority = priorityValue(value, scope, source) else {
            if problems.count == reported { report(.error, .contentPriorityNotStatic(source.text(value)), value, in: source) }
            return
        }
        guard priority > 0, priority <= 1000 else {
            report(.error, .contentPriorityOutOfRange(source.text(value)), value, in: source)
            return
        }
        switch (hugging, axis) {
        case (true, "horizontal"): view.contentPriorities.hugging.horizontal = priority
        case (true, _): view.contentPriorities.hugging.vertical = priority
        case (false, "horizontal"): view.contentPriorities.compressionResistance.horizontal = priority
        case (false, _): view.contentPriorities.compressionResistance.vertical = priority
        }
    }

    /// Calls a view's own initialiser makes on itself without `self.` that change its size.
    static let ownConfigurationCalls: Set<String> = [
        "setTitle", "setImage", "insertSegment", "setContentHuggingPriority", "setContentCompressionResistancePriority",
    ]

    private func configuredView(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> ViewEntity? {
        if case .view(let view)? = evaluate(expression, scope, source) { return view }
        return nil
    }

    /// The properties that change a view's size or place, kept with their literal values.
    static let sizingProperties: Set<String> = [
        "text", "font", "numberOfLines", "image", "isHidden", "axis", "spacing", "distribution", "alignment", "placeholder",
        "titleLabel.font", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "attributedText", "layoutMargins",
        "semanticContentAttribute", "contentInsetAdjustmentBehavior", "alwaysBounceVertical",
    ]

    /// Properties that change what a user sees without changing a size, carried into the
    /// render's props when their values are literal.
    static let lookProperties: Set<String> = [
        "textAlignment", "borderStyle", "layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "clipsToBounds", "alpha",
        "contentMode", "isEnabled", "isSelected", "isHighlighted", "contentHorizontalAlignment", "isSecureTextEntry", "lineBreakMode",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "isOn", "progress", "selectedSegmentIndex", "value", "layer.opacity",
    ]

    /// `field.placehodler`: a property the view's UIKit class does not have (nor its project
    /// class) but one a letter or two away does — its class's name and those names. Nil for a
    /// view controller (its properties are not in the catalog) and for a name with nothing near
    /// (a property newer than the catalog is not taken for a typo).
    private func misspelledProperty(_ name: String, of view: ViewEntity) -> (String, [String])? {
        let chain = ancestry(of: view.customType?.name ?? view.className)
        guard !chain.contains(where: { $0.hasSuffix("Controller") }), view.customType?.inherited.contains(where: { $0.hasSuffix("Controller") }) != true,
              let uikitName = chain.first(where: { catalog.viewClass(named: $0) != nil }), let uikit = catalog.viewClass(named: uikitName) else { return nil }
        var type = view.customType
        var seen: Set<String> = []
        while let current = type, seen.insert(current.name).inserted {
            if current.variables[name.split(separator: ".").first.map(String.init) ?? name] != nil { return nil }
            type = superclass(of: current)
        }
        guard case .unknown = uikit.attribute(name).resolution else { return nil }
        let suggestions = uikit.suggestions(forUnknownAttribute: name, limit: 3, maxDistance: 2)
        return suggestions.isEmpty ? nil : (view.customType?.name ?? uikitName, suggestions)
    }

    /// The kind of stand-in a property gets when its value is only known when the app runs.
    static func standInKind(of property: String) -> StandInKind? {
        switch property {
        case "text", "attributedText", "placeholder": .text
        case "image": .image
        case "font", "titleLabel.font": .font(17)
        case _ where colorProperties.contains(property): .color
        default: nil
        }
    }

    /// The size of the system font measured in place of a font only the app knows: the call's
    /// `size:` (`.pretendard(size: 14)`), else UIKit's default (15 for a button's title, 17).
    private func standInFontSize(_ value: SwiftExpr, of view: ViewEntity, property: String, _ scope: Scope, _ source: SwiftSource) -> Double {
        let reported = problems.count
        defer { problems.removeSubrange(reported...) }
        if let call = value.asCall,
           let size = ["size", "ofSize", "fontSize"].lazy.compactMap({ self.argument($0, call) }).first, let points = number(size, scope, source) {
            return points
        }
        return property == "titleLabel.font" || ancestry(of: view.className).contains("UIButton") ? 15 : 17
    }

    /// Colour properties the render carries (the viewer draws them).
    static let colorProperties: Set<String> = ["backgroundColor", "textColor", "tintColor", "layer.borderColor"]

    private func applyProperty(_ name: String, _ value: SwiftExpr, to view: ViewEntity, _ scope: Scope, _ source: SwiftSource,
                               at node: SwiftExpr) {
        if var kind = Self.standInKind(of: name) {
            // What the app only knows when it runs is drawn as a stand-in.
            if case .font = kind { kind = .font(standInFontSize(value, of: view, property: name, scope, source)) }
            let typeName: String? = switch kind {
            case .color: "UIColor"
            case .font: "UIFont"
            default: nil
            }
            guard let drawn = valueOrStandIn(value, kind, scope, source, evaluate: { evaluateAssigned(value, scope, source, typeName: typeName) })
            else { return }
            view.set(name == "attributedText" ? "text" : name, drawn)
            return
        }
        let isLook = Self.lookProperties.contains(name)
        guard Self.sizingProperties.contains(name) || isLook else {
            if let (className, suggestions) = misspelledProperty(name, of: view) {
                report(.error, .unknownProperty(name, className: className), Self.assignee(node), in: source, suggestions: suggestions)
            } else {
                report(.note, .configIgnored(source.text(node)), node, in: source)
            }
            return
        }
        let typeName: String? = switch name {
        case "font": "UIFont"
        case "layoutMargins": "UIEdgeInsets"
        default: nil
        }
        let reported = problems.count
        guard let evaluated = evaluateAssigned(value, scope, source, typeName: typeName) else {
            if isLook {
                // What only changes the looks and cannot be read is left as UIKit's default.
                problems.removeSubrange(reported...)
                report(.note, .configIgnored(source.text(node)), node, in: source)
            }
            return
        }
        switch evaluated {
        case .string(let text): view.set(name == "attributedText" ? "text" : name, .string(text))
        case .number(let number): view.set(name, .number(number))
        case .bool(let flag): view.set(name, .bool(flag))
        case .implicitMember(let member): view.set(name, .string(member))
        case .value(let value): view.set(name, value)
        default: report(.error, .notStatic(source.text(value)), value, in: source)
        }
    }

    /// What `a.b = c` assigns to: `a.b`.
    static func assignee(_ assignment: SwiftExpr) -> SwiftExpr {
        if case .binary(_, let lhs, _) = assignment.kind { return lhs }
        return assignment
    }
}
