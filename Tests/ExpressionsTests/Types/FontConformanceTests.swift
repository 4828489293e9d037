import Diagnostics
@testable import Expressions
import Testing
import TestSupport

/// The `font-*` conformance cases, run as data through `FontResolver`.
/// Expectations are UIFont descriptions; each is checked on the descriptor.
@Suite struct FontConformanceTests {
    static let testFont = FontDescriptor(name: "Courier", size: 46)
    let fonts = FontResolver(classFonts: ["testFont": FontConformanceTests.testFont])

    /// Cases whose expression needs the evaluator's symbol lookup, not fonts.
    static let unserved = ConformanceLedger.fonts.notRun

    /// The suite runs its selection (`ConformanceLedger.fonts`).
    @Test func runsItsWholeSelection() {
        #expect(ConformanceCase.load(prefixes: ["font-"]).map(\.id) == ConformanceLedger.fonts.selected.compactMap(\.id))
    }

    @Test(arguments: ConformanceCase.load(prefixes: ["font-"]))
    func fontCase(_ item: ConformanceCase) throws {
        guard FontConformanceTests.unserved[item.id] == nil else { return }
        let parts = try parts(of: item)
        if item.expected["throws"] == .bool(true) {
            let fragment = item.expected["error_contains"]?.stringValue ?? ""
            #expect(throws: FontSpecifierError.self) { try fonts.font(parts: parts) }
            do {
                _ = try fonts.font(parts: parts)
            } catch {
                #expect(error.message.contains(fragment), "\(error.message)")
            }
            return
        }
        let font = try fonts.font(parts: parts)
        let expected = try #require(item.expected["value"]?.objectValue)
        for (key, value) in expected {
            check(font, key: key, value: value, id: item.id)
        }
    }

    /// The expression's parts, with `{…}` replaced by the value the case's symbols give it.
    private func parts(of item: ConformanceCase) throws -> [FontSpecifierPart] {
        let expression = try #require(item.input["expression"]?.stringValue)
        guard let open = expression.firstIndex(of: "{"), let close = expression.firstIndex(of: "}") else {
            return [.text(expression)]
        }
        let symbol = String(expression[expression.index(after: open)..<close])
        let value: Value
        if symbol == "UIFont.testFont" {
            value = .font(FontConformanceTests.testFont)
        } else {
            let constant = try #require(item.input["symbols"]?["constants"]?[symbol])
            if let name = constant["font"]?.stringValue, let size = constant["size"]?.numberValue {
                value = .font(try fonts.font(specifier: "\(name) \(Value.format(size))"))
            } else {
                value = try Value(json: constant)
            }
        }
        return [.text(String(expression[..<open])), .value(value), .text(String(expression[expression.index(after: close)...]))]
    }

    private func check(_ font: FontDescriptor, key: String, value: JSON, id: String) {
        let face = font.name.flatMap(fonts.catalog.face(postScriptName:))
        switch (key, value) {
        case ("family", .string("system")): #expect(font.name == nil, "\(id)")
        case let ("size", .number(size)), let ("pointSize", .number(size)): #expect(font.size == size, "\(id)")
        case ("size", .string("preferredFont(.title1).pointSize")):
            #expect(font.size == FontWeights.pointSize(ofTextStyle: "title1"), "\(id)")
        case let ("weight", .string(weight)): #expect(font.weight == weight, "\(id)")
        case let ("traits", .array(traits)):
            for trait in traits.compactMap(\.stringValue) {
                let name = FontConformanceTests.traitNames[trait] ?? trait
                #expect(font.traits.contains(name) || (name == "bold" && font.weight == "bold"), "\(id) \(trait)")
            }
        case let ("name", .string(name)):
            #expect(face?.familyName.lowercased() == name || font.name?.lowercased() == name, "\(id)")
        case let ("fontName", .string(name)): #expect(font.name == name, "\(id)")
        case let ("familyName", .string(name)): #expect(face?.familyName == name, "\(id)")
        case let ("font", .string(description)):
            #expect(FontConformanceTests.uiKitFonts[description] == font, "\(id)")
        case ("via", _): break
        default: Issue.record("\(id): unhandled expectation \(key)")
        }
    }

    static let traitNames = [
        "traitBold": "bold", "traitItalic": "italic", "traitCondensed": "condensed",
        "traitExpanded": "expanded", "traitMonoSpace": "monospace",
    ]

    static let uiKitFonts: [String: FontDescriptor] = [
        "italicSystemFont(17)": .italicSystem(),
        "preferredFont(forTextStyle: .caption1)": .preferred(textStyle: "caption1")!,
        "systemFont(ofSize: 25.5)": .system(size: 25.5),
    ]
}
