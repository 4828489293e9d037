import Diagnostics

extension ExpressionCompiler {
    /// `name(arguments)`: a math built-in, `rgb`/`rgba` in colour properties, or
    /// a symbol whose value is callable — a string used as a printf format
    /// (`strings.Title(name)`) or a helper function constant.
    func call(_ name: String, _ arguments: [Syntax], _ span: SourceSpan) throws(ExpressionError) -> Node {
        let nameSpan = SourceSpan(Int(span.lower), Int(span.lower) + name.utf8.count)
        let nodes = try arguments.map { (argument) throws(ExpressionError) in try compileNode(argument) }
        let thunks = nodes.map(\.thunk)

        if context.colorFunctions, name == "rgb" || name == "rgba" {
            let count = name == "rgb" ? 3 : 4
            guard nodes.count == count else {
                throw ExpressionError("Function \(name)() expects \(count) arguments", span: nameSpan)
            }
            return try combine(nodes) { values throws(ExpressionError) in
                var numbers: [Double] = []
                for thunk in thunks {
                    guard case let .number(number) = try thunk(values) else { throw ExpressionError("Type mismatch", span: span) }
                    numbers.append(number)
                }
                return .color(Color(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255,
                                    alpha: count == 4 ? numbers[3] : 1))
            }
        }

        if let arity = Builtins.arity(of: name) {
            guard arity.accepts(nodes.count) else { throw ExpressionError(arity.message(for: name), span: nameSpan) }
            return try combine(nodes) { values throws(ExpressionError) in
                var arguments: [Value] = []
                for thunk in thunks { arguments.append(try thunk(values)) }
                let numbers = arguments.compactMap(Operators.number)
                guard numbers.count == arguments.count else {
                    throw ExpressionError(Builtins.mismatch(name, arguments), span: span)
                }
                return .number(Builtins.call(name, numbers))
            }
        }

        let callee: Node
        switch resolve(name) {
        case let .constant(value): callee = constant(value)
        case let .slot(slot):
            callee = Node(thunk: { values throws(ExpressionError) in try values.value(forSlot: slot) }, constant: nil)
        case .unknown:
            let message = context.engineMessages ? "Undefined function \(name)()" : "Unknown function \(name)()"
            throw ExpressionError(message, span: nameSpan)
        }
        if case let .string(format)? = callee.constant {
            // A constant format is parsed (and its arity checked) once, now.
            let prepared = try FormatCall.prepare(format: format, key: name, argumentCount: nodes.count, span: span)
            return try combine(nodes) { values throws(ExpressionError) in
                var arguments: [Value] = []
                for thunk in thunks { arguments.append(try thunk(values)) }
                return .string(try prepared.format(arguments))
            }
        }
        return try apply(callee, nodes, key: name, span: span)
    }

    /// `(expression)(arguments)`, e.g. `'%d items'(count)`.
    func callValue(_ callee: Syntax, _ arguments: [Syntax], _ span: SourceSpan) throws(ExpressionError) -> Node {
        let node = try compileNode(callee)
        let nodes = try arguments.map { (argument) throws(ExpressionError) in try compileNode(argument) }
        return try apply(node, nodes, key: nil, span: span)
    }

    /// Calls a value computed at evaluation time.
    private func apply(_ callee: Node, _ nodes: [Node], key: String?, span: SourceSpan) throws(ExpressionError) -> Node {
        let c = callee.thunk
        let thunks = nodes.map(\.thunk)
        return try combine([callee] + nodes) { values throws(ExpressionError) in
            let function = try c(values)
            var arguments: [Value] = []
            for thunk in thunks { arguments.append(try thunk(values)) }
            switch function {
            case let .string(format):
                let prepared = try FormatCall.prepare(format: format, key: key, argumentCount: arguments.count, span: span)
                return .string(try prepared.format(arguments))
            case let .function(named):
                switch NamedFunctions.call(named.name, arguments) {
                case let .success(value): return value
                case let .failure(failure): throw ExpressionError(failure.message, span: span)
                }
            default:
                throw ExpressionError("Attempted to call non function type \(function.typeName)", span: span)
            }
        }
    }
}

/// Helper functions a project can expose under a constant's name with
/// `{"$function": "uppercased"}` (the sample app's `uppercased(text)`).
public enum NamedFunctions {
    public static let names = ["uppercased", "lowercased", "capitalized"]

    static func call(_ name: String, _ arguments: [Value]) -> Result<Value, OperatorFailure> {
        guard arguments.count == 1 else {
            return .failure(.init("Function \(name)() expects 1 argument"))
        }
        let text = arguments[0].interpolationDescription
        switch name {
        case "uppercased": return .success(.string(text.uppercased()))
        case "lowercased": return .success(.string(text.lowercased()))
        case "capitalized":
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            return .success(.string(words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")))
        default: return .failure(.init("Unknown function \(name)()"))
        }
    }
}
