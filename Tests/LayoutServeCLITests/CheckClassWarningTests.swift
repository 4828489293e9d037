import LayoutServeCLI
import Testing
import TestSupport

/// `check` says when `layout-serve.json` declares a class named like a UIKit class:
/// the declaration extends that class, so `image=` keeps working.
@Suite struct CheckClassWarningTests {
    @Test func aDeclarationShadowingAUIKitClassIsAWarning() throws {
        let project = try TemporaryFolder([
            "layout-serve.json": #"{"classes": {"UIImageView": {"properties": {"imgUrl": "URL"}}}}"#,
            "A.xml": #"<UIView><UIImageView image="logo" imgUrl="https://example.com/a.png"/></UIView>"#,
        ])
        let result = try CommandRun(CheckCommand.self, [project.path])
        #expect(result.status == 0)
        #expect(result.output == """
            layout-serve.json:1:14: warning: classes: UIImageView shadows the built-in class UIImageView; its properties are \
            added to UIImageView, which keeps its own properties and superclass
            1 | {"classes": {"UIImageView": {"properties": {"imgUrl": "URL"}}}}
              |              ^~~~~~~~~~~~~

            """)
        #expect(result.error == "checked 1 template: 0 errors, 1 warning\n")
    }
}
