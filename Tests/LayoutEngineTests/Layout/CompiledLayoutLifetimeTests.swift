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
}
