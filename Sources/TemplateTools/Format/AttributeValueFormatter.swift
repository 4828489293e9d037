import Expressions

/// Reformats one attribute value after checking it: a string value keeps its literal
/// text and pretty-prints each `{…}` part; any other value is one expression,
/// pretty-printed without braces. A comment is kept as `// text`.
enum AttributeValueFormatter {
    /// The formatted value, or the parse or validation message.
    static func format(_ value: String, asString: Bool) -> Result<String, ValueProblem> {
        do {
            if asString {
                let parsed = try ParsedStringExpression.parse(value)
                for case .expression(let part) in parsed.parts {
                    if let problem = ExpressionValidator.problem(in: part) { return .failure(ValueProblem(problem)) }
                }
                return .success(parsed.description)
            }
            let parsed = try ParsedExpression.parse(value)
            if let problem = ExpressionValidator.problem(in: parsed) { return .failure(ValueProblem(problem)) }
            return .success(parsed.description)
        } catch {
            return .failure(ValueProblem(error.message))
        }
    }
}

/// Why a value could not be formatted, in the expression engine's words.
struct ValueProblem: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
