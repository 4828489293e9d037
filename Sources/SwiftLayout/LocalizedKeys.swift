import SwiftTree

/// The localized-string keys a Swift file names where they are static: the literal first
/// argument of `NSLocalizedString("key", …)` and of `String(localized: "key", …)` (a literal
/// with interpolation names no one key and is left out), for `layout-serve strings`.
public enum LocalizedKeys {
    public static func keys(in text: String) -> Set<String> {
        // The words first: most files name neither, and those are not parsed.
        guard text.contains("NSLocalizedString") || text.contains("localized:") else { return [] }
        var keys: Set<String> = []
        SwiftFile.parse(text).statements.forEachExpression { expression in
            guard case .call(let call) = expression.kind, let callee = LayoutSyntax.name(call.callee),
                  let first = call.arguments.first else { return }
            let named = callee == "NSLocalizedString" && first.label == nil || callee == "String" && first.label?.text == "localized"
            if named, case .string(let literal) = first.value.kind, let key = literal.plainText { keys.insert(key) }
        }
        return keys
    }
}

extension SwiftBlock {
    /// Calls `body` with every expression in these statements, outermost first: in
    /// declarations (initialisers, accessors, function bodies, type members), statements,
    /// closures and branches.
    func forEachExpression(_ body: (SwiftExpr) -> Void) {
        for item in items { item.forEachExpression(body) }
    }
}

extension SwiftItem {
    func forEachExpression(_ body: (SwiftExpr) -> Void) {
        switch self {
        case .decl(let decl): decl.forEachExpression(body)
        case .expr(let expression): expression.forEachExpression(body)
        case .stmt(let statement):
            switch statement.kind {
            case .return(let value?): value.forEachExpression(body)
            case .for(_, let sequence, let loopBody):
                sequence.forEachExpression(body)
                loopBody.forEachExpression(body)
            default: break
            }
        }
    }
}

extension SwiftDecl {
    func forEachExpression(_ body: (SwiftExpr) -> Void) {
        switch kind {
        case .variable(let variable):
            for binding in variable.bindings {
                binding.initializer?.forEachExpression(body)
                switch binding.accessors {
                case .getter(let block)?: block.forEachExpression(body)
                case .accessors(let list)?: for accessor in list { accessor.body?.forEachExpression(body) }
                case nil: break
                }
            }
        case .function(let function):
            for parameter in function.parameters { parameter.defaultValue?.forEachExpression(body) }
            function.body?.forEachExpression(body)
        case .type(let type):
            for member in type.members { member.forEachExpression(body) }
        case .enumCase, .other:
            break
        }
    }
}

extension SwiftExpr {
    func forEachExpression(_ body: (SwiftExpr) -> Void) {
        body(self)
        if case .binary = kind {
            // Along a chain of operators without recursion (a sum of 100,000 terms is as deep).
            var work: [SwiftExpr] = [self]
            while let next = work.popLast() {
                if case .binary(_, let lhs, let rhs) = next.kind {
                    if next !== self { body(next) }
                    work.append(rhs)
                    work.append(lhs)
                } else {
                    next.forEachExpression(body)
                }
            }
            return
        }
        switch kind {
        case .member(let base?, _): base.forEachExpression(body)
        case .call(let call):
            call.callee.forEachExpression(body)
            for argument in call.arguments { argument.value.forEachExpression(body) }
            for trailing in call.trailingClosures { trailing.closure.statements.forEachExpression(body) }
        case .subscript(let base, let arguments):
            base.forEachExpression(body)
            for argument in arguments { argument.value.forEachExpression(body) }
        case .closure(let closure): closure.statements.forEachExpression(body)
        case .string(let literal):
            for case .interpolation(let arguments, _) in literal.segments {
                for argument in arguments { argument.value.forEachExpression(body) }
            }
        case .array(let elements): for element in elements { element.forEachExpression(body) }
        case .dictionary(let pairs):
            for pair in pairs {
                pair.key.forEachExpression(body)
                pair.value.forEachExpression(body)
            }
        case .tuple(let elements): for element in elements { element.value.forEachExpression(body) }
        case .ternary(let condition, let then, let otherwise):
            condition.forEachExpression(body)
            then.forEachExpression(body)
            otherwise.forEachExpression(body)
        case .prefix(_, let operand), .postfix(_, let operand), .cast(_, let operand, _), .effect(_, let operand):
            operand.forEachExpression(body)
        case .if(let branch):
            var current: SwiftIf? = branch
            while let next = current {
                for condition in next.conditions {
                    switch condition {
                    case .expression(let value): value.forEachExpression(body)
                    case .optionalBinding(_, let value?): value.forEachExpression(body)
                    default: break
                    }
                }
                next.body.forEachExpression(body)
                switch next.elseBranch {
                case .if(let other, _)?: current = other
                case .block(let block)?:
                    block.forEachExpression(body)
                    current = nil
                case nil: current = nil
                }
            }
        case .switch(let choice):
            choice.subject.forEachExpression(body)
            for switchCase in choice.cases { switchCase.body.forEachExpression(body) }
        default:
            break
        }
    }
}
