import LayoutEngine
import MarkupKit
import Testing

/// The render says the content priorities a container forced on each child (R-PRIO) where they
/// differ from the child's class (UIKit's in code), so that a layout printed from the render's
/// constraints can set them again.
@Suite struct MarkupKitContentPriorityTests {
    @Test func aRowsChildrenCarryWhatTheRowForced() throws {
        let document = """
            <LMRowView>
                <UILabel text="Name"/>
                <UILabel text="Fills" weight="1"/>
                <UISwitch/>
            </LMRowView>
            """
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Row.xml", options: MarkupKitOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        let children = try #require(render.tree).children
        // A 4.x row (filling vertically by default): across, compression 1000 and hugging 750
        // (a weighted child 250 and 250); down, 750 and 250 — a label's defaults, not listed,
        // but the switch hugs at 750 in UIKit, so its 250 is.
        #expect(children.map(\.contentPriorities) == [
            ContentPriorities(hugging: .init(horizontal: 750), compressionResistance: .init(horizontal: 1000)),
            ContentPriorities(compressionResistance: .init(horizontal: 250)),
            ContentPriorities(hugging: .init(vertical: 250), compressionResistance: .init(horizontal: 1000)),
        ])
        #expect(render.tree?.contentPriorities == nil)
    }
}
