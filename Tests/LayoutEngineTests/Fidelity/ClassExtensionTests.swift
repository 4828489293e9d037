import Diagnostics
import Expressions
import LayoutEngine
import Testing

/// Apps extend UIKit classes and name classes with their module.
@Suite struct ClassExtensionTests {
    /// Declaring `UIImageView` in `classes` adds `imgUrl` as a Swift extension would; UIKit's
    /// own properties (`image`) still work.
    @Test func aDeclarationNamedLikeAUIKitClassExtendsIt() throws {
        let catalog = UIKitCatalog.standard.adding(customClasses: [
            CustomClass(name: "UIImageView", superclass: "UIView", properties: ["imgUrl": "URL"]),
            CustomClass(name: "AvatarView", superclass: "UIImageView", properties: ["isOnline": "Bool"]),
        ])
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UIImageView image="{photo}" imgUrl="https://example.com/a.png" contentMode="scaleAspectFill"/>
                <AvatarView top="40" image="{photo}" imgUrl="https://example.com/b.png" isOnline="true"/>
            </UIView>
            """], constants: ["photo": .image(ImageReference(name: "photo", size: Size(width: 30, height: 20)))], catalog: catalog)
        #expect(run.messages == [])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UIImageView (0, 0, 30 × 20)
              AvatarView (0, 40, 30 × 20)

            """)
        #expect(catalog.viewClass(named: "UIImageView")?.ancestry == ["UIImageView", "UIView"])
        #expect(catalog.viewClass(named: "AvatarView")?.ancestry == ["AvatarView", "UIImageView", "UIView"])
    }

    @Test func aShadowingDeclarationIsAWarningNamingTheClass() throws {
        let text = """
            {"classes": {
                "TabButton": {"superclass": "UIButton"},
                "UIImageView": {"properties": {"imgUrl": "URL"}}
            }}
            """
        let warnings = UIKitCatalog.standard.shadowingWarnings(
            for: [CustomClass(name: "TabButton", superclass: "UIButton"), CustomClass(name: "UIImageView", superclass: "UIView")],
            file: "layout-serve.json", text: text)
        #expect(warnings.map(\.formatted) == [
            """
            layout-serve.json:3:5: warning: classes: UIImageView shadows the built-in class UIImageView; its properties are \
            added to UIImageView, which keeps its own properties and superclass
            3 |     "UIImageView": {"properties": {"imgUrl": "URL"}}
              |     ^~~~~~~~~~~~~
            """,
        ])
    }

    /// `MyApp.TabButton` names the same class as `TabButton`; `UIKit.UILabel` is `UILabel`.
    @Test func aModuleQualifiedNameNamesTheSameClass() throws {
        let catalog = UIKitCatalog.standard.adding(customClasses: [
            CustomClass(name: "MyApp.TabButton", superclass: "UIButton", properties: ["badge": "String"]),
        ])
        let run = TemplateRun(["A.xml": """
            <UIView>
                <MyApp.TabButton title="Go" badge="3"/>
                <TabButton top="50" title="Go" badge="4"/>
                <UIKit.UILabel top="100" text="Hi"/>
            </UIView>
            """], catalog: catalog)
        #expect(run.messages == [])
        #expect(catalog.viewClass(named: "MyApp.TabButton")?.ancestry == ["TabButton", "UIButton", "UIControl", "UIView"])
        #expect(run.tree?.children.map(\.className) == ["MyApp.TabButton", "TabButton", "UIKit.UILabel"])
        let frames = try #require(run.tree?.children.map(\.frame))
        #expect(frames[0].width == frames[1].width && frames[0].height == frames[1].height)
        #expect(frames[2].height == 20)
    }
}
