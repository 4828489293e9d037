import AutoLayout
import Expressions
import SwiftSyntax

extension Evaluator {
    /// The value of `expression`, or nil after reporting why it has none. `typeName` is the
    /// declared type, for `.init(…)` and implicit members.
    func evaluate(_ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String? = nil,
                  name: String? = nil) -> StaticValue? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return evaluateExpression(expression, scope, source, typeName: typeName, name: name)
    }

    private func evaluateExpression(_ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String?,
                                    name: String?) -> StaticValue? {
        // One look at the node's kind (a chain of casts tried a dozen before a name or a call).
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            noteLiteral(literal.literal, source, asConstant: false)
            return Double(literal.literal.writtenText.replacingUnderscores).map(StaticValue.number)
        case .floatLiteralExpr(let literal):
            noteLiteral(literal.literal, source, asConstant: false)
            return Double(literal.literal.writtenText.replacingUnderscores).map(StaticValue.number)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .stringLiteralExpr(let literal):
            return string(literal, source)
        case .tupleExpr(let tuple) where tuple.elements.count == 1 && tuple.elements.first!.label == nil:
            return evaluate(tuple.elements.first!.expression, scope, source, typeName: typeName, name: name)
        case .prefixOperatorExpr(let prefix):
            guard let value = evaluate(prefix.expression, scope, source) else { return nil }
            switch (prefix.operator.writtenText, value) {
            case ("-", .number(let number)): return .number(-number)
            case ("+", .number(let number)): return .number(number)
            case ("!", .bool(let flag)): return .bool(!flag)
            default:
                report(.error, .notStatic(SwiftSource.text(expression)), expression, in: source)
                return nil
            }
        case .sequenceExpr(let sequence):
            if sequence.elements.count == 3, let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
               op.operator.writtenText == "??" {
                return coalesce(sequence.elements.first!, sequence.elements.last!, scope, source, typeName: typeName, name: name)
            }
            if let index = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                return ternary(sequence, at: sequence.elements.distance(from: sequence.elements.startIndex, to: index), scope, source,
                               typeName: typeName, name: name)
            }
            return fold(sequence, scope, source)
        case .arrayExpr(let array):
            var elements: [StaticValue] = []
            for element in array.elements {
                guard let value = evaluate(element.expression, scope, source) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        case .forceUnwrapExpr(let unwrap):
            return evaluate(unwrap.expression, scope, source, typeName: typeName)
        case .optionalChainingExpr(let optional):
            return evaluate(optional.expression, scope, source)
        case .declReferenceExpr(let node):
            return reference(node, scope, source)
        case .memberAccessExpr(let access):
            return member(access, scope, source, typeName: typeName, name: name)
        case .functionCallExpr(let node):
            return call(node, scope, source, typeName: typeName, name: name)
        case .closureExpr(let closure):
            report(.error, .notStatic(SwiftSource.text(closure)), closure, in: source)
            return nil
        default:
            report(.error, .notStatic(SwiftSource.text(expression)), expression, in: source)
            return nil
        }
    }

    /// Records a read of a numeric literal: `asConstant` when its value went straight into
    /// constraint constants (tagged with it, `LiteralTag`), else anything else it may have become.
    func noteLiteral(_ token: TokenSyntax, _ source: SwiftSource, asConstant: Bool) {
        noteLiteral(LiteralSource(file: source.file, offset: Int32(truncatingIfNeeded: token.positionAfterSkippingLeadingTrivia.utf8Offset)),
                    asConstant: asConstant)
    }

    /// `noteLiteral(_:_:asConstant:)` for the literal at `key`.
    func noteLiteral(_ key: LiteralSource, asConstant: Bool) {
        if !asConstant {
            literalUses[key] = false
        } else if literalUses[key] == nil {
            literalUses[key] = true
        }
    }

    /// A numeric literal, or `-` one, as a constraint's constant: its value and where it is
    /// written (nil for any other expression, and where evaluating it would be too deep).
    func literalConstant(_ expression: ExprSyntax, _ source: SwiftSource) -> (value: Double, tag: LiteralTag)? {
        guard depth + 2 < Self.maximumDepth else { return nil }
        var factor = 1.0
        var operand = expression
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.writtenText == "-" {
            factor = -1
            operand = prefix.expression
        }
        let token: TokenSyntax
        if let literal = operand.as(IntegerLiteralExprSyntax.self) {
            token = literal.literal
        } else if let literal = operand.as(FloatLiteralExprSyntax.self) {
            token = literal.literal
        } else {
            return nil
        }
        guard let value = Double(token.writtenText.replacingUnderscores) else { return nil }
        let literal = LiteralSource(file: source.file, offset: Int32(truncatingIfNeeded: token.positionAfterSkippingLeadingTrivia.utf8Offset))
        noteLiteral(literal, asConstant: true)
        return (factor < 0 ? -value : value, LiteralTag(literal: literal, factor: factor))
    }

    /// A number, or nil after reporting.
    func number(_ expression: ExprSyntax, _ scope: Scope, _ source: SwiftSource) -> Double? {
        switch evaluate(expression, scope, source) {
        case .number(let value)?: return value
        case .implicitMember("zero")?: return 0
        case nil: return nil
        case .unresolved(let name)?:
            report(.error, .notStatic(name), expression, in: source)
            return nil
        default:
            report(.error, .notStatic(SwiftSource.text(expression)), expression, in: source)
            return nil
        }
    }

    private func string(_ literal: StringLiteralExprSyntax, _ source: SwiftSource) -> StaticValue? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else {
                report(.error, .notStatic(SwiftSource.text(segment)), segment, in: source)
                return nil
            }
            text += plain.content.text.unescapedSwiftString
        }
        return .string(text)
    }

    /// `compact ? 8 : 16` (the lowest precedence: what is before `?` is the condition, what is
    /// after `:` the other branch): the branch a static condition takes.
    private func ternary(_ sequence: SequenceExprSyntax, from start: Int = 0, at index: Int, _ scope: Scope, _ source: SwiftSource,
                         typeName: String?, name: String?) -> StaticValue? {
        let elements = Array(sequence.elements)
        guard let marker = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let condition = index == start + 1 ? evaluate(elements[start], scope, source) : fold(sequence, from: start, to: index, scope, source)
        switch condition {
        case .bool(let flag)?:
            if flag { return evaluate(marker.thenExpression, scope, source, typeName: typeName, name: name) }
            return index + 2 == elements.count ? evaluate(elements[index + 1], scope, source, typeName: typeName, name: name)
                : fold(sequence, from: index + 1, to: elements.count, scope, source)
        case nil: return nil
        default:
            let text = elements[start..<index].map { SwiftSource.text($0) }.joined(separator: " ")
            report(.error, .conditionNotStatic(text), elements[start], in: source)
            return nil
        }
    }

    /// `a ?? b`: `a` when it can be read (a `UIFont(name:size:)`), else `b`, reported if it cannot be either.
    private func coalesce(_ first: ExprSyntax, _ second: ExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String?,
                          name: String?) -> StaticValue? {
        let reported = problems.count
        if let value = evaluate(first, scope, source, typeName: typeName, name: name), Self.fits(value, typeName) { return value }
        problems.removeSubrange(reported...)
        return evaluate(second, scope, source, typeName: typeName, name: name)
    }

    /// Whether `value` can be a value of type `typeName` (a font is not a name nothing declares).
    static func fits(_ value: StaticValue, _ typeName: String?) -> Bool {
        switch (constructedType(typeName), value) {
        case (_, .unresolved): false
        case ("UIFont", .value(.font)), ("UIColor", .value(.color)): true
        case ("UIColor", .implicitMember(let name)): Color.named(name) != nil
        case ("UIFont", _), ("UIColor", _): false
        default: true
        }
    }

    /// The right-hand side of `x.p = …`: swift-syntax leaves its elements in the statement's
    /// sequence, after the assignment.
    func evaluateAssigned(_ statement: SequenceExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String?) -> StaticValue? {
        let elements = Array(statement.elements)
        if elements.count == 3 { return evaluate(elements[2], scope, source, typeName: typeName) }
        if elements.count == 5, elements[3].as(BinaryOperatorExprSyntax.self)?.operator.writtenText == "??" {
            return coalesce(elements[2], elements[4], scope, source, typeName: typeName, name: nil)
        }
        if let index = elements.indices.dropFirst(2).first(where: { elements[$0].is(UnresolvedTernaryExprSyntax.self) }) {
            return ternary(statement, from: 2, at: index, scope, source, typeName: typeName, name: nil)
        }
        return fold(statement, from: 2, scope, source)
    }

    /// How tightly each operator the reader evaluates binds (Swift's precedence groups); all
    /// associate to the left.
    private static let precedence: [String: Int] = [
        "*": 4, "/": 4, "+": 3, "-": 3, "==": 2, "!=": 2, "<": 2, ">": 2, "<=": 2, ">=": 2, "&&": 1, "||": 0,
    ]

    /// `a + b * c`: arithmetic, comparisons and `&&`/`||`, by Swift's precedence. swift-syntax
    /// leaves the sequence flat; it is folded in one pass with a stack of pending operators
    /// (a constant of 100,000 terms folds in linear time).
    private func fold(_ sequence: SequenceExprSyntax, from start: Int = 0, to end: Int? = nil, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        var operands: [StaticValue] = []
        var pending: [(name: String, precedence: Int)] = []
        /// Applies the innermost pending operator to the last two operands.
        func reduce() -> Bool {
            let name = pending.removeLast().name
            let rhs = operands.removeLast()
            if name == "+", case .string(let tail) = rhs, case .string(var text)? = operands.last {
                // Appended in place (the array lets go of the text first), so that a long
                // concatenation does not copy its text at every term.
                operands[operands.count - 1] = .bool(false)
                text += tail
                operands[operands.count - 1] = .string(text)
                return true
            }
            let lhs = operands.removeLast()
            guard let result = apply(name, lhs, rhs) else {
                report(.error, .notStatic(SwiftSource.text(sequence)), sequence, in: source)
                return false
            }
            operands.append(result)
            return true
        }
        var isUnknown = false
        for (index, element) in sequence.elements.dropFirst(start).prefix((end ?? sequence.elements.count) - start).enumerated() {
            if index % 2 == 1 {
                guard let binary = element.as(BinaryOperatorExprSyntax.self) else {
                    report(.error, .notStatic(SwiftSource.text(sequence)), sequence, in: source)
                    return nil
                }
                let name = binary.operator.writtenText
                guard let level = Self.precedence[name] else {
                    // An operator the reader does not evaluate: the operands are still read (and reported).
                    isUnknown = true
                    continue
                }
                if isUnknown { continue }
                while let last = pending.last, last.precedence >= level {
                    guard reduce() else { return nil }
                }
                pending.append((name, level))
            } else {
                guard let value = evaluate(element, scope, source) else { return nil }
                if case .unresolved(let name) = value {
                    report(.error, .notStatic(name), element, in: source)
                    return nil
                }
                operands.append(value)
            }
        }
        guard !isUnknown, operands.count == pending.count + 1 else { return nil }
        while !pending.isEmpty {
            guard reduce() else { return nil }
        }
        return operands.first
    }

    private func apply(_ name: String, _ lhs: StaticValue, _ rhs: StaticValue) -> StaticValue? {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)):
            switch name {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: return nil
            }
        case let (.bool(a), .bool(b)):
            switch name {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case let (.string(a), .string(b)):
            switch name {
            case "+": return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case let (.implicitMember(a), .implicitMember(b)):
            return name == "==" ? .bool(a == b) : name == "!=" ? .bool(a != b) : nil
        default:
            return nil
        }
    }

    /// A name: `self`, a local or member constant, a view; `.unresolved` when nothing declares it.
    private func reference(_ reference: DeclReferenceExprSyntax, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        let name = reference.baseName.writtenText
        if reference.baseName.tokenKind == .keyword(.self) {
            if let entity = scope.selfEntity { return .view(entity) }
            return .view(undeclaredView("self", at: reference, in: source, scope: scope))
        }
        if let value = lookup(name, reference, scope, source) { return value }
        if let own = ownViewMember(name, reference, scope, source) { return own }
        if declaredType(name) != nil || catalog.viewClass(named: name) != nil || name.first?.isUppercase == true { return .type(name) }
        return .unresolved(name)
    }

    /// The value a declared name holds in `scope` (nil when nothing declares it, or after reporting).
    func lookup(_ name: String, _ node: some SyntaxProtocol, _ scope: Scope, _ source: SwiftSource) -> StaticValue?? {
        if let (entry, owner) = scope.lookup(name) {
            if let known = owner.memo[name] { return .some(known) }
            switch entry {
            case .value(let value): return .some(value)
            case .variable(let variable):
                usedFiles.insert(variable.source.file)
                guard owner.inProgress.insert(name).inserted else {
                    report(.error, .notStatic(name), node, in: source)
                    return .some(nil)
                }
                defer { owner.inProgress.remove(name) }
                let value = evaluate(variable, in: owner, at: node, from: source)
                if let value { owner.memo[name] = value }
                return .some(value)
            }
        }
        if let (implicit, owner) = implicitView(name, scope) {
            owner.memo[name] = .view(implicit)
            return .some(.view(implicit))
        }
        return nil
    }

    /// A stored or computed property's value.
    func evaluate(_ variable: VariableBinding, in scope: Scope, at use: some SyntaxProtocol, from useSource: SwiftSource) -> StaticValue? {
        if let getter = variable.getter {
            let isLayout = variable.attributeNames.contains("LayoutBuilder") || ["some Layout", "any Layout", "Layout"].contains(variable.typeName ?? "")
            if isLayout {
                guard !evaluating.contains(variable.binding.id) else {
                    report(.error, .builderCallsItself(variable.name), use, in: useSource)
                    return nil
                }
                return builderProperty(variable, getter, scope)
            }
            if variable.attributeNames.contains("AnchorsBuilder") || variable.typeName == "Anchors" {
                return anchorsBlock(getter, Scope(parent: scope), variable.source).map(StaticValue.anchors)
            }
            if variable.isStatic, let expression = Self.singleExpression(getter) {
                // `static var brand: UIColor { UIColor(red: …) }`: a constant written as a getter.
                return evaluate(expression, scope, variable.source, typeName: variable.typeName, name: variable.name)
            }
            report(.error, .computedProperty(variable.name), use, in: useSource)
            return nil
        }
        guard let initializer = variable.initializer else {
            report(.error, .notStatic(variable.name), use, in: useSource)
            return nil
        }
        return evaluate(initializer, scope, variable.source, typeName: variable.typeName, name: variable.name)
    }

    /// `view` in a view controller, `contentView` in a cell: views UIKit makes.
    private func implicitView(_ name: String, _ scope: Scope) -> (ViewEntity, Scope)? {
        var current: Scope? = scope
        while let candidate = current {
            if case .view(let known)? = candidate.memo[name] { return (known, candidate) }
            if let type = candidate.type {
                let chain = ancestry(of: type.name)
                let isController = chain.contains { $0.hasSuffix("Controller") } || type.inherited.contains { $0.hasSuffix("Controller") }
                let isCell = chain.contains { $0.hasSuffix("Cell") } || type.inherited.contains { $0.hasSuffix("Cell") }
                if (name == "view" && isController) || (name == "contentView" && isCell) {
                    return (ViewEntity(name: name, className: "UIView", file: type.file, span: type.span), candidate)
                }
            }
            current = candidate.parent
        }
        return nil
    }

    /// `base.member`.
    private func member(_ access: MemberAccessExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String?, name viewName: String?) -> StaticValue? {
        let name = access.declName.baseName.writtenText
        guard let baseSyntax = access.base else {
            if let typeName, name == "zero", typeName.contains("CGFloat") || typeName == "Double" { return .number(0) }
            if typeName == "UIEdgeInsets", name == "zero" { return .value(.insets(.zero)) }
            // `.brand` where a `UIColor` goes: the project's `static let brand`, or UIKit's colour.
            let declared = Self.constructedType(typeName)
            if !declared.isEmpty, let type = declaredType(declared), type.variables[name]?.isStatic == true {
                return staticMember(declared, name, access, source)
            }
            if declared == "UIColor", let color = Color.named(name) { return .value(.color(color)) }
            return .implicitMember(name)
        }
        if baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.writtenText == "Anchors" {
            return anchors(ExprSyntax(access), scope, source).map(StaticValue.anchors)
        }
        if let selfReference = baseSyntax.as(DeclReferenceExprSyntax.self), selfReference.baseName.tokenKind == .keyword(.self) {
            if let value = lookup(name, access, scope, source) { return value }
            if let own = ownViewMember(name, access.declName, scope, source) { return own }
            return .unresolved(name)
        }
        guard let base = evaluate(baseSyntax, scope, source, name: name == "sl" ? viewName : nil) else { return nil }
        switch base {
        case .view(let view):
            return viewMember(view, name, access, source)
        case .unresolved(let baseName):
            return viewMember(undeclaredView(baseName, at: baseSyntax, in: source, scope: scope), name, access, source)
        case .guide(let object):
            if let attribute = Self.anchorAttribute(name) { return .anchor(object, attribute) }
        case .type(let typeName):
            return staticMember(typeName, name, access, source)
        case .number(let number) where ["native", "rawValue"].contains(name):
            return .number(number)
        case .value(.color) where name == "cgColor":
            return base
        default:
            break
        }
        report(.error, .notStatic(SwiftSource.text(access)), access, in: source)
        return nil
    }

    /// `safeAreaLayoutGuide` or `topAnchor`, bare or after `self.`, inside a view class: the
    /// view's own guide or anchor (nil elsewhere: a view controller has neither).
    private func ownViewMember(_ name: String, _ node: some SyntaxProtocol, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        guard let view = scope.selfEntity, let type = scope.enclosingType, isViewClass(type.name) else { return nil }
        if let guide = GuideKind(rawValue: name) {
            if guide == .readableContentGuide { report(.warning, .readableContentGuide, node, in: source) }
            return .guide(AnchorObject(view: view, guide: guide))
        }
        if let attribute = Self.anchorAttribute(name) { return .anchor(AnchorObject(view: view), attribute) }
        return nil
    }

    private func viewMember(_ view: ViewEntity, _ name: String, _ access: MemberAccessExprSyntax, _ source: SwiftSource) -> StaticValue? {
        if name == "sl" { return .view(view) }
        if let guide = GuideKind(rawValue: name) {
            if guide == .readableContentGuide { report(.warning, .readableContentGuide, access.declName, in: source) }
            return .guide(AnchorObject(view: view, guide: guide))
        }
        if let attribute = Self.anchorAttribute(name) { return .anchor(AnchorObject(view: view), attribute) }
        if let member = memberView(of: view, name) { return .view(member) }
        report(.error, .notStatic(SwiftSource.text(access)), access, in: source)
        return nil
    }

    /// `topAnchor` → `.top`.
    static func anchorAttribute(_ name: String) -> LayoutAttribute? {
        guard name.hasSuffix("Anchor") else { return nil }
        return LayoutAttribute(rawValue: String(name.dropLast(6)))
    }

    /// `Type.member`: a static constant of a project type, or a UIKit constant.
    private func staticMember(_ typeName: String, _ name: String, _ node: MemberAccessExprSyntax, _ source: SwiftSource) -> StaticValue? {
        switch (typeName, name) {
        case ("UIView", "noIntrinsicMetric"): return .number(-1)
        case (_, "zero") where ["CGFloat", "Double", "Float"].contains(typeName): return .number(0)
        case ("UILayoutPriority", _): return .implicitMember(name)
        default: break
        }
        // The project's own first: `extension UIColor { static let brand = … }`.
        if let type = declaredType(typeName), let variable = type.variables[name], variable.isStatic {
            usedFiles.insert(variable.source.file)
            let scope = Scope(parent: fileScope(variable.source), type: type)
            return evaluate(variable, in: scope, at: node, from: source)
        }
        if typeName == "UIColor", let color = Color.named(name) { return .value(.color(color)) }
        if catalog.viewClass(named: typeName) != nil || typeName.first?.isUppercase == true {
            // `UIStackView.Alignment.center`, `NSLayoutConstraint.Axis.vertical`: an enum case.
            if name.first?.isLowercase == true { return .implicitMember(name) }
            return .type(typeName + "." + name)
        }
        report(.error, .notStatic("\(typeName).\(name)"), node, in: source)
        return nil
    }

    /// The scope of a file's top-level declarations.
    func fileScope(_ source: SwiftSource) -> Scope {
        if let cached = fileScopes[source.file] { return cached }
        let scope = Scope(parent: nil)
        for (name, variable) in project.declarations(source.file)?.variables ?? [:] { scope.define(name, .variable(variable)) }
        fileScopes[source.file] = scope
        return scope
    }
}

extension String {
    /// The text without `_` (a number's digit separators); most numbers have none, and are
    /// not copied character by character.
    var replacingUnderscores: String { utf8.contains(UInt8(ascii: "_")) ? filter { $0 != "_" } : self }

    /// The text of a Swift string literal's segment with its common escapes resolved.
    var unescapedSwiftString: String {
        // A byte search: `contains("\\")` is Foundation's, through CFString.
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        var result = ""
        var escaping = false
        for character in self {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
