import Diagnostics

/// An attribute value compiled for the type of the property it sets — Layout's
/// `LayoutExpression` builders (R-LL-FRONT-END, R-LL-TYPES). The type picks the front end
/// (plain or string), adds its own names (enum cases, colour names), and casts
/// the result. Compiled once, evaluated many times.
public struct PropertyExpression: Sendable {
    /// The whole evaluation — front end result, fast paths and cast — as one
    /// closure built at compile time, so evaluating copies nothing.
    let run: ValueThunk
    /// The rest, shared by reference: many nodes hold one compiled expression,
    /// and copying its strings and arrays would cost a dozen reference counts.
    private let details: Details

    private final class Details: Sendable {
        let type: PropertyType
        let text: String
        let body: Body
        let dynamicSymbols: [String]
        let referencedSymbols: [String]

        init(type: PropertyType, text: String, body: Body, dynamicSymbols: [String], referencedSymbols: [String]) {
            self.type = type
            self.text = text
            self.body = body
            self.dynamicSymbols = dynamicSymbols
            self.referencedSymbols = referencedSymbols
        }
    }

    public var type: PropertyType { details.type }
    /// The attribute text every error span refers to.
    public var text: String { details.text }
    var body: Body { details.body }
    /// Symbols read at evaluation time (dependencies for re-evaluation and layout).
    public var dynamicSymbols: [String] { details.dynamicSymbols }
    /// Every symbol mentioned, constants included (e.g. `strings.` keys).
    public var referencedSymbols: [String] { details.referencedSymbols }

    enum Body: Sendable {
        /// A plain expression whose result is cast to `type`.
        case plain(CompiledExpression, span: SourceSpan)
        /// Literal text with `{…}` parts, for string-like types.
        case interpolated([InterpolatedPiece], span: SourceSpan)
        /// A colour: an expression, or a string naming a colour asset.
        case color(ValueThunk?, pieces: [InterpolatedPiece], span: SourceSpan)
        /// An image: a name, or an expression yielding an image or a name.
        case image(ValueThunk?, pieces: [InterpolatedPiece], span: SourceSpan)
        /// A font: specifier words mixed with `{…}` values.
        case font([InterpolatedPiece], span: SourceSpan)
    }

    init(type: PropertyType, text: String, body: Body, run: @escaping ValueThunk, dynamicSymbols: [String], referencedSymbols: [String]) {
        self.run = run
        details = Details(type: type, text: text, body: body, dynamicSymbols: dynamicSymbols, referencedSymbols: referencedSymbols)
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
        if type == .string, let literal = Self.plainText(text) {
            // `text="Hello"`: literal text is its own value; nothing to parse.
            return PropertyExpression(
                type: type, text: text, body: .interpolated([.literal(literal)], span: SourceSpan(0, text.utf8.count)),
                run: { _ throws(ExpressionError) in .string(literal) }, dynamicSymbols: [], referencedSymbols: [])
        }
        var builder = PropertyCompiler(text: text, type: type, scope: scope, context: context, environment: environment)
        guard let body = try builder.compileBody() else { return nil }
        var run = makeRun(body, type: type, environment: environment)
        if builder.dynamicSymbols.isEmpty {
            // A constant property is evaluated once, now; its error is a compile error.
            let value = try run(SlotArray([]))
            run = { _ throws(ExpressionError) in value }
        }
        return PropertyExpression(
            type: type, text: text, body: body, run: run,
            dynamicSymbols: builder.dynamicSymbols, referencedSymbols: builder.referencedSymbols
        )
    }

    /// An expression whose value is `value` (a literal found without parsing).
    public static func constant(_ value: Value, type: PropertyType, text: String) -> PropertyExpression {
        PropertyExpression(
            type: type, text: text, body: .interpolated([.literal(text)], span: SourceSpan(0, text.utf8.count)),
            run: { _ throws(ExpressionError) in value }, dynamicSymbols: [], referencedSymbols: [])
    }

    /// `text` when it is plain literal text for the string front end: no
    /// braces, and not commented out by a leading `//`.
    public static func plainText(_ text: String) -> String? {
        var contiguous = text
        // Over the UTF-8 buffer: iterating `utf8` costs several times more per byte (long `text` attributes).
        let isPlain = contiguous.withUTF8 { bytes in
            var sawContent = false
            var previous: UInt8 = 0
            var index = 0
            while index < bytes.count {
                // Past the leading `//` check only braces matter: eight bytes at a time.
                if sawContent, index + 8 <= bytes.count {
                    let word = ByteWords.load(bytes, at: index)
                    if !ByteWords.contains(word, UInt8(ascii: "{")) && !ByteWords.contains(word, UInt8(ascii: "}")) {
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return false }
                if !sawContent {
                    if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
                    if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
                        && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "/") { sawContent = true }
                }
                previous = byte
            }
            return !bytes.isEmpty
        }
        return isPlain ? text : nil
    }

    /// Evaluates with the current slot values; the result has the property's type.
    @inline(__always)
    public func evaluate(_ values: any SymbolValues) throws(ExpressionError) -> Value {
        try run(values)
    }

    private static func makeRun(_ body: Body, type: PropertyType, environment: PropertyEnvironment) -> ValueThunk {
        if case let .plain(compiled, span) = body {
            let cast = PropertyCaster.make(type, environment: environment, span: span)
            if let numeric = compiled.numeric, type.keepsNumbers {
                // A number needs no cast here: the numeric fast path is the whole evaluation.
                let general = compiled.thunk
                return { values throws(ExpressionError) in
                    do throws(NumericFailure) {
                        return .number(try numeric(values))
                    } catch {
                        if case let .failure(failure) = error { throw failure }
                        return try cast(try general(values))
                    }
                }
            }
            let evaluate = compiled.run
            return { values throws(ExpressionError) in try cast(try evaluate(values)) }
        }
        let evaluator = PropertyEvaluator(type: type, environment: environment)
        if type == .string, case let .interpolated(pieces, _) = body, pieces.count > 1 {
            return interpolation(pieces)
        }
        if case let .color(compiled?, _, span) = body {
            return { values throws(ExpressionError) in
                let value = try compiled(values)
                if case .color = value { return value }
                return try evaluator.color(from: value, span: span)
            }
        }
        return { values throws(ExpressionError) in try evaluator.evaluate(body, values) }
    }

    /// The value of a constant expression, computed now.
    public func constantValue() throws(ExpressionError) -> Value? {
        isConstant ? try evaluate(SlotArray([])) : nil
    }
}

/// One piece of a string-like attribute value.
enum InterpolatedPiece: Sendable {
    case literal(String)
    case expression(ValueThunk, span: SourceSpan)
}

extension PropertyExpression {
    /// `Hello {name}, you have {n + 1} new messages`: joins literal text and
    /// part values into one preallocated string. A nil part is an error when
    /// there are several parts (R-LL-TYPES).
    private static func interpolation(_ pieces: [InterpolatedPiece]) -> ValueThunk {
        let literalBytes = pieces.reduce(0) { total, piece in
            if case let .literal(text) = piece { return total + text.utf8.count }
            return total
        }
        let capacity = literalBytes + 32 * (pieces.count - 1) + 16
        return { values throws(ExpressionError) in
            // One allocation: write UTF-8 straight into the new string. If a
            // part is longer than estimated, start again with plain appends
            // (evaluation has no side effects, so that is safe).
            var failure: ExpressionError?
            var overflowed = false
            let result = String(unsafeUninitializedCapacity: capacity) { buffer in
                var count = 0
                func append(_ text: String) {
                    var text = text
                    text.withUTF8 { bytes in
                        guard count + bytes.count <= buffer.count else { overflowed = true; return }
                        for byte in bytes { buffer[count] = byte; count += 1 }
                    }
                }
                for piece in pieces where !overflowed && failure == nil {
                    switch piece {
                    case let .literal(text):
                        append(text)
                    case let .expression(thunk, span):
                        do throws(ExpressionError) {
                            switch try thunk(values) {
                            case let .string(text): append(text)
                            case let .number(number): append(Value.format(number))
                            case .null: failure = ExpressionError("Unexpected nil value", span: span)
                            case let other: append(other.interpolationDescription)
                            }
                        } catch {
                            failure = error
                        }
                    }
                }
                return overflowed || failure != nil ? 0 : count
            }
            if let failure { throw failure }
            if !overflowed { return .string(result) }
            var text = ""
            for piece in pieces {
                switch piece {
                case let .literal(literal): text += literal
                case let .expression(thunk, span):
                    switch try thunk(values) {
                    case let .string(part): text += part
                    case .null: throw ExpressionError("Unexpected nil value", span: span)
                    case let other: text += other.interpolationDescription
                    }
                }
            }
            return .string(text)
        }
    }
}

extension PropertyType {
    /// Types whose cast leaves a Double unchanged.
    var keepsNumbers: Bool {
        switch self {
        case .any: return true
        case let .number(kind): return !kind.isInteger
        default: return false
        }
    }
}
