import AutoLayout
import Constraints
import Diagnostics
import SwiftTree

/// An attribute chain before its relation: `Anchors.top.bottom`, `Anchors.cap`.
struct AnchorsChain {
    enum Kind: String { case xAxis = "X-axis", yAxis = "Y-axis", dimension, mixed }

    var attributes: [LayoutAttribute] = []
    /// `cap`, `size`… of the 3.0+ property form.
    var composite: String?

    var kind: Kind {
        // One look along the attributes (a set of their kinds was made for every relation).
        guard let first = attributes.first.map(Self.kind(of:)) else { return .mixed }
        return attributes.dropFirst().allSatisfy { Self.kind(of: $0) == first } ? first : .mixed
    }

    static func kind(of attribute: LayoutAttribute) -> Kind {
        attribute.isDimension ? .dimension : attribute.axis == .horizontal ? .xAxis : .yAxis
    }

    /// R-SL-INWARD: −1 for the right, trailing and bottom families.
    static func inwardFactor(_ attribute: LayoutAttribute) -> Double {
        [.right, .trailing, .rightMargin, .trailingMargin, .bottom, .bottomMargin].contains(attribute) ? -1 : 1
    }

    /// R-SL-COMPOSITES: the attributes of each composite, in SwiftLayout's order.
    static let composites: [String: [LayoutAttribute]] = [
        "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "allSides": [.top, .bottom, .leading, .trailing],
        "cap": [.top, .leading, .trailing], "shoe": [.bottom, .leading, .trailing], "size": [.width, .height],
        "center": [.centerX, .centerY],
    ]
}

extension Evaluator {
    static let relations: [String: (Relation, isSuper: Bool)] = [
        "equalTo": (.equal, false), "equalToSuper": (.equal, true),
        "greaterThanOrEqualTo": (.greaterThanOrEqual, false), "greaterThanOrEqualToSuper": (.greaterThanOrEqual, true),
        "lessThanOrEqualTo": (.lessThanOrEqual, false), "lessThanOrEqualToSuper": (.lessThanOrEqual, true),
    ]

    /// `relations[name]` by comparing the names (the table's look-up hashed a name for every
    /// relation a layout writes).
    static func relation(named name: String) -> (Relation, isSuper: Bool)? {
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

    /// The constraint properties an `Anchors` expression makes (R-SL-RELATIONS, R-SL-PRIORITY,
    /// R-SL-COMPOSITES, R-SL-VERSIONS), or nil after reporting.
    func anchors(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> [AnchorProperty]? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        switch expression.kind {
        case .call(let call):
            if let (name, base) = LayoutSyntax.member(of: call), let base {
                // A relation first: nearly every call is one (no name is both).
                if let relation = Self.relation(named: name) {
                    guard let chain = chain(base, source) else { return nil }
                    return made { related(chain, relation.0, isSuper: relation.isSuper, call, scope, source, at: expression, into: &$0) }
                }
                if Self.anchorsModifiers.contains(name) { return modified(name, call, base, scope, source) }
                if AnchorsChain.composites[name] != nil, LayoutSyntax.name(base) == "Anchors" {
                    return compositeCall(name, call, expression, scope, source)
                }
            } else if let chain = chain(expression, source) {
                return made { related(chain, .equal, isSuper: true, nil, scope, source, at: expression, into: &$0) }
            }
            report(.error, .unknownAnchorsForm(source.text(expression)), expression, in: source)
            return nil
        case .member:
            guard let chain = chain(expression, source) else { return nil }
            return made { related(chain, .equal, isSuper: true, nil, scope, source, at: expression, into: &$0) }
        case .name(let name):
            switch lookup(name, expression, scope, source) {
            case .some(.anchors(let properties)?): return properties
            case .some(.none): return nil
            default: break
            }
        default:
            break
        }
        report(.error, .unknownAnchorsForm(source.text(expression)), expression, in: source)
        return nil
    }

    /// `anchors(_:_:_:)` appended to `properties` (nothing appended after reporting): a relation,
    /// nearly every statement of a block of anchors, makes its properties in `properties`
    /// itself (one array was made for each statement and copied into the block's).
    func anchors(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource, into properties: inout [AnchorProperty]) {
        if depth < Self.maximumDepth, case .call(let call) = expression.kind, let (name, base) = LayoutSyntax.member(of: call), let base,
           let relation = Self.relation(named: name) {
            depth += 1
            defer { depth -= 1 }
            guard let chain = chain(base, source) else { return }
            _ = related(chain, relation.0, isSuper: relation.isSuper, call, scope, source, at: expression, into: &properties)
            return
        }
        if let found = anchors(expression, scope, source) { properties.appendTaking(found) }
    }

    /// The properties `make` appends to an empty array, nil when it says it made none.
    private func made(_ make: (inout [AnchorProperty]) -> Bool) -> [AnchorProperty]? {
        var properties: [AnchorProperty] = []
        return make(&properties) ? properties : nil
    }

    /// `Anchors.a.b`, `Anchors.cap`, `Anchors(.top, .bottom)`, `AnchorsExpression(xAxis: .leading)`.
    func chain(_ expression: SwiftExpr, _ source: SwiftSource) -> AnchorsChain? {
        guard depth < Self.maximumDepth else {
            report(.error, .tooDeep, expression, in: source)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        switch expression.kind {
        case .name("Anchors"):
            return AnchorsChain()
        case .call(let call):
            guard let callee = LayoutSyntax.name(call.callee), ["Anchors", "AnchorsExpression"].contains(callee) else { break }
            var chain = AnchorsChain()
            for argument in call.arguments {
                guard let name = argument.value.memberName, let attribute = Self.attribute(named: name) else {
                    report(.error, .unknownAttribute(source.text(argument.value)), argument.value, in: source)
                    return nil
                }
                chain.attributes.append(attribute)
            }
            return chain
        case .member(let base?, let member):
            guard var chain = chain(base, source) else { break }
            return extended(chain: &chain, by: member, source) ? chain : nil
        default:
            break
        }
        report(.error, .unknownAnchorsForm(source.text(expression)), expression, in: source)
        return nil
    }

    /// `chain` with the attribute or composite `access` names appended; false after reporting.
    private func extended(chain: inout AnchorsChain, by member: SwiftName, _ source: SwiftSource) -> Bool {
        let name = member.text
        // An attribute first: nearly every member is one (no name is both).
        if chain.composite == nil, let attribute = Self.attribute(named: name) {
            chain.attributes.append(attribute)
            return true
        }
        if chain.attributes.isEmpty, chain.composite == nil, let attributes = AnchorsChain.composites[name] {
            chain.composite = name
            chain.attributes = attributes
            return true
        }
        let candidates = LayoutAttribute.allCases.map(\.rawValue) + (chain.attributes.isEmpty ? AnchorsChain.composites.keys.sorted() : [])
            + Self.relations.keys.sorted()
        report(.error, .unknownAttribute(name), member, in: source, suggestions: Suggestions.bestMatches(for: name, in: candidates, limit: 3))
        return false
    }

    /// `.multiplier(m)`, `.priority(p)`, `.identifier(s)` and the ≤ 2.5 `setConstant`/`constant`.
    private func modified(_ name: String, _ call: SwiftCall, _ base: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> [AnchorProperty]? {
        guard var properties = anchors(base, scope, source) else { return nil }
        guard let argument = call.arguments.first?.value else { return properties }
        switch name {
        case "multiplier", "setMultiplier":
            guard let value = number(argument, scope, source) else { return properties }
            for index in properties.indices { properties[index].multiplier = value }
        case "priority":
            let value = priority(argument, scope, source)
            for index in properties.indices { properties[index].priority = value }
        case "identifier":
            guard case .string(let identifier)? = evaluate(argument, scope, source) else { return properties }
            for index in properties.indices { properties[index].identifier = identifier }
        default:
            guard let value = number(argument, scope, source) else { return properties }
            for index in properties.indices {
                properties[index].constant = value
                properties[index].constantLiteral = nil
            }
        }
        return properties
    }

    /// `UILayoutPriority`'s named priorities (R-SL-PRIORITY), highest first.
    static let namedPriorities: [(name: String, value: Float)] = [
        ("required", 1000), ("defaultHigh", 750), ("dragThatCanResizeScene", 510), ("sceneSizeStayPut", 500),
        ("dragThatCannotResizeScene", 490), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// The labels of a relation's arguments that give one offset each (R-SL-RELATIONS, R-SL-COMPOSITES).
    static let offsetLabels = ["offsetX", "xOffset", "offsetY", "yOffset", "width", "height", "widthOffset", "heightOffset"]

    /// A priority (R-SL-PRIORITY), 1000 after reporting when it cannot be read.
    func priority(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> Float {
        if let value = priorityValue(expression, scope, source) { return value }
        report(.warning, .unknownPriority(source.text(expression)), expression, in: source)
        return 1000
    }

    /// A priority: a named one, `UILayoutPriority(n)`, `.init(rawValue: n)`, a number, and those
    /// `+`/`-` a number; nil when it cannot be read.
    func priorityValue(_ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> Float? {
        if case .binary(let op, let lhs, let rhs) = expression.kind, op.text == "+" || op.text == "-", !Self.isBinary(lhs), !Self.isBinary(rhs),
           let offset = number(rhs, scope, source) {
            guard let base = priorityValue(lhs, scope, source) else { return nil }
            return op.text == "+" ? base + Float(offset) : base - Float(offset)
        }
        if let call = expression.asCall, let first = call.arguments.first, call.arguments.count == 1,
           ["UILayoutPriority", ".init", "UILayoutPriority.init"].contains(source.written(call.callee)),
           let value = number(first.value, scope, source) {
            return Float(value)
        }
        switch evaluate(expression, scope, source) {
        case .implicitMember(let name)?: if let value = Self.namedPriorities.first(where: { $0.name == name })?.value { return value }
        case .number(let value)?: return Float(value)
        default: break
        }
        return nil
    }

    /// What a relation's arguments say, read once for every attribute of the chain.
    struct RelationArguments {
        var target: AnchorTarget?
        var anchorAttribute: LayoutAttribute?
        var attribute: LayoutAttribute?
        var constant: Double?
        var inwardOffset: Double?
        var size: (Double, Double)?
        var offsets: [String: Double] = [:]
        /// The literals `constant` and `inwardOffset` are, when they are ones.
        var constantLiteral: LiteralTag?
        var inwardLiteral: LiteralTag?
    }

    /// `function`: the call's name for a message, worked out only when one is said.
    private func relationArguments(_ call: SwiftCall?, _ scope: Scope, _ source: SwiftSource,
                                   function: @autoclosure () -> String) -> RelationArguments? {
        var result = RelationArguments()
        return readRelationArguments(call, scope, source, function: function(), into: &result) ? result : nil
    }

    /// `relationArguments` into `result` (false where an argument is in error): the arguments
    /// are read into the caller's value, which an optional result copied out again.
    private func readRelationArguments(_ call: SwiftCall?, _ scope: Scope, _ source: SwiftSource,
                                       function: @autoclosure () -> String, into result: inout RelationArguments) -> Bool {
        for argument in call?.arguments ?? [] {
            let label = argument.label?.text
            let expression = argument.value
            switch label {
            case nil:
                guard let value = evaluate(expression, scope, source) else { return false }
                switch value {
                case .view(let view): result.target = .object(AnchorObject(view: view))
                case .unresolved(let name): result.target = .object(AnchorObject(view: undeclaredView(name, at: expression, in: source, scope: scope)))
                case .guide(let object): result.target = .object(object)
                case .string(let identifier): result.target = .identifier(identifier)
                case .anchor(let object, let attribute):
                    result.target = .object(object)
                    result.anchorAttribute = attribute
                case .size(let width, let height): result.size = (width, height)
                default:
                    report(.error, .notStatic(source.text(expression)), expression, in: source)
                    return false
                }
            case "attribute":
                guard let name = expression.memberName, let attribute = Self.attribute(named: name) else {
                    report(.error, .unknownAttribute(source.text(expression)), expression, in: source)
                    return false
                }
                result.attribute = attribute
            case "constant":
                if let (value, tag) = literalConstant(expression, source) {
                    (result.constant, result.constantLiteral) = (value, tag)
                } else {
                    guard let value = number(expression, scope, source) else { return false }
                    (result.constant, result.constantLiteral) = (value, nil)
                }
            case "inwardOffset", "offset":
                if let (value, tag) = literalConstant(expression, source) {
                    (result.inwardOffset, result.inwardLiteral) = (value, tag)
                } else {
                    guard let value = number(expression, scope, source) else { return false }
                    (result.inwardOffset, result.inwardLiteral) = (value, nil)
                }
            case let label? where Self.offsetLabels.contains(label):
                guard let value = number(expression, scope, source) else { return false }
                result.offsets[label] = value
            default:
                report(.warning, .unknownArgument(label!, function: function()), argument, in: source)
            }
        }
        return true
    }

    /// A relation on a chain (R-SL-RELATIONS), or on a 3.0+ composite property (R-SL-COMPOSITES).
    private func related(_ chain: AnchorsChain, _ relation: Relation, isSuper: Bool, _ call: SwiftCall?,
                         _ scope: Scope, _ source: SwiftSource, at expression: SwiftExpr, into properties: inout [AnchorProperty]) -> Bool {
        let span = expression.span
        var arguments = RelationArguments()
        guard readRelationArguments(call, scope, source, function: call.map { LayoutSyntax.member(of: $0)?.name ?? "" } ?? "",
                                    into: &arguments) else {
            return false
        }
        return related(chain, relation, isSuper: isSuper, hasCall: call != nil, consume arguments, span: span, source, at: expression, into: &properties)
    }

    /// `related(_:_:isSuper:_:_:_:at:)` once the relation's arguments are read: `hasCall`,
    /// whether the relation was called (`equalTo(…)`, not a bare chain); `node`, where a
    /// problem is said.
    private func related(_ chain: AnchorsChain, _ relation: Relation, isSuper: Bool, hasCall: Bool, _ arguments: consuming RelationArguments,
                 span: SourceSpan, _ source: SwiftSource, at node: SwiftExpr, into properties: inout [AnchorProperty]) -> Bool {
        // Taken, not copied (a copy retained its target and dictionary, and was released).
        if isSuper { arguments.target = .transparent }
        if let composite = chain.composite, composite == "size" || composite == "center" {
            properties.appendTaking(compositeProperties(composite, arguments, relation, span: span).written(in: source))
            return true
        }
        let kind = chain.kind
        if let attribute = arguments.attribute {
            if kind == .mixed || AnchorsChain.kind(of: attribute) != kind {
                report(.error, .wrongAttributeKind(attribute: attribute.rawValue, chain: kind.rawValue), node, in: source)
                return false
            }
        }
        if let anchorAttribute = arguments.anchorAttribute, kind == .mixed || AnchorsChain.kind(of: anchorAttribute) != kind {
            report(.error, .wrongAnchorKind(anchor: "\(anchorAttribute.rawValue)Anchor", chain: kind.rawValue), node, in: source)
            return false
        }
        let isConstantOnly = hasCall && !isSuper && arguments.target == nil
        if isConstantOnly, kind != .dimension {
            report(.error, .constantOnlyNotDimension(chain.attributes.first?.rawValue ?? ""), node, in: source)
            return false
        }
        appendProperties(chain, relation, isConstantOnly: isConstantOnly, arguments, span: span, source, to: &properties)
        return true
    }

    /// Appends the properties of a relation whose chain and arguments agree (`related`'s checks
    /// passed) to `properties`.
    func appendProperties(_ chain: AnchorsChain, _ relation: Relation, isConstantOnly: Bool, _ arguments: RelationArguments, span: SourceSpan,
                          _ source: SwiftSource, to properties: inout [AnchorProperty]) {
        for attribute in chain.attributes {
            let constant = arguments.constant ?? arguments.inwardOffset.map { $0 * AnchorsChain.inwardFactor(attribute) } ?? 0
            let literal = arguments.constant != nil ? arguments.constantLiteral
                : arguments.inwardLiteral?.scaled(by: AnchorsChain.inwardFactor(attribute))
            properties.append(isConstantOnly
                ? AnchorProperty(attribute: attribute, relation: relation, target: .deny, toAttribute: nil, constant: constant, span: span)
                : AnchorProperty(attribute: attribute, relation: relation, target: arguments.target ?? .transparent,
                                 toAttribute: arguments.anchorAttribute ?? arguments.attribute ?? attribute, constant: constant, span: span))
            // Finished in place: a local property appended was copied, each string and target retained.
            properties[properties.count - 1].constantLiteral = literal
            properties[properties.count - 1].spanFile = source.file
        }
    }

    /// 3.0+ `Anchors.size.equalTo(width:height:)`, `Anchors.center.equalToSuper(xOffset:yOffset:)`.
    private func compositeProperties(_ composite: String, _ arguments: RelationArguments, _ relation: Relation, span: SourceSpan) -> [AnchorProperty] {
        let target = arguments.target ?? .transparent
        if composite == "center" {
            return [
                AnchorProperty(attribute: .centerX, relation: relation, target: target, toAttribute: .centerX,
                               constant: arguments.offsets["xOffset"] ?? arguments.offsets["offsetX"] ?? 0, span: span),
                AnchorProperty(attribute: .centerY, relation: relation, target: target, toAttribute: .centerY,
                               constant: arguments.offsets["yOffset"] ?? arguments.offsets["offsetY"] ?? 0, span: span),
            ]
        }
        if let (width, height) = arguments.size ?? arguments.offsets["width"].flatMap({ width in arguments.offsets["height"].map { (width, $0) } }) {
            return [
                AnchorProperty(attribute: .width, relation: relation, target: .deny, toAttribute: nil, constant: width, span: span),
                AnchorProperty(attribute: .height, relation: relation, target: .deny, toAttribute: nil, constant: height, span: span),
            ]
        }
        return [
            AnchorProperty(attribute: .width, relation: relation, target: target, toAttribute: .width,
                           constant: arguments.offsets["widthOffset"] ?? 0, span: span),
            AnchorProperty(attribute: .height, relation: relation, target: target, toAttribute: .height,
                           constant: arguments.offsets["heightOffset"] ?? 0, span: span),
        ]
    }

    /// The seed's composite functions: `Anchors.cap(offset:)`, `Anchors.size(width:height:)`
    /// (R-SL-COMPOSITES).
    private func compositeCall(_ name: String, _ call: SwiftCall, _ expression: SwiftExpr, _ scope: Scope, _ source: SwiftSource) -> [AnchorProperty]? {
        guard var arguments = relationArguments(call, scope, source, function: "Anchors.\(name)") else { return nil }
        let span = expression.span
        if arguments.target == nil { arguments.target = .transparent }
        switch name {
        case "size":
            if arguments.size == nil, case .transparent? = arguments.target, let width = arguments.offsets["width"], let height = arguments.offsets["height"] {
                arguments.size = (width, height)
            }
            if arguments.size == nil {
                arguments.offsets["widthOffset"] = arguments.offsets.removeValue(forKey: "width") ?? 0
                arguments.offsets["heightOffset"] = arguments.offsets.removeValue(forKey: "height") ?? 0
            }
            return compositeProperties(name, arguments, .equal, span: span).written(in: source)
        case "center":
            return compositeProperties(name, arguments, .equal, span: span).written(in: source)
        default:
            let offset = arguments.inwardOffset ?? 0
            return AnchorsChain.composites[name]!.map { attribute in
                var property = AnchorProperty(attribute: attribute, relation: .equal, target: arguments.target!, toAttribute: attribute,
                                              constant: offset * AnchorsChain.inwardFactor(attribute), span: span)
                property.constantLiteral = arguments.inwardLiteral?.scaled(by: AnchorsChain.inwardFactor(attribute))
                property.spanFile = source.file
                return property
            }
        }
    }

    /// An `@AnchorsBuilder` block: its statements' properties, in order (R-SL-ANCHORS-BUILDER).
    func anchorsBlock(_ statements: SwiftBlock, _ scope: Scope, _ source: SwiftSource) -> [AnchorProperty]? {
        var properties: [AnchorProperty] = []
        // A statement makes one property mostly: room for them all at once (grown one by one,
        // a block of three ended in room for four, after three copies).
        if statements.items.count > 1 { properties.reserveCapacity(statements.items.count) }
        // The block's own scope is made at its first declaration: until then it would hold
        // nothing, and one was made (and freed) for every view's block of anchors.
        var local = scope
        var declaresLocals = false
        for item in statements.items {
            guard !source.isUnreadable(item) else { continue }
            switch item {
            case .decl(let decl):
                if !declaresLocals {
                    local = Scope(parent: scope)
                    declaresLocals = true
                }
                local.define(locals: [item], source: source)
                if decl.asVariable == nil { report(.warning, .unsupportedStatement(source.text(decl)), decl, in: source) }
            case .expr(let expression):
                if case .if(let branch) = expression.kind {
                    if let (body, bound) = takenBranch(branch, local, source), let found = anchorsBlock(body, bound, source) { properties.appendTaking(found) }
                } else {
                    anchors(expression, local, source, into: &properties)
                }
            case .stmt(let statement):
                if case .for(_, _, _, let body) = statement.kind {
                    for (variable, value) in loopValues(statement, local, source) {
                        let iteration = Scope(parent: local)
                        iteration.define(variable, .value(value))
                        if let found = anchorsBlock(body, iteration, source) { properties.appendTaking(found) }
                    }
                } else {
                    report(.warning, .unsupportedStatement(source.text(statement)), statement, in: source)
                }
            }
        }
        return properties
    }
}

extension Evaluator {
    static func isBinary(_ expression: SwiftExpr) -> Bool {
        if case .binary = expression.kind { return true }
        return false
    }
}
