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
    /// Calls `body` with this expression and every one inside it. Chains (`a + b + …`,
    /// `a.b.c…`, `f()()…`) are followed with a list, not recursion: a file can make them as deep
    /// as it is long. Blocks (closures, branches) recurse, as deep as braces nest (the parser
    /// bounds that).
    func forEachExpression(_ body: (SwiftExpr) -> Void) {
        var work: [SwiftExpr] = [self]
        while let expression = work.popLast() {
            body(expression)
            switch expression.kind {
            case .member(let base?, _): work.append(base)
            case .call(let call):
                for argument in call.arguments.reversed() { work.append(argument.value) }
                work.append(call.callee)
                for trailing in call.trailingClosures { trailing.closure.statements.forEachExpression(body) }
            case .subscript(let base, let arguments):
                for argument in arguments.reversed() { work.append(argument.value) }
                work.append(base)
            case .closure(let closure): closure.statements.forEachExpression(body)
            case .string(let literal):
                for case .interpolation(let arguments, _) in literal.segments {
                    for argument in arguments { work.append(argument.value) }
                }
            case .array(let elements): work.append(contentsOf: elements.reversed())
            case .dictionary(let pairs):
                for pair in pairs.reversed() {
                    work.append(pair.value)
                    work.append(pair.key)
                }
            case .tuple(let elements): for element in elements.reversed() { work.append(element.value) }
            case .binary(_, let lhs, let rhs):
                work.append(rhs)
                work.append(lhs)
            case .ternary(let condition, let then, let otherwise):
                work.append(otherwise)
                work.append(then)
                work.append(condition)
            case .prefix(_, let operand), .postfix(_, let operand), .cast(_, let operand, _), .effect(_, let operand):
                work.append(operand)
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
}
