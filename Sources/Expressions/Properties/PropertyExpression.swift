import Diagnostics

/// An attribute value compiled for the type of the property it sets — Layout's
/// `LayoutExpression` builders (spec §1.1, §1.8). The type picks the front end
/// (plain or string), adds its own names (enum cases, colour names), and casts
/// the result. Compiled once, evaluated many times.
public struct PropertyExpression: Sendable {
    public let type: PropertyType
    /// The attribute text every error span refers to.
    public let text: String
    let body: Body
    let environment: PropertyEnvironment
    /// Symbols read at evaluation time (dependencies for re-evaluation and layout).
    public let dynamicSymbols: [String]
    /// Every symbol mentioned, constants included (e.g. `strings.` keys).
    public let referencedSymbols: [String]

    enum Body: Sendable {
        /// A plain expression whose result is cast to `type`.
        case plain(CompiledExpression, span: SourceSpan)
        /// Literal text with `{…}` parts, for string-like types.
        case interpolated([InterpolatedPiece], span: SourceSpan)
        /// A colour: an expression, or a string naming a colour asset.
        case color(CompiledExpression?, pieces: [InterpolatedPiece], span: SourceSpan)
        /// An image: a name, or an expression yielding an image or a name.
        case image(CompiledExpression?, pieces: [InterpolatedPiece], span: SourceSpan)
        /// A font: specifier words mixed with `{…}` values.
        case font([InterpolatedPiece], span: SourceSpan)
    }

    /// True when every evaluation gives the same value.
    public var isConstant: Bool { dynamicSymbols.isEmpty }

    /// Compiles `text` for a property of `type`. Returns nil when the value sets
    /// nothing (empty, or commented out with a leading `//`). `context` carries
    /// the layout symbols (`%`, `auto`) of positional properties.
    public static func compile(
        _ text: String,
        as type: PropertyType,
        scope: any SymbolScope,
        context: CompileContext = CompileContext(),
        environment: PropertyEnvironment = .standard
    ) throws(ExpressionError) -> PropertyExpression? {
        var builder = PropertyCompiler(text: text, type: type, scope: scope, context: context, environment: environment)
        guard let body = try builder.compileBody() else { return nil }
        return PropertyExpression(
            type: type, text: text, body: body, environment: environment,
            dynamicSymbols: builder.dynamicSymbols, referencedSymbols: builder.referencedSymbols
        )
    }

    /// Evaluates with the current slot values; the result has the property's type.
    public func evaluate(_ values: any SymbolValues) throws(ExpressionError) -> Value {
        try PropertyEvaluator(type: type, environment: environment).evaluate(body, values)
    }

    /// The value of a constant expression, computed now.
    public func constantValue() throws(ExpressionError) -> Value? {
        isConstant ? try evaluate(SlotArray([])) : nil
    }
}

/// One piece of a string-like attribute value.
enum InterpolatedPiece: Sendable {
    case literal(String)
    case expression(CompiledExpression, span: SourceSpan)
}
