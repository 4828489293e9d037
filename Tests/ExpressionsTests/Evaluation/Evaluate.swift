import Diagnostics
import Expressions

/// Test helper: compile `text` for `type` with constants and state, evaluate,
/// and return the value or the error as `line:column: message`.
func evaluate(
    _ text: String, as type: PropertyType = .any,
    constants: [String: Value] = [:], state: [String: Value] = [:],
    context: CompileContext = CompileContext()
) -> Result<Value, Failure> {
    let scope = DictionaryScope(constants: constants, state: state)
    do throws(ExpressionError) {
        guard let expression = try PropertyExpression.compile(text, as: type, scope: scope, context: context) else {
            return .failure(Failure(text: "no expression"))
        }
        return .success(try expression.evaluate(scope.slotValues()))
    } catch {
        let position = SourceText(text).position(atOffset: Int(error.span.lower))
        return .failure(Failure(text: "\(position.line):\(position.column): \(error.message)"))
    }
}

/// An error as `line:column: message`, comparable in `#expect`.
struct Failure: Error, Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
}
