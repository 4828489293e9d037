/// Turns font expressions into descriptors the way Layout's `fontExpression`
/// and `UIFont.font(with:)` do, against a font catalog instead of UIKit.
public struct FontResolver: Sendable {
    /// The installed fonts.
    public var catalog: FontCatalog
    /// `UIFont` class properties (`UIFont.testFont` as `testFont`), usable by
    /// name or without the `Font` suffix (`test`).
    public var classFonts: [String: FontDescriptor]
    /// The text size the text styles take (`DynamicTypeSizes`): the render's variant's.
    public var contentSizeCategory: ContentSizeCategory

    /// A resolver over `catalog` and the project's `UIFont` class properties.
    public init(catalog: FontCatalog = .iOS, classFonts: [String: FontDescriptor] = [:], contentSizeCategory: ContentSizeCategory = .large) {
        self.catalog = catalog
        self.classFonts = classFonts
        self.contentSizeCategory = contentSizeCategory
    }

    /// The font `text` describes (`'Helvetica Neue' 17 bold`, `caption1`, `150%`).
    public func font(specifier text: String) throws(FontSpecifierError) -> FontDescriptor {
        try font(parts: [.text(text)])
    }

    /// The font a font expression's parts describe. Text parts (and string
    /// values) are joined, then split into words and quoted names; `{…}` values
    /// may be a font, a number (size), a `UIFont.Weight` or `UIFont.TextStyle`
    /// case or `UIFontDescriptor.SymbolicTraits`; nil is `Unexpected nil value`.
    public func font(parts: [FontSpecifierPart]) throws(FontSpecifierError) -> FontDescriptor {
        var resolved: [FontPart] = []
        var pending = ""
        for part in parts {
            switch part {
            case let .text(text), let .value(.string(text)):
                pending += text
            case let .value(value):
                try interpretWords(pending, into: &resolved)
                pending = ""
                resolved.append(contentsOf: try interpret(value))
            }
        }
        try interpretWords(pending, into: &resolved)
        return assemble(resolved)
    }

    /// The font a single name denotes: a `UIFont` class property, a PostScript
    /// name, a family name (its regular face), or a class property plus `Font`.
    public func namedFont(_ name: String) -> FontDescriptor? {
        if let font = classFonts[name] { return font }
        if let face = catalog.face(postScriptName: name) {
            return face.descriptor(size: EnumCatalog.defaultFontSize)
        }
        if let family = catalog.family(named: name),
           let face = catalog.bestFace(in: family, weight: "regular", traits: []) {
            return face.descriptor(size: EnumCatalog.defaultFontSize)
        }
        return classFonts[name + "Font"]
    }

    /// One word's meaning: a keyword, a size, a percentage, a font name, a text
    /// style or a weight (styles and weights are case-sensitive, keywords not).
    func interpret(word: String) -> FontPart? {
        switch word.lowercased() {
        case "italic": return .trait("italic")
        case "condensed": return .trait("condensed")
        case "expanded": return .trait("expanded")
        case "monospace", "monospaced": return .trait("monospace")
        case "system": return .font(.system())
        case "systembold", "system-bold": return .font(.boldSystem())
        case "systemitalic", "system-italic": return .font(.italicSystem())
        case "ultralight": return .weight("ultraLight")
        default: break
        }
        if let size = Double(word) { return .size(size) }
        if word.hasSuffix("%"), let percent = Double(word.dropLast()) { return .relativeSize(percent / 100) }
        if let font = namedFont(word) { return .font(font) }
        if EnumCatalog.table(runtimeName: "UIFontTextStyle")?.acceptedCase(named: word) != nil {
            return .textStyle(word)
        }
        if EnumCatalog.table(runtimeName: "UIFontWeight")?.acceptedCase(named: word) != nil {
            return .weight(word)
        }
        return nil
    }

    private func interpret(_ value: Value) throws(FontSpecifierError) -> [FontPart] {
        switch value {
        case .null: throw FontSpecifierError("Unexpected nil value")
        case let .font(font): return [.font(font)]
        case let .number(size): return [.size(size)]
        case let .bool(flag): return [.size(flag ? 1 : 0)]
        case let .enumCase(item) where item.type == "UIFontWeight": return [.weight(item.name)]
        case let .enumCase(item) where item.type == "UIFontTextStyle": return [.textStyle(item.name)]
        case let .options(traits) where traits.type == "UIFontDescriptorSymbolicTraits":
            return traits.members.compactMap { FontResolver.symbolicTraits[$0].map(FontPart.trait) }
        default: throw FontSpecifierError("Invalid font specifier '\(value.swiftDescription)'")
        }
    }

    private static let symbolicTraits = [
        "traitItalic": "italic", "traitBold": "bold", "traitCondensed": "condensed",
        "traitExpanded": "expanded", "traitMonoSpace": "monospace",
    ]
}
