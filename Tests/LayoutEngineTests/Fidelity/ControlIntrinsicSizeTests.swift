import Expressions
import LayoutEngine
import Testing

/// Views whose size comes from their content get UIKit's intrinsic size (issue 12; spec
/// `autolayout.md` R-ICS-CAT, iOS 17/18: stepper 32 high, not 29; progress view 4, not 2;
/// segmented control 32, not 28; page control 16 a page + 30 × 26, not 16 a page − 9 × 37;
/// a rounded-rect text field 34, not 30).
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
              UIPageControl (0, 0, 78 × 26)
              UITextField (0, 0, 45.5 × 20)
              UITextField (0, 0, 53 × 34)
              UITextField (0, 0, 0 × 20)
              UISwitch (0, 0, 51 × 31)
              UIStepper (0, 0, 94 × 32)
              UISegmentedControl (0, 0, 162 × 32)
              UIActivityIndicatorView (0, 0, 20 × 20)
              UIProgressView (0, 0, 375 × 4)
              UISlider (0, 0, 375 × 31)

            """)
    }

    /// A page control placed by its centre and bottom sits there, its own size.
    @Test func aPageControlDoesNotFillItsParent() throws {
        let run = TemplateRun(["A.xml": #"<UIView><UIPageControl numberOfPages="5" center.x="50%" bottom="100% - 20"/></UIView>"#])
        #expect(run.messages == [])
        #expect(run.tree?.children.first?.frame == Rect(x: 132.5, y: 621, width: 110, height: 26))
    }
}
