/// A weight word in literal font text that Layout's font assembly drops: the text names the
/// system font (`system`, or a text style, whose font is the system font), and a weight only
/// chooses the font when none is named or picks a face of a named family.
public struct IgnoredFontWeight: Equatable, Sendable {
    /// The weight as written (`bold`).
    public var weight: String
    /// UTF-8 offsets of the weight word in the text.
    public var offsets: Range<Int>
    /// The weight the font keeps (`regular`; `semibold` for `headline`).
    public var keptWeight: String
    /// The text style that named the font (`title1`), or nil for `system`.
    public var textStyle: String?
    /// The same text without the word naming the system font (`28 bold` for `system 28 bold`),
    /// when that keeps its meaning otherwise; nil for a text style.
    public var replacement: String?
}

extension FontResolver {
    /// The weight `text` names that the font it describes does not take (`system 28 bold`,
    /// `title1 bold` come out regular, as in Layout on iOS); nil when every word takes
    /// effect, when the text is not plain words, or when it is invalid.
    public func ignoredWeight(specifier text: String) -> IgnoredFontWeight? {
        guard !text.contains(where: { "'\"`{}".contains($0) }) else { return nil }
        var parts: [FontPart] = []
        do throws(FontSpecifierError) { try interpretWords(text, into: &parts) } catch { return nil }
        var font: FontDescriptor?
        var style: String?
        var weight: String?
        for part in parts {
            switch part {
            case let .font(value):
                font = value
                style = nil
            case let .textStyle(name) where font == nil:
                font = FontDescriptor.preferred(textStyle: name, at: contentSizeCategory)
                style = name
            case let .weight(value):
                weight = value
            default:
                break
            }
        }
        // A named family picks its face by weight; only the system font keeps its own.
        guard let weight, let font, font.name == nil, font.weight != weight else { return nil }
        let words = Self.words(of: text)
        guard let written = words.last(where: { interpret(word: $0.word) == .weight(weight) }) else { return nil }
        var replacement: String?
        if style == nil {
            let kept = words.filter { !Self.systemFontWords.contains($0.word.lowercased()) }.map(\.word)
            if kept.count == words.count - 1, !kept.isEmpty { replacement = kept.joined(separator: " ") }
        }
        return IgnoredFontWeight(weight: written.word, offsets: written.offsets, keptWeight: font.weight,
                                 textStyle: style, replacement: replacement)
    }

    /// The words naming the system font with its regular weight.
    private static let systemFontWords: Set<String> = ["system", "systemitalic", "system-italic"]

    /// The space-separated words of `text` with their UTF-8 offsets.
    private static func words(of text: String) -> [(word: String, offsets: Range<Int>)] {
        var result: [(word: String, offsets: Range<Int>)] = []
        var offset = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            let length = piece.utf8.count
            if length > 0 { result.append((String(piece), offset..<offset + length)) }
            offset += length + 1
        }
        return result
    }
}
