import Diagnostics

/// Builds, once per property, the function that gives a value the property's
/// type: values that already have it pass straight through (the common case,
/// checked without calling the general cast), others go through `Value.cast`.
enum PropertyCaster {
    typealias Cast = @Sendable (Value) throws(ExpressionError) -> Value

    static func make(_ type: PropertyType, environment: PropertyEnvironment, span: SourceSpan) -> Cast {
        let classes = environment.classes
        let slow: Cast = { value throws(ExpressionError) in
            guard let result = value.cast(to: type, classes: classes) else {
                throw ExpressionError(value.castFailureMessage(to: type), span: span)
            }
            return result
        }
        switch type {
        case let .number(kind) where !kind.isInteger:
            return { value throws(ExpressionError) in
                if case .number = value { return value }
                return try slow(value)
            }
        case .bool:
            return { value throws(ExpressionError) in
                if case .bool = value { return value }
                return try slow(value)
            }
        case .string:
            return { value throws(ExpressionError) in
                if case .string = value { return value }
                return try slow(value)
            }
        case .color:
            return { value throws(ExpressionError) in
                if case .color = value { return value }
                return try slow(value)
            }
        default:
            return slow
        }
    }
}
