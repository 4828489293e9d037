extension FontResolver {
    /// Builds the font from interpreted parts (Layout's `UIFont.font(with:)`):
    /// the last font, size, weight and text style win, traits accumulate, a
    /// percentage scales the size so far. Without a font: Courier for
    /// monospace, the bold system font for bold, else the system font of the
    /// weight. A catalog family then yields its best face; other fonts (the
    /// system font) keep their weight and gain the traits.
    func assemble(_ parts: [FontPart]) -> FontDescriptor {
        var font: FontDescriptor?
        var size: Double?
        var traits = Set<String>()
        var weight: String?
        var textStyle: String?
        for part in parts {
            switch part {
            case let .font(value): font = value
            case let .trait(trait): traits.insert(trait)
            case let .weight(value): weight = value
            case let .size(value):
                size = value
                textStyle = nil
            case let .relativeSize(factor):
                size = (size ?? font?.size ?? EnumCatalog.defaultFontSize) * factor
            case let .textStyle(style):
                guard let preferred = FontDescriptor.preferred(textStyle: style, at: contentSizeCategory) else { continue }
                size = preferred.size
                font = font ?? preferred
                textStyle = style
            }
        }
        let finalSize = size ?? font?.size ?? EnumCatalog.defaultFontSize
        let style = textStyle ?? (size == nil ? font?.textStyle : nil)
        let base = font ?? defaultFont(traits: traits, weight: weight)
        if let name = base.name, let face = catalog.face(postScriptName: name),
           let family = catalog.family(named: face.familyName),
           let best = catalog.bestFace(in: family, weight: weight ?? base.weight, traits: traits) {
            return best.descriptor(size: finalSize, textStyle: style)
        }
        var result = base
        result.size = finalSize
        result.traits = Array(Set(base.traits).union(traits)).sorted()
        result.textStyle = style
        return result
    }

    private func defaultFont(traits: Set<String>, weight: String?) -> FontDescriptor {
        if traits.contains("monospace"), let courier = catalog.face(postScriptName: "Courier") {
            return courier.descriptor(size: EnumCatalog.defaultFontSize)
        }
        if traits.contains("bold") { return .boldSystem() }
        return .system(weight: weight ?? "regular")
    }
}
