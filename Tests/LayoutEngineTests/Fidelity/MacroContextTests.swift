import Diagnostics
import Expressions
import LayoutEngine
import Testing

/// Layout expands a `<macro>` where an attribute uses it, so the macro sees that property's
/// names: `%` and `auto` in layout properties, colour names, enum cases.
@Suite struct MacroContextTests {
    @Test func aMacroTakesTheSymbolsOfThePropertyThatUsesIt() throws {
        let run = TemplateRun(["A.xml": """
            <UIView width="200" height="100">
                <macro name="half" value="50%"/>
                <macro name="taller" value="auto + 10"/>
                <macro name="tint" value="red"/>
                <macro name="mode" value="center"/>
                <UIView width="half" height="half - 10" backgroundColor="tint" contentMode="mode"/>
                <UILabel text="Hi" top="50" height="taller" font="17"/>
                <UILabel text="Hi" top="50" height="auto + 10" font="17"/>
            </UIView>
            """])
        #expect(run.messages == [])
        #expect(run.outline == """
            UIView (0, 0, 200 × 100)
              UIView (0, 0, 100 × 40)
              UILabel (0, 50, 16.5 × 30)
              UILabel (0, 50, 16.5 × 30)

            """)
        let view = try #require(run.tree?.children.first)
        #expect(view.props.first { $0.name == "backgroundColor" }?.value == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(view.props.first { $0.name == "contentMode" }?.value.swiftDescription == "center")
    }

    /// An error inside a macro names the attribute that used it, points at the macro's name
    /// there, and gives the place in the macro as a note.
    @Test func anErrorInAMacroIsReportedAtTheAttributeWithTheMacroAsANote() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <macro name="gap" value="10 +"/>
                <UIView top="gap" height="20"/>
            </UIView>
            """])
        let error = try #require(run.errors.first)
        #expect(run.errors.count == 1)
        #expect(error.message == "Undefined postfix operator +")
        #expect(error.attribute == "top")
        #expect(error.formatted == """
            A.xml:3:18: error: Undefined postfix operator +
            3 |     <UIView top="gap" height="20"/>
              |                  ^~~
            note: in macro gap (A.xml:2:33)
            """)
    }
}
