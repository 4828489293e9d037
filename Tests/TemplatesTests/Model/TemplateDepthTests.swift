import Diagnostics
import Testing
@testable import Templates

/// Deep trees: the recursive passes must stay within a worker thread's stack,
/// and includes may not stack files deeper than one file may be.
@Suite struct TemplateDepthTests {
    static func nested(_ depth: Int, innermost: String = "") -> String {
        String(repeating: "<UIView>", count: depth) + innermost + String(repeating: "</UIView>", count: depth)
    }

    @Test func deepestReadableFileBuildsAndResolves() throws {
        let depth = XMLLimits.maximumDepth - 1
        let project = MemoryProject([
            "Home.xml": Self.nested(depth, innermost: "<UIView template=\"Leaf.xml\" id=\"x\"/>"),
            "Leaf.xml": "<UIView><UILabel/></UIView>",
        ])
        let resolution = project.resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Views are nested more than 1000 levels deep through includes"])
        let shallower = MemoryProject([
            "Home.xml": Self.nested(depth - 1, innermost: "<UIView template=\"Leaf.xml\" id=\"x\"/>"),
            "Leaf.xml": "<UIView><UILabel/></UIView>",
        ])
        #expect(shallower.resolve("Home.xml").diagnostics.map(\.message) == [])
    }

    @Test func includesCannotStackDeepFiles() throws {
        let marked = "<UIView><UIView xml=\"1️⃣Deep.xml\"/></UIView>"
        // Deep.xml's root takes the placeholder's level, 2: its deepest view is at 2 + 999 - 1.
        let project = MemoryProject(["Home.xml": marked, "Deep.xml": Self.nested(1_000)])
        let resolution = project.resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Views are nested more than 1000 levels deep through includes"])
        #expect(resolution.diagnostics.first?.range?.start == project["Home.xml"][1])
        let fits = MemoryProject(["Home.xml": marked, "Deep.xml": Self.nested(999)])
        #expect(fits.resolve("Home.xml").diagnostics.map(\.message) == [])
    }

    @Test func childrenInsertedDeepInATemplateAreCheckedToo() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView template=\"Frame.xml\">" + Self.nested(600) + "</UIView>",
            "Frame.xml": Self.nested(500, innermost: "<children/>"),
        ])
        let resolution = project.resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Views are nested more than 1000 levels deep through includes"])
        #expect(resolution.diagnostics.first?.file == "Home.xml")
    }
}
