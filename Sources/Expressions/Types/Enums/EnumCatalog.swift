/// Finds UIKit enum and option-set tables by any of their spellings.
public enum EnumCatalog {
    /// Every table, sorted by runtime name.
    public static var tables: [EnumTable] { generatedTables }

    private static let byRuntimeName: [String: EnumTable] = {
        var index: [String: EnumTable] = [:]
        for table in generatedTables { index[table.runtimeName] = table }
        return index
    }()

    /// Swift names, qualified prefixes and accessors → runtime name.
    private static let bySpelling: [String: String] = {
        var index: [String: String] = [:]
        for table in generatedTables {
            for spelling in [table.swiftName] + table.qualifiedPrefixes + table.accessors
            where index[spelling] == nil {
                index[spelling] = table.runtimeName
            }
        }
        return index
    }()

    /// The table with runtime name `name` (`UIViewContentMode`).
    public static func table(runtimeName name: String) -> EnumTable? {
        byRuntimeName[name]
    }

    /// The table spelled `name` in any accepted way: runtime name, Swift name
    /// (`UIView.ContentMode`), qualified prefix or `RuntimeType` accessor
    /// (`uiView_ContentMode`).
    public static func table(named name: String) -> EnumTable? {
        if let table = byRuntimeName[name] { return table }
        return bySpelling[name].flatMap { byRuntimeName[$0] }
    }

    private static let byQualifiedPrefix: [String: EnumTable] = {
        var index: [String: EnumTable] = [:]
        for table in generatedTables {
            for prefix in table.qualifiedPrefixes where index[prefix] == nil { index[prefix] = table }
        }
        return index
    }()

    /// The table whose qualified prefix is `prefix`, for `Type.case` lookups
    /// (`UIView.ContentMode.center`, `UIViewContentMode.center`).
    public static func table(qualifiedPrefix prefix: String) -> EnumTable? {
        byQualifiedPrefix[prefix]
    }

    /// Resolves a qualified case such as `UIView.ContentMode.center` or
    /// `UIRectEdge.top` to its value; `nil` if the type or the case is unknown.
    public static func value(qualifiedName: String) -> Value? {
        guard let dot = qualifiedName.lastIndex(of: ".") else { return nil }
        let prefix = String(qualifiedName[..<dot])
        let name = String(qualifiedName[qualifiedName.index(after: dot)...])
        return table(qualifiedPrefix: prefix)?.value(named: name)
    }
}
