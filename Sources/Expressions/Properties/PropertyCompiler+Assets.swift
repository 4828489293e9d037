import Diagnostics

extension PropertyCompiler {
    /// Colours (R-LL-TYPES): literal text is a colour asset name if the project
    /// has one, else an expression where colour names and `rgb()` are in scope
    /// (`red`, `#f00`, `isSelected ? #00f : #ccc`); a single `{…}` is an expression;
    /// mixed text and `{…}` parts build an asset name.
    mutating func colorBody() throws(ExpressionError) -> PropertyExpression.Body? {
        let parsed = try ParsedStringExpression.parse(text)
        if parsed.isCommentedOut { return nil }
        switch parsed.parts.count {
        case 0:
            return nil
        case 1:
            if case .text(let literal, _) = parsed.parts[0] {
                let name = literal.trimmingSpaces
                if let asset = environment.colors[name] {
                    return .plain(try compile(Syntax(.identifier(name), span: wholeSpan), context: constantContext(.color(asset))), span: wholeSpan)
                }
                let expression: ParsedExpression
                do {
                    expression = try ParsedExpression.parse(text)
                } catch {
                    throw invalidColor(name)
                }
                guard let syntax = expression.syntax else { return nil }
                do {
                    return .color(try compile(syntax, context: colorContext()).run, pieces: [], span: syntax.span)
                } catch {
                    // A bare word that is no colour (`blurple`, `light blue`) is a bad colour name.
                    if case .identifier = syntax.kind { throw invalidColor(name) }
                    if case .postfix = syntax.kind { throw invalidColor(name) }
                    throw error
                }
            }
            if case let .expression(expression) = parsed.parts[0] {
                guard let syntax = expression.syntax else { return nil }
                return .color(try compile(syntax, context: colorContext()).run, pieces: [], span: syntax.span)
            }
            return nil
        default:
            guard let pieces = try stringPieces(context: typedContext()) else { return nil }
            return .color(nil, pieces: pieces, span: wholeSpan)
        }
    }

    /// Images (R-LL-TYPES): literal text is an image name (no comments are
    /// stripped: `MyImage.png // x` is one name); a single `{…}` is an
    /// expression yielding an image or a name; mixed parts build a name.
    mutating func imageBody() throws(ExpressionError) -> PropertyExpression.Body? {
        let parsed = try ParsedStringExpression.parse(text)
        if parsed.isCommentedOut { return nil }
        if parsed.parts.count == 1, case let .expression(expression) = parsed.parts[0] {
            guard let syntax = expression.syntax else { return nil }
            return .image(try compile(syntax, context: typedContext()).run, pieces: [], span: syntax.span)
        }
        guard let pieces = try stringPieces(context: typedContext()), !pieces.isEmpty else { return nil }
        return .image(nil, pieces: pieces, span: wholeSpan)
    }

    /// `Invalid color name 'blurple'`, suggesting the nearest colour names.
    private func invalidColor(_ name: String) -> ExpressionError {
        let candidates = Array(environment.colors.keys).sorted() + Color.classColorNames
        return ExpressionError("Invalid color name '\(name)'", span: wholeSpan,
                               suggestions: Suggestions.bestMatches(for: name, in: candidates))
    }

    /// A context in which one name means `value`.
    private func constantContext(_ value: Value) -> CompileContext {
        var constant = CompileContext()
        constant.builderConstant = { _ in value }
        return constant
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !" \t\n\r".unicodeScalars.contains($0) }),
              let last = scalars.lastIndex(where: { !" \t\n\r".unicodeScalars.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
