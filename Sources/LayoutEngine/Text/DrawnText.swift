import Diagnostics
import Expressions

/// Text as a view draws it: the face and size it is measured in, and its lines as the
/// engine breaks them — so a client can draw every line where the engine put it.
public struct DrawnText: Equatable, Sendable {
    public var face: MetricFace
    /// Point size.
    public var size: Double
    /// One line's height in points, unrounded (UIFont `lineHeight`).
    public var lineHeight: Double
    /// The text the lines are cut from and each line's UTF-8 range in it: the lines share the
    /// text's storage instead of each keeping a copy (a render keeps every label's lines).
    private let source: String
    private let ranges: [Range<Int32>]

    /// The lines, top to bottom.
    public var lines: [String] { ranges.map { String(source.utf8Line($0)) } }

    /// What the lines depend on.
    struct Key: Equatable {
        var text: String
        var face: MetricFace
        var size: Double
        var width: Double
        var numberOfLines: Int
        var scale: Double
    }

    /// `text` in `font` as a view `width` points wide draws it, with UILabel's `numberOfLines`.
    public init(_ text: String, font: ResolvedFont, width: Double, numberOfLines: Int, measurer: TextMeasurer) {
        self.init(text, font: font, lineRanges: measurer.lineRanges(of: text, font: font, maxWidth: width, numberOfLines: numberOfLines))
    }

    /// `text` in `font` already broken into lines, given as UTF-8 ranges of `text`.
    init(_ text: String, font: ResolvedFont, lineRanges: [Range<Int32>]) {
        face = font.face
        size = font.size
        lineHeight = font.lineHeight
        source = text
        ranges = lineRanges
    }

    /// How many lines there are.
    public var lineCount: Int { ranges.count }

    /// The UTF-8 bytes of all lines together.
    var linesUTF8Count: Int { ranges.reduce(0) { $0 + $1.count } }

    /// Calls `body` with each line's UTF-8 bytes, top to bottom.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let cut = { (bytes: UnsafeBufferPointer<UInt8>) in
            for range in ranges { body(UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)])) }
        }
        if source.utf8.withContiguousStorageIfAvailable(cut) == nil {
            var copy = source
            copy.withUTF8(cut)
        }
    }

    /// Equal when they draw equal lines (as `String` compares them) in the same font, whatever
    /// texts they were cut from.
    public static func == (lhs: DrawnText, rhs: DrawnText) -> Bool { same(lhs, rhs) }

    /// `==`, for callers that hold both in place.
    static func same(_ lhs: borrowing DrawnText, _ rhs: borrowing DrawnText) -> Bool {
        guard lhs.face == rhs.face, lhs.size == rhs.size, lhs.lineHeight == rhs.lineHeight,
              lhs.ranges.count == rhs.ranges.count
        else { return false }
        // The same lines of the same text (a label rendered again): no line cut out to compare.
        if lhs.ranges == rhs.ranges, lhs.source == rhs.source { return true }
        return lhs.ranges.indices.allSatisfy { lhs.source.utf8Line(lhs.ranges[$0]) == rhs.source.utf8Line(rhs.ranges[$0]) }
    }

    /// The protocol's `text` member of a NODE (docs/PROTOCOL.md).
    public var json: JSON {
        ["face": .string(face.fileName), "size": .number(size), "line_height": .number(lineHeight),
         "lines": .array(lines.map { .string($0) })]
    }
}

extension String {
    /// The text in a UTF-8 range that starts and ends on scalar boundaries.
    func utf8Line(_ range: Range<Int32>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: Int(range.lowerBound))
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }
}

extension MetricFace {
    /// The face's font file name without `.ttf`, as Debian's `fonts-liberation2` names it
    /// (`LiberationSans-BoldItalic`).
    public var fileName: String {
        let family = switch self.family {
        case .sans: 0
        case .serif: 1
        case .mono: 2
        }
        return Self.fileNames[family * 4 + (isBold ? 2 : 0) + (isItalic ? 1 : 0)]
    }

    /// Every face's file name (each render event names the face of every text it draws).
    private static let fileNames: [String] = ["Sans", "Serif", "Mono"].flatMap { family in
        ["Regular", "Italic", "Bold", "BoldItalic"].map { "Liberation\(family)-\($0)" }
    }
}
