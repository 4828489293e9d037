import Diagnostics

/// What a symbol name means, decided once when an expression is compiled.
public enum SymbolResolution: Sendable {
    /// A value known now (a literal constant, an enum case, a strings entry); inlined.
    case constant(Value)
    /// A value read at every evaluation through `SymbolValues.value(forSlot:)`.
    case slot(Int)
    /// Not a known symbol; `message` is the error text (e.g. `Unknown property foo`).
    case unknown(message: String, suggestions: [String])
}

/// Resolves names at compile time. A template node implements this over its
/// constants, state, parameters, macros and layout symbols; `eval` implements
/// it over `--constants` and `--state`.
public protocol SymbolScope {
    /// Resolves a variable symbol (`width`, `parent.width`, `strings.Title`, `#card.bottom`).
    func resolve(_ name: String) -> SymbolResolution
    /// The text of an unknown-symbol error for `name` (`Unknown property foo` in a
    /// template, `Undefined variable foo` in a bare engine expression).
    func unknownSymbolMessage(_ name: String) -> String
}

extension SymbolScope {
    public func unknownSymbolMessage(_ name: String) -> String { "Unknown property \(name)" }
}

/// Supplies slot values while an expression is evaluated. A slot is an index
/// handed out by a `SymbolScope`, so evaluation never looks a name up by string.
public protocol SymbolValues: AnyObject {
    func value(forSlot slot: Int) throws(ExpressionError) -> Value
    /// The slot's value when it is a plain number, else nil. The numeric fast
    /// path calls this; implementations can answer without copying a `Value`.
    func number(forSlot slot: Int) throws(ExpressionError) -> Double?
}

extension SymbolValues {
    public func number(forSlot slot: Int) throws(ExpressionError) -> Double? {
        if case let .number(number) = try value(forSlot: slot) { return number }
        return nil
    }
}

/// A scope with no symbols of its own, for literal-only expressions.
public struct EmptyScope: SymbolScope {
    public init() {}
    public func resolve(_ name: String) -> SymbolResolution {
        .unknown(message: unknownSymbolMessage(name), suggestions: [])
    }
}

/// Slot values held in an array: the simplest `SymbolValues`, used by `eval`
/// and the benchmarks. Values can be replaced between evaluations.
public final class SlotArray: SymbolValues {
    public var values: [Value]

    public init(_ values: [Value]) {
        self.values = values
    }

    public func value(forSlot slot: Int) throws(ExpressionError) -> Value {
        values[slot]
    }

    public func number(forSlot slot: Int) throws(ExpressionError) -> Double? {
        if case let .number(number) = values[slot] { return number }
        return nil
    }
}

/// A scope over named constants and state, as the `eval` command and the
/// engine conformance cases use: constants inline, state becomes slots.
public final class DictionaryScope: SymbolScope {
    public let constants: [String: Value]
    public let state: [String: Value]
    public private(set) var slotNames: [String] = []
    private let unknownPrefix: String

    /// `engineMessages` selects the bare engine's `Undefined variable foo`
    /// instead of Layout's `Unknown property foo`.
    public init(constants: [String: Value] = [:], state: [String: Value] = [:], engineMessages: Bool = false) {
        self.constants = constants
        self.state = state
        self.unknownPrefix = engineMessages ? "Undefined variable" : "Unknown property"
    }

    public func resolve(_ name: String) -> SymbolResolution {
        if state[name] != nil || lookUp(name, in: state) != nil {
            if let index = slotNames.firstIndex(of: name) { return .slot(index) }
            slotNames.append(name)
            return .slot(slotNames.count - 1)
        }
        if let value = constants[name] ?? lookUp(name, in: constants) { return .constant(value) }
        let candidates = Array(constants.keys) + Array(state.keys)
        return .unknown(message: unknownSymbolMessage(name), suggestions: Suggestions.bestMatches(for: name, in: candidates.sorted()))
    }

    public func unknownSymbolMessage(_ name: String) -> String { "\(unknownPrefix) \(name)" }

    /// Current values for the slots handed out so far.
    public func slotValues() -> SlotArray {
        SlotArray(slotNames.map { state[$0] ?? lookUp($0, in: state) ?? .null })
    }

    /// Key-path lookup through nested dictionaries (`colors.red`).
    private func lookUp(_ path: String, in table: [String: Value]) -> Value? {
        var remaining = Substring(path)
        var current: Value = .dictionary(table)
        while !remaining.isEmpty {
            guard case let .dictionary(entries) = current else { return nil }
            // Try the longest dotted prefix that is a key, so keys may contain dots.
            var matched = false
            var end = remaining.endIndex
            while true {
                if let next = entries[String(remaining[..<end])] {
                    current = next
                    remaining = end == remaining.endIndex ? "" : remaining[remaining.index(after: end)...]
                    matched = true
                    break
                }
                guard let dot = remaining[..<end].lastIndex(of: ".") else { break }
                end = dot
            }
            if !matched { return nil }
        }
        return current
    }
}
