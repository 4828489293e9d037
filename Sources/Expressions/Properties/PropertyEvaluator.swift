import Diagnostics

/// Evaluates a compiled property body and gives the result the property's type.
struct PropertyEvaluator {
    let type: PropertyType
    let environment: PropertyEnvironment

    func evaluate(_ body: PropertyExpression.Body, _ values: any SymbolValues) throws(ExpressionError) -> Value {
        switch body {
        case let .plain(compiled, span):
            return try cast(try compiled.evaluate(values), span: span)
        case let .interpolated(pieces, span):
            return try interpolated(pieces, values, span: span)
        case let .color(compiled, pieces, span):
            return try color(from: try evaluate(compiled, orJoin: pieces, values), span: span)
        case let .image(compiled, pieces, span):
            let value = try evaluate(compiled, orJoin: pieces, values)
            switch value {
            case let .string(name):
                if let known = environment.images, !known.contains(name) {
                    throw ExpressionError("Image named '\(name)' not found in main bundle", span: span)
                }
                return .image(ImageReference(name: name))
            case .null:
                // nil is an empty image, not an error (R-LL-NIL).
                return .image(ImageReference(name: "", size: Size(width: 0, height: 0)))
            default:
                return try cast(value, span: span)
            }
        case let .font(pieces, span):
            var parts: [FontSpecifierPart] = []
            for piece in pieces {
                switch piece {
                case let .literal(text): parts.append(.text(text))
                case let .expression(compiled, _): parts.append(.value(try compiled(values)))
                }
            }
            do {
                return .font(try environment.fonts.font(parts: parts))
            } catch {
                throw ExpressionError(error.message, span: span)
            }
        }
    }

    /// A colour property's value: a string names a colour asset (R-LL-TYPES
    /// step 4); anything else must cast to the colour type.
    func color(from value: Value, span: SourceSpan) throws(ExpressionError) -> Value {
        if case let .string(name) = value {
            guard let color = environment.colors[name] else {
                throw ExpressionError("Invalid color name '\(name)'", span: span)
            }
            return try cast(.color(color), span: span)
        }
        return try cast(value, span: span)
    }

    /// The expression's value, or the joined text of literal and `{…}` pieces.
    private func evaluate(_ compiled: ValueThunk?, orJoin pieces: [InterpolatedPiece], _ values: any SymbolValues) throws(ExpressionError) -> Value {
        if let compiled { return try compiled(values) }
        return .string(try join(pieces, values))
    }

    private func cast(_ value: Value, span: SourceSpan) throws(ExpressionError) -> Value {
        guard let result = value.cast(to: type, classes: environment.classes) else {
            throw ExpressionError(value.castFailureMessage(to: type), span: span)
        }
        return result
    }

    /// String-like results: one `{…}` part that is nil gives "" (R-LL-TYPES);
    /// otherwise the parts' texts are joined.
    private func interpolated(_ pieces: [InterpolatedPiece], _ values: any SymbolValues, span: SourceSpan) throws(ExpressionError) -> Value {
        if pieces.count == 1, case let .expression(compiled, _) = pieces[0] {
            let value = try compiled(values)
            switch (type, value) {
            case (_, .null): return typed("")
            case (.attributedString, .attributedString), (.url, .url), (.urlRequest, .url), (.selector, .selector):
                return value
            default: return typed(value.interpolationDescription)
            }
        }
        return typed(try join(pieces, values))
    }

    private func join(_ pieces: [InterpolatedPiece], _ values: any SymbolValues) throws(ExpressionError) -> String {
        var result = ""
        result.reserveCapacity(pieces.count * 16)
        for piece in pieces {
            switch piece {
            case let .literal(text):
                result += text
            case let .expression(compiled, span):
                let value = try compiled(values)
                if case .null = value { throw ExpressionError("Unexpected nil value", span: span) }
                if case let .string(text) = value { result += text } else { result += value.interpolationDescription }
            }
        }
        return result
    }

    private func typed(_ text: String) -> Value {
        switch type {
        case .selector: return .selector(text)
        case .url, .urlRequest: return .url(text)
        case .attributedString:
            let isHTML = text.contains("<") || text.contains("&")
            return .attributedString(isHTML ? AttributedText(html: text) : AttributedText(string: text))
        default: return .string(text)
        }
    }
}
