import EverLayout
import LayoutEngine
import Testing

/// R-AL-SCROLL in an EverLayout file: a content view pinned to a `UIScrollView`'s edges
/// (`@super`) scrolls — it is as tall as its content, not the scroll view's frame.
@Suite struct ScrollContentTests {
    static let layout = #"""
        {"root": {"views": {
            "!scroll:UIScrollView": {
                "constraints": {"top left right": "@super", "height": "+600"},
                "views": {"!content": {
                    "constraints": {"top left right bottom": "@super", "width": "@super"},
                    "views": {"!tall": {"constraints": {"top left right bottom": "@super", "height": "+1200"}}}
                }}
            },
            "!footer": {"constraints": {"top": "@scroll.bottom", "left right": "@super", "height": "+40"}}
        }}}
        """#

    @Test func aContentViewIsAsTallAsItsContent() throws {
        let render = EverLayoutRenderer.render(Array(Self.layout.utf8), file: "Scroll.json",
                                               options: EverLayoutOptions(rootWidth: 400, rootHeight: 800))
        #expect(render.warnings.map(\.message) == [])
        var frames: [String: [Double]] = [:]
        func visit(_ node: RenderedNode) {
            frames[node.id ?? ""] = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            node.children.forEach(visit)
        }
        if let tree = render.tree { visit(tree) }
        #expect(frames["scroll"] == [0, 0, 400, 600])
        #expect(frames["content"] == [0, 0, 400, 1200])
        #expect(frames["tall"] == [0, 0, 400, 1200])
        #expect(frames["footer"] == [0, 600, 400, 40])
    }
}
