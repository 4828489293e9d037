import Diagnostics
import Expressions
import Templates

/// Resolves the names in one expression of one node (R-LL-SCOPE), handing out
/// slots whose sources `NodeSlots` reads at evaluation time.
final class NodeScope: SymbolScope {
    unowned(unsafe) let node: LayoutNode
    /// The property being compiled; decides self-references and the meaning
    /// of `previous.bottom` and friends.
    let context: String
    let slots: NodeSlots
    /// The key of each slot, in slot order: an expression reads a handful of
    /// names, so a scan beats hashing into a dictionary made for each scope.
    private var slotKeys: [String] = []
    /// Macros being expanded, to refuse a macro that uses itself.
    let expandingMacros: Set<String>

    init(node: LayoutNode, context: String, expandingMacros: Set<String> = []) {
        self.node = node
        self.context = context
        self.slots = NodeSlots(node: node)
        self.expandingMacros = expandingMacros
    }

    private var options: LayoutOptions { node.pass.options }

    private func slot(_ key: String, _ source: SlotSource) -> SymbolResolution {
        if let index = slotKeys.firstIndex(of: key) { return .slot(index) }
        var source = source.relative(to: node)
        if case let .symbol(target, name) = source, let hot = HotSymbol(name: name) { source = .hot(target, hot) }
        slots.sources.append(source)
        slotKeys.append(key)
        return .slot(slots.sources.count - 1)
    }

    /// Every name resolved, in order, with its answer — so a node can reuse
    /// an expression compiled for another when its names resolve the same way.
    private(set) var resolutions: [(name: String, resolution: SymbolResolution)] = []

    func resolve(_ name: String) -> SymbolResolution {
        let resolution = lookUp(name)
        resolutions.append((name, resolution))
        return resolution
    }

    /// Whether this scope answers every recorded name exactly as recorded.
    func matches(_ recorded: [(name: String, resolution: SymbolResolution)]) -> Bool {
        recorded.allSatisfy { entry in
            switch (lookUp(entry.name), entry.resolution) {
            case let (.slot(a), .slot(b)): return a == b
            case let (.constant(a), .constant(b)): return a == b
            default: return false
            }
        }
    }

    private func lookUp(_ name: String) -> SymbolResolution {
        if name == context { return outerValue(name) }
        if !expandingMacros.contains(name), let (owner, macro) = node.findMacro(name) {
            _ = owner
            return slot("macro:" + name, .macro(node, macro, context: context))
        }
        if expandingMacros.contains(name) {
            // A macro naming itself reads the outer value of that name (R-LL-SCOPE).
            let outer = resolveIgnoringMacros(name)
            if case .unknown = outer {
                return .unknown(message: "Macro \(name) references a nonexistent symbol of the same name (macros cannot reference themselves)", suggestions: [])
            }
            return outer
        }
        return resolveIgnoringMacros(name)
    }

    /// Resolution after macros: constants, strings, relative references, the
    /// node's own symbols, parameters, state, defaults.
    private func resolveIgnoringMacros(_ name: String) -> SymbolResolution {
        if let value = StateLookup.value(name, in: options.constants), StateLookup.value(name, in: options.state) == nil {
            // Constants are inlined unless state of the same name shadows them.
            return .constant(value)
        }
        if name.hasPrefix("strings.") { return localizedString(name) }
        if name.hasPrefix("parent.") { return parentSymbol(String(name.dropFirst(7)), whole: name) }
        if name.hasPrefix("previous.") {
            let symbol = String(name.dropFirst(9))
            return slot(name, .sibling(node, offset: -1, symbol: symbol, context: context, positional: LayoutSymbols.positional.contains(symbol)))
        }
        if name.hasPrefix("next.") {
            let symbol = String(name.dropFirst(5))
            return slot(name, .sibling(node, offset: 1, symbol: symbol, context: context, positional: LayoutSymbols.positional.contains(symbol)))
        }
        if name.hasPrefix("#") { return identified(name) }
        if node.ownsSymbol(name) { return slot(name, .symbol(node, name)) }
        if let declaring = node.parameterOwner(name) { return slot(name, .symbol(declaring, name)) }
        if StateLookup.value(name, in: options.state) != nil { return slot("state:" + name, .state(name)) }
        if let value = StateLookup.value(name, in: options.constants) { return .constant(value) }
        if name.hasPrefix("safeAreaInsets") { return slot("device." + name, .device(name)) }
        if node.isComputedPath(name), node.canReadPath(name) { return slot(name, .symbol(node, name)) }
        if let value = node.defaultPropertyValue(name) { return .constant(value) }
        if node.canReadPath(name) { return slot(name, .symbol(node, name)) }
        return .unknown(message: "Unknown property \(name)", suggestions: suggestions(for: name))
    }

    /// `top="top"`: a name in its own expression means an outer value of that
    /// name (state, constant or an ancestor's parameter), or is an error.
    private func outerValue(_ name: String) -> SymbolResolution {
        if StateLookup.value(name, in: options.state) != nil { return slot("state:" + name, .state(name)) }
        if let value = StateLookup.value(name, in: options.constants) { return .constant(value) }
        if let declaring = node.parent?.parameterOwner(name) { return slot(name, .symbol(declaring, name)) }
        if node.findMacro(name) != nil {
            return .unknown(message: "Expression for \(name) references a macro of the same name (which is not currently supported)", suggestions: [])
        }
        return .unknown(
            message: "Expression for \(name) references a nonexistent symbol of the same name (expressions cannot reference themselves)",
            suggestions: [])
    }

    private func localizedString(_ name: String) -> SymbolResolution {
        let key = String(name.dropFirst("strings.".count))
        if let text = options.strings[key] { return .constant(.string(text)) }
        node.pass.missingStringKeys.insert(key)
        let candidates = options.strings.keys.sorted().map { "strings." + $0 }
        return .unknown(message: "Missing localized string for key \(key)", suggestions: Suggestions.bestMatches(for: name, in: candidates))
    }

    private func parentSymbol(_ symbol: String, whole: String) -> SymbolResolution {
        guard let parent = node.parent else {
            // The root's parent is the screen: read at evaluation, so one
            // compiled layout serves every device.
            switch symbol {
            case "top", "left": return .constant(.number(0))
            case "width", "containerSize.width", "right": return slot("device.width", .device("width"))
            case "height", "containerSize.height", "bottom": return slot("device.height", .device("height"))
            case "center.x": return slot("device.center.x", .device("center.x"))
            case "center.y": return slot("device.center.y", .device("center.y"))
            default:
                let screen = ["top", "left", "width", "height", "right", "bottom", "center.x", "center.y",
                              "containerSize.width", "containerSize.height"]
                let candidates = screen.filter { !$0.contains(".") || symbol.contains(".") }
                return .unknown(message: "Unknown property \(symbol)",
                                suggestions: Suggestions.bestMatches(for: symbol, in: candidates).map { "parent." + $0 })
            }
        }
        let legacy = options.mode == .legacy
        switch symbol {
        case "top", "left": return .constant(.number(0))
        case "width", "containerSize.width": return slot(whole, .symbol(parent, "containerSize.width"))
        case "height", "containerSize.height": return slot(whole, .symbol(parent, "containerSize.height"))
        case "right" where legacy: return slot(whole, .symbol(parent, "containerSize.width"))
        case "bottom" where legacy: return slot(whole, .symbol(parent, "containerSize.height"))
        case "center.x": return slot(whole, .scaled(parent, "containerSize.width", 0.5))
        case "center.y": return slot(whole, .scaled(parent, "containerSize.height", 0.5))
        default:
            guard parent.canRead(symbol) else {
                // The caret covers `parent.heigth`, so the candidates keep the prefix.
                let suggestions = parent.symbolSuggestions(for: symbol, inOwnScope: false).map { "parent." + $0 }
                return .unknown(message: "Unknown property \(symbol)", suggestions: suggestions)
            }
            return slot(whole, .symbol(parent, symbol))
        }
    }

    private func identified(_ name: String) -> SymbolResolution {
        guard let dot = name.firstIndex(of: ".") else {
            if Color.named(name) != nil {
                return .unknown(message: "Unknown property \(name) (colour literals are only valid in colour properties)", suggestions: [])
            }
            return .unknown(message: "Unknown property \(name)", suggestions: [])
        }
        let id = String(name[name.index(after: name.startIndex)..<dot])
        let symbol = String(name[name.index(after: dot)...])
        guard let target = node.findNode(id: id) else {
            let ids = node.pass.nodesByID.keys.sorted().map { "#\($0).\(symbol)" }
            return .unknown(message: "Could not find node with id \(id)", suggestions: Suggestions.bestMatches(for: name, in: ids))
        }
        return slot(name, .identified(target, symbol: symbol, context: context))
    }

    private func suggestions(for name: String) -> [String] {
        node.symbolSuggestions(for: name, inOwnScope: true)
    }
}
