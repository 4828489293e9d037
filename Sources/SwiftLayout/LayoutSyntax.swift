@_spi(RawSyntax) import SwiftSyntax

/// Shapes of SwiftLayout calls, recognised on the syntax alone.
enum LayoutSyntax {
    static let activationCalls: Set<String> = ["finalActive", "active", "store", "update"]

    /// `call.member(...)`: the member's name and its receiver.
    static func member(of call: FunctionCallExprSyntax) -> (name: String, base: ExprSyntax?)? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return (access.declName.baseName.writtenText, access.base)
    }

    /// The expression without `.finalActive()`, `.active()`, `.store(&x)` after it, nor the
    /// `activation = ` it is stored with.
    static func strippingActivation(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        if let sequence = current.as(SequenceExprSyntax.self) {
            // One pass over the elements: exactly three, the second an assignment.
            var elements = sequence.elements.makeIterator()
            if elements.next() != nil, let assignment = elements.next(), assignment.is(AssignmentExprSyntax.self),
               let value = elements.next(), elements.next() == nil {
                current = value
            }
        }
        while let call = current.as(FunctionCallExprSyntax.self), let (name, base) = member(of: call),
              activationCalls.contains(name), let base {
            current = base
        }
        return current
    }

    /// `x.sl.updateLayout(...)` or the 2.x `x.updateLayout(...)`.
    static func isUpdateLayout(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let (name, _) = member(of: call) else { return false }
        return name == "updateLayout"
    }

    /// A `sublayout { }` or `anchors { }` call (any receiver, chained or not).
    static func isLayoutCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let (name, base) = member(of: call) else { return false }
        if name == "sublayout" || (name == "anchors" && closure(of: call) != nil) { return true }
        if ["identifying", "config", "onActivate", "eraseToAnyLayout"].contains(name), let base { return isLayoutCall(base) }
        return false
    }

    /// The closure argument of a builder call: a trailing closure or a single closure argument.
    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first { $0.expression.is(ClosureExprSyntax.self) }?.expression.as(ClosureExprSyntax.self)
    }

    /// The name a reference expression names: `name`, `self.name`.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.writtenText }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            return access.declName.baseName.writtenText
        }
        return nil
    }
}

extension TokenSyntax {
    /// `text`, read from the token's bytes: `text` forms the token's kind first (a `TokenKind`
    /// with its own copy of the text), four reference counts a read on the evaluator's hot
    /// path (each name, label and literal of every view). A missing token reads as `text` does
    /// (a missing keyword's text is the keyword; its bytes are empty).
    var writtenText: String {
        presence == .present ? String(syntaxText: rawText) : text
    }
}
