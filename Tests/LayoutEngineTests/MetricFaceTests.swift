import Expressions
import Testing
import LayoutEngine

/// Font descriptors map to the Liberation face that stands in for them.
@Suite struct FontFaceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var descriptor: FontDescriptor
        var face: MetricFace
        var testDescription: String { "\(descriptor.name ?? "system") \(descriptor.weight) \(descriptor.traits)" }
    }

    static func face(_ family: MetricFamily, bold: Bool = false, italic: Bool = false) -> MetricFace {
        MetricFace(family: family, isBold: bold, isItalic: italic)
    }

    static let cases: [Case] = [
        Case(descriptor: FontDescriptor(), face: face(.sans)),
        Case(descriptor: FontDescriptor(weight: "bold"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(weight: "semibold"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(weight: "black"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(weight: "medium"), face: face(.sans)),
        Case(descriptor: FontDescriptor(weight: "ultraLight"), face: face(.sans)),
        Case(descriptor: FontDescriptor(traits: ["bold"]), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(traits: ["italic"]), face: face(.sans, italic: true)),
        Case(descriptor: FontDescriptor(traits: ["bold", "italic"]), face: face(.sans, bold: true, italic: true)),
        Case(descriptor: FontDescriptor(traits: ["monospace"]), face: face(.mono)),
        Case(descriptor: FontDescriptor(name: "Helvetica"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "helvetica neue"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "HelveticaNeue-BoldItalic"), face: face(.sans, bold: true, italic: true)),
        Case(descriptor: FontDescriptor(name: "Arial"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "Avenir-Heavy"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(name: "Avenir Next", weight: "semibold"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(name: "Gill Sans"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "PT Sans"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "Times New Roman"), face: face(.serif)),
        Case(descriptor: FontDescriptor(name: "TimesNewRomanPS-BoldItalicMT"), face: face(.serif, bold: true, italic: true)),
        Case(descriptor: FontDescriptor(name: "Georgia", traits: ["italic"]), face: face(.serif, italic: true)),
        Case(descriptor: FontDescriptor(name: "Baskerville"), face: face(.serif)),
        Case(descriptor: FontDescriptor(name: "Courier"), face: face(.mono)),
        Case(descriptor: FontDescriptor(name: "Courier-Oblique"), face: face(.mono, italic: true)),
        Case(descriptor: FontDescriptor(name: "Courier New", traits: ["bold"]), face: face(.mono, bold: true)),
        Case(descriptor: FontDescriptor(name: "Menlo-Bold"), face: face(.mono, bold: true)),
        Case(descriptor: FontDescriptor(name: "SF Mono"), face: face(.mono)),
        Case(descriptor: FontDescriptor(name: "MyCustomFont"), face: face(.sans)),
        // Name parts at either end, alone, and in names that are not ASCII.
        Case(descriptor: FontDescriptor(name: "Black"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(name: "obliqueDidot"), face: face(.serif, italic: true)),
        Case(descriptor: FontDescriptor(name: "Bol"), face: face(.sans)),
        Case(descriptor: FontDescriptor(name: "Écriture Serif Gras"), face: face(.serif)),
        Case(descriptor: FontDescriptor(name: "Été-Bold"), face: face(.sans, bold: true)),
        Case(descriptor: FontDescriptor(name: "日本 Mono Italic"), face: face(.mono, italic: true)),
    ]

    @Test(arguments: cases)
    func descriptorResolvesToFace(_ testCase: Case) {
        #expect(MetricFace(testCase.descriptor) == testCase.face)
    }

    @Test func resolvedFontScalesTheFaceMetricsToPoints() {
        let font = ResolvedFont(FontDescriptor(size: 17))
        #expect(font.size == 17)
        #expect(font.ascender == 15.3896484375)
        #expect(font.descender == -3.6025390625)
        #expect(font.leading == 0.55615234375)
        #expect(font.lineHeight == 19.54833984375)
        #expect(font.capHeight == 11.69580078125)
        #expect(font.xHeight == 8.9814453125)
    }

    @Test func monoLineHeightHasNoGap() {
        #expect(ResolvedFont(face: MetricFace(family: .mono), size: 17).lineHeight == 19.2578125)
    }
}
