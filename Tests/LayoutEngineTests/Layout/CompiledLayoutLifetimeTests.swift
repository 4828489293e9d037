import Diagnostics
@testable import LayoutEngine
import Expressions
import Templates
import Testing

/// A compiled layout's nodes reference each other through their expressions'
/// slots; releasing the layout must still free them (a cold render per save
/// would otherwise keep every node tree it ever compiled).
@Suite struct CompiledLayoutLifetimeTests {
    @Test func releasingACompiledLayoutFreesItsNodes() throws {
        let json = try JSON.parse("""
            {"cls": "UIView", "expressions": {"width": "100%", "height": "auto"}, "children": [
              {"cls": "UILabel", "expressions": {"text": "One", "top": "previous.bottom + 10", "width": "100% - 20"}},
              {"cls": "UILabel", "expressions": {"text": "Two", "top": "previous.bottom + 10", "width": "parent.width / 2"}}
            ]}
            """)
        weak var root: LayoutNode?
        weak var label: LayoutNode?
        do {
            let device = Device(name: "test", width: 375, height: 667, scale: 2)
            let compiled = CompiledLayout(TreeBuilder.node(json), options: LayoutOptions(device: device))
            #expect(compiled.render(device: device, state: [:]).errors.isEmpty)
            root = compiled.pass.root
            label = compiled.pass.root.children.last
            #expect(root != nil && label != nil)
        }
        #expect(root == nil)
        #expect(label == nil)
    }

    /// Re-rendering for another device (the server alternating 300 and 301 points wide) keeps
    /// no node alive once the layout is released: the layout and every node of its tree are
    /// watched over 20 renders.
    @Test func renderingManyTimesLeavesNoNodeBehind() throws {
        let json = try JSON.parse("""
            {"cls": "UIView", "expressions": {"width": "100%", "height": "auto"}, "children": [
              {"cls": "UILabel", "expressions": {"text": "One", "top": "previous.bottom + 10", "width": "100% - 20"}},
              {"cls": "UIView", "expressions": {"top": "previous.bottom + 10", "width": "parent.width / 2", "height": "auto"}, "children": [
                {"cls": "UILabel", "expressions": {"text": "Two", "width": "100%"}}
              ]}
            ]}
            """)
        final class Watched {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
        var watched: [Watched] = []
        do {
            let compiled = CompiledLayout(TreeBuilder.node(json), options: LayoutOptions(device: Device(name: "a", width: 300, height: 800, scale: 2)))
            for index in 0..<20 {
                let device = Device(name: "a", width: index % 2 == 0 ? 300 : 301, height: 800, scale: 2)
                #expect(compiled.render(device: device, state: [:]).tree?.frame.width == device.width)
            }
            watched.append(Watched(compiled))
            watched.append(Watched(compiled.pass))
            var pending = [compiled.pass.root!]
            while let node = pending.popLast() {
                watched.append(Watched(node))
                pending += node.children
            }
        }
        #expect(watched.count == 6)
        #expect(watched.filter { $0.object != nil }.count == 0)
    }
}
