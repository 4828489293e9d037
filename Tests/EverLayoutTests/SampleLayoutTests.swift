import EverLayout
import Foundation
import LayoutEngine
import TestSupport
import Testing

/// The real layouts of `Tests/Fixtures/samples/everlayout` (EverLayout's repository) render.
@Suite struct SampleLayoutTests {
    static let folder = FixturePaths.samples.appendingPathComponent("everlayout")
    static let files = try! FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()

    /// Views the samples expect the app to provide.
    static let environment = ["purpleSquare": "UIView", "environmentTestView": "UIView"]

    static func render(_ name: String) throws -> EverLayoutRender {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        return EverLayoutRenderer.render(bytes, file: name, options: EverLayoutOptions(rootWidth: 400, rootHeight: 800, environment: environment))
    }

    static func frames(_ render: EverLayoutRender) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        func visit(_ node: RenderedNode) {
            frames[node.id ?? ""] = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            node.children.forEach(visit)
        }
        render.tree.map(visit)
        return frames
    }

    @Test func everySampleIsHere() {
        #expect(Self.files == ["TestLayout.json", "ViewController-157fd0a-templates-navbar.json",
                               "ViewController-3d05975-leftMarign-typo.json", "ViewController.json"])
    }

    @Test(arguments: files)
    func rendersWithoutErrors(_ name: String) throws {
        let render = try Self.render(name)
        #expect(render.tree != nil)
        #expect(render.errors.isEmpty, "\(render.errors.map(\.formatted))")
    }

    @Test func testLayoutFrames() throws {
        let frames = Self.frames(try Self.render("TestLayout.json"))
        #expect(frames["testImage"] == [380, 0, 20, 20])
        #expect(frames["redSquare"] == [0, 0, 120, 120])
        #expect(frames["blueSquare"] == [150, 300, 100, 200])
        #expect(frames["environmentTestView"] == [25, 50, 50, 100])
    }

    @Test func exampleAppLabelIsCentredInItsWrapper() throws {
        let render = try Self.render("ViewController.json")
        let frames = Self.frames(render)
        #expect(frames["labelWrapper"] == [0, 22, 400, 778])
        let label = try #require(frames["myLabel"])
        #expect(label[0] == 0 && label[2] == 400)
        // Centred at 389 before rounding: 371.75 to 406.25, whose edges fall on 372 and 406.5
        // at @2x in root coordinates (22 + 371.75 = 393.75 → 394; R-AL-ROUND-1…3).
        #expect(label[1] == 372 && label[3] == 34.5)
        #expect(render.warnings.isEmpty, "\(render.warnings.map(\.formatted))")
    }

    @Test func theAuthorsTypoIsReportedWithASuggestion() throws {
        let render = try Self.render("ViewController-3d05975-leftMarign-typo.json")
        let typo = try #require(render.warnings.first { $0.message.contains("leftMarign") })
        #expect(typo.formatted == """
            ViewController-3d05975-leftMarign-typo.json:14:7: warning: Unknown attribute leftMarign: no constraint is made for it
            14 | \t\t\t\t\t"leftMarign":"@super",
               | \t\t\t\t\t ^~~~~~~~~~
            note: did you mean leftMargin?
            """)
        #expect(render.ambiguous["blueSquare"] == [.horizontal])
        #expect(Self.frames(render)["blueSquare"]?[1...] == [0, 120, 120])
    }
}
