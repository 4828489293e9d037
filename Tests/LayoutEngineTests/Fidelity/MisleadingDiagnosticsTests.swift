import Diagnostics
import LayoutEngine
import Testing

/// One mistake gives one error: nothing caused only by it, and nothing hidden by it.
@Suite struct MisleadingDiagnosticsTests {
    /// `top` does not compile, so nobody knows whether it would have read `bottom`.
    @Test func aSyntaxErrorInALayoutAttributeIsTheOnlyError() throws {
        let run = TemplateRun(["A.xml": #"<UIView><UIView top="10 +" bottom="20" height="30"/></UIView>"#])
        #expect(run.messages == ["Undefined postfix operator +"])
    }

    /// A written attribute nothing reads is still redundant.
    @Test func aRedundantAttributeIsStillReported() throws {
        let run = TemplateRun(["A.xml": #"<UIView><UIView top="10" bottom="20" height="30"/></UIView>"#])
        #expect(run.messages == ["Expression for bottom is redundant"])
    }

    /// A missing `xml=` include leaves its element empty; the rest of the template is laid out
    /// and its errors are reported too.
    @Test func aMissingIncludeDoesNotHideTheTemplatesOtherErrors() throws {
        let run = TemplateRun([
            "A.xml": """
                <UIView>
                    <UIView xml="Missing.xml" height="40"/>
                    <UILabel widht="10" text="Hi"/>
                    <UIView xml="Card.xml"/>
                </UIView>
                """,
            "Card.xml": #"<UIView><UILabel text="{nmae}"/></UIView>"#,
        ])
        #expect(run.tree == nil)
        #expect(run.errors.map { "\($0.file ?? ""):\($0.range?.start.line ?? 0): \($0.message)" } == [
            "A.xml:2: No layout XML file found for Missing.xml",
            "A.xml:3: Unknown property widht of UILabel",
            "Card.xml:1: Unknown property nmae",
        ])
    }
}
