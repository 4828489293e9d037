import AutoLayout
import Expressions
import Project
import Testing

/// The one variant grammar: items by their form, matrices as cross products, canonical names,
/// and errors worded for a person.
struct RenderVariantTests {
    /// Variants as typed, and the canonical name each parses to.
    @Test(arguments: [
        ("iphone-se,AX3,rtl", "iphone-se,AX3,rtl"),
        ("rtl, AX3 ,iphone-se", "iphone-se,AX3,rtl"),
        ("IPHONE-SE", "iphone-se"),
        ("375x667@2", "375x667@2"),
        ("accessibilityExtraLarge", "AX3"),
        ("extraextraextralarge", "xxxL"),
        ("xs", "xS"),
        ("L,ltr", "default"),
        ("large", "default"),
        ("lang=fr,pseudo", "lang=fr,pseudo"),
        ("pseudo,lang=pt-BR,xxL,ipad", "ipad,xxL,lang=pt-BR,pseudo"),
    ])
    func canonicalNames(text: String, name: String) throws {
        #expect(try RenderVariant.parse(text).name == name)
    }

    @Test func fieldsOfAVariant() throws {
        let variant = try RenderVariant.parse("ipad,AX5,rtl,lang=fr,pseudo")
        #expect(variant == RenderVariant(device: "ipad", contentSize: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft,
                                         language: "fr", pseudo: true))
        #expect(try RenderVariant.parse("xL").contentSize == .extraLarge)
    }

    /// Refused variants, with the message a person reads.
    @Test(arguments: [
        ("AX7", #"unknown variant item "AX7" (did you mean AX1?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#),
        ("iphone-sx", #"unknown variant item "iphone-sx" (did you mean iphone-se?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#),
        ("rlt", #"unknown variant item "rlt" (did you mean rtl?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#),
        ("L,AX3", #"variant "L,AX3" gives the text size twice (L and AX3): a variant has one of each"#),
        ("iphone-se,ipad", #"variant "iphone-se,ipad" gives the device twice (iphone-se and ipad): a variant has one of each"#),
        ("ltr,rtl", #"variant "ltr,rtl" gives the direction twice (ltr and rtl): a variant has one of each"#),
        ("rtl,,AX3", #"empty item in "rtl,,AX3""#),
        ("", "no variant given: use comma-separated items such as iphone-se,AX3,rtl"),
        ("lang=", #""lang=" is not lang=CODE with a language code such as fr, pt-BR or zh-Hans"#),
        ("lang=f r", #""lang=f r" is not lang=CODE with a language code such as fr, pt-BR or zh-Hans"#),
        ("0x667", #"variant item "0x667": device width and height must be more than 0 and at most 100000 points, got 0x667"#),
        ("375x667@9", #"variant item "375x667@9": device scale must be a number from 1 to 4, got 9"#),
    ])
    func refusedVariants(text: String, message: String) {
        #expect(throws: (any Error).self) { try RenderVariant.parse(text) }
        do {
            _ = try RenderVariant.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func matrixIsTheCrossProductInAxisOrder() throws {
        let variants = try RenderVariant.matrix("iphone-se|ipad,L|AX3,ltr|rtl,pseudo")
        #expect(variants.map(\.name) == [
            "iphone-se,pseudo", "iphone-se,rtl,pseudo", "iphone-se,AX3,pseudo", "iphone-se,AX3,rtl,pseudo",
            "ipad,pseudo", "ipad,rtl,pseudo", "ipad,AX3,pseudo", "ipad,AX3,rtl,pseudo",
        ])
        #expect(try RenderVariant.matrix("rtl").map(\.name) == ["rtl"])
        #expect(try RenderVariant.matrix("lang=fr|lang=de").map(\.name) == ["lang=fr", "lang=de"])
    }

    @Test(arguments: [
        ("iphone-se|AX3", #"the axis "iphone-se|AX3" mixes a device and a text size: the alternatives of an axis are of one kind"#),
        ("L|AX3,xL", #"two axes give the text size ("L|AX3" and "xL"): join their alternatives with |"#),
        ("ltr|ltr", #"the axis "ltr|ltr" gives ltr twice"#),
        ("ltr|,AX3", #"empty alternative in "ltr|""#),
        ("AX3|AX9", #"unknown variant item "AX9" (did you mean AX1?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#),
    ])
    func refusedMatrices(text: String, message: String) {
        do {
            _ = try RenderVariant.matrix(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A matrix is refused before its product is made once it would pass 1,000 variants: 100
    /// sizes of device × 12 text sizes is 1,200.
    @Test func aMatrixOfMoreThanAThousandVariantsIsRefused() throws {
        let devices = (0..<100).map { "\(300 + $0)x600@2" }.joined(separator: "|")
        let sizes = "xS|S|M|L|xL|xxL|xxxL|AX1|AX2|AX3|AX4|AX5"
        #expect(try RenderVariant.matrix(devices + ",AX1|AX2|AX3|AX4|AX5|L|M|S|xS|xL").count == 1_000)
        do {
            _ = try RenderVariant.matrix(devices + "," + sizes + ",ltr|rtl")
            Issue.record("the matrix parsed")
        } catch {
            #expect(error.description == "the matrix makes 1200 variants or more; at most 1000 are rendered: split it into several runs")
        }
    }

    /// A project's own presets are devices too.
    @Test func projectPresetsAreDevices() throws {
        #expect(try RenderVariant.parse("kiosk,rtl", devices: ["kiosk"]).device == "kiosk")
    }

    /// The Dynamic Type table: the Large column is iOS's default, the others scale.
    @Test func dynamicTypeSizes() {
        #expect(DynamicTypeSizes.pointSize(of: "body") == 17)
        #expect(DynamicTypeSizes.pointSize(of: "body", at: .accessibilityExtraLarge) == 40)
        #expect(DynamicTypeSizes.pointSize(of: "largeTitle", at: .extraSmall) == 31)
        #expect(DynamicTypeSizes.pointSize(of: "caption2", at: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(DynamicTypeSizes.pointSize(of: "headline", at: .extraExtraExtraLarge) == 23)
        #expect(DynamicTypeSizes.pointSize(of: "bodyy") == nil)
    }
}
