import Diagnostics

/// A string used as a function: a printf format applied to the call's
/// arguments (R-LL-BUILTINS, R-LL-FORMAT). A constant format is parsed once, when the
/// expression is compiled, and its arity is checked then.
struct FormatCall: Sendable {
    let format: FormatString
    let key: String
    let span: SourceSpan

    /// `key` is the symbol as written (`strings.hello`); messages quote it.
    static func prepare(format text: String, key: String?, argumentCount: Int, span: SourceSpan) throws(ExpressionError) -> FormatCall {
        let name = key ?? "'\(text)'"
        let format: FormatString
        do {
            format = try FormatString(text)
        } catch {
            throw ExpressionError(error.description, span: span)
        }
        let call = FormatCall(format: format, key: name, span: span)
        if format.types.count != argumentCount {
            // Reuse the formatter's own arity messages.
            let error: FormatError = argumentCount > format.types.count
                ? .tooManyArguments(argumentCount, format: text, key: name)
                : .tooFewArguments(argumentCount, format: text, key: name)
            throw ExpressionError(error.description, span: span)
        }
        return call
    }

    func format(_ arguments: [Value]) throws(ExpressionError) -> String {
        do {
            return try format.layoutFormat(arguments, key: key)
        } catch {
            throw ExpressionError(error.description, span: span)
        }
    }
}
