import Expressions
import Foundation
import LayoutServe
import Project
import Testing
import TestSupport

struct ProjectRendererTests {
    static func project(_ files: [String: String]) throws -> (ProjectLoader, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        return (try ProjectLoader(root: folder.path), folder)
    }

    /// State given to `render` is in scope even when the project declares none.
    @Test func stateGivenToRenderIsInScope() throws {
        let (project, folder) = try Self.project(["S.xml": #"<UIView width="100%" height="h"/>"#])
        defer { withExtendedLifetime(folder) {} }
        let first = project.renderer.render("S.xml", state: ["h": .number(50)])
        #expect(first.errors.isEmpty)
        #expect(first.tree?.frame.height == 50)
        #expect(project.renderer.render("S.xml", state: ["h": .number(70)]).tree?.frame.height == 70)
        #expect(project.renderer.render("S.xml").errors.first?.message == "Unknown property h")
    }

    /// A compiled layout keeps the texts of its own files only.
    @Test func includesAreRenderedWithTheirOwnExcerpts() throws {
        let (project, folder) = try Self.project([
            "A.xml": #"<UIView><UIView xml="Part.xml"/></UIView>"#,
            "Part.xml": #"<UILabel widht="1"/>"#,
        ])
        defer { withExtendedLifetime(folder) {} }
        let outcome = project.renderer.render("A.xml")
        #expect(outcome.dependencies == ["A.xml", "Part.xml"])
        let error = try #require(outcome.errors.first)
        #expect(error.file == "Part.xml")
        #expect(error.formatted.contains("1 | <UILabel widht=\"1\"/>"))
    }
}

extension ProjectRendererTests {
    /// The compiled-layout cache holds at most `compiledViewCapacity` views: the least
    /// recently rendered templates are compiled again when next needed.
    @Test func compiledLayoutsBeyondTheCapacityAreDroppedLeastRecentlyUsedFirst() throws {
        var files: [String: String] = [:]
        for number in 0..<6 { files["T\(number).xml"] = #"<UIView width="100%" height="\#(number)"><UIView/><UIView/><UIView/></UIView>"# }
        let (project, folder) = try Self.project(files)
        defer { withExtendedLifetime(folder) {} }
        let renderer = project.renderer
        renderer.layout.compiledViewCapacity = 12  // three templates of four views
        for number in 0..<3 { _ = renderer.render("T\(number).xml") }
        #expect(renderer.compiledCount == 3)
        _ = renderer.render("T0.xml")  // T0 is now the most recently used
        _ = renderer.render("T3.xml")  // over capacity: the oldest go until T3 fits in 3/4 (9 views)
        #expect(renderer.compiledCount == 2)
        #expect(renderer.isCompiled("T0.xml"))
        #expect(renderer.isCompiled("T3.xml"))
        #expect(!renderer.isCompiled("T1.xml"))
        #expect(!renderer.isCompiled("T2.xml"))
        #expect(renderer.render("T1.xml").tree?.frame.height == 1)
        #expect(renderer.render("T5.xml").tree?.frame.height == 5)
        #expect(renderer.compiledCount <= 3)
    }
}

extension ProjectRendererTests {
    /// Macros beat constants (R-LL-SCOPE): a node that declares a macro reads it even when an
    /// earlier node compiled the same text to the constant.
    @Test func aMacroShadowsAConstantAfterAnotherNodeUsedTheConstant() throws {
        let (project, folder) = try Self.project([
            "layout-serve.json": #"{"constants": {"m": 5}}"#,
            "A.xml": """
                <UIView width="100" height="100">
                    <UIView width="m" height="10"/>
                    <UIView height="10">
                        <macro name="m" value="10 + 2"/>
                        <UIView width="m" height="10"/>
                    </UIView>
                    <UIView width="m" height="10"/>
                </UIView>
                """,
        ])
        defer { withExtendedLifetime(folder) {} }
        let tree = try #require(project.renderer.render("A.xml").tree)
        #expect(tree.children[0].frame.width == 5)
        #expect(tree.children[1].children[0].frame.width == 12)
        #expect(tree.children[2].frame.width == 5)
    }
}
