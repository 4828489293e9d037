import LayoutServe
import Project
import Testing
import TestSupport

/// docs/PROTOCOL.md promises every error of a template: a missing `xml=` include is one of
/// them, not the only one.
@Suite struct MissingIncludeRenderTests {
    @Test func aMissingIncludeIsReportedWithTheTemplatesOtherErrors() throws {
        let folder = try TemporaryFolder([
            "A.xml": """
                <UIView>
                    <UIView xml="Missing.xml"/>
                    <UILabel text="{nmae}"/>
                </UIView>
                """,
        ])
        let project = try ProjectLoader(root: folder.path)
        let outcome = project.renderer.render("A.xml")
        #expect(outcome.tree == nil)
        #expect(outcome.errors.map(\.message) == ["No layout XML file found for Missing.xml", "Unknown property nmae"])
        #expect(outcome.dependencies == ["A.xml", "Missing.xml"])
    }
}
