import Testing
@testable import LayoutEngine

/// The generated tables decode to the values in the Liberation fonts.
@Suite struct FaceMetricsTests {
    @Test func sansRegularVerticalMetricsAreTheHheaValues() {
        let metrics = MetricFace(family: .sans).metrics
        #expect(metrics.postScriptName == "LiberationSans")
        #expect(metrics.unitsPerEm == 2048)
        #expect(metrics.ascender == 1854)
        #expect(metrics.descender == -434)
        #expect(metrics.lineGap == 67)
        #expect(metrics.capHeight == 1409)
        #expect(metrics.xHeight == 1082)
        #expect(metrics.averageAdvance == 1187)
    }

    @Test func monoAndSerifHaveTheirOwnVerticalMetrics() {
        let mono = MetricFace(family: .mono).metrics
        #expect([mono.ascender, mono.descender, mono.lineGap] == [1705, -615, 0])
        let serif = MetricFace(family: .serif, isBold: true, isItalic: true).metrics
        #expect(serif.postScriptName == "LiberationSerif-BoldItalic")
        #expect([serif.ascender, serif.descender, serif.lineGap] == [1825, -443, 87])
    }

    @Test(arguments: [
        (0x48, 1479), (0x65, 1139), (0x6C, 455), (0x20, 569), (0xE9, 1139), (0x3A9, 1531), (0x416, 1891),
        (0x1EA0, 1366), (0x2014, 2048), (0x2022, 717), (0x2026, 2048), (0x20AC, 1139), (0x2192, 2048),
        (0x2264, 1124), (0x25CF, 1237), (0xFB01, 1024), (0x301, 0),
    ] as [(UInt32, UInt16)])
    func sansRegularAdvancesCoverTheTabulatedBlocks(scalar: UInt32, advance: UInt16) {
        #expect(MetricFace(family: .sans).metrics.advance(of: scalar) == advance)
    }

    @Test func scalarsOutsideTheTablesHaveNoAdvance() {
        let metrics = MetricFace(family: .sans).metrics
        #expect(metrics.advance(of: 0x0628) == nil)  // Arabic beh: not in Liberation
        #expect(metrics.advance(of: 0x65E5) == nil)  // CJK 日
        #expect(metrics.advance(of: 0x2061) == nil)  // inside a block, not mapped
        #expect(metrics.advance(of: 0x1F44D) == nil)
    }

    @Test func everyMonoAdvanceIsTheSame() {
        let metrics = MetricFace(family: .mono, isBold: true).metrics
        let advances = Set("Hello, World! é€".unicodeScalars.compactMap { metrics.advance(of: $0.value) })
        #expect(advances == [1229])
    }

    @Test func basicLatinKerningPairsComeFromGPOS() {
        let metrics = MetricFace(family: .sans).metrics
        #expect(metrics.kerning(0x41, 0x56) == -152)  // AV
        #expect(metrics.kerning(0x54, 0x6F) == -227)  // To
        #expect(metrics.kerning(0x20, 0x54) == -37)  // space T
        #expect(metrics.kerning(0x56, 0x41) == -152)  // VA
        #expect(metrics.kerning(0x48, 0x65) == 0)  // He
        #expect(metrics.kerning(0xC0, 0x56) == 0)  // outside Basic Latin
        #expect(MetricFace(family: .mono).metrics.kerning(0x41, 0x56) == 0)
    }

    @Test func hexTablesDecodeFixedWidthWordsIgnoringWhitespace() {
        #expect(HexTable.words("00ff 0a\n0b", digits: 4) == [0x00FF, 0x0A0B])
        #expect(HexTable.words("", digits: 8) == [])
    }
}
