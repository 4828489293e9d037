import MarkupKit
import Testing

/// Controls in a column take R-UIK-HEADLESS's headless defaults (iOS 11–12, R-ICS-CAT's earlier
/// column), the same as Layout templates'; EverLayout and SwiftLayout take the iOS 17/18 ones.
@Suite struct ControlSizeTests {
    @Test func controlsInAColumnTakeTheCatalogSizes() throws {
        let document = """
            <LMColumnView horizontalAlignment="leading">
                <UIStepper/>
                <UIProgressView/>
                <UISwitch/>
                <UITextField text="Hello" borderStyle="roundedRect"/>
                <UIPageControl numberOfPages="3"/>
                <LMSpacer/>
            </LMColumnView>
            """
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Controls.xml",
                                              options: MarkupKitOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        let sizes = try #require(render.tree).children.map { "\($0.className) \($0.frame.width) × \($0.frame.height)" }
        // A progress view has no intrinsic width: leading-aligned, it collapses to 0 wide.
        #expect(sizes == ["UIStepper 94.0 × 29.0", "UIProgressView 0.0 × 2.0", "UISwitch 51.0 × 31.0",
                          "UITextField 53.0 × 30.0", "UIPageControl 39.0 × 37.0", "LMSpacer 0.0 × 311.0"])
    }
}
