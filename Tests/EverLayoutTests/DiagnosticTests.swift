import Diagnostics
import EverLayout
import TestSupport
import Testing

/// Where EverLayout fails silently, a diagnostic at the JSON key or value, and the rest renders.
@Suite struct DiagnosticTests {
    static func render(_ marked: MarkedText, environment: [String: String] = [:], inject: [String: String] = [:]) -> EverLayoutRender {
        EverLayoutRenderer.render(Array(marked.text.utf8), file: "L.json",
                                  options: EverLayoutOptions(rootWidth: 400, rootHeight: 800, environment: environment, inject: inject))
    }

    @Test func unknownTargetSuggestsAViewName() throws {
        let text = MarkedText("""
            {"root": {"views": {
              "!header": {"constraints": {"edges": "@super"}},
              "!body": {"constraints": {"top": "@1️⃣heade.bottom", "left right bottom": "@super"}}
            }}}
            """)
        let render = Self.render(text)
        let warning = try #require(render.warnings.first)
        #expect(warning.message == "Unknown view heade: EverLayout ties location attributes to the superview and makes sizes constant")
        #expect(warning.range?.start == text[1])
        #expect(warning.suggestions == ["header"])
        #expect(render.tree?.children.count == 2)
    }

    @Test func misspeltRightAttributeSuggestsTheAttribute() throws {
        let text = MarkedText(#"{"root": {"views": {"!a": {"constraints": {"top": "@super.1️⃣bottum", "left width height": "@super"}}}}}"#)
        let warning = try #require(Self.render(text).warnings.first)
        #expect(warning.message == "Unknown attribute bottum: EverLayout uses the left-hand attribute")
        #expect(warning.range?.start == text[1])
        #expect(warning.suggestions.first == "bottom")
    }

    @Test func unparsableNumberKeepsTheOriginalsWarning() throws {
        let text = MarkedText(#"{"root": {"views": {"!a": {"constraints": {"width": "1️⃣+1O", "height": "+1", "top left": "@super"}}}}}"#)
        let render = Self.render(text)
        let warning = try #require(render.warnings.first)
        #expect(warning.message == "Invalid value for constant: 1O")
        #expect(warning.range?.start == text[1])
        #expect(render.tree?.children.first?.frame.width == 0)
    }

    @Test func constraintsOnTheRootAreErrorsAndTheRestRenders() throws {
        let text = MarkedText(#"{"root": {"constraints": {"1️⃣top": "@super", "width": 2️⃣"+100"}, "views": {"!a": {"constraints": {"edges": "@super"}}}}}"#)
        let render = Self.render(text)
        #expect(render.errors.map(\.range?.start) == [text[1], text[2]])
        #expect(render.errors[0].message.hasPrefix("Constraint on the root view's top: the root has no superview"))
        #expect(render.errors[1].message.hasPrefix("Some views do not share a view ancestry and so this constraint cannot be made."))
        #expect(render.tree?.children.first?.frame.width == 400)
    }

    /// A fuzzer finding: a view declared again inside itself made the orphan report walk its
    /// superviews for ever (the later declaration wins, so the view is its own superview).
    @Test func aViewDeclaredAgainInsideItselfIsReportedNotWalkedForever() throws {
        let text = MarkedText(#"""
            {"root": {"views": {
              "!outer": {"constraints": {"edges": "@super <20"}, "views": {
                1️⃣"!outer": {"constraints": {"top left": "@super", "width height": "+10"}}}},
              "!a": {"constraints": {"top left": "@super", "width height": "+10"}}
            }}}
            """#)
        let render = Self.render(text)
        #expect(render.warnings.map(\.message) == [
            "Duplicate view id outer: the last one in the document is used",
            "View outer is not in the hierarchy: it is inside outer, which is declared again inside itself (the last declaration of an id is used, so outer would be its own superview)",
        ])
        #expect(render.warnings.last?.range?.start == text[1])
        let placed = render.tree?.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.y) \($0.frame.width) \($0.frame.height)" }
        #expect(placed == ["a 0.0 0.0 10.0 10.0"])
    }

    @Test func malformedJSONGivesTheParsersPosition() throws {
        let text = MarkedText("{\"root\": {\"views\": {\n  \"!a\": {} 1️⃣\"!b\": {}\n}}}")
        let render = Self.render(text)
        #expect(render.tree == nil)
        #expect(render.errors.first?.formatted == """
            L.json:2:12: error: The layout is not valid JSON: Expected ',' or '}' in object (EverLayout builds nothing)
            2 |   "!a": {} "!b": {}
              |            ^
            """)
        #expect(render.errors.first?.range?.start == text[1])
    }

    @Test func injectionThatBreaksTheJSONPointsAtThePlaceholder() throws {
        let text = MarkedText(#"{"root": {"views": {"!l:UILabel": {"properties": {"text": "1️⃣#{title}"}}}}}"#)
        let render = Self.render(text, inject: ["title": #"say "hi""#])
        let error = try #require(render.errors.first)
        #expect(error.message.hasPrefix("The layout is not valid JSON after injecting #{title}"))
        #expect(error.range?.start == text[1])
    }

    @Test func unknownViewKeysAndPropertiesAreReported() throws {
        let text = MarkedText(#"{"root": {1️⃣"!button:UIButton": {}, "views": {3️⃣"!v": {"properties": {2️⃣"backgrundColor": "red"}}}}}"#)
        let render = Self.render(text)
        #expect(render.warnings.map(\.range?.start) == [text[1], text[2], text[3]])
        #expect(render.warnings[1].suggestions == ["backgroundColor"])
        #expect(render.warnings[2].message == "The layout of v is ambiguous (horizontal and vertical not determined by its constraints)")
    }

    @Test func missingEnvironmentViewIsNamed() throws {
        let text = MarkedText(#"{"root": {"views": {1️⃣"purpleSquare": {"constraints": {"edges": "@super"}}}}}"#)
        let render = Self.render(text)
        #expect(render.warnings.first?.message.hasPrefix("Unable to find target view:- purpleSquare") == true)
        #expect(render.warnings.first?.range?.start == text[1])
        #expect(Self.render(text, environment: ["purpleSquare": "UIView"]).diagnostics.isEmpty)
    }
}
