import Expressions
import LayoutEngine
import Testing

/// Container controllers lay out their bars as iOS does, on a 375 × 812 screen with
/// a 44 pt status bar and a 34 pt home indicator.
@Suite struct ContainerBarTests {
    static let device = Device(name: "notch", width: 375, height: 812, scale: 3, insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

    @Test func aTabBarSitsAtTheBottomWithTheTabsAboveIt() throws {
        let run = TemplateRun(["A.xml": """
            <UITabBarController>
                <UITabBar tintColor="red"/>
                <UIViewController title="One"><UIView height="50%"/></UIViewController>
                <UIViewController title="Two"/>
            </UITabBarController>
            """], device: Self.device)
        #expect(run.messages == [])
        #expect(run.outline == """
            UITabBarController (0, 0, 375 × 812)
              UITabBar (0, 729, 375 × 83)
              UIViewController (0, 0, 375 × 729)
                UIView (0, 0, 375 × 364.5)
              UIViewController (0, 0, 375 × 729)

            """)
    }

    /// The content extends under the translucent bar by default; with the top edge left out of
    /// `edgesForExtendedLayout` it starts below the bar.
    @Test func aNavigationBarSitsBelowTheStatusBar() throws {
        let run = TemplateRun(["A.xml": """
            <UINavigationController>
                <UINavigationBar/>
                <UIViewController title="Under"/>
                <UIViewController title="Below" edgesForExtendedLayout="bottom"/>
            </UINavigationController>
            """], device: Self.device)
        #expect(run.messages == [])
        #expect(run.outline == """
            UINavigationController (0, 0, 375 × 812)
              UINavigationBar (0, 44, 375 × 44)
              UIViewController (0, 0, 375 × 812)
              UIViewController (0, 88, 375 × 724)

            """)
    }

    /// A bar the template places itself stays where it is put.
    @Test func aPlacedBarKeepsItsFrame() throws {
        let run = TemplateRun(["A.xml": #"<UITabBarController><UITabBar top="10" height="60"/></UITabBarController>"#], device: Self.device)
        #expect(run.tree?.children.first?.frame == Rect(x: 0, y: 10, width: 375, height: 60))
    }
}
