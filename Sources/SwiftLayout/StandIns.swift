import Diagnostics
import Expressions
import SwiftSyntax

/// What a view draws in place of a value only the running app knows (a model's text, an
/// initialiser's parameter, a computed property): the view is placed with it, and a warning
/// names it (R-SL-STAND-IN).
public enum StandIn: Hashable, Sendable {
    /// A text made from the expression's words: `menu.name` → "Menu name".
    case text(String)
    /// An image named so (no size: the view is sized by its constraints).
    case image(String)
    case color
    /// The system font at this size.
    case font(Double)

    /// The colour drawn for an unknown colour.
    static let placeholderColor = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)

    /// The words of `expression` as a placeholder text: the last two names of a chain
    /// (`viewModel.user.nickname` → "User nickname"), camel case split, a repeated word once
    /// (`user.userName` → "User name"); a literal's text stays, an interpolation's parts become
    /// their words, a localized string is its key.
    static func placeholder(for elements: [ExprSyntax]) -> String {
        // `isOn ? "On" : "Off"`: the first branch.
        if let ternary = elements.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first {
            return placeholder(for: ternary.thenExpression)
        }
        let text = elements.enumerated().compactMap { index, element in index % 2 == 0 ? placeholder(for: element) : nil }.joined()
        return text.isEmpty ? "Text" : text
    }

    static func placeholder(for expression: ExprSyntax) -> String {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.map { segment in
                if let plain = segment.as(StringSegmentSyntax.self) { return plain.content.text.unescapedSwiftString }
                if let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first {
                    return placeholder(for: first.expression)
                }
                return ""
            }.joined()
        }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal): return literal.literal.writtenText
        case .floatLiteralExpr(let literal): return literal.literal.writtenText
        default: break
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.writtenText
            // `NSLocalizedString("key", comment: "")`, `String(localized: "key")`, `UIImage(named: name)`,
            // `String(count)`, `NSAttributedString(string: text, …)`: the first argument's words.
            if let first = call.arguments.first, let callee, callee.first?.isUppercase == true {
                return placeholder(for: first.expression)
            }
        }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            switch node.as(ExprSyntaxEnum.self) {
            case .memberAccessExpr(let access):
                names.insert(access.declName.baseName.writtenText, at: 0)
                current = access.base
            case .declReferenceExpr(let reference):
                if reference.baseName.tokenKind != .keyword(.self) { names.insert(reference.baseName.writtenText, at: 0) }
                current = nil
            case .optionalChainingExpr(let optional): current = optional.expression
            case .forceUnwrapExpr(let unwrap): current = unwrap.expression
            case .functionCallExpr(let call): current = call.calledExpression
            case .stringLiteralExpr:
                // `"login.title".localized`: the literal's text.
                return placeholder(for: node)
            default: current = nil
            }
        }
        let words = names.suffix(2).flatMap(Self.words)
        var kept: [String] = []
        for word in words where kept.last?.lowercased() != word.lowercased() { kept.append(word) }
        guard let first = kept.first else { return "Text" }
        let sentence = ([first] + kept.dropFirst().map { $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }).joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// `titleText` → ["title", "Text"], `imageURL` → ["image", "URL"], `user_name` → ["user", "name"].
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isUppercase == false || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension Evaluator {
    /// A warning that `elements` (an assignment's value, or one expression) is only known when
    /// the app runs and is drawn as `standIn`.
    func reportStandIn(_ standIn: StandIn, for elements: [ExprSyntax], in source: SwiftSource) {
        guard let first = elements.first, let last = elements.last else { return }
        let span = SourceSpan(SwiftSource.span(first).range.lowerBound, SwiftSource.span(last).range.upperBound)
        let text = Diagnostic.capped(elements.map { SwiftSource.text($0) }.joined(separator: " "), limit: 80)
        let message = SwiftLayoutMessage.standIn(text, standIn)
        guard !problems.contains(where: { $0.message == message && $0.span == span && $0.file == source.file }) else { return }
        problems.append(Problem(severity: .warning, message: message, file: source.file, span: span))
    }

    /// The value of `elements` when it can be read and `fits`; otherwise what was reported
    /// while trying is dropped, and a stand-in of `kind` is reported and returned.
    func valueOrStandIn(_ elements: [ExprSyntax], _ kind: StandInKind, _ scope: Scope, _ source: SwiftSource,
                        evaluate: () -> StaticValue?) -> Value? {
        // `label.text = nil`: nothing to draw.
        if elements.count == 1, elements[0].is(NilLiteralExprSyntax.self) { return nil }
        let reported = problems.count
        let value = evaluate()
        switch (kind, value) {
        case (.text, .string(let text)?): return .string(text)
        case (.image, .value(.image(let image))?): return .image(image)
        case (.color, let value?) where Self.fits(value, "UIColor"):
            if case .value(.color(let color)) = value { return .color(color) }
            if case .implicitMember(let name) = value, let color = Color.named(name) { return .color(color) }
        case (.font, .value(.font(let font))?): return .font(font)
        default: break
        }
        problems.removeSubrange(reported...)
        let placeholder = StandIn.placeholder(for: elements)
        switch kind {
        case .text:
            reportStandIn(.text(placeholder), for: elements, in: source)
            return .string(placeholder)
        case .image:
            reportStandIn(.image(placeholder), for: elements, in: source)
            return .image(ImageReference(name: placeholder))
        case .color:
            reportStandIn(.color, for: elements, in: source)
            return .color(StandIn.placeholderColor)
        case .font(let size):
            reportStandIn(.font(size), for: elements, in: source)
            return .font(FontDescriptor(size: size))
        }
    }
}

extension Value {
    /// A text, image or colour as the evaluator holds it.
    var staticValue: StaticValue {
        if case .string(let text) = self { return .string(text) }
        return .value(self)
    }
}

/// What a stand-in is made for.
enum StandInKind: Equatable {
    case text, image, color
    /// A font, the system font at this size in its place.
    case font(Double)
}
