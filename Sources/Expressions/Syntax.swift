import Diagnostics

/// One node of a parsed expression, with the span of source text it came from
/// (UTF-8 byte offsets into the text that was parsed; for the attribute front
/// ends that is the whole attribute value, braces and literal text included).
public struct Syntax: Hashable, Sendable {
    // Only the recursive cases are `indirect`, so that leaves (numbers, names)
    // need no heap box of their own.
    public enum Kind: Hashable, Sendable {
        /// A numeric literal; every number is a Double, as in Layout.
        case number(Double)
        /// A `'…'` or `"…"` literal, escapes already resolved. `quote` is the delimiter.
        case string(String, quote: Character)
        /// A symbol name, dots included: `width`, `parent.width`, `#f00`, `strings.Title`.
        case identifier(String)
        /// A `` `…` `` name, backticks removed, escapes resolved.
        case escapedIdentifier(String)
        indirect case prefix(String, Syntax)
        indirect case postfix(String, Syntax)
        /// Binary operators, including `,` (Layout's array-building comma) and `??`.
        indirect case infix(String, Syntax, Syntax)
        /// `condition ? then : else`.
        indirect case ternary(Syntax, Syntax, Syntax)
        /// `name(arguments)`: a call of a named function (or of a string used as a format).
        case call(String, [Syntax])
        /// `(expression)(arguments)`: a call of a computed value, e.g. `'%d items'(n)`.
        indirect case callValue(Syntax, [Syntax])
        /// `[a, b, c]` with nothing before it.
        case arrayLiteral([Syntax])
        /// `name[index]` (Layout's "array symbol").
        indirect case namedSubscript(String, Syntax)
        /// `(expression)[index]`.
        indirect case `subscript`(Syntax, Syntax)
        /// `(expression)` kept so that printing preserves the author's grouping.
        indirect case parenthesized(Syntax)
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}
