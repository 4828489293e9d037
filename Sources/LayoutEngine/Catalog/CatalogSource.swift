import Foundation

/// The UIKit catalog text, indexed by one scan (`CatalogTextParser.index`), with each class's or
/// helper type's table parsed on first use and kept: a render reads the few classes its nodes
/// name (and their superclasses), not all 63. Shared by every catalog made from the same text,
/// custom classes or not, and safe to use from several threads at once.
final class CatalogSource: @unchecked Sendable {
    // @unchecked: `parsed` is only touched while holding `lock`; everything else is immutable.
    let text: String
    let index: CatalogTextParser.Index

    private let lock = NSLock()
    private var parsed: [String: ClassTable] = [:]

    init(text: String) {
        self.text = text
        index = CatalogTextParser.index(text)
    }

    /// The UIKit class or helper type named `name`, or nil when the text has none.
    func table(named name: String) -> ClassTable? {
        guard let section = index.sections[name] else { return nil }
        if let known = lock.withLock({ parsed[name] }) { return known }
        // Parsed outside the lock; when two threads parse the same section, the first table
        // stored is the one both return.
        let table = CatalogTextParser.table(section, in: text)
        return lock.withLock {
            if let stored = parsed[name] { return stored }
            parsed[name] = table
            return table
        }
    }

    /// What kind of entry `name` is, without parsing it.
    func kind(of name: String) -> ClassTable.Kind? { index.sections[name]?.kind }

    /// Every class and helper table, parsing those not read yet (statistics and full listings).
    func allTables() -> [String: ClassTable] {
        var tables: [String: ClassTable] = [:]
        tables.reserveCapacity(index.sections.count)
        for name in index.sections.keys { tables[name] = table(named: name) }
        return tables
    }

    /// Names of the tables parsed so far (tests check what a lookup reads).
    var parsedNames: Set<String> { lock.withLock { Set(parsed.keys) } }
}
