import SwiftTree

/// Shapes of SwiftLayout calls, recognised on the syntax alone.
enum LayoutSyntax {

    /// Whether `name` is an activation call: `finalActive`, `active`, `store`, `update` (compared:
    /// every layout call's member name was hashed for a set's look-up).
    static func isActivationCall(_ name: String) -> Bool {
        name == "finalActive" || name == "active" || name == "store" || name == "update"
    }

    /// `call.member(...)`: the member's name and its receiver.
    static func member(of call: SwiftCall) -> (name: String, base: SwiftExpr?)? {
        guard case .member(let base, let name) = call.callee.kind else { return nil }
        return (name.text, base)
    }

    /// The expression without `.finalActive()`, `.active()`, `.store(&x)` after it, nor the
    /// `activation = ` it is stored with.
    static func strippingActivation(_ expression: SwiftExpr) -> SwiftExpr {
        var current = expression
        if case .binary(let op, _, let value) = current.kind, op.text == "=" { current = value }
        while case .call(let call) = current.kind, let (name, base) = member(of: call), isActivationCall(name), let base {
            current = base
        }
        return current
    }

    /// `x.sl.updateLayout(...)` or the 2.x `x.updateLayout(...)`.
    static func isUpdateLayout(_ expression: SwiftExpr) -> Bool {
        guard case .call(let call) = expression.kind, let (name, _) = member(of: call) else { return false }
        return name == "updateLayout"
    }

    /// A `sublayout { }` or `anchors { }` call (any receiver, chained or not).
    static func isLayoutCall(_ expression: SwiftExpr) -> Bool {
        var current = expression
        // Down a chain of modifiers without recursion (a file can chain them as long as it is).
        while case .call(let call) = current.kind, let (name, base) = member(of: call) {
            if name == "sublayout" || (name == "anchors" && closure(of: call) != nil) { return true }
            guard ["identifying", "config", "onActivate", "eraseToAnyLayout"].contains(name), let base else { return false }
            current = base
        }
        return false
    }

    /// The closure argument of a builder call: a trailing closure or a single closure argument.
    static func closure(of call: SwiftCall) -> SwiftClosure? {
        if let first = call.trailingClosures.first { return first.closure }
        for argument in call.arguments {
            if case .closure(let closure) = argument.value.kind { return closure }
        }
        return nil
    }

    /// The name a reference expression names: `name`, `self.name`.
    static func referencedName(_ expression: SwiftExpr) -> String? {
        switch expression.kind {
        case .name(let name): return name
        case .member(let base?, let name):
            if case .name("self") = base.kind { return name.text }
            return nil
        default: return nil
        }
    }

    /// The name of a plain reference (`UILabel`, `self`, `Anchors`), nil for any other expression.
    static func name(_ expression: SwiftExpr?) -> String? {
        guard let expression, case .name(let name) = expression.kind else { return nil }
        return name
    }

    /// `nil`.
    static func isNil(_ expression: SwiftExpr) -> Bool {
        if case .nil = expression.kind { return true }
        return false
    }
}

extension SwiftExpr {
    /// The call this expression is, if it is one.
    var asCall: SwiftCall? {
        if case .call(let call) = kind { return call }
        return nil
    }

    /// `base.name` or `.name`: the base and the name.
    var asMember: (base: SwiftExpr?, name: SwiftName)? {
        if case .member(let base, let name) = kind { return (base, name) }
        return nil
    }

    /// An expression the parser did not model.
    var isOther: Bool {
        if case .other = kind { return true }
        return false
    }

    /// The member's name when this is `x.name` or `.name`.
    var memberName: String? { asMember?.name.text }
}

extension SwiftDecl {
    var asVariable: SwiftVariableDecl? {
        if case .variable(let variable) = kind { return variable }
        return nil
    }

    var asFunction: SwiftFunctionDecl? {
        if case .function(let function) = kind { return function }
        return nil
    }
}

extension SwiftItem {
    /// The expression of an expression statement.
    var expression: SwiftExpr? {
        if case .expr(let expression) = self { return expression }
        return nil
    }
}
