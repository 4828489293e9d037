extension AttributeTypes {
    /// A type guessed from the attribute's name when no table knows it, using the last
    /// key-path component (`layer.fooColor` → `fooColor`): positions and sizes along an
    /// axis are `CGFloat`, `isX`/`hasX` are `Bool`, `xColor` a `UIColor`, `xSize` a
    /// `CGSize`, `xDelegate`/`xDataSource` a protocol.
    static func guessedType(of name: String) -> String? {
        let last = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
        switch last {
        case "left", "right", "x", "width", "top", "bottom", "y", "height": return "CGFloat"
        case "color": return "UIColor"
        case "size": return "CGSize"
        default: break
        }
        if hasWordPrefix(last, "is") || hasWordPrefix(last, "has") { return "Bool" }
        if last.hasSuffix("Color") { return "UIColor" }
        if last.hasSuffix("Size") { return "CGSize" }
        if last.hasSuffix("Delegate") || last.hasSuffix("DataSource") { return "Protocol" }
        return nil
    }

    /// `isHidden`, `hasShadow`: the prefix followed by a capitalised word, so that
    /// `issue` or `hash` are not taken for flags.
    private static func hasWordPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
        return next.isUppercase
    }
}
