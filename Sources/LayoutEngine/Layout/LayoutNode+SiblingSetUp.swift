import Expressions
import Templates

/// Siblings written alike (200 labels of one list, differing in their text) compile alike: a
/// node takes each expression its previous sibling compiled from the same attribute text, with
/// the slots that read the sibling reading the node instead, and compiles only the attributes
/// that differ. Names resolve the same way in both (R-LL-SCOPE): the same class, parent and
/// attribute names, no parameters or macros of their own, and nothing reported when the
/// sibling compiled — so nothing whose place in the file matters.
extension LayoutNode {
    /// The previous sibling, when this node may take its compiled expressions.
    func setUpModel() -> LayoutNode? {
        guard index > 0, let parent, !isUnknownClass, template.parameters.isEmpty, template.macros.isEmpty, !template.hasBody
        else { return nil }
        let model = parent.children[index - 1]
        guard model.isSetUp, model.setUpWithoutReports, !model.isUnknownClass, model.template.className == template.className,
              model.template.parameters.isEmpty, model.template.macros.isEmpty, !model.template.hasBody
        else { return nil }
        let mine = template.attributes, theirs = model.template.attributes
        guard mine.count == theirs.count else { return nil }
        for index in mine.indices {
            // An attribute later in the element counts as this node's own while it compiles,
            // unless its value is blank (`ownsSymbol`): the same names, blank alike.
            guard mine[index].name == theirs[index].name,
                  mine[index].value == theirs[index].value || Self.isBlank(mine[index].value) == Self.isBlank(theirs[index].value)
            else { return nil }
        }
        return model
    }

    /// Compiles the attributes, taking `model`'s expression for each attribute of the same
    /// text — the same object, when its slots name no node by itself but the reader (the usual
    /// case), so that a label written like the one before it makes none. True when every
    /// attribute came out as the model's did (so the two have the same expressions by name);
    /// from the first that does not, the rest compile as usual.
    func setUpAttributes(like model: LayoutNode) -> Bool {
        var alike = true
        // Read in place: no attribute is copied to compare it (the arrays are taken once; each
        // `template.attributes` is a look-up in the template's box).
        let mine = template.attributes, theirs = model.template.attributes
        for index in mine.indices {
            let name = mine[index].name
            // Looked up there and set here: hashed once.
            let hash = ExpressionTable.hash(name)
            let modelEntry = model.expressions[name, hash: hash]
            if alike, mine[index].value == theirs[index].value {
                switch modelEntry {
                case .none:
                    // Not compiled there (blank, or an attribute nobody reads): nor here.
                    continue
                case let .some(.some(entry)):
                    if let slots = entry.slots.replacing(model, with: self) {
                        // The same attribute index in both: the expression finds this node's.
                        expressions[name, hash: hash] = slots === entry.slots
                            ? entry : NodeExpression(name: name, expression: entry.expression, origin: entry.origin, slots: slots)
                        continue
                    }
                case .some(.none):
                    break
                }
            }
            let reports = pass.reportCount
            if case let .some(.some(entry)) = modelEntry {
                // The same name on the same class: the model's type, without looking it up again.
                setUp(attributeAt: index, as: name == "outlet" ? .string : entry.expression.type)
            } else {
                setUp(attributeAt: index)
            }
            if alike {
                // What later attributes resolve through: the name answered (or not) as in the model.
                let entry = expressions[name, hash: hash]
                alike = reports == pass.reportCount && (entry == nil) == (modelEntry == nil)
                    && (entry.flatMap { $0 } == nil) == (modelEntry.flatMap { $0 } == nil)
            }
        }
        return alike
    }
}

extension LayoutNode {
    /// `name`'s default expression as the sibling this node was set up like made it, for this
    /// node: `.some(nil)` when that sibling has none, nil when it has not looked yet (or
    /// something was reported, which a missing one may stand for).
    func defaultExpressionLikeModel(_ name: String) -> NodeExpression?? {
        guard let model = alikeModel, pass.diagnostics.isEmpty, let known = model.expressions[name] else { return nil }
        guard let entry = known else { return .some(nil) }
        guard !entry.isWritten, let slots = entry.slots.replacing(model, with: self) else { return nil }
        return .some(slots === entry.slots ? entry : NodeExpression(name: name, expression: entry.expression, origin: .none, slots: slots))
    }
}

extension NodeSlots {
    /// These slots as read by `new` instead of `old`: the same slots when no source names `old`
    /// by itself (a source naming the reader names whichever node reads), else a copy in which
    /// every source naming `old` names `new`. Nil when a source depends on where its reader is
    /// (`#id.X`).
    func replacing(_ old: LayoutNode, with new: LayoutNode) -> NodeSlots? {
        var namesOld = false
        for source in sources {
            switch source.naming(old) {
            case nil: return nil
            case true?: namesOld = true
            case false?: break
            }
        }
        guard namesOld else { return self }
        let copy = NodeSlots(node: node === old ? new : node)
        copy.sources.reserveCapacity(sources.count)
        for source in sources {
            guard let moved = source.replacing(old, with: new) else { return nil }
            copy.sources.append(moved)
        }
        return copy
    }
}

extension SlotSource {
    /// The node a source names by itself, if any (nil: the reader, or no node).
    private var namedNode: LayoutNode? {
        switch self {
        case let .symbol(node, _), let .hot(node, _), let .scaled(node, _, _), let .sibling(node, _, _, _, _),
             let .macro(node, _, _):
            return node
        case let .identified(node, _, _):
            return node
        case .state, .device:
            return nil
        }
    }

    /// Whether the source names `node` by itself; nil for `#id.X`, which is looked up from its
    /// reader.
    func naming(_ node: LayoutNode) -> Bool? {
        if case .identified = self { return nil }
        return namedNode === node
    }

    /// The source with `reader` as "the reader" (nil) wherever it names it.
    func relative(to reader: LayoutNode) -> SlotSource {
        guard namedNode === reader else { return self }
        switch self {
        case let .symbol(_, name): return .symbol(nil, name)
        case let .hot(_, symbol): return .hot(nil, symbol)
        case let .scaled(_, name, factor): return .scaled(nil, name, factor)
        case let .sibling(_, offset, symbol, context, positional):
            return .sibling(nil, offset: offset, symbol: symbol, context: context, positional: positional)
        case let .macro(_, macro, context): return .macro(nil, macro, context: context)
        case .identified, .state, .device: return self
        }
    }

    /// This source with `old` replaced by `new`; nil for `#id.X`, which is looked up from its reader.
    func replacing(_ old: LayoutNode, with new: LayoutNode) -> SlotSource? {
        func moved(_ node: LayoutNode?) -> LayoutNode? { node.map { $0 === old ? new : $0 } }
        switch self {
        case let .symbol(node, name): return .symbol(moved(node), name)
        case let .hot(node, symbol): return .hot(moved(node), symbol)
        case let .scaled(node, name, factor): return .scaled(moved(node), name, factor)
        case let .sibling(node, offset, symbol, context, positional):
            return .sibling(moved(node), offset: offset, symbol: symbol, context: context, positional: positional)
        case .identified: return nil
        case let .macro(node, macro, context): return .macro(moved(node), macro, context: context)
        case .state, .device: return self
        }
    }
}
