/// A node of the tree, as `forEachChild` gives the nodes inside another.
///
/// `forEachChild` is the one place that lists what a node holds: freeing an expression
/// (`SwiftExpr.deinit`), a tree's depth (`SwiftFile.isDeeper`) and every walk of a tree
/// (`SwiftBlock.forEachExpression`) follow it, so a new kind of child is added there alone.
public enum SwiftNode {
    case block(SwiftBlock)
    case decl(SwiftDecl)
    case stmt(SwiftStmt)
    case expr(SwiftExpr)
    /// The `if` of an `else if`: a link of a chain that can be as long as the file.
    case elseIf(SwiftIf)

    /// Calls `body` with each node this one holds directly, in source order.
    @inline(__always)
    public func forEachChild(_ body: (SwiftNode) -> Void) {
        switch self {
        case .block(let block):
            for item in block.items {
                switch item {
                case .decl(let decl): body(.decl(decl))
                case .stmt(let stmt): body(.stmt(stmt))
                case .expr(let expression): body(.expr(expression))
                }
            }
        case .decl(let decl): decl.forEachChild(body)
        case .stmt(let stmt): stmt.forEachChild(body)
        case .expr(let expression): expression.forEachChild(body)
        case .elseIf(let branch): branch.forEachChild(body)
        }
    }
}

extension SwiftDecl {
    /// Calls `body` with each node it holds directly, in source order: initialisers, accessors,
    /// parameters' default values, a function's body, a type's members.
    public func forEachChild(_ body: (SwiftNode) -> Void) {
        switch kind {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { body(.expr(initializer)) }
                switch binding.accessors {
                case .getter(let block)?: body(.block(block))
                case .accessors(let list)?:
                    for accessor in list {
                        if let block = accessor.body { body(.block(block)) }
                    }
                case nil: break
                }
            }
        case .function(let function):
            for parameter in function.parameters {
                if let value = parameter.defaultValue { body(.expr(value)) }
            }
            if let block = function.body { body(.block(block)) }
        case .type(let type):
            for member in type.members { body(.decl(member)) }
        case .enumCase, .other:
            break
        }
    }
}

extension SwiftStmt {
    /// Calls `body` with each node it holds directly, in source order.
    public func forEachChild(_ body: (SwiftNode) -> Void) {
        switch kind {
        case .return(let value?): body(.expr(value))
        case .for(_, let sequence, let filter, let loopBody):
            body(.expr(sequence))
            if let filter { body(.expr(filter)) }
            body(.block(loopBody))
        case .return(nil), .other: break
        }
    }
}

extension SwiftExpr {
    /// Calls `body` with each node it holds directly, in source order: operands, callees,
    /// arguments, elements, the blocks of closures and branches, an `if`'s `else if`.
    public func forEachChild(_ body: (SwiftNode) -> Void) {
        switch kind {
        case .member(let base?, _): body(.expr(base))
        case .call(let call):
            body(.expr(call.callee))
            for argument in call.arguments { body(.expr(argument.value)) }
            for trailing in call.trailingClosures { body(.block(trailing.closure.statements)) }
        case .subscript(let base, let arguments):
            body(.expr(base))
            for argument in arguments { body(.expr(argument.value)) }
        case .closure(let closure): body(.block(closure.statements))
        case .string(let literal):
            for case .interpolation(let arguments, _) in literal.segments {
                for argument in arguments { body(.expr(argument.value)) }
            }
        case .array(let elements): for element in elements { body(.expr(element)) }
        case .dictionary(let pairs):
            for pair in pairs {
                body(.expr(pair.key))
                body(.expr(pair.value))
            }
        case .tuple(let elements): for element in elements { body(.expr(element.value)) }
        case .binary(_, let lhs, let rhs):
            body(.expr(lhs))
            body(.expr(rhs))
        case .ternary(let condition, let then, let otherwise):
            body(.expr(condition))
            body(.expr(then))
            body(.expr(otherwise))
        case .prefix(_, let operand), .postfix(_, let operand), .cast(_, let operand, _), .effect(_, let operand):
            body(.expr(operand))
        case .generic(let base, _): body(.expr(base))
        case .if(let branch): branch.forEachChild(body)
        case .switch(let choice):
            body(.expr(choice.subject))
            for switchCase in choice.cases {
                for pattern in switchCase.patterns { body(.expr(pattern)) }
                body(.block(switchCase.body))
            }
        case .member(nil, _), .name, .integer, .float, .bool, .nil, .type, .other:
            break
        }
    }
}

extension SwiftIf {
    /// Calls `body` with its conditions' expressions, its body, and its `else` (a block, or
    /// the `if` of an `else if`).
    public func forEachChild(_ body: (SwiftNode) -> Void) {
        for condition in conditions {
            switch condition {
            case .expression(let value): body(.expr(value))
            case .optionalBinding(_, let value?): body(.expr(value))
            case .casePattern(let pattern, _, let subject):
                body(.expr(pattern))
                body(.expr(subject))
            case .optionalBinding(_, nil), .availability, .other: break
            }
        }
        body(.block(self.body))
        switch elseBranch {
        case .if(let other, _)?: body(.elseIf(other))
        case .block(let block)?: body(.block(block))
        case nil: break
        }
    }
}

extension SwiftBlock {
    /// Calls `body` with every expression in these statements, outermost first and in source
    /// order: in declarations (initialisers, accessors, function bodies, type members),
    /// statements, closures, branches and cases. With a list, not recursion: a chain
    /// (`a + b + …`, `a.b.c…`, `else if`s) can be as deep as the file is long.
    public func forEachExpression(_ body: (SwiftExpr) -> Void) {
        var work: [SwiftNode] = [.block(self)]
        var children: [SwiftNode] = []
        while let node = work.popLast() {
            if case .expr(let expression) = node { body(expression) }
            node.forEachChild { children.append($0) }
            while let child = children.popLast() { work.append(child) }
        }
    }
}
