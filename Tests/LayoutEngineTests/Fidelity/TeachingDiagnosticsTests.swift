import Diagnostics
import LayoutEngine
import Testing

/// Errors that teach (issue 25): a misspelt name is underlined whole and comes with the
/// name meant, and one mistake gives one error.
@Suite struct TeachingDiagnosticsTests {
    /// `line:column-end_column message [suggestions]` of each error.
    private func described(_ run: TemplateRun) -> [String] {
        run.errors.map { error in
            let range = error.range.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" } ?? "-"
            return "\(range) \(error.message) \(error.suggestions)"
        }
    }

    /// `previous.botom` is read from the sibling while laying out: the caret covers the whole
    /// name wherever it stands in the expression, and the note names `previous.bottom`.
    @Test func aMisspeltSiblingSymbolIsUnderlinedWholeWithItsSuggestion() {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UILabel text="Hello"/>
                <UILabel top="previous.botom + 24" text="x"/>
                <UILabel top="24 + previous.botom" text="y"/>
            </UIView>
            """])
        #expect(described(run) == [
            "3:19-33 Unknown property botom [\"previous.bottom\"]",
            "4:24-38 Unknown property botom [\"previous.bottom\"]",
        ])
    }

    /// `parent.heigth` is known to be wrong while compiling: it already had the whole name
    /// underlined, and now has its suggestion too (the root's parent is the screen).
    @Test func aMisspeltParentSymbolSuggestsTheParentsName() {
        let run = TemplateRun(["A.xml": """
            <UIView height="parent.heigth">
                <UILabel height="parent.heigth / 2" text="x"/>
            </UIView>
            """])
        #expect(described(run) == [
            "1:17-30 Unknown property heigth [\"parent.height\"]",
            "2:22-35 Unknown property heigth [\"parent.height\"]",
        ])
    }

    /// `next.` and `#id.` read another node the same way, in string expressions too.
    @Test func aMisspeltSymbolOfAnotherNodeInAStringExpression() {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UILabel text="Name: {next.txt}"/>
                <UILabel id="name" text="Ada"/>
                <UILabel text="{#name.tetx}!" top="#name.botom"/>
            </UIView>
            """])
        #expect(described(run) == [
            "2:27-35 Unknown property txt [\"next.text\", \"next.tag\", \"next.top\"]",
            "4:40-51 Unknown property botom [\"#name.bottom\"]",
            "4:21-31 Unknown property tetx [\"#name.text\"]",
        ])
    }

    /// A misspelt class is the element's one error: its button attributes are not read as a
    /// plain view's (no `Undefined postfix operator In`, no `Unknown property white`), and
    /// its frame is still laid out.
    @Test func anUnknownClassIsItsElementsOnlyError() {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UIBUtton title="Sign In" titleColor="white" backgroundColor="white" top="20" height="44" width="100%"/>
                <UILabel top="previous.bottom" text="Below"/>
            </UIView>
            """])
        #expect(described(run) == ["2:6-14 Unknown class UIBUtton [\"UIButton\"]"])
    }

    /// Nothing reads an unknown class's own attributes loudly either: its text, another
    /// node's `#id.title`, its own `{title}`.
    @Test func readingAnUnknownClassesAttributeAddsNoError() {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UIBUtton id="signIn" title="Sign In" accessibilityLabel="{title}">Sign In</UIBUtton>
                <UILabel text="{#signIn.title}"/>
            </UIView>
            """])
        #expect(described(run) == ["2:6-14 Unknown class UIBUtton [\"UIButton\"]"])
    }

    /// `keyboardType="email"` said `Unknown property email`.
    @Test func aBadEnumValueSaysWhichTypeItIsNotAValueOf() {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UITextField keyboardType="email" placeholder="Email" width="100%" height="44"/>
            </UIView>
            """])
        #expect(described(run) == ["2:32-37 email is not a UIKeyboardType value [\"emailAddress\"]"])
    }

    /// `title1 bold` and `system 28 bold` stay regular, as Layout draws them on iOS (a weight
    /// only chooses the font when none is named, or a face of a named family), and now say so.
    @Test func aWeightTheSystemFontIgnoresIsAWarning() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UILabel font="title1 bold" text="Title"/>
                <UILabel font="system 28 bold" text="Title" top="previous.bottom"/>
                <UILabel font="28 bold" text="Title" top="previous.bottom"/>
            </UIView>
            """])
        #expect(run.errors.isEmpty)
        #expect(run.warnings.map { "\($0.range.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" } ?? "-") \($0.message)" } == [
            "2:27-31 bold is ignored: text style title1 is the system font at its own weight (regular) in Layout; "
                + "{UIFontDescriptor.SymbolicTraits.traitBold} after title1 adds the bold trait",
            "3:30-34 bold is ignored: Layout keeps the regular weight of the system font when a word names it; "
                + "write \"28 bold\" for the bold system font",
        ])
        let labels = try #require(run.tree?.children)
        let fonts = labels.map { label -> String in
            guard case let .font(font)? = label.props.first(where: { $0.name == "font" })?.value else { return "-" }
            return "\(font.name ?? "System") \(font.size) \(font.weight) \(font.traits)"
        }
        #expect(fonts == ["System 28.0 regular []", "System 28.0 regular []", "System 28.0 bold []"])
        #expect(labels.map { $0.text?.face.isBold } == [false, false, true])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UILabel (0, 0, 52 × 32.5)
              UILabel (0, 32.5, 52 × 32.5)
              UILabel (0, 65, 57.5 × 32.5)

            """)
    }
}
