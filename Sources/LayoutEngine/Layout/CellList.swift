import Expressions

/// The rows of a table or the items of a collection view in a render: each made
/// from one of the list's cell templates with its own state, as the app's data source would
/// dequeue it. Read from the template's state under `$cells` (so `template_state` and `STATE`
/// give it): an array of row states, each optionally naming its template with
/// `reuseIdentifier` (else the list's first cell template), or an object of such arrays by
/// the list's outlet or id. Without `$cells`, a list shows each of its templates once.
struct CellList {
    /// One row or item: the template's reuse identifier (nil: the first cell template) and its state.
    struct Entry {
        var identifier: String?
        var state: [String: Value]
    }

    static let stateKey = "$cells"
    /// The member of a row's state that names its template rather than being state.
    static let identifierKey = "reuseIdentifier"

    /// The entries the state gives the list named `names` (its outlet and id), nil when it
    /// gives none, or the reason it cannot be read.
    static func entries(in state: [String: Value], listNames: [String]) -> Result<[Entry], CellListError>? {
        guard let value = state[stateKey] else { return nil }
        switch value {
        case let .array(rows):
            return entries(rows, path: stateKey)
        case let .dictionary(lists):
            guard let name = listNames.first(where: { lists[$0] != nil }) else { return nil }
            guard case let .array(rows) = lists[name]! else {
                return .failure(CellListError("\(stateKey).\(name) must be an array of row states"))
            }
            return entries(rows, path: "\(stateKey).\(name)")
        default:
            return .failure(CellListError(
                "\(stateKey) must be an array of row states, or an object of such arrays by the list's outlet or id"))
        }
    }

    private static func entries(_ rows: [Value], path: String) -> Result<[Entry], CellListError> {
        var entries: [Entry] = []
        for (index, row) in rows.enumerated() {
            guard case var .dictionary(state) = row else {
                return .failure(CellListError("\(path)[\(index)] must be an object: the state of one row"))
            }
            var identifier: String?
            if let named = state.removeValue(forKey: identifierKey) {
                guard case let .string(text) = named else {
                    return .failure(CellListError("\(path)[\(index)].\(identifierKey) must be a string"))
                }
                identifier = text
            }
            entries.append(Entry(identifier: identifier, state: state))
        }
        return .success(entries)
    }

    /// `state` with every name a row's state gives (the first value found): a name is compiled
    /// as state only if it is state when the template is compiled.
    static func stateForCompiling(_ state: [String: Value]) -> [String: Value] {
        guard let value = state[stateKey] else { return state }
        var lists: [Value] = []
        switch value {
        case let .array(rows): lists = [.array(rows)]
        case let .dictionary(byName): lists = byName.keys.sorted().compactMap { byName[$0] }
        default: return state
        }
        var result = state
        for case let .array(rows) in lists {
            for case let .dictionary(row) in rows {
                for (name, value) in row where name != identifierKey && result[name] == nil { result[name] = value }
            }
        }
        return result
    }
}

extension CompiledLayout {
    /// The names a template compiled for `state` reads as state: its keys and those its
    /// `$cells` rows give. A compiled layout serves every state with the same names.
    public static func stateNames(for state: [String: Value]) -> [String] {
        CellList.stateForCompiling(state).keys.sorted()
    }
}

/// Why a template's `$cells` cannot be read.
struct CellListError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
