extension FontDescriptor {
    /// The family and face a person names the font by: `Helvetica` and `Bold` for
    /// `Helvetica-Bold`, `Helvetica Neue` and `Condensed Black`, `System` and its weight and
    /// italic (`Semibold Italic`) for the system font. Looked up in a table made once for the
    /// iOS catalog's faces and the system font's (every render names them for every font prop).
    public var naming: (family: String, face: String) {
        guard let name else {
            return ("System", FontCatalog.systemFaceNames[weight + (traits.contains("italic") ? " italic" : "")]
                ?? Self.systemFaceName(weight: weight, italic: traits.contains("italic")))
        }
        if let known = FontCatalog.faceNames[name] { return known }
        let family = FontCatalog.iOS.face(postScriptName: name)?.familyName
            ?? name.firstIndex(of: "-").map { String(name[..<$0]) } ?? name
        return (family, Self.faceName(postScriptName: name))
    }

    /// The family a person names the font by (`Helvetica`, `Helvetica Neue`, `System`).
    public var familyName: String { naming.family }

    /// The face within the family as font menus name it (`Regular`, `Bold`, `Bold Italic`).
    public var faceName: String { naming.face }

    /// The PostScript name's style suffix in words, without the `MT`/`PS` vendor marks
    /// (`Arial-BoldItalicMT` → `Bold Italic`); `Regular` without one.
    static func faceName(postScriptName name: String) -> String {
        guard let dash = name.firstIndex(of: "-") else { return "Regular" }
        var style = Substring(name[name.index(after: dash)...])
        for mark in ["PSMT", "MT", "PS"] where style.hasSuffix(mark) && style.count > mark.count {
            style = style.dropLast(mark.count)
            break
        }
        return style.isEmpty ? "Regular" : words(String(style))
    }

    /// The system font's face: its weight in words, `Italic` added (alone for regular italic).
    static func systemFaceName(weight: String, italic: Bool) -> String {
        let weightName = weight == "regular" && italic ? "" : words(weight)
        return [weightName, italic ? "Italic" : ""].filter { !$0.isEmpty }.joined(separator: " ")
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
    /// Family and face names of the iOS catalog's faces by exact PostScript name.
    static let faceNames: [String: (family: String, face: String)] = {
        var names: [String: (family: String, face: String)] = [:]
        for family in iOS.families {
            for face in family.faces {
                names[face.postScriptName] = (family.name, FontDescriptor.faceName(postScriptName: face.postScriptName))
            }
        }
        return names
    }()

    /// The system font's face names by weight (`bold`, `bold italic`).
    static let systemFaceNames: [String: String] = {
        var names: [String: String] = [:]
        for weight in EnumCatalog.table(runtimeName: "UIFontWeight")?.cases.map(\.name) ?? [] {
            names[weight] = FontDescriptor.systemFaceName(weight: weight, italic: false)
            names[weight + " italic"] = FontDescriptor.systemFaceName(weight: weight, italic: true)
        }
        return names
    }()
}
