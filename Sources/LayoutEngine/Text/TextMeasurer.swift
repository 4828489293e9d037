import Expressions

/// Measures text the way UILabel sizes it: real glyph advances and kerning,
/// word wrapping, `numberOfLines`, and sizes rounded up to the screen's pixels.
public struct TextMeasurer: Sendable {
    /// Default tab stops of `NSParagraphStyle` are every 28 points.
    public static let tabInterval = 28.0

    /// Screen scale (points to pixels) that sizes are rounded up to, e.g. 3 for a @3x phone.
    public var scale: Double

    /// A measurer for a screen of the given scale.
    public init(scale: Double) {
        self.scale = scale
    }

    /// The size of `text` in a font descriptor's stand-in face; see `measure(_:font:maxWidth:numberOfLines:)`.
    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double = .infinity, numberOfLines: Int = 1) -> TextMeasurement {
        measure(text, font: ResolvedFont(font), maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// The size of `text` laid out in `font`, wrapped at `maxWidth` points.
    ///
    /// `numberOfLines` as in UILabel: 0 = unlimited, N = at most N lines, 1 = no
    /// wrapping at all (the size is the natural width of the first line, even past
    /// `maxWidth`, as UILabel's `sizeThatFits` reports it). A `maxWidth` that is not
    /// positive and finite means no limit. Empty text measures 0×0.
    ///
    /// Choices where UIKit's exact behaviour is not modelled: a final newline adds no
    /// empty line; a line cut off by `numberOfLines` in mid-paragraph counts as
    /// `maxWidth` wide (UIKit fills it with text and an ellipsis); a soft hyphen
    /// breaks without drawing a hyphen.
    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double = .infinity, numberOfLines: Int = 1) -> TextMeasurement {
        measure(font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) { limit, maxLines, tabInterval in
            LineBreaker.wrap(text, metrics: font.metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
        }
    }

    /// The same measurement for text prepared once for `font`'s face (labels
    /// measured again at every device width).
    func measure(_ text: PreparedText, font: ResolvedFont, maxWidth: Double, numberOfLines: Int) -> TextMeasurement {
        measure(font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) { limit, maxLines, tabInterval in
            text.wrap(metrics: font.metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
        }
    }

    @inline(__always)
    private func measure(
        font: ResolvedFont, maxWidth: Double, numberOfLines: Int,
        wrap: (_ limit: Double, _ maxLines: Int, _ tabInterval: Double) -> LineBreaker.Result
    ) -> TextMeasurement {
        let lines = wrap(Self.limit(font: font, maxWidth: maxWidth, numberOfLines: numberOfLines),
                         max(0, numberOfLines), Self.tabInterval / font.pointsPerUnit)
        let exact = Size(
            width: lines.widest * font.pointsPerUnit,
            height: Double(lines.lineCount) * font.lineHeight
        )
        let size = Size(width: PixelGrid.ceil(exact.width, scale: scale), height: PixelGrid.ceil(exact.height, scale: scale))
        return TextMeasurement(
            size: size, exactSize: exact, lineCount: lines.lineCount, isTruncated: lines.isTruncated,
            firstBaselineOffset: font.firstBaselineOffset,
            lastBaselineOffset: font.lastBaselineOffset(height: size.height)
        )
    }

    /// The widest line in font units: `maxWidth` when the text wraps, else no limit.
    static func limit(font: ResolvedFont, maxWidth: Double, numberOfLines: Int) -> Double {
        let wraps = numberOfLines != 1 && maxWidth > 0 && maxWidth.isFinite
        // Compare in font units; the tiny slack lets a line exactly as wide as the limit fit.
        return wraps ? maxWidth / font.pointsPerUnit * (1 + 1e-12) : .infinity
    }

    /// The lines `measure` counts, as text: what a client draws, line by line, to show the
    /// text where the engine put it. A line cut off by `numberOfLines` holds the rest of its
    /// paragraph (UIKit draws as much as fits, then an ellipsis).
    public func lines(of text: String, font: ResolvedFont, maxWidth: Double = .infinity, numberOfLines: Int = 1) -> [String] {
        lineRanges(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).map { String(text.utf8Line($0)) }
    }

    /// The whole of `text` as the one line of a one-line label, without breaking it, when it is
    /// printable ASCII that does not end in a space: with no limit on the width, only a newline
    /// ends such a line, and only trailing white space would be left out of it (most labels; the
    /// breaker's walk cost more than the rest of a label's render).
    static func oneLine(_ text: String) -> Range<Int32>? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int32>? in
            guard let last = bytes.last, last != UInt8(ascii: " "), bytes.count <= Int(Int32.max),
                  bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { return nil }
            return 0..<Int32(bytes.count)
        } ?? nil
    }

    /// The UTF-8 ranges in `text` of the lines `lines(of:font:maxWidth:numberOfLines:)` gives.
    func lineRanges(of text: String, font: ResolvedFont, maxWidth: Double, numberOfLines: Int) -> [Range<Int32>] {
        if numberOfLines == 1, let whole = Self.oneLine(text) { return [whole] }
        var breaker = LineBreaker(metrics: font.metrics, limit: Self.limit(font: font, maxWidth: maxWidth, numberOfLines: numberOfLines),
                                  maxLines: max(0, numberOfLines), tabInterval: Self.tabInterval / font.pointsPerUnit)
        breaker.recordsLines = true
        for scalar in text.unicodeScalars where !breaker.feed(scalar.value) {
            break
        }
        breaker.finish()
        var ranges = breaker.lineRanges
        let scalars = text.unicodeScalars
        // Scalar offsets to string indices, in one walk over the text (no copy of it).
        var indices: [String.Index] = []
        indices.reserveCapacity(ranges.count * 2 + 1)
        var wanted = ranges.flatMap { [$0.lowerBound, $0.upperBound] }
        if breaker.result.isTruncated, let last = ranges.last {
            // A line cut off by the limit holds the rest of its paragraph.
            var index = scalars.index(scalars.startIndex, offsetBy: last.upperBound)
            var end = last.upperBound
            while index < scalars.endIndex, ScalarRole.of(scalars[index].value) != .newline {
                scalars.formIndex(after: &index)
                end += 1
            }
            ranges[ranges.count - 1] = last.lowerBound..<end
            wanted[wanted.count - 1] = end
        }
        // The offsets grow line after line, so one forward walk finds them all (a smaller one
        // would start the walk over).
        var offset = 0
        var index = scalars.startIndex
        for target in wanted {
            if target < offset {
                offset = 0
                index = scalars.startIndex
            }
            while offset < target, index < scalars.endIndex {
                scalars.formIndex(after: &index)
                offset += 1
            }
            indices.append(index)
        }
        let utf8 = text.utf8
        return ranges.indices.map {
            Int32(utf8.distance(from: utf8.startIndex, to: indices[2 * $0]))..<Int32(utf8.distance(from: utf8.startIndex, to: indices[2 * $0 + 1]))
        }
    }
}
