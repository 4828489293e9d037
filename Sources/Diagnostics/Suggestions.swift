/// Did-you-mean candidates ranked by case-insensitive edit distance, as Layout's
/// Red Box does (`bestMatches`).
public enum Suggestions {
    /// Candidates sorted by distance to `name` (ties keep their given order).
    /// Only candidates within `maxDistance` are kept; by default that is a third
    /// of the longer name, at least 2, so a typo finds its word and noise stays out.
    public static func bestMatches(
        for name: String,
        in candidates: some Sequence<String>,
        limit: Int = 20,
        maxDistance: Int? = nil
    ) -> [String] {
        let lowered = Array(name.lowercased().unicodeScalars)
        var seen = Set<String>()
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name && seen.insert(candidate).inserted {
            let other = Array(candidate.lowercased().unicodeScalars)
            let threshold = maxDistance ?? Swift.max(2, Swift.max(lowered.count, other.count) / 3)
            let distance = editDistance(lowered, other, limit: threshold)
            if distance <= threshold { scored.append((distance, order, candidate)) }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    /// Levenshtein distance, giving up early (returning `limit + 1`) once it exceeds `limit`.
    public static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int = .max) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        if abs(lhs.count - rhs.count) > limit { return limit == .max ? limit : limit + 1 }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = Swift.min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
