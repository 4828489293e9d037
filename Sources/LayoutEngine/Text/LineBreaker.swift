/// Wraps one string into lines the way UILabel's `byWordWrapping` does, tracking
/// only line widths (in font units) — never building the lines themselves.
///
/// Greedy and single-pass over Unicode scalars: a word that does not fit moves to
/// the next line; a word wider than the whole line breaks by character; white
/// space at the end of a line hangs outside it; a hard break ends the paragraph.
struct LineBreaker {
    /// What the wrapped text occupies.
    struct Result {
        var lineCount = 0
        /// The widest line, in font units.
        var widest = 0.0
        /// Whether `maxLines` cut off some of the text.
        var isTruncated = false
    }

    let metrics: FaceMetrics
    /// Widest line allowed, in font units; `.infinity` disables wrapping.
    let limit: Double
    /// Most lines to lay out; 0 = unlimited.
    let maxLines: Int
    /// Distance between default tab stops, in font units.
    let tabInterval: Double

    private(set) var result = Result()
    /// Width of the line up to the end of its last complete word.
    private var committed = 0.0
    /// Width of the white space after `committed`.
    private var spaces = 0.0
    /// Width of the word being read, since the last break opportunity.
    private var word = 0.0
    /// The kerning applied to the word's first glyph against what preceded it.
    private var wordLeadingKern = 0.0
    /// Whether the line holds a complete word (or paragraph-leading white space).
    private var hasCommitted = false
    /// Whether anything was read since the last hard break: a text ending in a
    /// newline gets no extra empty line.
    private var lineStarted = false
    /// `maxLines` lines are done; any further text is cut off.
    private var isFull = false
    /// The previous scalar on this line, for kerning; 0 for none.
    private var previous: UInt32 = 0
    /// The previous glyph allows a break after it (hyphen, ideograph).
    private var breakPending = false
    private var previousIsHyphen = false
    /// A zero width joiner was read: the next emoji joins the one before.
    private var afterJoiner = false
    /// An odd regional indicator was read: the next one completes its flag.
    private var regionalOpen = false
    /// A CR was read: a following LF belongs to the same break.
    private var afterCarriageReturn = false

    /// Whether to keep `lineRanges` (only to draw the text: measuring needs widths alone).
    var recordsLines = false
    /// Each line's text, in scalar offsets: without its hard break, and without the white
    /// space it hangs at a soft wrap. Empty unless `recordsLines`.
    private(set) var lineRanges: [Range<Int>] = []
    /// The offset of the scalar being read, and of the next one.
    private var offset = 0
    private var nextOffset = 0
    /// Where the current line starts, where its last complete word (or leading white
    /// space) ends, and where the open word starts.
    private var lineStart = 0
    private var committedEnd = 0
    private var wordStart = 0

    init(metrics: FaceMetrics, limit: Double, maxLines: Int, tabInterval: Double) {
        self.metrics = metrics
        self.limit = limit
        self.maxLines = maxLines
        self.tabInterval = tabInterval
    }

    /// Wraps `text` and returns what it occupies.
    static func wrap(_ text: String, metrics: FaceMetrics, limit: Double, maxLines: Int, tabInterval: Double) -> Result {
        var breaker = LineBreaker(metrics: metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
        for scalar in text.unicodeScalars where !breaker.feed(scalar.value) {
            break
        }
        breaker.finish()
        return breaker.result
    }

    /// Reads one scalar; false once the line limit is reached and nothing more can show.
    mutating func feed(_ scalar: UInt32) -> Bool {
        if isFull {
            result.isTruncated = true
            return false
        }
        offset = nextOffset
        nextOffset += 1
        if afterCarriageReturn {
            afterCarriageReturn = false
            if scalar == 0x0A {
                startLine(at: nextOffset)
                return true
            }
        }
        let role = ScalarRole.of(scalar)
        lineStarted = true
        switch role {
        case .newline:
            endLine(width: contentWidth, end: word > 0 ? offset : committedEnd)
            startParagraph()
            startLine(at: nextOffset)
            afterCarriageReturn = scalar == 0x0D
        case .space:
            commitWord()
            addSpace(metrics.width(of: scalar) + metrics.kerningWidth(previous, scalar), scalar: scalar)
        case .tab:
            commitWord()
            let x = committed + spaces
            addSpace(((x / tabInterval).rounded(.down) + 1) * tabInterval - x, scalar: scalar)
        case .mark:
            break
        case .joiner:
            afterJoiner = true
        case .breakOpportunity:
            commitWord()
            previous = 0
        case .glyph:
            // No break between a hyphen and a digit: "-5" is a negative number.
            let isDigit = scalar >= 0x30 && scalar <= 0x39
            return feedGlyph(scalar, opensBreak: breakPending && !(previousIsHyphen && isDigit), isBreakAfter: false, isBreakAround: false)
        case .breakAfter:
            return feedGlyph(scalar, opensBreak: breakPending, isBreakAfter: true, isBreakAround: false)
        case .breakAround:
            return feedGlyph(scalar, opensBreak: true, isBreakAfter: false, isBreakAround: true)
        case .regionalIndicator:
            return feedRegionalIndicator(scalar)
        }
        return true
    }

    /// Adds white space after the line's content; it hangs if the line wraps here.
    private mutating func addSpace(_ advance: Double, scalar: UInt32) {
        if hasCommitted {
            spaces += advance
        } else {
            // Only at the start of a paragraph: leading white space is visible text.
            committed += advance
            hasCommitted = true
            committedEnd = nextOffset
        }
        previous = scalar
        breakPending = false
    }

    /// Ends the last line, if the text did not end with a hard break.
    mutating func finish() {
        if !isFull && lineStarted {
            endLine(width: contentWidth, end: word > 0 ? nextOffset : committedEnd)
        }
    }

    /// Two regional indicators in a row draw one flag, one em wide.
    private mutating func feedRegionalIndicator(_ scalar: UInt32) -> Bool {
        afterJoiner = false
        if regionalOpen {
            regionalOpen = false
            return true
        }
        let result = feedGlyph(scalar, opensBreak: true, isBreakAfter: false, isBreakAround: true)
        regionalOpen = true
        return result
    }

    private mutating func feedGlyph(_ scalar: UInt32, opensBreak: Bool, isBreakAfter: Bool, isBreakAround: Bool) -> Bool {
        regionalOpen = false
        // The second half of a ZWJ emoji sequence draws inside the first.
        let joined = afterJoiner && isBreakAround
        afterJoiner = false
        var advance = joined ? 0 : isBreakAround && scalar >= 0x1F1E6 && scalar <= 0x1F1FF
            ? Double(metrics.unitsPerEm) : metrics.width(of: scalar)
        // Zero-width glyphs (combining marks) belong to the glyph before: no break, no kerning.
        guard advance > 0 else { return true }
        let kern = metrics.kerningWidth(previous, scalar)
        advance += kern
        if opensBreak { commitWord() }
        if word == 0 {
            wordLeadingKern = kern
            wordStart = offset
        }
        breakPending = isBreakAfter || isBreakAround
        previousIsHyphen = isBreakAfter
        previous = scalar
        return place(advance, kern: kern)
    }

    /// Appends a glyph to the current word, wrapping first if it does not fit.
    private mutating func place(_ glyphAdvance: Double, kern: Double) -> Bool {
        var advance = glyphAdvance
        if hasCommitted && committed + spaces + word + advance > limit {
            endLine(width: committed, end: committedEnd)
            if isFull { return truncateSoftWrap() }
            startLine(at: wordStart)
            hasCommitted = false
            committed = 0
            spaces = 0
            // The word starts the new line: drop its kerning against the space before it.
            if word == 0 { advance -= kern } else { word -= wordLeadingKern }
            wordLeadingKern = 0
        }
        if !hasCommitted && word > 0 && word + advance > limit {
            endLine(width: word, end: offset)
            if isFull { return truncateSoftWrap() }
            startLine(at: offset)
            wordStart = offset
            word = 0
            advance -= kern
        }
        word += advance
        return true
    }

    /// The last allowed line overflows: UIKit fills it up to the width and adds an ellipsis.
    private mutating func truncateSoftWrap() -> Bool {
        result.isTruncated = true
        result.widest = max(result.widest, limit)
        return false
    }

    private var contentWidth: Double {
        guard word > 0 else { return committed }
        return hasCommitted ? committed + spaces + word : word
    }

    private mutating func commitWord() {
        guard word > 0 else { return }
        committed = hasCommitted ? committed + spaces + word : word
        hasCommitted = true
        committedEnd = offset
        spaces = 0
        word = 0
    }

    /// `end`: the offset after the line's last drawn scalar.
    private mutating func endLine(width: Double, end: Int) {
        if recordsLines { lineRanges.append(lineStart..<max(lineStart, end)) }
        result.lineCount += 1
        result.widest = max(result.widest, width)
        if maxLines > 0 && result.lineCount >= maxLines { isFull = true }
    }

    private mutating func startLine(at start: Int) {
        lineStart = start
        committedEnd = start
    }

    private mutating func startParagraph() {
        committed = 0
        spaces = 0
        word = 0
        hasCommitted = false
        lineStarted = false
        previous = 0
        breakPending = false
        previousIsHyphen = false
        afterJoiner = false
        regionalOpen = false
    }
}
