import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// Layout's performance-test template at 375 points: a column of 202 wrapped
/// labels, each 10 below the previous one.
@Suite struct ExampleFramesTests {
    static let project = FixturePaths.samples.appendingPathComponent("layout-perf")

    func render() throws -> RenderedNode {
        let device = try Device.parse("375x667@2")
        let outcome = try ProjectLoader(root: Self.project.path).renderer.render("Example.xml", device: device, mode: .legacy)
        #expect(outcome.errors == [])
        #expect(outcome.warnings == [])
        return try #require(outcome.tree)
    }

    @Test func rendersTheFirstLabelsWhereLayoutPutsThem() throws {
        let root = try render()
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 13938))
        #expect(root.children.count == 202)
        #expect(root.children.prefix(4).map(\.frame) == [
            Rect(x: 10, y: 10, width: 355, height: 59),
            Rect(x: 10, y: 79, width: 355, height: 59),
            Rect(x: 10, y: 148, width: 355, height: 59),
            Rect(x: 10, y: 217, width: 355, height: 59),
        ])
    }

    @Test func stacksEveryLabelAtItsWrappedTextHeight() throws {
        let root = try render()
        let measurer = TextMeasurer(scale: 2)
        var bottom = 0.0
        for label in root.children {
            let props = Dictionary(label.props.map { ($0.name, $0.value) }) { first, _ in first }
            guard case let .string(text) = props["text"], case let .font(font) = props["font"] else {
                Issue.record("label at line \(label.position.line) has no text or font")
                continue
            }
            let measured = measurer.measure(text, font: font, maxWidth: 355, numberOfLines: 0)
            #expect(label.frame == Rect(x: 10, y: bottom + 10, width: 355, height: measured.size.height))
            bottom = label.frame.y + label.frame.height
        }
        #expect(root.frame.height == bottom)
    }
}
