/// How deep a tree goes, counting every link from a node to a node inside it: a chain of
/// `else if`s, of prefix operators, of members or calls as well as nested brackets. Worked out
/// with a list, not recursion, and only as far as `limit`.
extension SwiftFile {
    public func isDeeper(than limit: Int) -> Bool {
        enum Node {
            case block(SwiftBlock)
            case decl(SwiftDecl)
            case expr(SwiftExpr)
            case stmt(SwiftStmt)
        }
        var work: [(Node, Int)] = [(.block(statements), 0)]
        while let (node, depth) = work.popLast() {
            guard depth <= limit else { return true }
            let inner = depth + 1
            func push(_ expression: SwiftExpr?) { if let expression { work.append((.expr(expression), inner)) } }
            func push(_ block: SwiftBlock?) { if let block { work.append((.block(block), inner)) } }
            func push(_ arguments: [SwiftArgument]) { for argument in arguments { push(argument.value) } }
            switch node {
            case .block(let block):
                for item in block.items {
                    switch item {
                    case .decl(let decl): work.append((.decl(decl), inner))
                    case .stmt(let stmt): work.append((.stmt(stmt), inner))
                    case .expr(let expression): push(expression)
                    }
                }
            case .decl(let decl):
                switch decl.kind {
                case .variable(let variable):
                    for binding in variable.bindings {
                        push(binding.initializer)
                        switch binding.accessors {
                        case .getter(let block)?: push(block)
                        case .accessors(let list)?: for accessor in list { push(accessor.body) }
                        case nil: break
                        }
                    }
                case .function(let function):
                    for parameter in function.parameters { push(parameter.defaultValue) }
                    push(function.body)
                case .type(let type):
                    for member in type.members { work.append((.decl(member), inner)) }
                case .enumCase, .other:
                    break
                }
            case .stmt(let stmt):
                switch stmt.kind {
                case .return(let value): push(value)
                case .for(_, let sequence, let body):
                    push(sequence)
                    push(body)
                case .other: break
                }
            case .expr(let expression):
                switch expression.kind {
                case .member(let base, _): push(base)
                case .call(let call):
                    push(call.callee)
                    push(call.arguments)
                    for trailing in call.trailingClosures { push(trailing.closure.statements) }
                case .subscript(let base, let arguments):
                    push(base)
                    push(arguments)
                case .closure(let closure): push(closure.statements)
                case .string(let literal):
                    for case .interpolation(let arguments, _) in literal.segments { push(arguments) }
                case .array(let elements): for element in elements { push(element) }
                case .dictionary(let pairs):
                    for pair in pairs {
                        push(pair.key)
                        push(pair.value)
                    }
                case .tuple(let elements): push(elements)
                case .binary(_, let lhs, let rhs):
                    push(lhs)
                    push(rhs)
                case .ternary(let condition, let then, let otherwise):
                    push(condition)
                    push(then)
                    push(otherwise)
                case .prefix(_, let operand), .postfix(_, let operand), .cast(_, let operand, _), .effect(_, let operand):
                    push(operand)
                case .if(let branch):
                    for condition in branch.conditions {
                        switch condition {
                        case .expression(let value): push(value)
                        case .optionalBinding(_, let value): push(value)
                        default: break
                        }
                    }
                    push(branch.body)
                    switch branch.elseBranch {
                    case .if(let other, let span)?: push(SwiftExpr(kind: .if(other), span: span))
                    case .block(let block)?: push(block)
                    case nil: break
                    }
                case .switch(let choice):
                    push(choice.subject)
                    for switchCase in choice.cases {
                        for pattern in switchCase.patterns { push(pattern) }
                        push(switchCase.body)
                    }
                default:
                    break
                }
            }
        }
        return false
    }
}
