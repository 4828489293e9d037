import Diagnostics
import Expressions
import Templates

/// How one slot of a node expression gets its value at evaluation time. A node is nil where it
/// is the node reading the slot (`NodeSlots.node`): slots that name no other node by itself
/// serve every node they are handed to (siblings written alike share them).
enum SlotSource {
    /// A symbol of a node: its expression, a layout getter or a default.
    case symbol(LayoutNode?, String)
    /// A hot layout symbol of a node (`width`, `containerSize.width`…).
    case hot(LayoutNode?, HotSymbol)
    /// A symbol of a node times a factor (`parent.center.x` = half the width).
    case scaled(LayoutNode?, String, Double)
    /// `previous.X` / `next.X` (offset −1 / +1) of a node, read for property `context`;
    /// `positional` when X is a frame symbol (decided once, when compiling).
    case sibling(LayoutNode?, offset: Int, symbol: String, context: String, positional: Bool)
    /// `#id.X` read for property `context`.
    case identified(LayoutNode, symbol: String, context: String)
    /// A state value by key path.
    case state(String)
    /// A macro's expression evaluated in the referencing node. Boxed: a macro (with its
    /// attribute) is many times the size of the other cases, and every slot was as large.
    indirect case macro(LayoutNode?, TemplateMacro, context: String)
    /// A property of the screen the root is laid out on (it changes between
    /// renders of one compiled layout).
    case device(String)
}

/// The slot values of one node expression, fetched on demand from the pass.
final class NodeSlots: SymbolValues {
    /// The node reading the slots: the one they were compiled for, and while an expression is
    /// evaluated, the node evaluating it (`LayoutNode.reading(_:)`).
    unowned(unsafe) var node: LayoutNode
    var sources: [SlotSource] = []
    /// The slot whose read threw an error not yet reported, until `placing` takes it.
    private var failedSlot: Int?

    init(node: LayoutNode) {
        self.node = node
    }

    func value(forSlot slot: Int) throws(ExpressionError) -> Value {
        do throws(ExpressionError) {
            return try read(slot)
        } catch {
            if !error.isAlreadyReported { failedSlot = slot }
            throw error
        }
    }

    /// The slot's value, fetched from its source.
    private func read(_ slot: Int) throws(ExpressionError) -> Value {
        switch sources[slot] {
        case let .symbol(target, name):
            return try (target ?? node).value(forSymbol: name)
        case let .hot(target, symbol):
            return try (target ?? node).value(symbol)
        case let .scaled(target, name, factor):
            let value = try (target ?? node).value(forSymbol: name)
            guard case let .number(number) = value else { return value }
            return .number(number * factor)
        case let .sibling(target, offset, symbol, context, positional):
            return try (target ?? node).siblingValue(offset: offset, symbol: symbol, context: context, positional: positional)
        case let .identified(target, symbol, context):
            return try target.relativeValue(symbol: symbol, context: context, reader: node)
        case let .state(path):
            return StateLookup.value(path, in: node.pass.options.state) ?? .null
        case let .macro(target, macro, context):
            return try (target ?? node).macroValue(macro, context: context)
        case let .device(symbol):
            return node.pass.deviceValue(symbol)
        }
    }

    func number(forSlot slot: Int) throws(ExpressionError) -> Double? {
        do throws(ExpressionError) {
            switch sources[slot] {
            case let .hot(target, symbol):
                if case let .number(number) = try (target ?? node).value(symbol) { return number }
                return nil
            case let .symbol(target, name):
                return try (target ?? node).number(forSymbol: name)
            default:
                break
            }
            if case let .number(number) = try read(slot) { return number }
            return nil
        } catch {
            if !error.isAlreadyReported { failedSlot = slot }
            throw error
        }
    }

    /// `error` from evaluating an expression over these slots, placed at the name whose read
    /// failed when it has no place of its own: `Unknown property botom` from the previous
    /// sibling covers `previous.botom` in `text` (the expression's source), and its
    /// did-you-mean names gain the `previous.` they were read through.
    func placing(_ error: ExpressionError, in text: String?) -> ExpressionError {
        guard let slot = failedSlot else { return error }
        failedSlot = nil
        guard error.span == SourceSpan(0, 0), let text, let (prefix, symbol) = writtenName(of: slot) else { return error }
        guard let offsets = LayoutNode.offsets(ofWord: prefix + symbol, in: text) else { return error }
        var placed = error
        placed.span = SourceSpan(offsets.lowerBound, offsets.upperBound)
        if !prefix.isEmpty { placed.suggestions = error.suggestions.map { $0.hasPrefix(prefix) ? $0 : prefix + $0 } }
        return placed
    }

    /// The name a slot's expression writes, as the prefix addressing another node
    /// (`previous.`, `#card.`, `parent.`; empty for the node's own) and the symbol read there;
    /// nil for slots no name of the node's own kind stands for. Rebuilt from the source on the
    /// error path, so no slot table keeps its names.
    private func writtenName(of slot: Int) -> (prefix: String, symbol: String)? {
        switch sources[slot] {
        case let .sibling(_, offset, symbol, _, _):
            return (offset < 0 ? "previous." : "next.", symbol)
        case let .identified(target, symbol, _):
            guard let id = target.template.id else { return nil }
            return ("#\(id).", symbol)
        case let .symbol(target, symbol):
            return (target != nil && target === node.parent ? "parent." : "", symbol)
        case let .hot(target, symbol):
            return (target != nil && target === node.parent ? "parent." : "", symbol.name)
        case let .state(path):
            return ("", path)
        default:
            return nil
        }
    }
}

/// Key-path lookup through dictionaries and struct members (`colors.red`,
/// `user.name`, `frame.size.width`); keys may contain dots themselves.
enum StateLookup {
    static func value(_ path: String, in table: [String: Value]) -> Value? {
        if table.isEmpty { return nil }
        if let value = table[path] { return value }
        var head = Substring(path)
        while let dot = head.lastIndex(of: ".") {
            head = head[..<dot]
            guard let value = table[String(head)] else { continue }
            let rest = String(path[path.index(after: dot)...])
            if case let .dictionary(entries) = value { return Self.value(rest, in: entries) }
            return value.member(rest)
        }
        return nil
    }
}
