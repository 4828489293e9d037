import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// Reusing what another node compiled from the same text is an optimisation only: every
/// template renders to the same tree and the same diagnostics with reuse switched off.
@Suite struct CompilationReuseTests {
    static let fixtures = FixturePaths.samples
    static let examples = FixturePaths.examples

    /// Names that resolve differently from node to node: macros shadowing constants and
    /// state, parameters, self-references, `previous.`/`next.`, `%` and `auto`.
    static let shadowing: [String: String] = [
        "layout-serve.json": #"{"constants": {"m": 5, "gap": 4}, "state": {"s": 7}}"#,
        "Card.xml": """
            <UIView height="auto" width="100%">
                <param name="size" type="CGFloat"/>
                <macro name="gap" value="size / 2"/>
                <UILabel text="{size} {gap}" width="size" top="gap"/>
                <UILabel text="{m}" width="m" top="previous.bottom + gap"/>
            </UIView>
            """,
        "Screen.xml": """
            <UIView width="100%" height="auto">
                <UIView width="m" height="s"/>
                <UIView height="10" top="previous.bottom + gap">
                    <macro name="m" value="s * 2"/>
                    <UIView width="m" height="s"/>
                    <UIView width="m" height="10" top="previous.bottom"/>
                </UIView>
                <UIView width="m" height="s" top="previous.bottom"/>
                <UIView xml="Card.xml" size="10" top="previous.bottom"/>
                <UIView xml="Card.xml" size="30" top="previous.bottom"/>
                <UILabel text="{m} {s}" width="auto" height="auto" top="next.top - 5"/>
                <UIView width="50% - m" height="s" top="gap * 10"/>
            </UIView>
            """,
    ]

    static func renders(_ root: String, reuse: Bool) throws -> [String: String] {
        let project = try ProjectLoader(root: root)
        project.renderer.layout.reusesCompilations = reuse
        var results: [String: String] = [:]
        for path in project.files.templates where project.isTemplate(path) {
            for device in ["iphone-se", "ipad"] {
                let outcome = project.renderer.render(path, device: try Device.parse(device))
                results["\(path) \(device)"] = outcome.encodedEvent(revision: 1).replacing(/"timing":\{[^}]*\}/, with: "")
            }
        }
        return results
    }

    @Test(arguments: ["shadowing", "layout-perf", "layout-sampleapp", "Examples"])
    func reuseChangesNothing(project name: String) throws {
        let folder = try TemporaryFolder(name == "shadowing" ? Self.shadowing : [:])
        switch name {
        case "shadowing": break
        case "Examples": try FileManager.default.copyItem(at: Self.examples, to: folder.url.appendingPathComponent("Examples"))
        default: try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let root = name == "shadowing" ? folder.path : folder.path(name)
        if name == "layout-sampleapp" {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent("layout-sampleapp-config/layout-serve.json"),
                to: URL(fileURLWithPath: root).appendingPathComponent("layout-serve.json"))
        }
        let reused = try Self.renders(root, reuse: true)
        let fresh = try Self.renders(root, reuse: false)
        #expect(reused.count >= 2)
        #expect(reused.keys.sorted() == fresh.keys.sorted())
        for key in reused.keys.sorted() {
            #expect(reused[key] == fresh[key], "\(key)")
        }
    }

    @Test func theShadowingProjectRendersWhatTheSpecSays() throws {
        let folder = try TemporaryFolder(Self.shadowing)
        let outcome = try ProjectLoader(root: folder.path).renderer.render("Screen.xml", device: try Device.parse("iphone-se"))
        #expect(outcome.errors.map(\.message) == [])
        let tree = try #require(outcome.tree)
        #expect(tree.children[0].frame.width == 5)  // the constant m
        #expect(tree.children[0].frame.height == 7)  // the state s
        #expect(tree.children[1].children[0].frame.width == 14)  // the macro m = s * 2
        #expect(tree.children[1].children[1].frame.width == 14)
        #expect(tree.children[2].frame.width == 5)
        #expect(tree.children[3].children[0].frame.width == 10)
        #expect(tree.children[4].children[0].frame.width == 30)
    }
}
