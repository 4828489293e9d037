import AutoLayout
import Expressions
import SwiftTree

extension Evaluator {
    /// A call: a view's construction or modifier, a conversion, a font or image, a layout or
    /// anchors call. Any other call is only known when the app runs.
    func call(_ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource, typeName: String?, name: String?) -> StaticValue? {
        if case .closure(let closure) = call.callee.kind, call.arguments.isEmpty, call.trailingClosures.isEmpty {
            return viewFactory(closure, scope, source, name: name)
        }
        // Only what `layout(_:)` builds itself goes there (it evaluates anything else back here).
        let calledMember = LayoutSyntax.member(of: call)
        if (Self.isLayoutMember(calledMember?.name) && LayoutSyntax.isLayoutCall(expression)) || isBuilderCall(call) {
            return layout(expression, scope, source).map(StaticValue.layout)
        }
        if let (member, base) = calledMember, let base {
            // The walk down the receiver before the set's look-up: a view's `UILabel().sl.config`
            // is no `Anchors` expression, and its member's name was hashed for nothing.
            if LayoutSyntax.name(base) == "Anchors" || isAnchorsExpression(base) && Self.anchorsModifiers.contains(member) {
                return anchors(expression, scope, source).map(StaticValue.anchors)
            }
            if let value = viewModifier(call, member, base, scope, source, name: name) { return value }
            if ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "preferredFont", "monospacedDigitSystemFont"].contains(member),
               source.written(base) == "UIFont" {
                return font(member, call, expression, scope, source)
            }
        }
        if let value = staticFunctionCall(call, expression, calledMember, scope, source, typeName: typeName) { return value }
        if let (member, base) = calledMember, let base, member == "withAlphaComponent", let alpha = call.arguments.first?.value {
            // `.white.withAlphaComponent(0.5)`, `brand.withAlphaComponent(0.2)`.
            guard let color = colorValue(base, scope, source), let value = number(alpha, scope, source) else { return nil }
            return .value(.color(Color(red: color.red, green: color.green, blue: color.blue, alpha: value)))
        }
        let calleeName: String
        /// `Type(…)`, `.init(…)` and `Type.init(…)`: a construction.
        var isConstruction = false
        switch call.callee.kind {
        case .name(let written):
            calleeName = written
            isConstruction = true
        case .member(nil, let member):
            calleeName = member.text == "init" ? Self.constructedType(typeName) : "." + member.text
            isConstruction = true
        case .member(let base?, let member) where member.text == "init" && LayoutSyntax.name(base) != nil:
            calleeName = LayoutSyntax.name(base)!
            isConstruction = true
        default:
            calleeName = source.written(call.callee)
        }
        if isConstruction, !calleeName.isEmpty, !calleeName.hasPrefix("."), isViewClass(calleeName) {
            // A view's construction (`UILabel()`), the commonest call: no name below is a view
            // class's, and each was compared first.
            return construct(calleeName, call, expression, scope, source, name: name)
        }
        switch calleeName {
        case "CGFloat", "Double", "Float", "Int":
            guard call.arguments.count == 1 else { break }
            return number(call.arguments.first!.value, scope, source).map(StaticValue.number)
        case "CGSize", "CGSize.init":
            guard let width = argument("width", call).flatMap({ number($0, scope, source) }),
                  let height = argument("height", call).flatMap({ number($0, scope, source) }) else { return nil }
            return .size(width, height)
        case "UIEdgeInsets", "UIEdgeInsets.init":
            // `layoutMargins = UIEdgeInsets(top:left:bottom:right:)`, as printed code declares margins.
            let edges = ["top", "left", "bottom", "right"].map { argument($0, call).flatMap { number($0, scope, source) } }
            guard call.arguments.count == 4, let top = edges[0], let left = edges[1], let bottom = edges[2], let right = edges[3] else { break }
            return .value(.insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right)))
        case "UILayoutPriority", "UILayoutPriority.init":
            guard let first = call.arguments.first else { break }
            return number(first.value, scope, source).map(StaticValue.number)
        case ".systemFont", ".boldSystemFont", ".italicSystemFont", ".preferredFont", ".monospacedSystemFont", ".monospacedDigitSystemFont":
            return font(String(calleeName.dropFirst()), call, expression, scope, source)
        case "UIFont", "UIFont.init":
            guard let size = argument("size", call).flatMap({ number($0, scope, source) }) else { return nil }
            var descriptor = FontDescriptor(size: size)
            if case .string(let face)? = argument("name", call).flatMap({ evaluate($0, scope, source) }) { descriptor.name = face }
            return .value(.font(descriptor))
        case "UIColor", "UIColor.init":
            if let color = color(call, expression, scope, source) { return .value(.color(color)) }
            return nil
        case "UIImage", "UIImage.init":
            if let named = argument("named", call) ?? argument("systemName", call), case .string(let image)? = evaluate(named, scope, source) {
                return .value(.image(ImageReference(name: image)))
            }
        default:
            if !calleeName.isEmpty, !calleeName.hasPrefix("."), isViewClass(calleeName) || declaredType(calleeName) != nil || calleeName.first?.isUppercase == true,
               isConstruction {
                return construct(calleeName, call, expression, scope, source, name: name)
            }
        }
        if let made = ownFactoryCall(call, expression, scope, source, name: name) { return made }
        report(.error, .functionCall(source.text(expression)), expression, in: source)
        return nil
    }

    /// `makeCountLabel("Posts")`, `self.makeButton(title: "Go")`: a method of the type being laid
    /// out (or its superclasses) that makes a view — `let v = UILabel()`, its configuration, `return
    /// v` — read as a closure that does so, its parameters bound to the call's arguments. `.some(nil)`
    /// after reporting; nil when the call is not one.
    private func ownFactoryCall(_ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource,
                                name: String?) -> StaticValue?? {
        let callee: String
        switch call.callee.kind {
        case .name(let written): callee = written
        case .member(let base?, let member) where LayoutSyntax.name(base) == "self": callee = member.text
        default: return nil
        }
        guard var type = scope.enclosingType else { return nil }
        while type.functions[callee] == nil, let next = superclass(of: type) { type = next }
        guard let (function, functionSource) = type.functions[callee], !function.isStatic, !Self.isBuilder(function),
              let body = function.body, evaluating.insert(function.id).inserted else { return nil }
        defer { evaluating.remove(function.id) }
        usedFiles.insert(functionSource.file)
        let local = Scope(parent: scope)
        guard bind(function, to: call, expression, in: local, functionSource, from: scope, source) else { return .some(nil) }
        return .some(viewFactory(body, span: expression.span, local, functionSource, name: name))
    }

    /// Defines each of `function`'s parameters in `local`: the call's argument with its label, in
    /// order, else the parameter's default value. False after reporting a call that gives neither.
    func bind(_ function: DeclaredFunction, to call: SwiftCall, _ expression: SwiftExpr, in local: Scope, _ functionSource: SwiftSource,
              from scope: Scope, _ source: SwiftSource) -> Bool {
        let arguments = call.arguments
        var index = 0
        for parameter in function.parameters {
            let parameterType = parameter.type?.text ?? ""
            let value: StaticValue?
            if index < arguments.count, (arguments[index].label?.text ?? "_") == parameter.label {
                value = evaluate(arguments[index].value, scope, source, typeName: parameterType)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                value = evaluate(defaultValue, local, functionSource, typeName: parameterType)
            } else {
                report(.error, .functionCall(source.text(expression)), expression, in: source)
                return false
            }
            guard let value else { return false }
            local.define(parameter.name, .value(value))
        }
        return true
    }

    /// `UIFont.pretendard(size: 14)`, `.pretendard(size: 14)` where a `UIFont` goes: a static
    /// function of a project type (an extension of UIKit's too) whose body is one expression,
    /// evaluated with its parameters bound to the arguments. `.some(nil)` after reporting; nil
    /// when the call is not one.
    private func staticFunctionCall(_ call: SwiftCall, _ expression: SwiftExpr, _ calledMember: (name: String, base: SwiftExpr?)?, _ scope: Scope,
                                    _ source: SwiftSource, typeName: String?) -> StaticValue?? {
        guard let (name, base) = calledMember, name != "init" else { return nil }
        let typeName = base.map { source.written($0) } ?? Self.constructedType(typeName)
        guard base == nil || LayoutSyntax.name(base) != nil, !typeName.isEmpty, let type = declaredType(typeName),
              let (function, functionSource) = type.functions[name], function.isStatic else { return nil }
        usedFiles.insert(functionSource.file)
        guard let body = function.body, let returned = Self.singleExpression(body), evaluating.insert(function.id).inserted else {
            report(.error, .functionCall(source.text(expression)), expression, in: source)
            return .some(nil)
        }
        defer { evaluating.remove(function.id) }
        let local = Scope(parent: Scope(parent: fileScope(functionSource), type: type))
        guard bind(function, to: call, expression, in: local, functionSource, from: scope, source) else { return .some(nil) }
        return .some(evaluate(returned, local, functionSource, typeName: function.returnType))
    }

    /// The one expression of a body (`{ x }` or `{ return x }`), if that is all it is.
    static func singleExpression(_ statements: SwiftBlock) -> SwiftExpr? {
        guard statements.items.count == 1, let item = statements.items.first else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if case .return(let value) = statement.kind { return value }
            return nil
        case .decl: return nil
        }
    }

    /// The type `.init(…)` makes where `typeName` is declared: `UILabel` for `UILabel!` or `UILabel?`.
    static func constructedType(_ typeName: String?) -> String {
        guard var name = typeName else { return "" }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return name
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(hue:saturation:brightness:alpha:)`
    /// with literal components; nil after reporting any other form.
    private func color(_ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> Color? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        func component(_ label: String) -> Double? { argument(label, call).flatMap { number($0, scope, source) } }
        if let first = labels.first, Self.isHexLabel(first), labels.count == 1 || labels == [first, "alpha"] {
            if let color = hexColor(call, scope, source) {
                report(.note, .hexInitialiserRead(source.text(expression), color.hexString), expression, in: source)
                return color
            }
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return nil
        }
        switch labels {
        case ["red", "green", "blue", "alpha"]:
            guard let red = component("red"), let green = component("green"), let blue = component("blue"), let alpha = component("alpha") else { return nil }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case ["white", "alpha"]:
            guard let white = component("white"), let alpha = component("alpha") else { return nil }
            return Color(red: white, green: white, blue: white, alpha: alpha)
        case ["hue", "saturation", "brightness", "alpha"]:
            guard let hue = component("hue"), let saturation = component("saturation"), let brightness = component("brightness"),
                  let alpha = component("alpha") else { return nil }
            return Self.color(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        case ["named"]:
            if case .string(let name)? = argument("named", call).flatMap({ evaluate($0, scope, source) }), let color = namedColor(name) {
                return color
            }
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return nil
        default:
            report(.error, .notStatic(source.text(expression)), expression, in: source)
            return nil
        }
    }

    /// An app's own hexadecimal initialiser: `UIColor(hex: "#FF8800")`, `UIColor(hexString:)`,
    /// `UIColor(rgb: 0xFF8800)`, `UIColor(_:)` — a label naming hex or RGB, or none.
    static func isHexLabel(_ label: String) -> Bool {
        let lowered = label.lowercased()
        return label == "_" || lowered.contains("hex") || lowered == "rgb"
    }

    /// The colour a literal hexadecimal argument names: a string of 6 or 8 digits (RRGGBB,
    /// RRGGBBAA) after an optional `#` or `0x`, or an integer literal written in hexadecimal
    /// (0xRRGGBB); an `alpha:` beside it. Nil when the argument is anything else.
    private func hexColor(_ call: SwiftCall, _ scope: Scope, _ source: SwiftSource) -> Color? {
        guard let first = call.arguments.first?.value else { return nil }
        var digits: Substring
        if case .integer(let written) = first.kind, written.lowercased().hasPrefix("0x") {
            digits = written.dropFirst(2).filter { $0 != "_" }[...]
            guard digits.count == 6 else { return nil }
        } else if case .string(let literal) = first.kind, literal.segments.count == 1, case .text(let text, _) = literal.segments[0] {
            digits = text[...]
            if digits.hasPrefix("#") { digits = digits.dropFirst() }
            if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        } else {
            return nil
        }
        guard digits.count == 6 || digits.count == 8, let packed = UInt32(digits, radix: 16) else { return nil }
        let bytes = digits.count == 6 ? [packed >> 16, packed >> 8, packed, 255] : [packed >> 24, packed >> 16, packed >> 8, packed]
        var alpha = Double(bytes[3] & 0xFF) / 255
        if let alphaExpression = argument("alpha", call) {
            guard let written = number(alphaExpression, scope, source) else { return nil }
            alpha = written
        }
        return Color(red: Double(bytes[0] & 0xFF) / 255, green: Double(bytes[1] & 0xFF) / 255, blue: Double(bytes[2] & 0xFF) / 255,
                     alpha: alpha)
    }

    /// HSB to RGB, as `UIColor(hue:saturation:brightness:alpha:)` converts.
    static func color(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector) % 6
        let fraction = sector - Double(Int(sector))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction), t = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) = switch index {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour expression's value: a literal `UIColor(…)`, a UIKit class colour (`.white`,
    /// `UIColor.systemBlue`), a constant holding one; nil after reporting.
    func colorValue(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> Color? {
        color(of: evaluate(expression, scope, source, typeName: "UIColor"), expression, source)
    }

    /// The colour `value` (of `expression`) is; nil after reporting.
    func color(of value: StaticValue?, _ expression: some Spanned, _ source: SwiftSource) -> Color? {
        switch value {
        case .value(.color(let color))?: return color
        case .implicitMember(let name)?:
            if let color = Color.named(name) { return color }
        case nil: return nil
        default: break
        }
        report(.error, .notStatic(source.text(expression)), expression, in: source)
        return nil
    }

    /// `sublayout`, `anchors`, `eraseToAnyLayout`: the members `layout(_:)` builds itself.
    static func isLayoutMember(_ name: String?) -> Bool {
        name == "sublayout" || name == "anchors" || name == "eraseToAnyLayout"
    }

    static let anchorsModifiers: Set<String> = ["multiplier", "priority", "identifier", "setConstant", "setMultiplier", "constant"]

    private func isAnchorsExpression(_ expression: SwiftExpr) -> Bool {
        var current: SwiftExpr? = expression
        while let node = current {
            switch node.kind {
            case .name(let name): return name == "Anchors" || name == "AnchorsExpression"
            case .member(let base, _): current = base
            case .call(let call): current = call.callee
            default: return false
            }
        }
        return false
    }

    /// `GroupLayout { }`, `x { }` (the 2.x call form of `sublayout`).
    func isBuilderCall(_ call: SwiftCall) -> Bool {
        if LayoutSyntax.name(call.callee) == "GroupLayout" {
            return LayoutSyntax.closure(of: call) != nil
        }
        // A trailing closure is the closure: the arguments are not looked through for one
        // (every view's `UILabel()` was).
        return !call.trailingClosures.isEmpty && call.arguments.isEmpty && LayoutSyntax.referencedName(call.callee) != nil
    }

    /// The argument labelled `label`.
    func argument(_ label: String, _ call: SwiftCall) -> SwiftExpr? {
        call.arguments.first { $0.label?.text == label }?.value
    }

    private func font(_ name: String, _ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        if name == "preferredFont" {
            // Text styles at the render's content size category (`DynamicTypeSizes`).
            guard case .implicitMember(let style)? = argument("forTextStyle", call).flatMap({ evaluate($0, scope, source) }),
                  let font = FontDescriptor.preferred(textStyle: style, at: contentSizeCategory) else {
                report(.error, .notStatic(source.text(expression)), expression, in: source)
                return nil
            }
            return .value(.font(font))
        }
        guard let sizeExpression = argument("ofSize", call) ?? argument("size", call), let size = number(sizeExpression, scope, source) else {
            return nil
        }
        var descriptor = FontDescriptor(size: size)
        if name == "boldSystemFont" { descriptor.weight = "bold" }
        if name == "italicSystemFont" { descriptor.traits = ["italic"] }
        if name == "monospacedSystemFont" { descriptor.traits = ["monospace"] }
        if case .implicitMember(let weight)? = argument("weight", call).flatMap({ evaluate($0, scope, source) }) { descriptor.weight = weight }
        return .value(.font(descriptor))
    }
}
