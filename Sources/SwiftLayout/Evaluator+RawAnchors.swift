import AutoLayout
import Constraints
import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// The common relation, `Anchors.top.equalTo(title, attribute: .bottom, constant: 8)`, read from
/// swift-syntax's raw nodes: the typed nodes' first reads made a wrapper for every child of
/// every node on the way (the tokens, the commas), a third of the evaluation of a screen of
/// anchors. Only what reads without a problem to say is taken here; anything else — another
/// form, a name not yet worked out, a file with a syntax error — is left to `anchors(_:_:_:)`,
/// which reads the same and reports.
extension Evaluator {
    /// The properties of `expression`, at `offset` in its file (its leading trivia included),
    /// when it is a relation on a plain chain of attributes whose arguments are views already
    /// worked out, `attribute: .name` and numeric literals, and reads without a problem; nil
    /// otherwise, with nothing reported or recorded. `depth` is the caller's, as `anchors`
    /// has it.
    func rawRelation(_ expression: RawExprSyntax, at offset: Int, _ scope: Scope, _ source: SwiftSource) -> [AnchorProperty]? {
        guard readsRawNodes, source.isWellFormed, let call = RawFunctionCallExprSyntax(expression), call.trailingClosure == nil,
              call.additionalTrailingClosures.layoutView.children.isEmpty, let rightParen = call.rightParen,
              let callee = RawMemberAccessExprSyntax(call.calledExpression), callee.declName.argumentNames == nil,
              callee.declName.moduleSelector == nil, let relation = Self.rawRelations(callee.declName.baseName.tokenText),
              let base = callee.base, let (chain, first) = Self.rawChain(base), depth + chain.attributes.count + 2 < Self.maximumDepth
        else { return nil }
        // The arguments are read before anything is recorded: a form not taken leaves no trace.
        var arguments = RelationArguments()
        var literals: [(offset: Int, factor: Double, isInward: Bool)] = []
        var childOffset = offset
        for child in call.layoutView.children {
            guard let child else { continue }
            defer { childOffset += child.byteLength }
            guard let list = RawLabeledExprListSyntax(child) else { continue }
            var argumentOffset = childOffset
            for element in list.layoutView.children {
                guard let element, let argument = RawLabeledExprSyntax(element) else { return nil }
                defer { argumentOffset += element.byteLength }
                let value = argument.expression
                guard let label = argument.label else {
                    guard case .view(let view) = knownValue(value, scope) else { return nil }
                    arguments.target = .object(AnchorObject(view: view))
                    continue
                }
                switch label.tokenText {
                case "attribute":
                    guard let access = RawMemberAccessExprSyntax(value),
                          let attribute = LayoutAttribute(rawValue: String(syntaxText: access.declName.baseName.tokenText)) else { return nil }
                    arguments.attribute = attribute
                case "constant", "inwardOffset", "offset":
                    let valueOffset = argumentOffset + Self.rawOffset(of: value.raw, in: argument.raw)
                    guard let (literalOffset, number, factor) = Self.rawLiteral(value, at: valueOffset) else { return nil }
                    let isInward = label.tokenText != "constant"
                    literals.append((literalOffset, factor, isInward))
                    if isInward { arguments.inwardOffset = number } else { arguments.constant = number }
                default:
                    return nil
                }
            }
        }
        // What `related` would report is left to it.
        if relation.isSuper { arguments.target = .transparent }
        let kind = chain.kind
        if let attribute = arguments.attribute, kind == .mixed || AnchorsChain.kind(of: attribute) != kind { return nil }
        let isConstantOnly = arguments.target == nil
        if isConstantOnly, kind != .dimension { return nil }
        for (literalOffset, factor, isInward) in literals {
            let literal = LiteralSource(file: source.file, offset: Int32(truncatingIfNeeded: literalOffset))
            noteLiteral(literal, asConstant: true)
            if isInward {
                arguments.inwardLiteral = LiteralTag(literal: literal, factor: factor)
            } else {
                arguments.constantLiteral = LiteralTag(literal: literal, factor: factor)
            }
        }
        // The span of the expression without its trivia: from its first token, `Anchors`, to `)`.
        let span = SourceSpan(offset + first.leadingTriviaByteLength, offset + expression.raw.byteLength - rightParen.trailingTriviaByteLength)
        rawRelationCount += 1
        return properties(chain, relation.0, isConstantOnly: isConstantOnly, arguments, span: span, source)
    }

    /// A name's value when reading it can say nothing: a value already worked out in its scope.
    private func knownValue(_ expression: RawExprSyntax, _ scope: Scope) -> StaticValue? {
        guard let reference = RawDeclReferenceExprSyntax(expression), reference.argumentNames == nil, reference.moduleSelector == nil,
              case .identifier = reference.baseName.tokenKind else { return nil }
        let name = String(syntaxText: reference.baseName.tokenText)
        guard let (entry, owner) = scope.lookup(name) else { return nil }
        if let known = owner.memo[name] { return known }
        if case .value(let value) = entry { return value }
        return nil
    }

    /// `Self.relations` by a name's bytes.
    private static func rawRelations(_ name: SyntaxText) -> (Relation, isSuper: Bool)? {
        switch name {
        case "equalTo": (.equal, false)
        case "equalToSuper": (.equal, true)
        case "greaterThanOrEqualTo": (.greaterThanOrEqual, false)
        case "greaterThanOrEqualToSuper": (.greaterThanOrEqual, true)
        case "lessThanOrEqualTo": (.lessThanOrEqual, false)
        case "lessThanOrEqualToSuper": (.lessThanOrEqual, true)
        default: nil
        }
    }

    /// `Anchors.top.bottom`: a chain of attributes (no composite) on `Anchors`, with the
    /// `Anchors` token; nil for any other expression.
    private static func rawChain(_ expression: RawExprSyntax) -> (AnchorsChain, RawTokenSyntax)? {
        var names: [SyntaxText] = []
        var current = expression
        while let access = RawMemberAccessExprSyntax(current) {
            guard let base = access.base, access.declName.argumentNames == nil, access.declName.moduleSelector == nil else { return nil }
            names.append(access.declName.baseName.tokenText)
            current = base
        }
        guard let root = RawDeclReferenceExprSyntax(current), root.argumentNames == nil, root.moduleSelector == nil,
              root.baseName.tokenText == "Anchors", !names.isEmpty else { return nil }
        var chain = AnchorsChain()
        chain.attributes.reserveCapacity(names.count)
        for name in names.reversed() {
            let text = String(syntaxText: name)
            if chain.attributes.isEmpty, AnchorsChain.composites[text] != nil { return nil }
            guard let attribute = LayoutAttribute(rawValue: text) else { return nil }
            chain.attributes.append(attribute)
        }
        return (chain, root.baseName)
    }

    /// A numeric literal, or `-` one, at `offset` (its leading trivia included): where its
    /// digits start, its value with the sign, and the sign.
    private static func rawLiteral(_ expression: RawExprSyntax, at offset: Int) -> (Int, Double, Double)? {
        var operand = expression
        var operandOffset = offset
        var factor = 1.0
        if let prefix = RawPrefixOperatorExprSyntax(expression) {
            guard prefix.operator.tokenText == "-" else { return nil }
            factor = -1
            operand = prefix.expression
            operandOffset += rawOffset(of: operand.raw, in: prefix.raw)
        }
        let token: RawTokenSyntax
        if let literal = RawIntegerLiteralExprSyntax(operand) {
            token = literal.literal
        } else if let literal = RawFloatLiteralExprSyntax(operand) {
            token = literal.literal
        } else {
            return nil
        }
        guard let value = Double(String(syntaxText: token.tokenText).replacingUnderscores) else { return nil }
        return (operandOffset + token.leadingTriviaByteLength, factor < 0 ? -value : value, factor)
    }

    /// How far into `parent` its child `child` starts.
    static func rawOffset(of child: RawSyntax, in parent: RawSyntax) -> Int {
        guard let layout = parent.layoutView else { return 0 }
        var offset = 0
        for next in layout.children {
            guard let next else { continue }
            if next.id == child.id { return offset }
            offset += next.byteLength
        }
        return offset
    }
}
