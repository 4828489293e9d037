import Expressions
import LayoutEngine
import Testing

/// Views whose size comes from their content get UIKit's intrinsic size
/// (R-LL-INTRINSIC "UIStepper ≈ 94×29": R-ICS-CAT's earlier column —
/// progress view 2 high, segmented control 28, page control 16 a page less a 9-point gap × 37,
/// a rounded-rect text field 30; the EverLayout and SwiftLayout formats take the iOS 17/18 ones).
@Suite struct ControlIntrinsicSizeTests {
    @Test func controlsTakeTheirIntrinsicSize() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UIPageControl numberOfPages="3"/>
                <UITextField placeholder="Name"/>
                <UITextField text="Hello" borderStyle="roundedRect"/>
                <UITextField/>
                <UISwitch/>
                <UIStepper/>
                <UISegmentedControl items="['One', 'Two', 'Three']"/>
                <UIActivityIndicatorView/>
                <UIProgressView/>
                <UISlider/>
            </UIView>
            """])
        #expect(run.messages == [])
        // Sliders and progress views have only a height: they fill the width.
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIPageControl (0, 0, 39 × 37)
              UITextField (0, 0, 45.5 × 20)
              UITextField (0, 0, 53 × 30)
              UITextField (0, 0, 0 × 20)
              UISwitch (0, 0, 51 × 31)
              UIStepper (0, 0, 94 × 29)
              UISegmentedControl (0, 0, 162 × 28)
              UIActivityIndicatorView (0, 0, 20 × 20)
              UIProgressView (0, 0, 375 × 2)
              UISlider (0, 0, 375 × 31)

            """)
    }

    /// A page control placed by its centre and bottom sits there, its own size.
    @Test func aPageControlDoesNotFillItsParent() throws {
        let run = TemplateRun(["A.xml": #"<UIView><UIPageControl numberOfPages="5" center.x="50%" bottom="100% - 20"/></UIView>"#])
        #expect(run.messages == [])
        #expect(run.tree?.children.first?.frame == Rect(x: 152, y: 610, width: 71, height: 37))
    }
}
