import Diagnostics
import SwiftTree

/// A compact S-expression of a parsed tree, for literal expectations:
/// `(+ a (* b c))`, `(call (. view addSubview) label:x {| ...})`, `(let a: Int = 1)`.
enum TreeDump {
    static func file(_ file: SwiftFile) -> String {
        block(file.statements)
    }

    static func block(_ block: SwiftBlock) -> String {
        block.items.map(item).joined(separator: "; ")
    }

    static func item(_ item: SwiftItem) -> String {
        switch item {
        case .decl(let value): decl(value)
        case .stmt(let value): stmt(value)
        case .expr(let value): expr(value)
        }
    }

    static func decl(_ decl: SwiftDecl) -> String {
        var prefix = decl.attributes.map { "@" + $0 + " " }.joined() + decl.modifiers.map { $0 + " " }.joined()
        switch decl.kind {
        case .variable(let variable):
            prefix += variable.isLet ? "let " : "var "
            let bindings = variable.bindings.map { binding in
                var text = binding.name?.text ?? "_"
                if let type = binding.type { text += ": " + type.text }
                if let initializer = binding.initializer { text += " = " + expr(initializer) }
                switch binding.accessors {
                case .getter(let block)?: text += " {" + self.block(block) + "}"
                case .accessors(let list)?:
                    text += " {" + list.map { $0.keyword + ($0.body.map { " {" + self.block($0) + "}" } ?? "") }.joined(separator: " ") + "}"
                case nil: break
                }
                return text
            }
            return "(" + prefix + bindings.joined(separator: ", ") + ")"
        case .function(let function):
            let parameters = function.parameters.map { parameter in
                var text = parameter.label == parameter.name ? parameter.name : parameter.label + " " + parameter.name
                if let type = parameter.type { text += ": " + type.text }
                if let value = parameter.defaultValue { text += " = " + expr(value) }
                return text
            }
            var text = "(" + prefix + "func " + function.name.text + "(" + parameters.joined(separator: ", ") + ")"
            if let result = function.returnType { text += " -> " + result.text }
            if let body = function.body { text += " {" + block(body) + "}" }
            return text + ")"
        case .type(let type):
            var text = "(" + prefix + type.keyword.rawValue + " " + type.name.text
            if !type.inherited.isEmpty { text += ": " + type.inherited.joined(separator: ", ") }
            return text + " {" + type.members.map(self.decl).joined(separator: "; ") + "})"
        case .enumCase(let names):
            return "(" + prefix + "case " + names.map(\.text).joined(separator: ", ") + ")"
        case .other:
            return "(" + prefix + "other-decl)"
        }
    }

    static func stmt(_ stmt: SwiftStmt) -> String {
        switch stmt.kind {
        case .return(let value): value.map { "(return " + expr($0) + ")" } ?? "(return)"
        case .for(let name, let sequence, let filter, let body):
            "(for " + (name?.text ?? "_") + " in " + expr(sequence) + (filter.map { " where " + expr($0) } ?? "") + " {" + block(body) + "})"
        case .other: "other-stmt"
        }
    }

    static func arguments(_ arguments: [SwiftArgument]) -> String {
        arguments.map { ($0.label.map { $0.text + ":" } ?? "") + expr($0.value) }.joined(separator: " ")
    }

    static func closure(_ closure: SwiftClosure) -> String {
        let parameters = closure.parameters.map { names in
            let typed = names.indices.map { index in
                names[index] + (index < closure.parameterTypes.count ? closure.parameterTypes[index].map { ": " + $0.text } ?? "" : "")
            }
            return typed.joined(separator: ",") + (closure.returnType.map { " -> " + $0.text } ?? "") + " in "
        } ?? ""
        return "{" + parameters + block(closure.statements) + "}"
    }

    static func expr(_ expr: SwiftExpr) -> String {
        switch expr.kind {
        case .name(let name): return name
        case .member(let base, let name): return "(. " + (base.map { self.expr($0) + " " } ?? "") + name.text + ")"
        case .call(let call):
            var parts = [self.expr(call.callee)]
            if !call.arguments.isEmpty { parts.append(arguments(call.arguments)) }
            for trailing in call.trailingClosures { parts.append((trailing.label.map { $0 + ":" } ?? "") + closure(trailing.closure)) }
            return "(call " + parts.joined(separator: " ") + ")"
        case .subscript(let base, let arguments): return "(sub " + self.expr(base) + " " + self.arguments(arguments) + ")"
        case .closure(let closure): return self.closure(closure)
        case .integer(let text), .float(let text): return text
        case .bool(let value): return String(value)
        case .nil: return "nil"
        case .string(let literal): return string(literal)
        case .array(let elements): return "[" + elements.map(self.expr).joined(separator: " ") + "]"
        case .dictionary(let pairs): return pairs.isEmpty ? "[:]" : "[" + pairs.map { self.expr($0.key) + ":" + self.expr($0.value) }.joined(separator: " ") + "]"
        case .tuple(let elements): return "(tuple " + arguments(elements) + ")"
        case .binary(let op, let lhs, let rhs): return "(" + op.text + " " + self.expr(lhs) + " " + self.expr(rhs) + ")"
        case .ternary(let condition, let then, let otherwise): return "(? " + self.expr(condition) + " " + self.expr(then) + " " + self.expr(otherwise) + ")"
        case .prefix(let op, let operand): return "(" + op.text + "pre " + self.expr(operand) + ")"
        case .postfix(let op, let operand): return "(post" + op.text + " " + self.expr(operand) + ")"
        case .cast(let op, let operand, let type): return "(" + op.rawValue + " " + self.expr(operand) + " " + type.text + ")"
        case .if(let conditional): return ifExpr(conditional)
        case .switch(let choice):
            let cases = choice.cases.map { item in
                (item.isDefault ? "default" : "case " + item.patterns.map(self.expr).joined(separator: ", ")) + ": " + block(item.body)
            }
            return "(switch " + self.expr(choice.subject) + " " + cases.map { "[" + $0 + "]" }.joined(separator: " ") + ")"
        case .effect(let op, let operand): return "(" + op + " " + self.expr(operand) + ")"
        case .type(let type): return "<" + type.text + ">"
        case .generic(let base, let arguments): return "(generic " + self.expr(base) + " <" + arguments.map(\.text).joined(separator: ", ") + ">)"
        case .other: return "other"
        }
    }

    static func ifExpr(_ conditional: SwiftIf) -> String {
        let conditions = conditional.conditions.map { condition in
            switch condition {
            case .expression(let value): expr(value)
            case .optionalBinding(let name, let value): "let " + name.text + (value.map { " = " + expr($0) } ?? "")
            case .availability: "#available"
            case .casePattern(let pattern, let bindings, let subject):
                "case " + expr(pattern) + bindings.map { " let " + $0.text }.joined() + " = " + expr(subject)
            case .other: "other-condition"
            }
        }
        var text = "(if " + conditions.joined(separator: ", ") + " {" + block(conditional.body) + "}"
        switch conditional.elseBranch {
        case .if(let nested, _)?: text += " else " + ifExpr(nested)
        case .block(let body)?: text += " else {" + block(body) + "}"
        case nil: break
        }
        return text + ")"
    }

    static func string(_ literal: SwiftStringLiteral) -> String {
        var text = literal.isMultiline ? "\"\"\"" : "\""
        for segment in literal.segments {
            switch segment {
            case .text(let part, _): text += part
            case .interpolation(let arguments, _): text += "\\(" + self.arguments(arguments) + ")"
            }
        }
        return text + (literal.isMultiline ? "\"\"\"" : "\"")
    }
}
