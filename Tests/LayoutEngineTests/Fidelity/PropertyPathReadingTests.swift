import Diagnostics
import LayoutEngine
import Testing

/// Expressions read view properties templates may not write: reading is
/// allowed, only writing a read-only property is an error.
@Suite struct PropertyPathReadingTests {
    @Test func expressionsReadPropertiesTemplatesMayNotWrite() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UILabel id="title" text="Hello" font="17"/>
                <UIView top="#title.frame.height" width="#title.intrinsicContentSize.width + 10" height="frame.width / 2"/>
                <UIView width="#title.text.length * 10" height="bounds.width"/>
                <UIScrollView id="scroll" top="100" width="100" height="safeAreaInsets.top + 50">
                    <UIView width="300" height="400"/>
                </UIScrollView>
                <UIView top="#scroll.contentSize.height" width="#scroll.frame.size.width" height="layer.bounds.width"/>
            </UIView>
            """])
        #expect(run.messages == [])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UILabel#title (0, 0, 39 × 20)
              UIView (0, 20, 49 × 24.5)
              UIView (0, 0, 50 × 50)
              UIScrollView#scroll (0, 100, 100 × 50)
                UIView (0, 0, 300 × 400)
              UIView (0, 400, 100 × 100)

            """)
    }

    /// A view without content has no intrinsic size: UIKit's `noIntrinsicMetric` (−1).
    @Test func aPlainViewHasNoIntrinsicContentSize() throws {
        let run = TemplateRun(["A.xml": ##"<UIView><UIView id="box" width="20" height="20"/><UIView width="#box.intrinsicContentSize.width + 11" height="10"/></UIView>"##])
        #expect(run.messages == [])
        #expect(run.tree?.children.last?.frame.width == 10)
    }

    /// Only writing is refused.
    @Test func writingAReadOnlyPropertyIsStillAnError() throws {
        let run = TemplateRun(["A.xml": #"<UIView safeAreaInsets.top="4"/>"#])
        #expect(run.messages == ["UIView.safeAreaInsets.top is private or read-only"])
    }

    /// A member the value does not have is an unknown property at compile time.
    @Test func anUnknownMemberOfAReadablePropertyIsUnknown() throws {
        let run = TemplateRun(["A.xml": #"<UIView><UIView height="frame.depth"/></UIView>"#])
        #expect(run.messages == ["Unknown property frame.depth"])
    }
}
