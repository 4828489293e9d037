import Diagnostics
import Expressions

extension LayoutNode {
    /// Did-you-mean names for a symbol `name` this node does not answer, best first: the
    /// layout symbols, the node's attributes and its class's readable properties, plus the
    /// state's and constants' names when the name is read by the node's own expression
    /// (`inOwnScope`); another node's `previous.X` reads none of those. Key paths are
    /// offered only for a dotted name, as Layout does.
    func symbolSuggestions(for name: String, inOwnScope: Bool) -> [String] {
        let attributeNames = template.attributes.map(\.name)
        let key = SuggestionKey(name: name, className: viewClass.name, attributeNames: attributeNames, inOwnScope: inOwnScope)
        return pass.suggestions(for: key) {
            var candidates = Array(LayoutSymbols.positional) + attributeNames
            if inOwnScope { candidates += Array(pass.options.state.keys) + Array(pass.options.constants.keys) }
            candidates += viewClass.readableSymbolNames.filter { !$0.contains(".") || name.contains(".") }
            return Suggestions.bestMatches(for: name, in: candidates.sorted())
        }
    }
}
