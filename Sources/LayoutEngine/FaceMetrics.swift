/// The measured facts of one font face, in font units: vertical metrics from the
/// `hhea` table, cap and x heights, advance widths and Basic Latin kerning.
///
/// The tables are decoded once from the hex text in `FontMetrics.generated.swift`,
/// so the hot path is plain array indexing.
public struct FaceMetrics: Sendable {
    /// Marks a scalar inside `blocks` that the face does not map.
    static let uncovered: UInt16 = 0xFFFF
    /// First and last scalar of the kerning tables (Basic Latin, printable).
    static let kerningScalars: ClosedRange<UInt32> = 0x20...0x7E

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
    /// Index in `advances` of each block's first scalar.
    let blockStarts: [Int]
    /// For each left scalar in `kerningScalars`, its pairs are `kerningStart[i]..<kerningStart[i + 1]`.
    let kerningStart: [UInt16]
    let kerningRight: [UInt8]
    let kerningAmount: [Int16]

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
        var starts: [Int] = []
        var next = 0
        for block in Self.blocks {
            starts.append(next)
            next += Int(block.upperBound - block.lowerBound) + 1
        }
        precondition(next == advances.count, "advance table does not match FaceMetrics.blocks")
        blockStarts = starts

        let entries = HexTable.words(kerningHex, digits: 8)
        let firstLeft = Self.kerningScalars.lowerBound
        var start = [UInt16](repeating: 0, count: Self.kerningScalars.count + 1)
        for entry in entries {
            start[Int((entry >> 24) - firstLeft) + 1] += 1
        }
        for index in 1..<start.count {
            start[index] += start[index - 1]
        }
        kerningStart = start
        kerningRight = entries.map { UInt8(truncatingIfNeeded: $0 >> 16) }
        kerningAmount = entries.map { Int16(bitPattern: UInt16(truncatingIfNeeded: $0)) }
    }

    /// The advance of `scalar` in font units, or `nil` when the face has no glyph for it.
    @inline(__always)
    func advance(of scalar: UInt32) -> UInt16? {
        // The first block starts at U+0000, so Latin, Greek and Cyrillic index directly.
        if scalar <= Self.blocks[0].upperBound {
            let value = advances[Int(scalar)]
            return value == Self.uncovered ? nil : value
        }
        for index in 1..<Self.blocks.count where Self.blocks[index].contains(scalar) {
            let value = advances[blockStarts[index] + Int(scalar - Self.blocks[index].lowerBound)]
            return value == Self.uncovered ? nil : value
        }
        return nil
    }

    /// The kerning adjustment between two adjacent scalars in font units (0 when none).
    @inline(__always)
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard Self.kerningScalars.contains(left), Self.kerningScalars.contains(right) else { return 0 }
        let slot = Int(left - Self.kerningScalars.lowerBound)
        var index = Int(kerningStart[slot])
        let end = Int(kerningStart[slot + 1])
        while index < end {
            if UInt32(kerningRight[index]) == right { return Int(kerningAmount[index]) }
            index += 1
        }
        return 0
    }
}
