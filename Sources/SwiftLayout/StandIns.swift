import Diagnostics
import Expressions
import SwiftTree

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
    static func placeholder(for value: SwiftExpr) -> String {
        switch value.kind {
        case .ternary(_, let then, _):
            // `isOn ? "On" : "Off"`: the first branch.
            return placeholder(forOperand: then)
        case .binary:
            // `first + " " + last`, `name ?? "Guest"`: each operand's words.
            var operands: [SwiftExpr] = []
            var work = [value]
            while let next = work.popLast() {
                if case .binary(_, let lhs, let rhs) = next.kind {
                    work.append(rhs)
                    work.append(lhs)
                } else {
                    operands.append(next)
                }
            }
            let text = operands.map(placeholder(forOperand:)).joined()
            return text.isEmpty ? "Text" : text
        default:
            let text = placeholder(forOperand: value)
            return text.isEmpty ? "Text" : text
        }
    }

    static func placeholder(forOperand expression: SwiftExpr) -> String {
        switch expression.kind {
        case .string(let literal):
            return literal.segments.map { segment in
                switch segment {
                case .text(let text, _): return text
                case .interpolation(let arguments, _): return arguments.first.map { placeholder(forOperand: $0.value) } ?? ""
                }
            }.joined()
        case .integer(let written), .float(let written):
            return written
        case .call(let call):
            // `NSLocalizedString("key", comment: "")`, `String(localized: "key")`, `UIImage(named: name)`,
            // `String(count)`, `NSAttributedString(string: text, …)`: the first argument's words.
            if let first = call.arguments.first, let callee = LayoutSyntax.name(call.callee), callee.first?.isUppercase == true {
                return placeholder(forOperand: first.value)
            }
        default:
            break
        }
        var names: [String] = []
        var current: SwiftExpr? = expression
        while let node = current {
            switch node.kind {
            case .member(let base, let name):
                names.insert(name.text, at: 0)
                current = base
            case .name(let name):
                if name != "self" { names.insert(name, at: 0) }
                current = nil
            case .postfix(_, let operand): current = operand
            case .call(let call): current = call.callee
            case .string:
                // `"login.title".localized`: the literal's text.
                return placeholder(forOperand: node)
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

/// Values to draw in place of what only the running app knows, by the expression as written
/// (`layout-serve.json` `"swiftlayout": {"placeholders": {…}, "file_placeholders": {…}}`):
/// `menu.name` → "Iced Americano". A text's stand-in is the value; an image's, the image of
/// that name; a colour's, the colour it names (`#ff8800`, `systemBlue`). A file's own value
/// comes before the project's. Drawn so, a stand-in is a note rather than a warning.
public struct SwiftLayoutPlaceholders: Equatable, Sendable {
    /// For every file.
    public var all: [String: String]
    /// For the file at a project path, before `all`.
    public var byFile: [String: [String: String]]

    public init(all: [String: String] = [:], byFile: [String: [String: String]] = [:]) {
        self.all = all.reduce(into: [:]) { $0[Self.key($1.key)] = $1.value }
        self.byFile = byFile.mapValues { values in values.reduce(into: [:]) { $0[Self.key($1.key)] = $1.value } }
    }

    public var isEmpty: Bool { all.isEmpty && byFile.isEmpty }

    /// The value given for `expression` (its text as written) in `file`.
    public func value(for expression: String, in file: String) -> String? {
        let key = Self.key(expression)
        return byFile[file]?[key] ?? all[key]
    }

    /// An expression without its white space: `menu .name` and `menu.name` are one key.
    static func key(_ expression: String) -> String {
        String(expression.unicodeScalars.filter { !$0.properties.isWhitespace })
    }
}

extension Evaluator {
    /// A warning that `elements` (an assignment's value, or one expression) is only known when
    /// the app runs and is drawn as `standIn`.
    func reportStandIn(_ standIn: StandIn, for value: SwiftExpr, in source: SwiftSource) {
        let span = value.span
        let text = source.text(value)
        let message = SwiftLayoutMessage.standIn(text, standIn)
        guard !problems.contains(where: { $0.message == message && $0.span == span && $0.file == source.file }) else { return }
        problems.append(Problem(severity: .warning, message: message, file: source.file, span: span))
    }

    /// The value of `elements` when it can be read and `fits`; otherwise what was reported
    /// while trying is dropped, and a stand-in of `kind` is reported and returned.
    func valueOrStandIn(_ written: SwiftExpr, _ kind: StandInKind, _ scope: Scope, _ source: SwiftSource,
                        evaluate: () -> StaticValue?) -> Value? {
        // `label.text = nil`: nothing to draw.
        if LayoutSyntax.isNil(written) { return nil }
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
        if let configured = configuredStandIn(written, kind, source) { return configured }
        let placeholder = StandIn.placeholder(for: written)
        switch kind {
        case .text:
            reportStandIn(.text(placeholder), for: written, in: source)
            return .string(placeholder)
        case .image:
            reportStandIn(.image(placeholder), for: written, in: source)
            return .image(ImageReference(name: placeholder))
        case .color:
            reportStandIn(.color, for: written, in: source)
            return .color(StandIn.placeholderColor)
        case .font(let size):
            reportStandIn(.font(size), for: written, in: source)
            return .font(FontDescriptor(size: size))
        }
    }
}

extension Evaluator {
    /// The project's own placeholder for `written` (`SwiftLayoutPlaceholders`), reported as a
    /// note; nil when it gives none, or one that is not a `kind` (a colour that names none).
    fileprivate func configuredStandIn(_ written: SwiftExpr, _ kind: StandInKind, _ source: SwiftSource) -> Value? {
        guard !placeholders.isEmpty else { return nil }
        let text = source.text(written)
        guard let configured = placeholders.value(for: text, in: source.file) else { return nil }
        let value: Value, standIn: StandIn
        switch kind {
        case .text: (value, standIn) = (.string(configured), .text(configured))
        case .image: (value, standIn) = (.image(ImageReference(name: configured)), .image(configured))
        case .color:
            guard let color = Color.named(configured) else { return nil }
            (value, standIn) = (.color(color), .color)
        case .font: return nil
        }
        let message = SwiftLayoutMessage.configuredStandIn(text, standIn)
        let span = written.span
        if !problems.contains(where: { $0.message == message && $0.span == span && $0.file == source.file }) {
            problems.append(Problem(severity: .note, message: message, file: source.file, span: span))
        }
        return value
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
