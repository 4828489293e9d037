import Diagnostics
import LayoutEngine
import Testing

/// Outlets bind to their owner: each view controller binds its own subtree.
@Suite struct OutletOwnerTests {
    @Test func twoTabsMayEachBindTheSameOutlet() throws {
        let run = TemplateRun([
            "A.xml": """
                <UITabBarController>
                    <UIViewController xml="One.xml"/>
                    <UIViewController xml="Two.xml"/>
                </UITabBarController>
                """,
            "One.xml": #"<UIViewController outlet="first"><UIView outlet="layoutNode"><UILabel outlet="titleLabel" text="One"/></UIView></UIViewController>"#,
            "Two.xml": #"<UIViewController><UIView outlet="layoutNode"><UILabel outlet="titleLabel" text="Two"/></UIView></UIViewController>"#,
        ])
        #expect(run.messages == [])
        #expect(run.tree?.children.map { $0.children.first?.outlet } == ["layoutNode", "layoutNode"])
    }

    /// Within one owner a name still binds one view.
    @Test func oneControllerBindingANameTwiceIsAnError() throws {
        let run = TemplateRun(["A.xml": """
            <UITabBarController>
                <UIViewController outlet="tab">
                    <UILabel outlet="titleLabel" text="One"/>
                    <UILabel outlet="titleLabel" text="Two"/>
                </UIViewController>
                <UIViewController outlet="tab"/>
            </UITabBarController>
            """])
        #expect(run.errors.map(\.formatted) == [
            """
            A.xml:4:26: error: Duplicate outlet reference 'titleLabel'
            4 |         <UILabel outlet="titleLabel" text="Two"/>
              |                          ^~~~~~~~~~
            """,
            """
            A.xml:6:31: error: Duplicate outlet reference 'tab'
            6 |     <UIViewController outlet="tab"/>
              |                               ^~~
            """,
        ])
    }
}
