import Diagnostics
import SwiftTree

/// Swift source parsed to a SwiftTree: every node visited, and every span (nodes, names, types,
/// string segments, errors) must lie within the text with its lower bound first — a span
/// outside is a crash.
enum SwiftTreeFuzzing {
    static func run(_ bytes: [UInt8]) {
        let file = SwiftFile.parse(bytes: bytes)
        var walker = Walker(count: bytes.count)
        walker.block(file.statements)
        for error in file.errors {
            walker.check(error.span)
            _ = file.text(error.span)
        }
    }

    struct Walker {
        let count: Int
        var visited = 0

        func check(_ span: SourceSpan) {
            precondition(span.lower >= 0 && span.lower <= span.upper && Int(span.upper) <= count, "span \(span) outside 0..<\(count)")
        }

        mutating func block(_ block: SwiftBlock) {
            check(block.span)
            for item in block.items {
                check(item.span)
                switch item {
                case .decl(let value): decl(value)
                case .stmt(let value): stmt(value)
                case .expr(let value): expr(value)
                }
            }
        }

        mutating func decl(_ decl: SwiftDecl) {
            check(decl.span)
            switch decl.kind {
            case .variable(let variable):
                for binding in variable.bindings {
                    check(binding.patternSpan)
                    if let name = binding.name { check(name.span) }
                    if let type = binding.type { check(type.span) }
                    if let value = binding.initializer { expr(value) }
                    switch binding.accessors {
                    case .getter(let body)?: block(body)
                    case .accessors(let list)?: for accessor in list { if let body = accessor.body { block(body) } }
                    case nil: break
                    }
                }
            case .function(let function):
                check(function.name.span)
                for parameter in function.parameters {
                    check(parameter.span)
                    if let type = parameter.type { check(type.span) }
                    if let value = parameter.defaultValue { expr(value) }
                }
                if let type = function.returnType { check(type.span) }
                if let body = function.body { block(body) }
            case .type(let type):
                check(type.name.span)
                for member in type.members { self.decl(member) }
            case .enumCase(let names):
                for name in names { check(name.span) }
            case .other:
                break
            }
        }

        mutating func stmt(_ stmt: SwiftStmt) {
            check(stmt.span)
            switch stmt.kind {
            case .return(let value): if let value { expr(value) }
            case .for(let name, let sequence, let filter, let body):
                if let name { check(name.span) }
                expr(sequence)
                if let filter { expr(filter) }
                block(body)
            case .other: break
            }
        }

        mutating func arguments(_ arguments: [SwiftArgument]) {
            for argument in arguments {
                if let label = argument.label { check(label.span) }
                expr(argument.value)
            }
        }

        mutating func closure(_ closure: SwiftClosure) {
            check(closure.span)
            precondition(closure.parameterTypes.count == (closure.parameters?.count ?? 0), "a type for each closure parameter")
            for case let type? in closure.parameterTypes { check(type.span) }
            if let type = closure.returnType { check(type.span) }
            block(closure.statements)
        }

        mutating func conditional(_ conditional: SwiftIf) {
            for condition in conditional.conditions {
                switch condition {
                case .expression(let value): expr(value)
                case .optionalBinding(let name, let value):
                    check(name.span)
                    if let value { expr(value) }
                case .casePattern(let pattern, let bindings, let subject):
                    expr(pattern)
                    for name in bindings { check(name.span) }
                    expr(subject)
                case .availability(let span), .other(let span): check(span)
                }
            }
            block(conditional.body)
            switch conditional.elseBranch {
            case .if(let nested, let span)?:
                check(span)
                self.conditional(nested)
            case .block(let body)?: block(body)
            case nil: break
            }
        }

        mutating func expr(_ expr: SwiftExpr) {
            visited += 1
            check(expr.span)
            switch expr.kind {
            case .member(let base, let name):
                check(name.span)
                if let base { self.expr(base) }
            case .call(let call):
                self.expr(call.callee)
                arguments(call.arguments)
                for trailing in call.trailingClosures { closure(trailing.closure) }
            case .subscript(let base, let arguments):
                self.expr(base)
                self.arguments(arguments)
            case .closure(let value): closure(value)
            case .string(let literal):
                for segment in literal.segments {
                    switch segment {
                    case .text(_, let span): check(span)
                    case .interpolation(let arguments, let span):
                        check(span)
                        self.arguments(arguments)
                    }
                }
            case .array(let elements): for element in elements { self.expr(element) }
            case .dictionary(let pairs):
                for pair in pairs {
                    self.expr(pair.key)
                    self.expr(pair.value)
                }
            case .tuple(let elements): arguments(elements)
            case .binary(let op, let lhs, let rhs):
                check(op.span)
                self.expr(lhs)
                self.expr(rhs)
            case .ternary(let condition, let then, let otherwise):
                self.expr(condition)
                self.expr(then)
                self.expr(otherwise)
            case .prefix(let op, let operand), .postfix(let op, let operand):
                check(op.span)
                self.expr(operand)
            case .cast(_, let operand, let type):
                self.expr(operand)
                check(type.span)
            case .if(let value): conditional(value)
            case .switch(let choice):
                self.expr(choice.subject)
                for item in choice.cases {
                    check(item.span)
                    for pattern in item.patterns { self.expr(pattern) }
                    for name in item.bindings { check(name.span) }
                    block(item.body)
                }
            case .effect(_, let operand): self.expr(operand)
            case .type(let type): check(type.span)
            case .generic(let base, let arguments):
                self.expr(base)
                for type in arguments { check(type.span) }
            case .name, .integer, .float, .bool, .nil, .other: break
            }
        }
    }
}
