import AutoLayout
import Expressions
import Diagnostics
import SwiftTree

extension Evaluator {
    /// The value of `expression`, or nil after reporting why it has none. `typeName` is the
    /// declared type, for `.init(…)` and implicit members.
    func evaluate(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource, typeName: String? = nil,
                  name: String? = nil) -> StaticValue? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return evaluateExpression(expression, scope, source, typeName: typeName, name: name)
    }

    private func evaluateExpression(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource, typeName: String?,
                                    name: String?) -> StaticValue? {
        switch expression.kind {
        case .integer(let digits), .float(let digits):
            noteLiteral(expression, source, asConstant: false)
            return Self.literalValue(digits).map(StaticValue.number)
        case .bool(let flag):
            return .bool(flag)
        case .string(let literal):
            return string(literal, source)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return evaluate(elements[0].value, scope, source, typeName: typeName, name: name)
        case .prefix(let op, let operand) where op.text != "&":
            guard let value = evaluate(operand, scope, source) else { return nil }
            switch (op.text, value) {
            case ("-", .number(let number)): return .number(-number)
            case ("+", .number(let number)): return .number(number)
            case ("!", .bool(let flag)): return .bool(!flag)
            default:
                report(.error, .notStatic(source.text(expression)), expression, in: source)
                return nil
            }
        case .binary(let op, let lhs, let rhs) where op.text == "??":
            return coalesce(lhs, rhs, scope, source, typeName: typeName, name: name)
        case .binary(let op, _, _) where !Self.isAssignment(op.text):
            return fold(expression, scope, source)
        case .ternary(let condition, let then, let otherwise):
            return ternary(condition, then, otherwise, scope, source, typeName: typeName, name: name)
        case .array(let elements):
            var values: [StaticValue] = []
            for element in elements {
                guard let value = evaluate(element, scope, source) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .postfix(let op, let operand) where op.text == "!":
            return evaluate(operand, scope, source, typeName: typeName)
        case .postfix(let op, let operand) where op.text == "?":
            return evaluate(operand, scope, source)
        case .name(let written):
            return reference(written, expression, scope, source)
        case .member(let base, let member):
            return self.member(base, member, expression, scope, source, typeName: typeName, name: name)
        case .call(let node):
            return call(node, expression, scope, source, typeName: typeName, name: name)
        default:
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return nil
        }
    }

    /// `=`, `+=` and the other compound assignments.
    static func isAssignment(_ op: String) -> Bool {
        op == "=" || (op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op))
    }

    /// Records a read of a numeric literal: `asConstant` when its value went straight into
    /// constraint constants (tagged with it, `LiteralTag`), else anything else it may have become.
    func noteLiteral(_ literal: SwiftExpr, _ source: SwiftSource, asConstant: Bool) {
        noteLiteral(LiteralSource(file: source.file, offset: literal.span.lower), asConstant: asConstant)
    }

    /// `noteLiteral(_:_:asConstant:)` for the literal at `key`.
    func noteLiteral(_ key: LiteralSource, asConstant: Bool) {
        // One look-up for the common case, a literal seen once (as a constant or not).
        if literalUses.updateValue(asConstant, forKey: key) == false { literalUses[key] = false }
    }

    /// A numeric literal, or `-` one, as a constraint's constant: its value and where it is
    /// written (nil for any other expression, and where evaluating it would be too deep).
    func literalConstant(_ expression: SwiftExpr, _ source: SwiftSource) -> (value: Double, tag: LiteralTag)? {
        guard depth + 2 < Self.maximumDepth else { return nil }
        var factor = 1.0
        var operand = expression
        if case .prefix(let op, let inner) = expression.kind, op.text == "-" {
            factor = -1
            operand = inner
        }
        let digits: String
        switch operand.kind {
        case .integer(let written), .float(let written): digits = written
        default: return nil
        }
        guard let value = Self.literalValue(digits) else { return nil }
        let literal = LiteralSource(file: source.file, offset: operand.span.lower)
        noteLiteral(literal, asConstant: true)
        return (factor < 0 ? -value : value, LiteralTag(literal: literal, factor: factor))
    }

    /// A numeric literal's value: a whole number of up to 15 decimal digits is read directly
    /// (exact in a Double), binary and octal through their radix, any other (underscores,
    /// fractions, exponents, hexadecimal, longer numbers) through `Double`'s parser.
    static func literalValue(_ written: String) -> Double? {
        var whole = 0
        var digits = 0
        for byte in written.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else {
                return parsedLiteralValue(written.replacingUnderscores)
            }
            whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits == 0 ? nil : Double(whole)
    }

    private static func parsedLiteralValue(_ written: String) -> Double? {
        for (prefix, radix) in [("0b", 2), ("0o", 8)] where written.hasPrefix(prefix) {
            return Int(written.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(written)
    }

    /// A number, or nil after reporting.
    func number(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> Double? {
        switch evaluate(expression, scope, source) {
        case .number(let value)?: return value
        case .implicitMember("zero")?: return 0
        case nil: return nil
        case .unresolved(let name)?:
            report(.error, .notStatic(name), expression, in: source)
            return nil
        default:
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return nil
        }
    }

    private func string(_ literal: SwiftStringLiteral, _ source: SwiftSource) -> StaticValue? {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .text(let part, _): text += part
            case .interpolation(_, let span):
                report(.error, .notStatic(source.text(of: span)), span, in: source)
                return nil
            }
        }
        return .string(text)
    }

    /// `compact ? 8 : 16`: the branch a static condition takes.
    private func ternary(_ condition: SwiftExpr, _ then: SwiftExpr, _ otherwise: SwiftExpr, _ scope: Scope, _ source: SwiftSource,
                         typeName: String?, name: String?) -> StaticValue? {
        switch evaluate(condition, scope, source) {
        case .bool(let flag)?:
            return evaluate(flag ? then : otherwise, scope, source, typeName: typeName, name: name)
        case nil: return nil
        default:
            report(.error, .conditionNotStatic(source.text(condition)), condition, in: source)
            return nil
        }
    }

    /// `a ?? b`: `a` when it can be read (a `UIFont(name:size:)`), else `b`, reported if it cannot be either.
    private func coalesce(_ first: SwiftExpr, _ second: SwiftExpr, _ scope: Scope, _ source: SwiftSource, typeName: String?,
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

    /// The right-hand side of `x.p = …`.
    func evaluateAssigned(_ value: SwiftExpr, _ scope: Scope, _ source: SwiftSource, typeName: String?) -> StaticValue? {
        evaluate(value, scope, source, typeName: typeName)
    }

    /// How tightly each operator the reader evaluates binds (Swift's precedence groups); all
    /// associate to the left.
    private static let precedence: [String: Int] = [
        "*": 4, "/": 4, "+": 3, "-": 3, "==": 2, "!=": 2, "<": 2, ">": 2, "<=": 2, ">=": 2, "&&": 1, "||": 0,
    ]

    /// `a + b * c`: arithmetic, comparisons and `&&`/`||`, by Swift's precedence. The parser
    /// folded the operators into a tree; its operands and operators are taken back in order
    /// (without recursion: a constant of 100,000 terms is a tree 100,000 deep) and folded
    /// in one pass with a stack of pending operators.
    private func fold(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
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
                report(.error, .notStatic(source.text(expression)), expression, in: source)
                return false
            }
            operands.append(result)
            return true
        }
        var isUnknown = false
        for element in Self.sequence(of: expression) {
            switch element {
            case .operator(let name):
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
            case .operand(let operand):
                guard let value = evaluate(operand, scope, source) else { return nil }
                if case .unresolved(let name) = value {
                    report(.error, .notStatic(name), operand, in: source)
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

    enum SequenceElement {
        case operand(SwiftExpr)
        case `operator`(String)
    }

    /// A tree of binary operators as the sequence it was written as: operands and operators in
    /// order (`??` and assignments stay whole, as operands). Without recursion: a constant of
    /// 100,000 terms is a tree 100,000 deep.
    static func sequence(of expression: SwiftExpr) -> [SequenceElement] {
        enum Work {
            case expand(SwiftExpr)
            case emit(String)
        }
        var elements: [SequenceElement] = []
        var work: [Work] = [.expand(expression)]
        while let next = work.popLast() {
            switch next {
            case .emit(let op):
                elements.append(.operator(op))
            case .expand(let node):
                if case .binary(let op, let lhs, let rhs) = node.kind, op.text != "??", !isAssignment(op.text) {
                    work.append(.expand(rhs))
                    work.append(.emit(op.text))
                    work.append(.expand(lhs))
                } else {
                    elements.append(.operand(node))
                }
            }
        }
        return elements
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
    /// The value of `name` written alone (`if let name`).
    func reference(named name: SwiftName, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        reference(name.text, name, scope, source)
    }

    private func reference(_ name: String, _ reference: some Spanned, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        if name == "self" {
            if let entity = scope.selfEntity { return .view(entity) }
            return .view(undeclaredView("self", at: reference, in: source, scope: scope))
        }
        if let value = lookup(name, reference, scope, source) { return value }
        if let own = ownViewMember(name, reference, scope, source) { return own }
        if declaredType(name) != nil || catalog.viewClass(named: name) != nil || name.first?.isUppercase == true { return .type(name) }
        return .unresolved(name)
    }

    /// The value a declared name holds in `scope` (nil when nothing declares it, or after reporting).
    func lookup(_ name: String, _ node: some Spanned, _ scope: Scope, _ source: SwiftSource) -> StaticValue?? {
        if let (entry, owner) = scope.lookup(name) {
            if let known = owner.memo[name] { return .some(known) }
            switch entry {
            case .value(let value): return .some(value)
            case .runtime:
                report(.error, .notStatic(name), node, in: source)
                return .some(nil)
            case .variable(let variable):
                noteUsedFile(variable.source.file)
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
    func evaluate(_ variable: VariableBinding, in scope: Scope, at use: some Spanned, from useSource: SwiftSource) -> StaticValue? {
        if let getter = variable.getter {
            let isLayout = variable.attributeNames.contains("LayoutBuilder") || ["some Layout", "any Layout", "Layout"].contains(variable.typeName ?? "")
            if isLayout {
                guard !evaluating.contains(variable.id) else {
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
    private func member(_ baseExpression: SwiftExpr?, _ member: SwiftName, _ access: SwiftExpr, _ scope: Scope, _ source: SwiftSource,
                        typeName: String?, name viewName: String?) -> StaticValue? {
        let name = member.text
        guard let baseExpression else {
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
        let baseName = LayoutSyntax.name(baseExpression)
        if baseName == "Anchors" {
            return anchors(access, scope, source).map(StaticValue.anchors)
        }
        if baseName == "self" {
            if let value = lookup(name, access, scope, source) { return value }
            if let own = ownViewMember(name, member, scope, source) { return own }
            return .unresolved(name)
        }
        guard let base = evaluate(baseExpression, scope, source, name: name == "sl" ? viewName : nil) else { return nil }
        switch base {
        case .view(let view):
            return viewMember(view, member, access, source)
        case .unresolved(let baseName):
            return viewMember(undeclaredView(baseName, at: baseExpression, in: source, scope: scope), member, access, source)
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
        report(.error, .notStatic(source.text(access)), access, in: source)
        return nil
    }

    /// `safeAreaLayoutGuide` or `topAnchor`, bare or after `self.`, inside a view class: the
    /// view's own guide or anchor (nil elsewhere: a view controller has neither).
    private func ownViewMember(_ name: String, _ node: some Spanned, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        guard let view = scope.selfEntity, let type = scope.enclosingType, isViewClass(type.name) else { return nil }
        if let guide = GuideKind(rawValue: name) {
            if guide == .readableContentGuide { report(.warning, .readableContentGuide, node, in: source) }
            return .guide(AnchorObject(view: view, guide: guide))
        }
        if let attribute = Self.anchorAttribute(name) { return .anchor(AnchorObject(view: view), attribute) }
        return nil
    }

    private func viewMember(_ view: ViewEntity, _ member: SwiftName, _ access: SwiftExpr, _ source: SwiftSource) -> StaticValue? {
        let name = member.text
        if name == "sl" { return .view(view) }
        if let guide = GuideKind(rawValue: name) {
            if guide == .readableContentGuide { report(.warning, .readableContentGuide, member, in: source) }
            return .guide(AnchorObject(view: view, guide: guide))
        }
        if let attribute = Self.anchorAttribute(name) { return .anchor(AnchorObject(view: view), attribute) }
        if let member = memberView(of: view, name) { return .view(member) }
        report(.error, .notStatic(source.text(access)), access, in: source)
        return nil
    }

    /// `topAnchor` → `.top`.
    static func anchorAttribute(_ name: String) -> LayoutAttribute? {
        guard name.hasSuffix("Anchor") else { return nil }
        return Self.attribute(named: String(name.dropLast(6)))
    }

    /// `Type.member`: a static constant of a project type, or a UIKit constant.
    private func staticMember(_ typeName: String, _ name: String, _ node: SwiftExpr, _ source: SwiftSource) -> StaticValue? {
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
}
