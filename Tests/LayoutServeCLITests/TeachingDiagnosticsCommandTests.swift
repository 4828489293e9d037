import LayoutServeCLI
import Testing
import TestSupport

/// `render` and `check` show a misspelt name the way `eval` does (issue 25): the caret
/// under the whole name and a did-you-mean note.
@Suite struct TeachingDiagnosticsCommandTests {
    static let template = """
        <UIView>
            <UILabel text="Hello"/>
            <UILabel top="previous.botom + 24" height="parent.heigth / 2" text="x"/>
        </UIView>
        """

    @Test func renderUnderlinesAMisspeltRelativeNameAndSuggestsIt() throws {
        let project = try TemporaryFolder(["A.xml": Self.template])
        let result = try CommandRun(RenderCommand.self, [project.path("A.xml"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.error == """
            A.xml:3:48: error: Unknown property heigth
            3 |     <UILabel top="previous.botom + 24" height="parent.heigth / 2" text="x"/>
              |                                                ^~~~~~~~~~~~~
            note: did you mean parent.height?
            A.xml:3:19: error: Unknown property botom
            3 |     <UILabel top="previous.botom + 24" height="parent.heigth / 2" text="x"/>
              |                   ^~~~~~~~~~~~~~
            note: did you mean previous.bottom?

            """)
    }

    @Test func checkReportsTheSameRangeAndNote() throws {
        let project = try TemporaryFolder(["A.xml": Self.template])
        let result = try CommandRun(CheckCommand.self, [project.path, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output.contains(#""message":"Unknown property botom","file":"A.xml","line":3,"column":19,"end_line":3,"end_column":33"#))
        #expect(result.output.contains(#""suggestions":["previous.bottom"]"#))
        #expect(result.output.contains(#""message":"Unknown property heigth","file":"A.xml","line":3,"column":48,"end_line":3,"end_column":61"#))
        #expect(result.output.contains(#""suggestions":["parent.height"]"#))
    }
}
