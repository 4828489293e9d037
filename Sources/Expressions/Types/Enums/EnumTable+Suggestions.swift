import Diagnostics

extension EnumTable {
    /// The error for a bare name an enum property cannot resolve (`keyboardType="email"`):
    /// `email is not a UIKeyboardType value`, with the nearest case names first. Nil when the
    /// name looks like a misspelt symbol instead (it is near another symbol and no case), so
    /// the caller keeps `Unknown property`.
    public func unknownValue(_ name: String, otherSuggestions: [String]) -> SymbolResolution? {
        guard !name.contains(".") else { return nil }
        let near = nearestCaseNames(to: name)
        if near.isEmpty && !otherSuggestions.isEmpty { return nil }
        let listed = near.isEmpty ? Suggestions.bestMatches(for: name, in: caseNames, maxDistance: .max) : near
        let others = otherSuggestions.filter { !listed.contains($0) }
        return .unknown(message: "\(name) is not a \(runtimeName) value", suggestions: Array((listed + others).prefix(20)))
    }

    /// The accepted names, each once, in Layout's order.
    var caseNames: [String] {
        var seen = Set<String>()
        return cases.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Case names near `name`, best first: those that begin with it or that it begins with
    /// (`email` → `emailAddress`), then those containing it (`pad` → `numberPad`), shorter
    /// first, then the ones a small edit away (`defualt` → `default`). Case-insensitive.
    func nearestCaseNames(to name: String) -> [String] {
        let lowered = name.lowercased()
        guard !lowered.isEmpty else { return [] }
        let names = caseNames
        let prefixed = names.filter {
            let candidate = $0.lowercased()
            return candidate.hasPrefix(lowered) || (lowered.hasPrefix(candidate) && candidate.count >= 3)
        }
        let containing = names.filter { !prefixed.contains($0) && $0.lowercased().contains(lowered) && lowered.count >= 3 }
        // Shorter first; equal lengths keep Layout's order.
        func byLength(_ list: [String]) -> [String] {
            list.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
        }
        var found = byLength(prefixed) + byLength(containing)
        for close in Suggestions.bestMatches(for: name, in: names) where !found.contains(close) { found.append(close) }
        return found
    }
}
