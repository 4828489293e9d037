extension FontDescriptor {
    /// The family a person names the font by (`Helvetica`, `Helvetica Neue`, `System`): the
    /// catalog's family of the face, else the PostScript name before its `-` (a project's own font).
    public var familyName: String {
        guard let name else { return "System" }
        if let family = FontCatalog.familyNames[name] ?? FontCatalog.iOS.face(postScriptName: name)?.familyName { return family }
        return name.firstIndex(of: "-").map { String(name[..<$0]) } ?? name
    }

    /// The face within the family as font menus name it (`Regular`, `Bold`, `Bold Italic`,
    /// `Condensed Black`): the PostScript name's style suffix in words, without the `MT`/`PS`
    /// vendor marks; for the system font, its weight and italic trait.
    public var faceName: String {
        guard let name else {
            let weight = weight == "regular" && traits.contains("italic") ? "" : Self.words(weight)
            return [weight, traits.contains("italic") ? "Italic" : ""].filter { !$0.isEmpty }.joined(separator: " ")
        }
        guard let dash = name.firstIndex(of: "-") else { return "Regular" }
        var style = Substring(name[name.index(after: dash)...])
        for mark in ["PSMT", "MT", "PS"] where style.hasSuffix(mark) && style.count > mark.count {
            style = style.dropLast(mark.count)
            break
        }
        return style.isEmpty ? "Regular" : Self.words(String(style))
    }

    /// `ultraLight` → `Ultra Light`, `BoldItalic` → `Bold Italic`.
    private static func words(_ camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }
}

extension FontCatalog {
    /// Family names of the iOS catalog's faces by exact PostScript name: encoding a render
    /// names the family of every font prop, and an exact match needs no lowercasing.
    static let familyNames: [String: String] = {
        var names: [String: String] = [:]
        for family in iOS.families {
            for face in family.faces { names[face.postScriptName] = family.name }
        }
        return names
    }()
}
