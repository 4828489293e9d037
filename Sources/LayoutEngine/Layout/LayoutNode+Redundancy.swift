import Diagnostics
import Expressions

extension LayoutNode {
    /// `Expression for right is redundant` (R-LL-REDUNDANT): a positional attribute
    /// that the frame never reads because the others already fix it.
    func reportRedundantExpressions(recursively: Bool = true) {
        // Set up like a sibling that writes none of the symbols checked: nor does this node.
        let skips = alikeModel.map { !$0.writesRedundancyCandidates } ?? false
        writesRedundancyCandidates = false
        for (symbol, users) in Self.redundancyChecks where !skips && hasExpression(symbol) {
            writesRedundancyCandidates = true
            // A user that failed to compile (already reported) may well have read the symbol.
            guard !users.contains(where: { failures.contains($0) || uses($0, symbol) }), let entry = expressions[symbol] ?? nil else { continue }
            let attribute = entry.attribute(in: self)
            pass.report(ExpressionError("Expression for \(symbol) is redundant", span: SourceSpan(0, attribute?.value.utf8.count ?? 0)),
                        node: self, name: symbol, attribute: attribute)
        }
        guard recursively else { return }
        for child in children { child.reportRedundantExpressions() }
    }

    /// Each positional symbol, with the symbols whose expressions must read it for it to count.
    private static let redundancyChecks: [(symbol: String, users: [String])] = [
        ("leading", ["width", "left"]), ("trailing", ["width", "left"]), ("right", ["width", "left"]),
        ("bottom", ["height", "top"]), ("center.x", ["left"]),
        ("center.y", ["top"]), ("firstBaseline", ["top"]), ("lastBaseline", ["top"]),
    ]

    /// Whether this node's `symbol` expression reads `target`, directly or
    /// through its other positional expressions.
    private func uses(_ symbol: String, _ target: String, visited: Set<String> = []) -> Bool {
        guard !visited.contains(symbol), let entry = expression(symbol) else { return false }
        for name in symbols(readBy: entry.expression.dynamicSymbols, context: symbol) {
            if name == target { return true }
            if LayoutSymbols.positional.contains(name), uses(name, target, visited: visited.union([symbol])) { return true }
        }
        return false
    }
}
