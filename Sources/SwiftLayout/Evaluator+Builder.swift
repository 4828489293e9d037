import Diagnostics
import SwiftTree

extension Evaluator {
    /// The layout value of one builder expression (R-SL-BUILDER, R-SL-STATIC), or nil after
    /// reporting.
    func layout(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let expression = LayoutSyntax.strippingActivation(expression)
        if let call = expression.asCall {
            if let (name, base) = LayoutSyntax.member(of: call), let base {
                switch name {
                case "sublayout", "anchors":
                    guard let node = viewLayout(base, scope, source) else { return nil }
                    guard let closure = LayoutSyntax.closure(of: call) else { return node }
                    if name == "sublayout" {
                        node.sublayouts.append(block(closure.statements, Scope(parent: scope), source))
                    } else {
                        if let found = anchorsBlock(closure.statements, scope, source) { node.anchors.appendTaking(found) }
                    }
                    return node
                case "eraseToAnyLayout":
                    guard let child = layout(base, scope, source) else { return nil }
                    return LayoutValueNode(.any, span: child.span, file: child.file, sublayouts: [child])
                default:
                    break
                }
            }
            if LayoutSyntax.name(call.callee) == "GroupLayout", let closure = LayoutSyntax.closure(of: call) {
                let group = LayoutValueNode(.group, span: call.callee.span, file: source.file)
                group.isNotArranged = call.arguments.contains { $0.label?.text == "option" && source.written($0.value).contains("isNotArranged") }
                group.sublayouts = [block(closure.statements, Scope(parent: scope), source)]
                return group
            }
            if let function = builderFunction(call, scope) {
                guard !evaluating.contains(function.0.id) else {
                    // Not followed (it would not end); said, so that the layout is not silently empty.
                    report(.error, .builderCallsItself(function.0.name.text + "()"), expression, in: source)
                    return nil
                }
                return builderFunctionLayout(function.0, function.1, call: call, scope)
            }
            if isBuilderCall(call), let closure = LayoutSyntax.closure(of: call) {
                guard let node = viewLayout(call.callee, scope, source) else { return nil }
                node.sublayouts.append(block(closure.statements, Scope(parent: scope), source))
                return node
            }
        }
        if case .postfix(let op, let operand) = expression.kind, op.text == "?" {
            let child = layout(operand, scope, source)
            return LayoutValueNode(.optional, span: expression.span, file: source.file, sublayouts: child.map { [$0] } ?? [])
        }
        guard let value = evaluate(expression, scope, source) else { return nil }
        return layout(of: value, expression, scope, source)
    }

    /// A value used as a layout: a view, a layout, a `ModularLayout` value.
    private func layout(of value: StaticValue, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        switch value {
        case .view(let view):
            return LayoutValueNode(.view, view: view, span: expression.span, file: source.file)
        case .unresolved(let name):
            let view = undeclaredView(name, at: expression, in: source, scope: scope)
            return LayoutValueNode(.view, view: view, span: expression.span, file: source.file)
        case .layout(let node):
            return node
        case .type(let name):
            if let type = declaredType(name), type.inherited.contains("ModularLayout"), let variable = type.variables["layout"], let getter = variable.getter,
               evaluating.insert(variable.id).inserted {
                defer { evaluating.remove(variable.id) }
                let instance = Scope(parent: fileScope(variable.source), type: type)
                for (member, binding) in type.variables { instance.define(member, .variable(binding)) }
                let node = LayoutValueNode(.modular(name), span: expression.span, file: source.file)
                usedFiles.formUnion(project.files(declaring: name))
                node.sublayouts = [block(getter, instance, variable.source)]
                return node
            }
        default:
            break
        }
        report(.error, .unsupportedStatement(source.text(expression)), expression, in: source)
        return nil
    }

    /// The receiver of `sublayout`/`anchors`: a new `ViewLayout` for a view, the same node for a chained call.
    private func viewLayout(_ base: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        var receiver = base
        // `x.sl.sublayout`: the namespace is the view itself.
        if let access = receiver.asMember, access.name.text == "sl", let inner = access.base { receiver = inner }
        if LayoutSyntax.isLayoutCall(receiver) {
            return layout(receiver, scope, source)
        }
        guard let value = evaluate(receiver, scope, source) else { return nil }
        switch value {
        case .view(let view): return LayoutValueNode(.view, view: view, span: receiver.span, file: source.file)
        case .unresolved(let name):
            return LayoutValueNode(.view, view: undeclaredView(name, at: receiver, in: source, scope: scope), span: receiver.span, file: source.file)
        case .layout(let node) where node.kind == .view: return node
        default:
            report(.error, .unsupportedStatement(source.text(receiver)), receiver, in: source)
            return nil
        }
    }

    /// A builder block: one statement is its own layout, more make a `ListLayout` (R-SL-BUILDER).
    func block(_ statements: SwiftBlock, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode {
        var components: [LayoutValueNode] = []
        for item in statements.items {
            // What the parser could not read is reported as a syntax error already.
            guard !source.isUnreadable(item) else { continue }
            switch item {
            case .decl(let decl):
                if decl.asVariable != nil {
                    scope.define(locals: [item], source: source)
                } else {
                    report(.warning, .unsupportedStatement(source.text(decl)), decl, in: source)
                }
            case .expr(let expression):
                if let node = statement(expression, scope, source) { components.append(node) }
            case .stmt(let statement):
                if case .for(_, _, _, let body) = statement.kind {
                    let node = LayoutValueNode(.array, span: SourceSpan(Int(statement.span.lower), Int(statement.span.lower) + 3), file: source.file)
                    for (variable, value) in loopValues(statement, scope, source) {
                        let iteration = Scope(parent: scope)
                        iteration.define(variable, .value(value))
                        node.sublayouts.append(block(body, iteration, source))
                    }
                    components.append(node)
                } else {
                    report(.warning, .unsupportedStatement(source.text(statement)), statement, in: source)
                }
            }
        }
        if components.count == 1 { return components[0] }
        let span = statements.items.first.map(\.span) ?? SourceSpan(0, 0)
        return LayoutValueNode(components.isEmpty ? .empty : .list, span: span, file: source.file, sublayouts: components)
    }

    private func statement(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        if case .if(let branch) = expression.kind {
            // `if #available` makes an AnyLayout (R-SL-BUILDER); it is taken as true.
            let isAvailability = branch.conditions.contains { if case .availability = $0 { true } else { false } }
            let kind: LayoutValueNode.Kind = isAvailability ? .any : branch.elseBranch == nil ? .optional : .conditional
            let node = LayoutValueNode(kind, span: Self.keywordSpan(expression, length: 2), file: source.file)
            if let (body, bound) = takenBranch(branch, scope, source) { node.sublayouts = [block(body, bound, source)] }
            return node
        }
        if case .switch(let choice) = expression.kind {
            let node = LayoutValueNode(.conditional, span: Self.keywordSpan(expression, length: 6), file: source.file)
            if let (body, bound) = takenCase(choice, scope, source) { node.sublayouts = [block(body, bound, source)] }
            return node
        }
        return layout(expression, scope, source)
    }

    /// The span of the keyword an `if`, `switch` or `for` starts with.
    static func keywordSpan(_ node: some Spanned, length: Int) -> SourceSpan {
        SourceSpan(Int(node.span.lower), Int(node.span.lower) + length)
    }

    /// The statements of the branch an `if` takes, with its `if let` bindings; nil when none
    /// is taken or the conditions cannot be evaluated (reported). A condition only the running
    /// app can decide (a model's flag, `if let user = viewModel.user`) is taken as holding, with
    /// a warning, unless another condition of the same clause is known to fail.
    func takenBranch(_ branch: SwiftIf, _ scope: Scope, _ source: SwiftSource) -> (SwiftBlock, Scope)? {
        let bound = Scope(parent: scope)
        var holds = true
        var assumed: [SourceSpan] = []
        for element in branch.conditions {
            switch element {
            case .expression(let condition):
                let before = problems.count
                switch evaluate(condition, bound, source) {
                case .bool(let flag)?: holds = holds && flag
                case nil:
                    guard onlyRuntimeValues(since: before) else { return nil }
                    problems.removeSubrange(before...)
                    assumed.append(condition.span)
                default:
                    report(.error, .conditionNotStatic(source.text(condition)), condition, in: source)
                    return nil
                }
            case .availability:
                continue
            case .optionalBinding(let name, let valueExpression):
                let before = problems.count
                let span = valueExpression.map { name.span.union($0.span) } ?? name.span
                let value: StaticValue?
                if let valueExpression {
                    value = evaluate(valueExpression, scope, source)
                } else {
                    value = reference(named: name, scope, source)
                }
                guard let value else {
                    guard onlyRuntimeValues(since: before) else { return nil }
                    problems.removeSubrange(before...)
                    assumed.append(span)
                    bound.define(name.text, .runtime)
                    continue
                }
                if case .unresolved = value {
                    report(.error, .conditionNotStatic(source.text(of: span)), span, in: source)
                    return nil
                }
                bound.define(name.text, .value(value))
            case .casePattern(let pattern, let bindings, let subject):
                let before = problems.count
                let span = pattern.span.union(subject.span)
                guard let value = evaluate(subject, bound, source) else {
                    guard onlyRuntimeValues(since: before) else { return nil }
                    problems.removeSubrange(before...)
                    assumed.append(span)
                    for name in bindings { bound.define(name.text, .runtime) }
                    continue
                }
                // A known value against a pattern that binds nothing (`case .compact = style`).
                var isExpression = true
                if case .other = pattern.kind { isExpression = false }
                guard isExpression, let expected = evaluate(pattern, bound, source) else {
                    report(.error, .conditionNotStatic(source.text(of: span)), span, in: source)
                    return nil
                }
                holds = holds && Self.matches(value, expected)
            case .other(let span):
                report(.error, .conditionNotStatic(source.text(of: span)), span, in: source)
                return nil
            }
            if !holds { break }
        }
        if holds {
            for span in assumed {
                report(.warning, .branchAssumed(source.text(of: span), isSwitch: false), span, in: source)
            }
            return (branch.body, bound)
        }
        switch branch.elseBranch {
        case .block(let body)?: return (body, Scope(parent: scope))
        case .if(let next, _)?: return takenBranch(next, scope, source)
        case nil: return nil
        }
    }

    /// Whether every problem reported since `count` says a value is only known when the app
    /// runs (a model's property, a call, a computed property), not that the code is wrong.
    private func onlyRuntimeValues(since count: Int) -> Bool {
        problems.count > count && problems[count...].allSatisfy { problem in
            switch problem.message {
            case .notStatic, .computedProperty, .functionCall, .conditionNotStatic: true
            default: false
            }
        }
    }

    /// The body of the case a `switch` takes, in a scope with that case's bindings.
    private func takenCase(_ choice: SwiftSwitch, _ scope: Scope, _ source: SwiftSource) -> (SwiftBlock, Scope)? {
        let before = problems.count
        guard let subject = evaluate(choice.subject, scope, source) else {
            guard onlyRuntimeValues(since: before), let first = choice.cases.first else { return nil }
            problems.removeSubrange(before...)
            report(.warning, .branchAssumed(source.text(choice.subject), isSwitch: true), choice.subject, in: source)
            let bound = Scope(parent: scope)
            for name in first.bindings { bound.define(name.text, .runtime) }
            return (first.body, bound)
        }
        for switchCase in choice.cases {
            if switchCase.isDefault { return (switchCase.body, Scope(parent: scope)) }
            for pattern in switchCase.patterns {
                if case .other = pattern.kind { continue }
                guard let value = evaluate(pattern, scope, source) else { continue }
                if Self.matches(subject, value) { return (switchCase.body, Scope(parent: scope)) }
            }
        }
        return nil
    }

    private static func matches(_ lhs: StaticValue, _ rhs: StaticValue) -> Bool {
        switch (lhs, rhs) {
        case let (.implicitMember(a), .implicitMember(b)), let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        default: false
        }
    }

    /// `for x in [a, b] where filter`: each element the filter keeps, bound to the loop's name.
    func loopValues(_ loop: SwiftStmt, _ scope: Scope, _ source: SwiftSource) -> [(String, StaticValue)] {
        guard case .for(let name, let sequence, let filter, _) = loop.kind else { return [] }
        guard let name else {
            report(.error, .notStatic(source.text(loop)), Self.keywordSpan(loop, length: 3), in: source)
            return []
        }
        let elements: [StaticValue]
        switch evaluate(sequence, scope, source) {
        case .array(let values)?: elements = values
        case nil: return []
        default:
            report(.error, .notStatic(source.text(sequence)), sequence, in: source)
            return []
        }
        guard let filter else { return elements.map { (name.text, $0) } }
        var kept: [(String, StaticValue)] = []
        for element in elements {
            let iteration = Scope(parent: scope)
            iteration.define(name.text, .value(element))
            switch evaluate(filter, iteration, source) {
            case .bool(true)?: kept.append((name.text, element))
            case .bool(false)?: break
            case nil: return []
            default:
                report(.error, .conditionNotStatic(source.text(filter)), filter, in: source)
                return []
            }
        }
        return kept
    }

    /// A `@LayoutBuilder` or `some Layout` property used inside another layout: its layout.
    func builderProperty(_ variable: VariableBinding, _ getter: SwiftBlock, _ scope: Scope) -> StaticValue? {
        referencedBuilders.insert(variable.id)
        guard evaluating.insert(variable.id).inserted else { return nil }
        defer { evaluating.remove(variable.id) }
        return .layout(block(getter, Scope(parent: scope), variable.source))
    }

    /// `makeHeader()`: a `@LayoutBuilder` function of the type or file.
    private func builderFunction(_ call: SwiftCall, _ scope: Scope) -> (DeclaredFunction, SwiftSource)? {
        guard let name = LayoutSyntax.referencedName(call.callee) else { return nil }
        var type = scope.enclosingType
        while let current = type {
            if let found = current.functions[name], Self.isBuilder(found.0) { return found }
            type = superclass(of: current)
        }
        for file in project.files.keys.sorted() {
            if let found = project.declarations(file)?.functions[name], Self.isBuilder(found.0) { return found }
        }
        return nil
    }

    static func isBuilder(_ function: DeclaredFunction) -> Bool {
        let returns = function.returnType
        return function.attributes.contains("LayoutBuilder") || returns == "some Layout" || returns == "any Layout"
    }

    /// A builder function's layout, its parameters bound to the call's literal arguments.
    func builderFunctionLayout(_ function: DeclaredFunction, _ source: SwiftSource, call: SwiftCall?, _ scope: Scope) -> LayoutValueNode? {
        if call != nil { referencedBuilders.insert(function.id) }
        guard let body = function.body, evaluating.insert(function.id).inserted else { return nil }
        defer { evaluating.remove(function.id) }
        let local = Scope(parent: scope)
        let parameters = function.parameters
        let arguments = call?.arguments ?? []
        for (index, parameter) in parameters.enumerated() {
            let name = parameter.name
            if index < arguments.count, let value = evaluate(arguments[index].value, scope, source) {
                local.define(name, .value(value))
            } else if let defaultValue = parameter.defaultValue, let value = evaluate(defaultValue, scope, source) {
                local.define(name, .value(value))
            } else if call == nil {
                report(.warning, .layoutParameters(function.name.text + "()"), parameter, in: source)
            }
        }
        return block(body, local, source)
    }
}
