import Diagnostics
import Testing

/// Siblings written alike compile as their previous sibling did (`setUpAttributes(like:)`):
/// each still lays out from its own neighbours and reports its own problems at its own place.
@Suite struct SiblingSetUpTests {
    @Test func siblingsWrittenAlikeReadTheirOwnPreviousSibling() {
        let run = TemplateRun(["A.xml": """
            <UIView width="100%" height="auto">
                <UILabel top="previous.bottom + 2" left="10" text="Row 1"/>
                <UILabel top="previous.bottom + 2" left="10" text="Row 2"/>
                <UILabel top="previous.bottom + 2" left="10" text="Row 3"/>
            </UIView>
            """])
        #expect(run.errors.isEmpty)
        #expect(run.outline == """
            UIView (0, 0, 375 × 66)
              UILabel (10, 2, 48.5 × 20)
              UILabel (10, 24, 48.5 × 20)
              UILabel (10, 46, 48.5 × 20)

            """)
    }

    @Test func anAttributeThatDiffersIsCompiledAndReportedWhereItIs() {
        let run = TemplateRun(["A.xml": """
            <UIView width="100%" height="auto">
                <UILabel top="previous.bottom + 2" left="10" width="100% - 20" text="Row 1"/>
                <UILabel top="previous.bottom + 2" left="10" width="100% - 20" text="Row 2"/>
                <UILabel top="previous.bottom + 2" left="botom" width="100% - 20" text="Row 3"/>
                <UILabel top="previous.bottom + 2" left="10" width="100% - 20" text="Row 4"/>
            </UIView>
            """])
        #expect(run.errors.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)" } == [
            "4:46: Unknown property botom",
        ])
        #expect(run.errors.first?.suggestions == ["bottom"])
    }

    @Test func aSiblingAfterOneThatReportedCompilesItselfAndReportsToo() {
        let run = TemplateRun(["A.xml": """
            <UIView width="100%" height="auto">
                <UILabel top="previous.botom + 2" text="Row 1"/>
                <UILabel top="previous.botom + 2" text="Row 2"/>
            </UIView>
            """])
        #expect(run.errors.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)" } == [
            "2:34: Arguments of type (nil, Double) are not compatible with infix operator +",
            "3:19: Unknown property botom",
        ])
    }
}
