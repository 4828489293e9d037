import Diagnostics
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
    /// A word (glyphs between two break opportunities) or a space, in 16 bytes: a label keeps
    /// its pieces as long as its render is kept.
    struct Piece: Equatable {
        /// A word's advances with kerning; a space's advance with its kerning against the glyph
        /// before it (font units).
        var width: Double
        /// Where the piece ends, as a UTF-8 offset into `text` (a piece starts where the one
        /// before ends): the drawn lines are cut from the text at these.
        var end: Int32
        /// A word's kerning of its first glyph against what precedes it (font units, as the
        /// kerning table has them), dropped when the word starts a new line; 0 for a space.
        var leadingKern: Int16
        var isSpace: Bool

        static func word(width: Double, leadingKern: Int16, end: Int32) -> Piece {
            Piece(width: width, end: end, leadingKern: leadingKern, isSpace: false)
        }

        static func space(_ advance: Double, end: Int32) -> Piece {
            Piece(width: advance, end: end, leadingKern: 0, isSpace: true)
        }
    }

    let text: String
    let face: MetricFace
    /// nil when the text needs the scalar-by-scalar breaker; else exactly as many as there are
    /// (no spare capacity).
    let pieces: [Piece]?

    init(_ text: String, font: ResolvedFont) {
        self.text = text
        self.face = font.face
        self.pieces = Self.pieces(of: text, metrics: font.metrics)
    }

    /// Wraps the text; the same result as `LineBreaker.wrap` with the same arguments.
    func wrap(metrics: FaceMetrics, limit: Double, maxLines: Int, tabInterval: Double) -> LineBreaker.Result {
        var result = LineBreaker.Result()
        let outcome = walk(limit: limit, maxLines: maxLines) { width, _ in
            result.lineCount += 1
            result.widest = max(result.widest, width)
        }
        guard let isTruncated = outcome else {
            return LineBreaker.wrap(text, metrics: metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
        }
        result.isTruncated = isTruncated
        return result
    }

    /// The UTF-8 ranges in `text` of the lines `TextMeasurer.lines` cuts it into at `limit` (font
    /// units, as `TextMeasurer.limit` gives it) and `maxLines`, a word at a time; nil when the
    /// text needs the scalar-by-scalar breaker.
    func lineRanges(limit: Double, maxLines: Int) -> [Range<Int32>]? {
        var ranges: [Range<Int32>] = []
        // A few lines (most labels): one allocation, not one per doubling.
        ranges.reserveCapacity(4)
        guard walk(limit: limit, maxLines: maxLines, line: { _, range in ranges.append(range) }) != nil else { return nil }
        return ranges
    }

    /// `LineBreaker`'s greedy wrapping, a word at a time: `line` gets each line's width (font
    /// units) and its UTF-8 range in `text`, and the result says whether `maxLines` cut the
    /// text off — nil when the text was not prepared or a word would have to break by character
    /// (the caller then reads the text scalar by scalar).
    ///
    /// The state is `LineBreaker`'s — the line's complete words, the spaces after them, the open
    /// word — with where the line starts, where its last complete word ends and where the piece
    /// being read starts. A line cut off by `maxLines` is as wide as the limit (UIKit fills it and
    /// adds an ellipsis) and holds the rest of the text (there is no newline in it).
    private func walk(limit: Double, maxLines: Int, line: (_ width: Double, _ range: Range<Int32>) -> Void) -> Bool? {
        guard let pieces else { return nil }
        var committed = 0.0, spaces = 0.0, word = 0.0
        var hasCommitted = false, lineCount = 0
        var lineStart: Int32 = 0, committedEnd: Int32 = 0, start: Int32 = 0
        let textEnd = pieces.last?.end ?? 0
        for piece in pieces {
            let end = piece.end
            if word > 0 {
                committed = hasCommitted ? committed + spaces + word : word
                hasCommitted = true
                committedEnd = start
                spaces = 0
                word = 0
            }
            let width = piece.width
            if piece.isSpace {
                if hasCommitted {
                    spaces += width
                } else {
                    // Leading white space of the text is drawn.
                    committed += width
                    hasCommitted = true
                    committedEnd = end
                }
            } else if !hasCommitted {
                guard width <= limit else { return nil }
                word = width
            } else if committed + spaces + width > limit {
                lineCount += 1
                if maxLines > 0 && lineCount >= maxLines {
                    line(max(committed, limit), lineStart..<textEnd)
                    return true
                }
                line(committed, lineStart..<max(lineStart, committedEnd))
                hasCommitted = false
                committed = 0
                spaces = 0
                word = width - Double(piece.leadingKern)
                lineStart = start
                committedEnd = start
                guard word <= limit else { return nil }
            } else {
                word = width
            }
            start = end
        }
        if !pieces.isEmpty {
            if word > 0 {
                line(hasCommitted ? committed + spaces + word : word, lineStart..<max(lineStart, textEnd))
            } else {
                line(committed, lineStart..<max(lineStart, committedEnd))
            }
        }
        return false
    }

    /// Splits `text` where `LineBreaker` may break it; nil for text it must read scalar by
    /// scalar.
    private static func pieces(of text: String, metrics: FaceMetrics) -> [Piece]? {
        // Plain ASCII (most labels) is read byte by byte, without decoding UTF-8; printable ASCII
        // (no control character: nearly every label) by a loop that needs no scalar roles.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Piece]?? in
            if isPrintableASCII(bytes) {
                return metrics.asciiWidths.withUnsafeBufferPointer { asciiWidths in
                    metrics.kerningPairs.withUnsafeBufferPointer { kerningPairs in
                        .some(printablePieces(of: bytes, asciiWidths: asciiWidths, kerningPairs: kerningPairs))
                    }
                }
            }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
            return .some(pieces(of: ASCIIScalars(bytes: bytes), count: bytes.count, metrics: metrics))
        }
        if case let .some(.some(result)) = ascii { return result }
        return pieces(of: ScalarValues(scalars: text.unicodeScalars), count: text.utf8.count, metrics: metrics)
    }

    /// Whether every byte is ASCII from space to `~` (no control character, no DEL), eight at a
    /// time.
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: offset)
            guard ByteWords.isPrintableASCII(word), !ByteWords.contains(word, 0x7F) else { return false }
            offset += 8
        }
        while offset < bytes.count {
            guard bytes[offset] >= 0x20, bytes[offset] < 0x7F else { return false }
            offset += 1
        }
        return true
    }

    /// `pieces(of:count:glyphs:)` for printable ASCII, where every byte is a scalar, a space
    /// (0x20) or a glyph (the hyphen-minus one a line may break after), and every pair is in the
    /// kerning table: the same pieces, read with no roles, no decoding and no range checks of
    /// the kerning index.
    private static func printablePieces(
        of bytes: UnsafeBufferPointer<UInt8>, asciiWidths: UnsafeBufferPointer<Double>, kerningPairs: UnsafeBufferPointer<Int16>
    ) -> [Piece]? {
        guard let firstByte = bytes.first else { return [] }
        return PieceBuilder.build(count: bytes.count) { builder in
            let first = Int(FaceMetrics.firstKerningScalar)
            let side = Int(FaceMetrics.lastKerningScalar) - first + 1
            var afterHyphen = false
            // The kerning row of the byte before: the first byte has none, so it is read as
            // kerned by 0 against itself and its row is set before the loop reads the second.
            var previousRow = (Int(firstByte) - first) * side
            for offset in bytes.indices {
                let byte = Int(bytes[offset])
                let kern = offset == 0 ? 0 : kerningPairs[previousRow + byte - first]
                let glyph = asciiWidths[byte]
                previousRow = (byte - first) * side
                if byte == 0x20 {
                    builder.addSpace(glyph + Double(kern), from: Int32(offset), to: Int32(offset + 1))
                    afterHyphen = false
                    continue
                }
                // As in LineBreaker: a break after a hyphen, except before a digit ("-5").
                let opensBreak = afterHyphen && !(byte >= 0x30 && byte <= 0x39)
                guard builder.addGlyph(glyph, kern: kern, opensBreak: opensBreak, at: Int32(offset)) else { return false }
                afterHyphen = byte == 0x2D
            }
            builder.finish(at: Int32(bytes.count))
            return true
        }
    }

    /// The pieces of a text as its scalars are read, one at a time: complete words, the spaces
    /// between them, and the word being read. They are written to scratch memory with room for
    /// the most a text can have, then copied once to an array of exactly their count.
    private struct PieceBuilder {
        private let storage: UnsafeMutablePointer<Piece>
        private var count = 0
        private var width = 0.0, leadingKern: Int16 = 0, inWord = false

        private init(storage: UnsafeMutablePointer<Piece>) { self.storage = storage }

        /// The pieces `read` adds to a builder, for a text of `count` UTF-8 bytes; nil when
        /// `read` returns false.
        static func build(count: Int, _ read: (inout PieceBuilder) -> Bool) -> [Piece]? {
            // Every piece holds at least one byte of the text.
            withUnsafeTemporaryAllocation(of: Piece.self, capacity: max(count, 1)) { scratch in
                var builder = PieceBuilder(storage: scratch.baseAddress!)
                guard read(&builder) else { return nil }
                return Array(UnsafeBufferPointer(start: scratch.baseAddress, count: builder.count))
            }
        }

        @inline(__always)
        private mutating func append(_ piece: Piece) {
            (storage + count).initialize(to: piece)
            count += 1
        }

        /// A space from UTF-8 offset `start` to `end`, its advance with its kerning: it ends the
        /// word.
        @inline(__always)
        mutating func addSpace(_ advance: Double, from start: Int32, to end: Int32) {
            if inWord {
                append(.word(width: width, leadingKern: leadingKern, end: start))
            }
            inWord = false
            append(.space(advance, end: end))
        }

        /// A glyph at `offset` and its kerning against the scalar before; `opensBreak` when a
        /// line may break before it. False when kerning cancels it (the word would be empty where
        /// LineBreaker starts it again at the next glyph): that text is read scalar by scalar.
        @inline(__always)
        mutating func addGlyph(_ glyph: Double, kern: Int16, opensBreak: Bool, at offset: Int32) -> Bool {
            let kerned = glyph + Double(kern)
            guard glyph > 0, kerned > 0 else { return false }
            if inWord && opensBreak {
                append(.word(width: width, leadingKern: leadingKern, end: offset))
                inWord = false
            }
            if inWord {
                width += kerned
            } else {
                width = kerned
                leadingKern = kern
                inWord = true
            }
            return true
        }

        /// Ends the open word at `end`.
        mutating func finish(at end: Int32) {
            if inWord {
                append(.word(width: width, leadingKern: leadingKern, end: end))
                inWord = false
            }
        }
    }

    /// The pieces as the scalar-by-scalar reading finds them, whatever the text: what the
    /// printable-ASCII loop is checked against.
    static func piecesReadByScalar(of text: String, metrics: FaceMetrics) -> [Piece]? {
        pieces(of: ScalarValues(scalars: text.unicodeScalars), count: text.utf8.count, metrics: metrics)
    }

    /// The scalars of ASCII bytes, one a byte (a concrete sequence: a mapping closure would be
    /// called, not inlined, for each byte).
    private struct ASCIIScalars: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> UInt32? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return UInt32(bytes[index])
        }
    }

    /// A text's Unicode scalar values.
    private struct ScalarValues: Sequence, IteratorProtocol {
        var scalars: String.UnicodeScalarView.Iterator

        init(scalars: String.UnicodeScalarView) { self.scalars = scalars.makeIterator() }

        mutating func next() -> UInt32? { scalars.next()?.value }
    }

    /// `pieces(of:metrics:)` over the text's scalars; `count`: its length in UTF-8.
    private static func pieces<Scalars: Sequence<UInt32>>(of scalars: Scalars, count: Int, metrics: FaceMetrics) -> [Piece]? {
        // The face's ASCII widths and kerning pairs read through pointers: no bounds check, and
        // no retain of a table, per scalar.
        metrics.asciiWidths.withUnsafeBufferPointer { asciiWidths in
            metrics.kerningPairs.withUnsafeBufferPointer { kerningPairs in
                pieces(of: scalars, count: count, glyphs: Glyphs(metrics: metrics, asciiWidths: asciiWidths, kerningPairs: kerningPairs))
            }
        }
    }

    /// A face's widths and kerning as `pieces` reads them.
    private struct Glyphs {
        let metrics: FaceMetrics
        let asciiWidths: UnsafeBufferPointer<Double>
        let kerningPairs: UnsafeBufferPointer<Int16>

        @inline(__always)
        func width(of scalar: UInt32) -> Double {
            scalar < 0x80 ? asciiWidths[Int(scalar)] : metrics.width(of: scalar)
        }

        /// `FaceMetrics.kerningWidth`, from the same table.
        @inline(__always)
        func kerning(_ left: UInt32, _ right: UInt32) -> Int16 {
            guard let index = FaceMetrics.kerningIndex(left, right) else { return 0 }
            return kerningPairs[index]
        }
    }

    private static func pieces<Scalars: Sequence<UInt32>>(of scalars: Scalars, count: Int, glyphs: Glyphs) -> [Piece]? {
        PieceBuilder.build(count: count) { builder in
            var previous: UInt32 = 0
            var afterHyphen = false
            // The UTF-8 offset of the scalar being read.
            var offset: Int32 = 0
            for scalar in scalars {
                let role = ScalarRole.of(scalar)
                switch role {
                case .space:
                    builder.addSpace(glyphs.width(of: scalar) + Double(glyphs.kerning(previous, scalar)),
                                     from: offset, to: offset + Self.utf8Length(scalar))
                    afterHyphen = false
                case .glyph, .breakAfter:
                    // As in LineBreaker: a break after a hyphen, except before a digit ("-5").
                    let isDigit = scalar >= 0x30 && scalar <= 0x39
                    let opensBreak = afterHyphen && (role == .breakAfter || !isDigit)
                    guard builder.addGlyph(glyphs.width(of: scalar), kern: glyphs.kerning(previous, scalar),
                                           opensBreak: opensBreak, at: offset)
                    else { return false }
                    afterHyphen = role == .breakAfter
                default:
                    return false
                }
                previous = scalar
                offset += Self.utf8Length(scalar)
            }
            builder.finish(at: offset)
            return true
        }
    }

    private static func utf8Length(_ scalar: UInt32) -> Int32 {
        scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
    }
}
