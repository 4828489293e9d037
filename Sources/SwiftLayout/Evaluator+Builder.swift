import Diagnostics
import SwiftSyntax

extension Evaluator {
    /// The layout value of one builder expression (R-SL-BUILDER, R-SL-STATIC), or nil after
    /// reporting.
    func layout(_ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let expression = LayoutSyntax.strippingActivation(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
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
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.writtenText == "GroupLayout", let closure = LayoutSyntax.closure(of: call) {
                let group = LayoutValueNode(.group, span: SwiftSource.span(call.calledExpression), file: source.file)
                group.isNotArranged = call.arguments.contains { $0.label?.writtenText == "option" && $0.expression.trimmedDescription.contains("isNotArranged") }
                group.sublayouts = [block(closure.statements, Scope(parent: scope), source)]
                return group
            }
            if let function = builderFunction(call, scope) {
                guard !evaluating.contains(function.0.id) else {
                    // Not followed (it would not end); said, so that the layout is not silently empty.
                    report(.error, .builderCallsItself(function.0.name.text + "()"), call, in: source)
                    return nil
                }
                return builderFunctionLayout(function.0, function.1, call: call, scope)
            }
            if isBuilderCall(call), let closure = LayoutSyntax.closure(of: call) {
                guard let node = viewLayout(call.calledExpression, scope, source) else { return nil }
                node.sublayouts.append(block(closure.statements, Scope(parent: scope), source))
                return node
            }
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            let child = layout(optional.expression, scope, source)
            return LayoutValueNode(.optional, span: SwiftSource.span(expression), file: source.file, sublayouts: child.map { [$0] } ?? [])
        }
        guard let value = evaluate(expression, scope, source) else { return nil }
        return layout(of: value, expression, scope, source)
    }

    /// A value used as a layout: a view, a layout, a `ModularLayout` value.
    private func layout(of value: StaticValue, _ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        switch value {
        case .view(let view):
            return LayoutValueNode(.view, view: view, span: SwiftSource.span(expression), file: source.file)
        case .unresolved(let name):
            let view = undeclaredView(name, at: expression, in: source, scope: scope)
            return LayoutValueNode(.view, view: view, span: SwiftSource.span(expression), file: source.file)
        case .layout(let node):
            return node
        case .type(let name):
            if let type = declaredType(name), type.inherited.contains("ModularLayout"), let variable = type.variables["layout"], let getter = variable.getter,
               evaluating.insert(variable.binding.id).inserted {
                defer { evaluating.remove(variable.binding.id) }
                let instance = Scope(parent: fileScope(variable.source), type: type)
                for (member, binding) in type.variables { instance.define(member, .variable(binding)) }
                let node = LayoutValueNode(.modular(name), span: SwiftSource.span(expression), file: source.file)
                usedFiles.formUnion(project.files(declaring: name))
                node.sublayouts = [block(getter, instance, variable.source)]
                return node
            }
        default:
            break
        }
        report(.error, .unsupportedStatement(SwiftSource.text(expression)), expression, in: source)
        return nil
    }

    /// The receiver of `sublayout`/`anchors`: a new `ViewLayout` for a view, the same node for a chained call.
    private func viewLayout(_ base: ExprSyntax, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        var receiver = base
        // `x.sl.sublayout`: the namespace is the view itself.
        if let access = receiver.as(MemberAccessExprSyntax.self), access.declName.baseName.writtenText == "sl", let inner = access.base { receiver = inner }
        if let call = receiver.as(FunctionCallExprSyntax.self), LayoutSyntax.isLayoutCall(ExprSyntax(call)) {
            return layout(receiver, scope, source)
        }
        guard let value = evaluate(receiver, scope, source) else { return nil }
        switch value {
        case .view(let view): return LayoutValueNode(.view, view: view, span: SwiftSource.span(receiver), file: source.file)
        case .unresolved(let name):
            return LayoutValueNode(.view, view: undeclaredView(name, at: receiver, in: source, scope: scope), span: SwiftSource.span(receiver), file: source.file)
        case .layout(let node) where node.kind == .view: return node
        default:
            report(.error, .unsupportedStatement(SwiftSource.text(receiver)), receiver, in: source)
            return nil
        }
    }

    /// A builder block: one statement is its own layout, more make a `ListLayout` (R-SL-BUILDER).
    func block(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode {
        var components: [LayoutValueNode] = []
        // What the parser could not read is reported as a syntax error already.
        for item in statements {
            let element = item.item
            guard !element.is(MissingExprSyntax.self), !(item.hasError && element.is(ExprSyntax.self) == false) else { continue }
            switch element {
            case .decl(let decl):
                if decl.is(VariableDeclSyntax.self) {
                    scope.define(locals: [item], source: source)
                } else {
                    report(.warning, .unsupportedStatement(SwiftSource.text(decl)), decl, in: source)
                }
            case .expr(let expression):
                if let node = statement(expression, scope, source) { components.append(node) }
            case .stmt(let statement):
                if let loop = statement.as(ForStmtSyntax.self) {
                    let node = LayoutValueNode(.array, span: SwiftSource.span(loop.forKeyword), file: source.file)
                    for (variable, value) in loopValues(loop, scope, source) {
                        let iteration = Scope(parent: scope)
                        iteration.define(variable, .value(value))
                        node.sublayouts.append(block(loop.body.statements, iteration, source))
                    }
                    components.append(node)
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let node = self.statement(expression, scope, source) { components.append(node) }
                } else {
                    report(.warning, .unsupportedStatement(SwiftSource.text(statement)), statement, in: source)
                }
            }
        }
        if components.count == 1 { return components[0] }
        let span = statements.first.map { SwiftSource.span($0) } ?? SourceSpan(0, 0)
        return LayoutValueNode(components.isEmpty ? .empty : .list, span: span, file: source.file, sublayouts: components)
    }

    private func statement(_ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource) -> LayoutValueNode? {
        if let branch = expression.as(IfExprSyntax.self) {
            // `if #available` makes an AnyLayout (R-SL-BUILDER); it is taken as true.
            let isAvailability = branch.conditions.contains { if case .availability = $0.condition { true } else { false } }
            let kind: LayoutValueNode.Kind = isAvailability ? .any : branch.elseBody == nil ? .optional : .conditional
            let node = LayoutValueNode(kind, span: SwiftSource.span(branch.ifKeyword), file: source.file)
            if let (body, bound) = takenBranch(branch, scope, source) { node.sublayouts = [block(body, bound, source)] }
            return node
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            let node = LayoutValueNode(.conditional, span: SwiftSource.span(choice.switchKeyword), file: source.file)
            if let body = takenCase(choice, scope, source) { node.sublayouts = [block(body, Scope(parent: scope), source)] }
            return node
        }
        return layout(expression, scope, source)
    }

    /// The statements of the branch an `if` takes, with its `if let` bindings; nil when none
    /// is taken or the conditions cannot be evaluated (reported).
    func takenBranch(_ branch: IfExprSyntax, _ scope: Scope, _ source: SwiftSource) -> (CodeBlockItemListSyntax, Scope)? {
        let bound = Scope(parent: scope)
        var holds = true
        for element in branch.conditions {
            switch element.condition {
            case .expression(let condition):
                switch evaluate(condition, bound, source) {
                case .bool(let flag)?: holds = holds && flag
                case nil: return nil
                default:
                    report(.error, .conditionNotStatic(SwiftSource.text(condition)), condition, in: source)
                    return nil
                }
            case .availability:
                continue
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let valueExpression = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                guard let value = evaluate(valueExpression, scope, source) else { return nil }
                if case .unresolved = value {
                    report(.error, .conditionNotStatic(SwiftSource.text(binding)), binding, in: source)
                    return nil
                }
                bound.define(name, .value(value))
            default:
                report(.error, .conditionNotStatic(SwiftSource.text(element)), element, in: source)
                return nil
            }
            if !holds { break }
        }
        if holds { return (branch.body.statements, bound) }
        switch branch.elseBody {
        case .codeBlock(let body)?: return (body.statements, Scope(parent: scope))
        case .ifExpr(let next)?: return takenBranch(next, scope, source)
        case nil: return nil
        }
    }

    private func takenCase(_ choice: SwitchExprSyntax, _ scope: Scope, _ source: SwiftSource) -> CodeBlockItemListSyntax? {
        guard let subject = evaluate(choice.subject, scope, source) else { return nil }
        for element in choice.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default: return switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let value = evaluate(pattern.expression, scope, source) else { continue }
                    if Self.matches(subject, value) { return switchCase.statements }
                }
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

    /// `for x in [a, b]`: each element, bound to the loop's name.
    func loopValues(_ loop: ForStmtSyntax, _ scope: Scope, _ source: SwiftSource) -> [(String, StaticValue)] {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            report(.error, .notStatic(SwiftSource.text(loop.pattern)), loop.pattern, in: source)
            return []
        }
        switch evaluate(loop.sequence, scope, source) {
        case .array(let elements)?: return elements.map { (name, $0) }
        case nil: return []
        default:
            report(.error, .notStatic(SwiftSource.text(loop.sequence)), loop.sequence, in: source)
            return []
        }
    }

    /// A `@LayoutBuilder` or `some Layout` property used inside another layout: its layout.
    func builderProperty(_ variable: VariableBinding, _ getter: CodeBlockItemListSyntax, _ scope: Scope) -> StaticValue? {
        referencedBuilders.insert(variable.binding.id)
        guard evaluating.insert(variable.binding.id).inserted else { return nil }
        defer { evaluating.remove(variable.binding.id) }
        return .layout(block(getter, Scope(parent: scope), variable.source))
    }

    /// `makeHeader()`: a `@LayoutBuilder` function of the type or file.
    private func builderFunction(_ call: FunctionCallExprSyntax, _ scope: Scope) -> (FunctionDeclSyntax, SwiftSource)? {
        guard let name = LayoutSyntax.referencedName(call.calledExpression) else { return nil }
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

    static func isBuilder(_ function: FunctionDeclSyntax) -> Bool {
        let returns = function.signature.returnClause?.type.trimmedDescription
        return function.attributes.attributeNames.contains("LayoutBuilder") || returns == "some Layout" || returns == "any Layout"
    }

    /// A builder function's layout, its parameters bound to the call's literal arguments.
    func builderFunctionLayout(_ function: FunctionDeclSyntax, _ source: SwiftSource, call: FunctionCallExprSyntax?, _ scope: Scope) -> LayoutValueNode? {
        if call != nil { referencedBuilders.insert(function.id) }
        guard let body = function.body, evaluating.insert(function.id).inserted else { return nil }
        defer { evaluating.remove(function.id) }
        let local = Scope(parent: scope)
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = call.map { Array($0.arguments) } ?? []
        for (index, parameter) in parameters.enumerated() {
            let name = (parameter.secondName ?? parameter.firstName).text
            if index < arguments.count, let value = evaluate(arguments[index].expression, scope, source) {
                local.define(name, .value(value))
            } else if let defaultValue = parameter.defaultValue?.value, let value = evaluate(defaultValue, scope, source) {
                local.define(name, .value(value))
            } else if call == nil {
                report(.warning, .layoutParameters(function.name.text + "()"), parameter, in: source)
            }
        }
        return block(body.statements, local, source)
    }
}
