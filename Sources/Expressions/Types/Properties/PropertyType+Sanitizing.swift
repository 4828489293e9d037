extension PropertyType {
    /// Layout's `sanitizedTypeName`: a type name turned into the `RuntimeType`
    /// accessor that holds it (`URLRequest` → `urlRequest`, `UIView.ContentMode` →
    /// `uiView_ContentMode`). The first character is lowered, then each following
    /// capital until one that starts a lower-case word; `.` becomes `_`.
    public static func sanitizedTypeName(_ typeName: String) -> String {
        var characters = Substring(typeName)
        guard let first = characters.popFirst() else { return "" }
        var head = first.lowercased()
        while let character = characters.popFirst() {
            if character.isLowercase || characters.first?.isLowercase == true {
                head.append(character)
                break
            }
            head += character.lowercased()
        }
        return (head + characters).map { $0 == "." ? "_" : String($0) }.joined()
    }
}

extension String {
    /// The string with its first character upper-cased when it is an ASCII
    /// letter (Layout's `capitalized()`, used for `set<Name>:` selectors).
    public var asciiCapitalized: String {
        guard let first = unicodeScalars.first, ("a"..."z").contains(first) else { return self }
        return first.properties.uppercaseMapping + String(unicodeScalars.dropFirst())
    }

    /// The string with its first character lower-cased when it is an ASCII
    /// capital (Layout's `unCapitalized()`).
    public var asciiUncapitalized: String {
        guard let first = unicodeScalars.first, ("A"..."Z").contains(first) else { return self }
        return first.properties.lowercaseMapping + String(unicodeScalars.dropFirst())
    }
}
