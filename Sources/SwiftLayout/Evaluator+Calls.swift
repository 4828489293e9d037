import AutoLayout
import Expressions
import SwiftSyntax

extension Evaluator {
    /// A call: a view's construction or modifier, a conversion, a font or image, a layout or
    /// anchors call. Any other call is only known when the app runs.
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope, _ source: SwiftSource, typeName: String?, name: String?) -> StaticValue? {
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            return viewFactory(closure, scope, source, name: name)
        }
        // Only what `layout(_:)` builds itself goes there (it evaluates anything else back here).
        let calledMember = LayoutSyntax.member(of: call)
        if (["sublayout", "anchors", "eraseToAnyLayout"].contains(calledMember?.name ?? "") && LayoutSyntax.isLayoutCall(ExprSyntax(call)))
            || isBuilderCall(call) {
            return layout(ExprSyntax(call), scope, source).map(StaticValue.layout)
        }
        if let (member, base) = calledMember, let base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Anchors" || Self.anchorsModifiers.contains(member) && isAnchorsExpression(base) {
                return anchors(ExprSyntax(call), scope, source).map(StaticValue.anchors)
            }
            if let value = viewModifier(call, member, base, scope, source, name: name) { return value }
            if ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "preferredFont", "monospacedDigitSystemFont"].contains(member),
               base.trimmedDescription == "UIFont" {
                return font(member, call, scope, source)
            }
        }
        let calleeName: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            calleeName = reference.baseName.text
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            calleeName = access.declName.baseName.text == "init" ? (typeName ?? "") : "." + access.declName.baseName.text
        } else {
            calleeName = call.calledExpression.trimmedDescription
        }
        switch calleeName {
        case "CGFloat", "Double", "Float", "Int":
            guard call.arguments.count == 1 else { break }
            return number(call.arguments.first!.expression, scope, source).map(StaticValue.number)
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
            return number(first.expression, scope, source).map(StaticValue.number)
        case ".systemFont", ".boldSystemFont", ".italicSystemFont", ".preferredFont", ".monospacedSystemFont":
            return font(String(calleeName.dropFirst()), call, scope, source)
        case "UIFont", "UIFont.init":
            guard let size = argument("size", call).flatMap({ number($0, scope, source) }) else { return nil }
            var descriptor = FontDescriptor(size: size)
            if case .string(let face)? = argument("name", call).flatMap({ evaluate($0, scope, source) }) { descriptor.name = face }
            return .value(.font(descriptor))
        case "UIImage", "UIImage.init":
            if let named = argument("named", call) ?? argument("systemName", call), case .string(let image)? = evaluate(named, scope, source) {
                return .value(.image(ImageReference(name: image)))
            }
        default:
            if !calleeName.isEmpty, !calleeName.hasPrefix("."), isViewClass(calleeName) || declaredType(calleeName) != nil || calleeName.first?.isUppercase == true,
               call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
                return construct(calleeName, call, scope, source, name: name)
            }
        }
        report(.error, .functionCall(SwiftSource.text(call)), call, in: source)
        return nil
    }

    static let anchorsModifiers: Set<String> = ["multiplier", "priority", "identifier", "setConstant", "setMultiplier", "constant"]

    private func isAnchorsExpression(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                return ["Anchors", "AnchorsExpression"].contains(reference.baseName.text)
            }
            if let access = node.as(MemberAccessExprSyntax.self) {
                current = access.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }

    /// `GroupLayout { }`, `x { }` (the 2.x call form of `sublayout`).
    func isBuilderCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard LayoutSyntax.closure(of: call) != nil else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "GroupLayout" { return true }
        return call.trailingClosure != nil && call.arguments.isEmpty && LayoutSyntax.referencedName(call.calledExpression) != nil
    }

    /// The argument labelled `label`.
    func argument(_ label: String, _ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func font(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, _ source: SwiftSource) -> StaticValue? {
        if name == "preferredFont" {
            // Text styles at the default content size (UIKit's large category).
            let sizes = ["largeTitle": 34.0, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
                         "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11]
            guard case .implicitMember(let style)? = argument("forTextStyle", call).flatMap({ evaluate($0, scope, source) }),
                  let size = sizes[style] else {
                report(.error, .notStatic(SwiftSource.text(call)), call, in: source)
                return nil
            }
            return .value(.font(FontDescriptor(size: size, weight: style == "headline" ? "semibold" : "regular", textStyle: style)))
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
