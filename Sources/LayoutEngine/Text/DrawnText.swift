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
    public var lines: [String]

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
        face = font.face
        size = font.size
        lineHeight = font.lineHeight
        lines = measurer.lines(of: text, font: font, maxWidth: width, numberOfLines: numberOfLines)
    }

    /// `text` in `font` already broken into `lines`.
    init(font: ResolvedFont, lines: [String]) {
        face = font.face
        size = font.size
        lineHeight = font.lineHeight
        self.lines = lines
    }

    /// The protocol's `text` member of a NODE (docs/PROTOCOL.md).
    public var json: JSON {
        ["face": .string(face.fileName), "size": .number(size), "line_height": .number(lineHeight),
         "lines": .array(lines.map { .string($0) })]
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
