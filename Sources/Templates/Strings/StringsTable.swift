import Diagnostics

/// One `"key" = "value";` line of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    public var key: String
    public var value: String
    /// The key token as written, quotes included.
    public var keyRange: SourceRange
    /// The value token as written, quotes included (the key's range for `"key";`).
    public var valueRange: SourceRange

    public init(key: String, value: String, keyRange: SourceRange, valueRange: SourceRange) {
        self.key = key
        self.value = value
        self.keyRange = keyRange
        self.valueRange = valueRange
    }
}

/// The entries of a `.strings` file and what was wrong with it.
///
/// Layout reads these files with `NSDictionary(contentsOf:)` and silently uses an
/// empty table when the file does not parse, which turns one typo into "Missing
/// localized string" everywhere. We report the problem instead (an error with its
/// position) and keep the entries read before it, so the rest of the app keeps its
/// text while the user fixes the line.
public struct StringsTable: Sendable {
    /// Every entry in file order, duplicates included.
    public var entries: [StringsEntry]
    /// At most one error (reading stops there) plus a warning per duplicate key.
    public var diagnostics: [Diagnostic]
    /// Key → value; for a duplicated key the last value wins, as in Foundation.
    public var values: [String: String]

    public init(entries: [StringsEntry], diagnostics: [Diagnostic] = []) {
        self.entries = entries
        self.diagnostics = diagnostics
        var values: [String: String] = [:]
        for entry in entries { values[entry.key] = entry.value }
        self.values = values
    }

    /// The value for `key`, if the file defines it.
    public subscript(key: String) -> String? { values[key] }

    /// True when the whole file was read.
    public var isComplete: Bool { !diagnostics.contains { $0.severity == .error } }
}
