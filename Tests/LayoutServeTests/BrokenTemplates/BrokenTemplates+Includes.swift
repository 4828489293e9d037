/// Problems across files and template structure: includes, parameters,
/// macros, HTML, strings.
extension BrokenTemplate {
    static let structure: [BrokenTemplate] = [
        BrokenTemplate("include outside the project", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="1️⃣../Other.xml"/>
                </UIView>
                """),
        ], messages: ["Include path ../Other.xml leads outside the project folder"], attribute: "xml"),
        BrokenTemplate("include path as an expression", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="1️⃣{name}.xml"/>
                </UIView>
                """),
        ], messages: ["xml must be a literal value, not an expression"], attribute: "xml"),
        BrokenTemplate("missing template", files: [
            .text("Main.xml", """
                <UIView template="1️⃣Base.xml"/>
                """),
        ], messages: ["No layout XML file found for Base.xml"], attribute: "template"),
        BrokenTemplate("missing include", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="1️⃣Missing.xml"/>
                </UIView>
                """),
        ], messages: ["No layout XML file found for Missing.xml"], attribute: "xml"),
        BrokenTemplate("error inside an include", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="Child.xml"/>
                </UIView>
                """),
            .text("Child.xml", """
                <UIView>
                    <UILabel 1️⃣widht="1"/>
                </UIView>
                """),
        ], messages: ["Unknown property widht of UILabel"], attribute: "widht", suggestions: ["width", "right"], includeChain: ["Main.xml:2"]),
        BrokenTemplate("missing include inside an include", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="Screens/Child.xml"/>
                </UIView>
                """),
            .text("Screens/Child.xml", """
                <UIView>
                    <UILabel text="hi"/>
                    <UIView xml="1️⃣Missing.xml"/>
                </UIView>
                """),
        ], messages: ["No layout XML file found for Missing.xml"], attribute: "xml", includeChain: ["Main.xml:2"]),
        BrokenTemplate("include cycle A → B → A", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="B.xml"/>
                </UIView>
                """),
            .text("B.xml", """
                <UIView>
                    <UIView xml="1️⃣Main.xml"/>
                </UIView>
                """),
        ], messages: ["Include cycle: Main.xml → B.xml → Main.xml"], attribute: "xml", includeChain: ["Main.xml:2"]),
        BrokenTemplate("self-include", files: [
            .text("Main.xml", """
                <UIView>
                    <UIView xml="1️⃣Main.xml"/>
                </UIView>
                """),
        ], messages: ["Include cycle: Main.xml → Main.xml"], attribute: "xml"),
        BrokenTemplate("include of another class", files: [
            .text("Main.xml", """
                <UIView>
                    <UILabel xml="1️⃣Child.xml"/>
                </UIView>
                """),
            .text("Child.xml", "<UIView/>"),
        ], messages: ["Cannot replace UILabel with UIView"], attribute: "xml"),
        BrokenTemplate("param without type", """
            <UIView>
                <1️⃣param name="title"/>
            </UIView>
            """, "<param> type is a required attribute"),
        BrokenTemplate("param with an unknown attribute", """
            <UIView>
                <param name="title" type="String" 1️⃣value="x"/>
            </UIView>
            """, "Unexpected attribute value in <param>", attribute: "value"),
        BrokenTemplate("macro without value", """
            <UIView>
                <1️⃣macro name="gap"/>
            </UIView>
            """, "<macro> value is a required attribute"),
        BrokenTemplate("macro with sub-nodes", """
            <UIView>
                <macro name="gap" value="10"><1️⃣UIView/></macro>
            </UIView>
            """, "<macro> node should not contain sub-nodes"),
        BrokenTemplate("missing strings key", files: [
            .text("Main.xml", """
                <UILabel text="{1️⃣strings.greting}"/>
                """),
            .text("Localizable.strings", #""greeting" = "Hello";"# + "\n"),
        ], messages: ["Missing localized string for key greting"], attribute: "text", suggestions: ["strings.greeting"]),
    ]
}
