@testable import Expressions
import Testing

/// Font specifiers from Layout's FontExpressionTests (`font-*` cases), checked
/// as descriptors since there is no UIFont here.
@Suite struct FontResolverTests {
    let fonts = FontResolver(classFonts: ["testFont": FontDescriptor(name: "Courier", size: 46)])

    struct Case: Sendable, CustomTestStringConvertible {
        let specifier: String
        let expected: FontDescriptor
        var testDescription: String { specifier }
    }

    static let cases: [Case] = [
        Case(specifier: "bold", expected: FontDescriptor(size: 17, weight: "bold")),
        Case(specifier: "black", expected: FontDescriptor(size: 17, weight: "black")),
        Case(specifier: "system italic", expected: .italicSystem()),
        Case(specifier: "systemItalic", expected: .italicSystem()),
        Case(specifier: "system-bold", expected: .boldSystem()),
        Case(specifier: "condensed", expected: FontDescriptor(size: 17, traits: ["condensed"])),
        Case(specifier: "system 19", expected: FontDescriptor(size: 19)),
        Case(specifier: "helvetica", expected: FontDescriptor(name: "Helvetica", size: 17)),
        Case(specifier: "'helvetica neue'", expected: FontDescriptor(name: "HelveticaNeue", size: 17)),
        Case(specifier: "'helvetica neue' bold",
             expected: FontDescriptor(name: "HelveticaNeue-Bold", size: 17, weight: "bold", traits: ["bold"])),
        Case(specifier: "helvetica neue bold",
             expected: FontDescriptor(name: "HelveticaNeue-Bold", size: 17, weight: "bold", traits: ["bold"])),
        Case(specifier: "'helvetica neue' black",
             expected: FontDescriptor(name: "HelveticaNeue-CondensedBlack", size: 17, weight: "black",
                                      traits: ["bold", "condensed"])),
        Case(specifier: "helvetica neue black",
             expected: FontDescriptor(name: "HelveticaNeue-CondensedBlack", size: 17, weight: "black",
                                      traits: ["bold", "condensed"])),
        Case(specifier: "Apple SD Gothic Neo light",
             expected: FontDescriptor(name: "AppleSDGothicNeo-Light", size: 17, weight: "light")),
        Case(specifier: "helvetica neue ultralight",
             expected: FontDescriptor(name: "HelveticaNeue-UltraLight", size: 17, weight: "ultraLight")),
        Case(specifier: "caption1", expected: FontDescriptor(size: 12, textStyle: "caption1")),
        Case(specifier: "headline", expected: FontDescriptor(size: 17, weight: "semibold", textStyle: "headline")),
        Case(specifier: "courier title1", expected: FontDescriptor(name: "Courier", size: 28, traits: ["monospace"],
                                                                   textStyle: "title1")),
        Case(specifier: "body 150%", expected: FontDescriptor(size: 25.5, textStyle: "body")),
        Case(specifier: "150%", expected: FontDescriptor(size: 25.5)),
        Case(specifier: "test", expected: FontDescriptor(name: "Courier", size: 46, traits: ["monospace"])),
        Case(specifier: "testFont", expected: FontDescriptor(name: "Courier", size: 46, traits: ["monospace"])),
        Case(specifier: "Avenir Next Condensed bold",
             expected: FontDescriptor(name: "AvenirNextCondensed-Bold", size: 17, weight: "bold",
                                      traits: ["bold", "condensed"])),
        Case(specifier: "Avenir Next Condensed heavy",
             expected: FontDescriptor(name: "AvenirNextCondensed-Heavy", size: 17, weight: "heavy",
                                      traits: ["bold", "condensed"])),
        Case(specifier: "monospace", expected: FontDescriptor(name: "Courier", size: 17, traits: ["monospace"])),
        Case(specifier: "menlo italic 12",
             expected: FontDescriptor(name: "Menlo-Italic", size: 12, traits: ["italic", "monospace"])),
        Case(specifier: "HELVETICANEUE-BOLD 20",
             expected: FontDescriptor(name: "HelveticaNeue-Bold", size: 20, weight: "bold", traits: ["bold"])),
        // Layout ignores a weight for fonts without family members, the system font included.
        Case(specifier: "system light", expected: FontDescriptor(size: 17)),
    ]

    @Test(arguments: cases)
    func specifier(_ item: Case) throws {
        #expect(try fonts.font(specifier: item.specifier) == item.expected)
    }

    @Test func explicitFontWithBoldWeight() throws {
        let courier = try fonts.font(specifier: "courier 15")
        let font = try fonts.font(parts: [.value(.font(courier)), .text(" bold")])
        #expect(font == FontDescriptor(name: "Courier-Bold", size: 15, weight: "bold", traits: ["bold", "monospace"]))
    }

    @Test func stringValuesJoinTheText() throws {
        let font = try fonts.font(parts: [.value(.string("helvetica")), .text(" neue "), .value(.number(20))])
        #expect(font == FontDescriptor(name: "HelveticaNeue", size: 20))
    }

    @Test func enumValuesAreWeightsAndStyles() throws {
        let weight = EnumCatalog.value(qualifiedName: "UIFont.Weight.heavy")!
        let style = EnumCatalog.value(qualifiedName: "UIFont.TextStyle.footnote")!
        #expect(try fonts.font(parts: [.value(weight)]) == FontDescriptor(size: 17, weight: "heavy"))
        #expect(try fonts.font(parts: [.value(style)]) == FontDescriptor(size: 13, textStyle: "footnote"))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let parts: [FontSpecifierPart]
        let message: String
        var testDescription: String { message }
    }

    static let failures: [Failure] = [
        Failure(parts: [.text("foobar")], message: "Invalid font name or specifier 'foobar'"),
        Failure(parts: [.text("foobar 20")], message: "Invalid font name or specifier 'foobar'"),
        Failure(parts: [.text("bold 10 foo")], message: "Invalid font name or specifier 'bold 10 foo'"),
        Failure(parts: [.text("Heiti SC weight")], message: "Invalid font name or specifier 'Heiti SC weight'"),
        Failure(parts: [.text("'foo bar' 10")], message: "Invalid font name or specifier 'foo bar'"),
        Failure(parts: [.value(.null), .text(" bold")], message: "Unexpected nil value"),
        Failure(parts: [.value(.color(Color(red: 1, green: 0, blue: 0)))],
                message: "Invalid font specifier '#ff0000ff'"),
    ]

    @Test(arguments: failures)
    func invalidSpecifier(_ item: Failure) {
        #expect(throws: FontSpecifierError(item.message)) { try fonts.font(parts: item.parts) }
    }

    @Test func everyCatalogFaceIsFoundByItsPostScriptName() {
        for family in FontCatalog.iOS.families {
            for face in family.faces {
                #expect(fonts.namedFont(face.postScriptName.lowercased())?.name == face.postScriptName)
            }
        }
    }

    /// Layout re-picks the family member from the requested traits only, so a
    /// face's own italic is dropped unless `italic` is asked for.
    @Test func facesAreRematchedWithinTheirFamily() throws {
        #expect(try fonts.font(specifier: "HelveticaNeue-Italic").name == "HelveticaNeue")
        #expect(try fonts.font(specifier: "HelveticaNeue-Italic italic").name == "HelveticaNeue-Italic")
        #expect(try fonts.font(specifier: "HelveticaNeue-Light").name == "HelveticaNeue-Light")
    }
}
