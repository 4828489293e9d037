import Diagnostics

/// The errors the tokenizer, the parser and the two front ends report, with
/// Expression 0.13.0's and Layout's exact wording.
extension ExpressionError {
    /// The deepest syntax tree the parser builds; deeper input is rejected so
    /// that no later recursive walk over the tree can exhaust the stack.
    public static let maximumNestingDepth = 256

    /// ``Unexpected token `text` ``.
    public static func unexpectedToken(_ text: String, span: SourceSpan) -> ExpressionError {
        ExpressionError("Unexpected token `\(text)`", span: span)
    }

    /// `Empty expression`: nothing where an expression is required.
    public static func emptyExpression(span: SourceSpan) -> ExpressionError {
        ExpressionError("Empty expression", span: span)
    }

    /// ``Missing `)` `` and friends; `span` points at what was left open.
    public static func missing(_ delimiter: String, span: SourceSpan) -> ExpressionError {
        ExpressionError("Missing `\(delimiter)`", span: span)
    }

    /// `Array name[] expects 1 argument`.
    public static func arrayArity(_ name: String, span: SourceSpan) -> ExpressionError {
        ExpressionError("Array \(name)[] expects 1 argument", span: span)
    }

    /// ``Unexpected `}` ``: a closing brace in the literal text of a string attribute.
    public static func unexpectedClosingBrace(span: SourceSpan) -> ExpressionError {
        ExpressionError("Unexpected `}`", span: span)
    }

    /// The nesting limit was exceeded at `span`.
    public static func tooDeeplyNested(span: SourceSpan) -> ExpressionError {
        ExpressionError(
            "Expression is too deeply nested (more than \(maximumNestingDepth) levels)", span: span
        )
    }

    /// ``Unexpected token `…` `` naming the run of characters from `offset` up to
    /// the next whitespace, as Expression reports input it cannot read.
    static func unexpectedToken(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> ExpressionError {
        var end = offset
        while end < bytes.count, !CharacterClasses.isSpace(bytes[end]) { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return .unexpectedToken(text, span: SourceSpan(offset, end))
    }
}
