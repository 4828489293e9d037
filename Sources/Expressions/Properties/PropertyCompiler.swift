import Diagnostics

/// Chooses the front end for a property type and compiles each part (R-LL-FRONT-END).
struct PropertyCompiler {
    let text: String
    let type: PropertyType
    let scope: any SymbolScope
    let context: CompileContext
    let environment: PropertyEnvironment
    private(set) var dynamicSymbols: [String] = []
    private(set) var referencedSymbols: [String] = []

    init(text: String, type: PropertyType, scope: any SymbolScope, context: CompileContext, environment: PropertyEnvironment) {
        self.text = text
        self.type = type
        self.scope = scope
        self.context = context
        self.environment = environment
    }

    var wholeSpan: SourceSpan { SourceSpan(0, text.utf8.count) }

    mutating func compileBody() throws(ExpressionError) -> PropertyExpression.Body? {
        switch type {
        case .string, .attributedString, .selector, .url, .urlRequest, .character:
            guard let pieces = try stringPieces(context: typedContext()) else { return nil }
            return .interpolated(pieces, span: wholeSpan)
        case .color, .cgColor:
            return try colorBody()
        case .image, .cgImage:
            return try imageBody()
        case .font:
            guard let pieces = try stringPieces(context: typedContext()) else { return nil }
            return .font(pieces, span: wholeSpan)
        default:
            let parsed = try ParsedExpression.parse(text)
            guard let syntax = parsed.syntax else { return nil }
            return .plain(try compile(syntax, context: typedContext()), span: syntax.span)
        }
    }

    /// The context for this property: the caller's layout symbols plus the
    /// type's own names (enum cases) and statics.
    func typedContext() -> CompileContext {
        context.addingTypeNames(of: type, environment: environment)
    }

    /// The context of colour properties: colour names shadow everything, and
    /// `rgb()`/`rgba()` exist (R-LL-TYPES).
    func colorContext() -> CompileContext {
        context.addingColorNames(environment: environment)
    }

    mutating func compile(_ syntax: Syntax, context: CompileContext) throws(ExpressionError) -> CompiledExpression {
        let compiler = ExpressionCompiler(scope: scope, context: context, source: text)
        let compiled = try compiler.compile(syntax)
        for name in compiled.dynamicSymbols where !dynamicSymbols.contains(name) { dynamicSymbols.append(name) }
        for name in compiled.referencedSymbols where !referencedSymbols.contains(name) { referencedSymbols.append(name) }
        return compiled
    }

    /// The pieces of a string-front-end value; nil when it is commented out.
    mutating func stringPieces(context: CompileContext) throws(ExpressionError) -> [InterpolatedPiece]? {
        let parsed = try ParsedStringExpression.parse(text)
        if parsed.isCommentedOut { return nil }
        var pieces: [InterpolatedPiece] = []
        for part in parsed.parts {
            switch part {
            case let .text(literal, _):
                pieces.append(.literal(literal))
            case let .expression(expression):
                guard let syntax = expression.syntax else { continue }
                pieces.append(.expression(try compile(syntax, context: context).run, span: syntax.span))
            case .comment:
                return nil
            }
        }
        return pieces
    }
}
