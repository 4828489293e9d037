import Diagnostics
import Expressions

/// A scope with Layout's shadowing order for one node and its parent: own
/// state, own constants, parent state, parent constants (R-LL-SCOPE). State
/// becomes slots, constants are inlined; dotted names walk dictionaries and
/// struct members (`layer.contentsCenter.minX`).
final class LayeredScope: SymbolScope {
    enum Layer { case state([String: Value]), constants([String: Value]) }

    let layers: [Layer]
    let engineMessages: Bool
    private(set) var slotNames: [String] = []

    init(layers: [Layer], engineMessages: Bool = false) {
        self.layers = layers
        self.engineMessages = engineMessages
    }

    func resolve(_ name: String) -> SymbolResolution {
        for layer in layers {
            switch layer {
            case let .state(table):
                if LayeredScope.lookUp(name, in: table) != nil {
                    if let index = slotNames.firstIndex(of: name) { return .slot(index) }
                    slotNames.append(name)
                    return .slot(slotNames.count - 1)
                }
            case let .constants(table):
                if let value = LayeredScope.lookUp(name, in: table) { return .constant(value) }
            }
        }
        return .unknown(message: unknownSymbolMessage(name), suggestions: [])
    }

    func unknownSymbolMessage(_ name: String) -> String {
        engineMessages ? "Undefined variable \(name)" : "Unknown property \(name)"
    }

    /// Values for the slots handed out, from the state layers.
    func values() -> SlotArray {
        SlotArray(slotNames.map { name in
            for case let .state(table) in layers {
                if let value = LayeredScope.lookUp(name, in: table) { return value }
            }
            return .null
        })
    }

    /// The longest dotted prefix that is a key, then members of its value.
    static func lookUp(_ name: String, in table: [String: Value]) -> Value? {
        if let value = table[name] { return value }
        var head = Substring(name)
        while let dot = head.lastIndex(of: ".") {
            head = head[..<dot]
            guard let value = table[String(head)] else { continue }
            let rest = String(name[name.index(after: dot)...])
            if case let .dictionary(entries) = value { return lookUp(rest, in: entries) }
            return value.member(rest)
        }
        return nil
    }
}
