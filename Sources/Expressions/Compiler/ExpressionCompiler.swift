import Diagnostics

/// Compiles syntax trees into `CompiledExpression`s for one scope: resolves
/// every symbol once (constant or slot), folds constant sub-expressions and
/// checks operators and call arities, reporting errors at the offending span.
public final class ExpressionCompiler {
    let scope: any SymbolScope
    let context: CompileContext
    private let source: [UInt8]
    private var resolutions: [String: SymbolResolution] = [:]
    private var dynamicSymbols: [String] = []
    private var referencedSymbols: [String] = []
    /// What `N%` multiplies: a slot, or a constant (a root's superview size).
    private(set) var percentBase: PercentBase?

    enum PercentBase {
        case slot(Int)
        case constant(Double)
    }

    /// `source` is the text the syntax spans refer to; it lets operator errors
    /// point at the operator itself.
    public init(scope: any SymbolScope, context: CompileContext = CompileContext(), source: String = "") {
        self.scope = scope
        self.context = context
        self.source = Array(source.utf8)
    }

    /// Compiles one expression. Constant expressions are evaluated now, so
    /// their errors are reported here.
    public func compile(_ syntax: Syntax) throws(ExpressionError) -> CompiledExpression {
        dynamicSymbols = []
        referencedSymbols = []
        percentBase = nil
        if let percent = context.percentSymbol, Self.contains(syntax, postfix: "%") {
            switch resolve(percent) {
            case let .slot(slot): percentBase = .slot(slot)
            case let .constant(value): percentBase = .constant(Operators.number(value) ?? 0)
            case let .unknown(message, suggestions): throw ExpressionError(message, span: syntax.span, suggestions: suggestions)
            }
        }
        let node = try compileNode(syntax)
        let numeric = node.constant == nil ? NumericProgram(compiler: self).number(syntax) : nil
        return CompiledExpression(
            thunk: node.thunk, numeric: numeric, constantValue: node.constant,
            dynamicSymbols: dynamicSymbols, referencedSymbols: referencedSymbols
        )
    }

    // MARK: - Symbols

    /// The resolution of an identifier node, cached per name.
    func resolution(of node: Syntax) -> SymbolResolution? {
        switch node.kind {
        case let .identifier(name), let .escapedIdentifier(name): return resolve(name)
        default: return nil
        }
    }

    func resolve(_ rawName: String) -> SymbolResolution {
        if let cached = resolutions[rawName] { return cached }
        let name = rawName == "auto" ? (context.autoSymbol ?? rawName) : rawName
        let resolution: SymbolResolution
        if let value = Builtins.constants[name] {
            resolution = .constant(value)
        } else if let value = context.builderConstant(name) {
            resolution = .constant(value)
        } else {
            switch scope.resolve(name) {
            case let .unknown(message, suggestions):
                if let value = context.staticMember(name) {
                    resolution = .constant(value)
                } else if let table = context.valueTable, message == scope.unknownSymbolMessage(name),
                          let explained = table.unknownValue(name, otherSuggestions: suggestions) {
                    resolution = explained
                } else {
                    resolution = .unknown(message: message, suggestions: suggestions)
                }
            case let other:
                resolution = other
            }
        }
        resolutions[rawName] = resolution
        if !referencedSymbols.contains(name) { referencedSymbols.append(name) }
        if case .slot = resolution, !dynamicSymbols.contains(name) { dynamicSymbols.append(name) }
        return resolution
    }

    /// True when a user's name shadows a math function (a constant named `min`).
    func shadowsBuiltin(_ name: String) -> Bool { false }

    // MARK: - Nodes

    /// A compiled node: its thunk, and its value when it is constant.
    struct Node {
        var thunk: ValueThunk
        var constant: Value?
    }

    func constant(_ value: Value) -> Node {
        Node(thunk: { _ throws(ExpressionError) in value }, constant: value)
    }

    /// Makes a node from children: folds it now when every child is constant.
    func combine(_ children: [Node], _ thunk: @escaping ValueThunk) throws(ExpressionError) -> Node {
        guard children.allSatisfy({ $0.constant != nil }) else { return Node(thunk: thunk, constant: nil) }
        return constant(try thunk(SlotArray([])))
    }

    func compileNode(_ syntax: Syntax) throws(ExpressionError) -> Node {
        switch syntax.kind {
        case let .number(value): return constant(.number(value))
        case let .string(text, _): return constant(.string(text))
        case let .identifier(name), let .escapedIdentifier(name): return try identifier(name, syntax.span)
        case let .parenthesized(inner): return try compileNode(inner)
        case let .prefix(op, operand): return try prefix(op, operand, syntax.span)
        case let .postfix(op, operand): return try postfix(op, operand, syntax.span)
        case let .infix(op, lhs, rhs): return try infix(op, lhs, rhs)
        case let .ternary(condition, then, otherwise): return try ternary(condition, then, otherwise, syntax.span)
        case let .arrayLiteral(elements):
            let nodes = try elements.map { (element) throws(ExpressionError) in try compileNode(element) }
            let thunks = nodes.map(\.thunk)
            return try combine(nodes) { values throws(ExpressionError) in
                var result: [Value] = []
                result.reserveCapacity(thunks.count)
                for thunk in thunks { result.append(try thunk(values)) }
                return .array(result)
            }
        case let .namedSubscript(name, index):
            let base = try identifier(name, SourceSpan(Int(syntax.span.lower), Int(syntax.span.lower) + name.utf8.count))
            return try subscriptNode(base, try compileNode(index), arrayName: name, syntax.span)
        case let .subscript(base, index):
            return try subscriptNode(try compileNode(base), try compileNode(index), arrayName: nil, syntax.span)
        case let .call(name, arguments):
            return try call(name, arguments, syntax.span)
        case let .callValue(callee, arguments):
            return try callValue(callee, arguments, syntax.span)
        }
    }

    private func identifier(_ name: String, _ span: SourceSpan) throws(ExpressionError) -> Node {
        switch resolve(name) {
        case let .constant(value): return constant(value)
        case let .slot(slot):
            return Node(thunk: { values throws(ExpressionError) in try values.value(forSlot: slot) }, constant: nil)
        case let .unknown(message, suggestions):
            throw ExpressionError(message, span: span, suggestions: suggestions)
        }
    }

    /// The span of an operator between two operands, without surrounding spaces.
    func operatorSpan(between lhs: Syntax, and rhs: Syntax, fallback: SourceSpan) -> SourceSpan {
        var lower = Int(lhs.span.upper)
        var upper = Int(rhs.span.lower)
        guard lower < upper, upper <= source.count else { return fallback }
        while lower < upper, Self.isSpace(source[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(source[upper - 1]) { upper -= 1 }
        return lower < upper ? SourceSpan(lower, upper) : fallback
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }

    static func contains(_ node: Syntax, postfix op: String) -> Bool {
        switch node.kind {
        case let .postfix(name, operand): return name == op || contains(operand, postfix: op)
        case let .prefix(_, operand), let .parenthesized(operand): return contains(operand, postfix: op)
        case let .infix(_, a, b), let .subscript(a, b): return contains(a, postfix: op) || contains(b, postfix: op)
        case let .namedSubscript(_, a): return contains(a, postfix: op)
        case let .ternary(a, b, c): return contains(a, postfix: op) || contains(b, postfix: op) || contains(c, postfix: op)
        case let .call(_, arguments), let .arrayLiteral(arguments): return arguments.contains { contains($0, postfix: op) }
        case let .callValue(callee, arguments):
            return contains(callee, postfix: op) || arguments.contains { contains($0, postfix: op) }
        default: return false
        }
    }
}
