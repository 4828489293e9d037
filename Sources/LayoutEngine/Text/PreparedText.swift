/// A text read once for one face: its words and spaces with their widths, so
/// that wrapping it at another width (a device change re-wraps every label)
/// walks a few words instead of every scalar.
///
/// Only plain text is prepared — ordinary glyphs, hyphens and spaces, every glyph
/// with a positive advance that kerning does not make negative. Anything else
/// (newlines, tabs, marks, joiners, ideographs, emoji…) keeps the scalar-by-scalar
/// `LineBreaker`, and so does a word that would break by character.
///
/// The result is exactly `LineBreaker`'s: advances and kerning are whole font
/// units, so a word's width summed once equals the sum the breaker builds glyph by
/// glyph, and since no glyph narrows its word, the word overflows the line exactly
/// when its last glyph does.
struct PreparedText {
    enum Piece {
        /// Glyphs between two break opportunities: their advances with kerning,
        /// and the kerning of the first one against what precedes it (dropped
        /// when the word starts a new line).
        case word(width: Double, leadingKern: Double)
        /// A space, with its kerning against the glyph before it.
        case space(Double)
    }

    let text: String
    let face: MetricFace
    /// nil when the text needs the scalar-by-scalar breaker.
    let pieces: [Piece]?

    init(_ text: String, font: ResolvedFont) {
        self.text = text
        self.face = font.face
        self.pieces = Self.pieces(of: text, metrics: font.metrics)
    }

    /// Wraps the text; the same result as `LineBreaker.wrap` with the same arguments.
    func wrap(metrics: FaceMetrics, limit: Double, maxLines: Int, tabInterval: Double) -> LineBreaker.Result {
        if let pieces, let result = Self.wrap(pieces, limit: limit, maxLines: maxLines) { return result }
        return LineBreaker.wrap(text, metrics: metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
    }

    /// Splits `text` where `LineBreaker` may break it; nil for text it must read scalar by scalar.
    private static func pieces(of text: String, metrics: FaceMetrics) -> [Piece]? {
        var pieces: [Piece] = []
        var width = 0.0, leadingKern = 0.0, inWord = false
        var previous: UInt32 = 0
        var afterHyphen = false
        for unit in text.unicodeScalars {
            let scalar = unit.value
            let role = ScalarRole.of(scalar)
            switch role {
            case .space:
                if inWord { pieces.append(.word(width: width, leadingKern: leadingKern)) }
                inWord = false
                pieces.append(.space(metrics.width(of: scalar) + metrics.kerningWidth(previous, scalar)))
                afterHyphen = false
            case .glyph, .breakAfter:
                let glyph = metrics.width(of: scalar)
                let kern = metrics.kerningWidth(previous, scalar)
                guard glyph > 0, glyph + kern >= 0 else { return nil }
                // As in LineBreaker: a break after a hyphen, except before a digit ("-5").
                let isDigit = scalar >= 0x30 && scalar <= 0x39
                let opensBreak = afterHyphen && (role == .breakAfter || !isDigit)
                if inWord && opensBreak {
                    pieces.append(.word(width: width, leadingKern: leadingKern))
                    inWord = false
                }
                if inWord {
                    width += glyph + kern
                } else {
                    width = glyph + kern
                    leadingKern = kern
                    inWord = true
                }
                afterHyphen = role == .breakAfter
            default:
                return nil
            }
            previous = scalar
        }
        if inWord { pieces.append(.word(width: width, leadingKern: leadingKern)) }
        return pieces
    }

    /// `LineBreaker`'s greedy wrapping, a word at a time; nil when a word would
    /// have to break by character (the caller then reads the text scalar by scalar).
    private static func wrap(_ pieces: [Piece], limit: Double, maxLines: Int) -> LineBreaker.Result? {
        var result = LineBreaker.Result()
        // The same state as LineBreaker: the line's complete words, the spaces after them, the open word.
        var committed = 0.0, spaces = 0.0, word = 0.0
        var hasCommitted = false
        func endLine(width: Double) -> Bool {
            result.lineCount += 1
            result.widest = max(result.widest, width)
            return maxLines > 0 && result.lineCount >= maxLines
        }
        for piece in pieces {
            if word > 0 {
                committed = hasCommitted ? committed + spaces + word : word
                hasCommitted = true
                spaces = 0
                word = 0
            }
            switch piece {
            case let .space(advance):
                if hasCommitted {
                    spaces += advance
                } else {
                    committed += advance
                    hasCommitted = true
                }
            case let .word(width, leadingKern):
                if !hasCommitted {
                    guard width <= limit else { return nil }
                    word = width
                } else if committed + spaces + width > limit {
                    if endLine(width: committed) {
                        // The last allowed line overflows: UIKit fills it and adds an ellipsis.
                        result.isTruncated = true
                        result.widest = max(result.widest, limit)
                        return result
                    }
                    hasCommitted = false
                    committed = 0
                    spaces = 0
                    word = width - leadingKern
                    guard word <= limit else { return nil }
                } else {
                    word = width
                }
            }
        }
        if !pieces.isEmpty {
            let contentWidth = word > 0 ? (hasCommitted ? committed + spaces + word : word) : committed
            _ = endLine(width: contentWidth)
        }
        return result
    }
}
