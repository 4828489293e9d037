/// Why one class's tables withhold a key from templates.
enum KeyRestriction: Hashable, Sendable {
    /// Setting it is an error with an optional explanation (`frame`: "Use top/left/width/height instead").
    case unavailable(reason: String?)
    /// Readable in expressions but not settable (`safeAreaInsets.top`); the type may be unknown.
    case readOnly(typeName: String?)
    /// Stripped by Layout as private API (mostly simulator-only lists).
    case privateKey
}

/// The keys one class withholds: exact names plus `*` patterns covering every key with
/// that prefix (`frame.*`, `position*`).
///
/// Patterns are bucketed by their first three bytes so that a lookup scans only the few
/// patterns that could match; a template resolves thousands of attributes per render.
struct RestrictedKeys: Sendable {
    /// A `*` pattern with its star removed.
    private struct PrefixRule: Sendable {
        let prefix: String
        let restriction: KeyRestriction
    }

    private var exact: [String: KeyRestriction] = [:]
    private var bucketed: [Int: [PrefixRule]] = [:]
    /// Patterns whose prefix is too short to bucket (none in Layout's data, kept for safety).
    private var short: [PrefixRule] = []

    /// Records `pattern`; the first restriction recorded for a key wins.
    mutating func add(_ pattern: String, _ restriction: KeyRestriction) {
        guard pattern.hasSuffix("*") else {
            if exact[pattern] == nil { exact[pattern] = restriction }
            return
        }
        let rule = PrefixRule(prefix: String(pattern.dropLast()), restriction: restriction)
        if let bucket = Self.bucket(of: rule.prefix) {
            bucketed[bucket, default: []].append(rule)
        } else {
            short.append(rule)
        }
    }

    /// The restriction covering `key`, exact names before patterns.
    func restriction(for key: String) -> KeyRestriction? {
        // Most tables withhold nothing or only exact names: skip their probes.
        if !exact.isEmpty, let found = exact[key] { return found }
        if !bucketed.isEmpty, let bucket = Self.bucket(of: key), let rules = bucketed[bucket] {
            for rule in rules where key.hasPrefix(rule.prefix) { return rule.restriction }
        }
        for rule in short where key.hasPrefix(rule.prefix) { return rule.restriction }
        return nil
    }

    /// The first three UTF-8 bytes as one integer, or nil for shorter text.
    private static func bucket(of text: String) -> Int? {
        var value = 0
        var count = 0
        for byte in text.utf8 {
            value = value << 8 | Int(byte)
            count += 1
            if count == 3 { return value }
        }
        return nil
    }
}
