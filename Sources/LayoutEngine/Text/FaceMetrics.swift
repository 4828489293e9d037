/// The measured facts of one font face, in font units: vertical metrics from the
/// `hhea` table, cap and x heights, advance widths and Basic Latin kerning.
///
/// The tables are decoded once from the hex text in `FontMetrics.generated.swift`,
/// so the hot path is plain array indexing. Kerning covers pairs of Basic Latin
/// scalars only (what the GPOS `kern` feature — identical to the legacy `kern`
/// table — holds for them); pairs involving accented or other letters are not
/// kerned, and Liberation Mono has no kerning at all.
///
/// Immutable; a class so that fonts and line breakers holding it copy one
/// reference, not its seven tables.
public final class FaceMetrics: Sendable {
    // Computed rather than stored statics: the hot path must not pay for lazy globals.
    /// Marks a scalar inside `blocks` that the face does not map.
    static var uncovered: UInt16 { 0xFFFF }
    /// First and last scalar of the kerning tables (Basic Latin, printable).
    static var firstKerningScalar: UInt32 { 0x20 }
    static var lastKerningScalar: UInt32 { 0x7E }

    /// The face's PostScript name, e.g. `LiberationSans-Bold`.
    public let postScriptName: String
    public let unitsPerEm: Int
    /// Above the baseline, positive (`hhea.ascender`).
    public let ascender: Int
    /// Below the baseline, negative (`hhea.descender`).
    public let descender: Int
    /// Extra space between lines (`hhea.lineGap`; UIFont's `leading`).
    public let lineGap: Int
    public let capHeight: Int
    public let xHeight: Int
    /// `OS/2.xAvgCharWidth`: the advance used for scalars no table covers.
    public let averageAdvance: Int

    /// Advances over `blocks`, concatenated in order.
    let advances: [UInt16]
    /// Scalars below this index `advances` directly (the first block starts at U+0000).
    let directCount: UInt32
    /// The other blocks' bounds, and the index in `advances` of each one's first scalar.
    let blockLowers: [UInt32]
    let blockUppers: [UInt32]
    let blockStarts: [Int]
    /// The kerning of every pair of scalars from `firstKerningScalar` to `lastKerningScalar`,
    /// left-major (95 × 95, 18 KB): one load per pair, where a list of each left scalar's pairs
    /// took a scan (a third of the time of splitting a label's text into words).
    let kerningPairs: [Int16]
    /// `width(of:)` of each ASCII scalar, as a `Double`: what splitting most text into words reads.
    let asciiWidths: [Double]

    init(
        postScriptName: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        capHeight: Int, xHeight: Int, averageAdvance: Int, advancesHex: String, kerningHex: String
    ) {
        self.postScriptName = postScriptName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.averageAdvance = averageAdvance
        advances = HexTable.words(advancesHex, digits: 4).map { UInt16($0) }
        precondition(Self.blocks[0].lowerBound == 0, "the first block must start at U+0000")
        directCount = Self.blocks[0].upperBound + 1
        let others = Self.blocks.dropFirst()
        blockLowers = others.map(\.lowerBound)
        blockUppers = others.map(\.upperBound)
        var starts: [Int] = []
        var next = Int(directCount)
        for block in others {
            starts.append(next)
            next += block.count
        }
        precondition(next == advances.count, "advance table does not match FaceMetrics.blocks")
        blockStarts = starts
        precondition(directCount >= 0x80, "the first block must cover ASCII")
        let average = Double(averageAdvance)
        asciiWidths = advances[..<0x80].map { $0 == Self.uncovered ? average : Double($0) }

        // Each entry: left scalar, right scalar, amount (two bytes, signed).
        let first = Self.firstKerningScalar
        let side = Int(Self.lastKerningScalar - first) + 1
        var pairs = [Int16](repeating: 0, count: side * side)
        for entry in HexTable.words(kerningHex, digits: 8) {
            let left = UInt32(truncatingIfNeeded: entry >> 24), right = UInt32(truncatingIfNeeded: entry >> 16) & 0xFF
            guard left >= first, left <= Self.lastKerningScalar, right >= first, right <= Self.lastKerningScalar else { continue }
            pairs[Int(left - first) * side + Int(right - first)] = Int16(bitPattern: UInt16(truncatingIfNeeded: entry))
        }
        kerningPairs = pairs
    }

    /// The advance of `scalar` in font units, or `nil` when the face has no glyph for it.
    @inline(__always)
    func advance(of scalar: UInt32) -> UInt16? {
        // Latin, Greek and Cyrillic index directly; other blocks take a short scan.
        var index = -1
        if scalar < directCount {
            index = Int(scalar)
        } else {
            for block in 0..<blockLowers.count where scalar >= blockLowers[block] && scalar <= blockUppers[block] {
                index = blockStarts[block] + Int(scalar - blockLowers[block])
                break
            }
        }
        guard index >= 0 else { return nil }
        let value = advances[index]
        return value == Self.uncovered ? nil : value
    }

    /// The kerning adjustment between two adjacent scalars in font units (0 when none).
    @inline(__always)
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard let index = Self.kerningIndex(left, right) else { return 0 }
        return Int(kerningPairs[index])
    }

    /// Where the pair's kerning is in `kerningPairs`; nil when a scalar is outside the table.
    @inline(__always)
    static func kerningIndex(_ left: UInt32, _ right: UInt32) -> Int? {
        let first = firstKerningScalar, side = lastKerningScalar - first + 1
        // One unsigned comparison per side: a scalar below the first wraps around to a large one.
        let row = left &- first, column = right &- first
        guard row < side, column < side else { return nil }
        return Int(row * side + column)
    }
}
