import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// Elements, attributes, `<param>`, `<macro>`, `<children/>` and the literal
/// `id`/`xml`/`template` attributes (R-LL-XML-NODES), with Layout's messages.
@Suite struct TemplateBuilderTests {
    @Test func buildsTheTreeWithPositions() throws {
        let marked = MarkedText("""
            <1️⃣UIView id="root" 2️⃣width="100%" outlet="">
                <param name="title" type="3️⃣String"/>
                <macro name="GAP" value="4️⃣10"/>
                <5️⃣UILabel text="{title}" top="GAP"/>
                <children/>
                <UIImageView/>
            </UIView>
            """)
        let root = try buildTemplate(marked.text, path: "Screens/Home.xml")
        #expect(root.className == "UIView")
        #expect(root.file == "Screens/Home.xml")
        #expect(root.classRange == range(marked[1], length: 6))
        #expect(root.id == "root")
        #expect(root.attributes.map(\.name) == ["width", "outlet"])
        #expect(root.attributes.map(\.value) == ["100%", ""])
        #expect(root.attribute(named: "width")?.source.nameRange.start == marked[2])
        #expect(root.attribute(named: "width")?.file == "Screens/Home.xml")
        #expect(root.parameters == [TemplateParameter(
            name: "title", typeName: "String", file: "Screens/Home.xml", range: range(marked[3], length: 6))])
        #expect(root.macros.map(\.name) == ["GAP"])
        #expect(root.macros.first?.value.value == "10")
        #expect(root.macros.first?.value.source.valueRange.start == marked[4])
        #expect(root.children.map(\.className) == ["UILabel", "UIImageView"])
        #expect(root.children[0].classRange.start == marked[5])
        #expect(root.childrenInsertionIndex == 1)
        #expect(root.body == nil && root.xmlInclude == nil && root.templateInclude == nil && root.includeChain.isEmpty)
    }

    @Test func literalAttributesAreRecordedApart() throws {
        let marked = MarkedText("<UIView id=\" card \" xml=\"1️⃣Card.xml\" template=\"2️⃣Base.xml\" left=\"0\"/>")
        let node = try buildTemplate(marked.text, path: "Screens/Home.xml")
        #expect(node.id == "card")
        #expect(node.xmlInclude == TemplateInclude(
            path: "Card.xml", file: "Screens/Home.xml", range: range(marked[1], length: 8)))
        #expect(node.templateInclude?.path == "Base.xml")
        #expect(node.templateInclude?.range.start == marked[2])
        #expect(node.attributes.map(\.name) == ["left"])
    }

    @Test(arguments: ["", "   ", "// Card.xml", "  //{foo}"])
    func emptyOrCommentedLiteralMeansNotSet(value: String) throws {
        let node = try buildTemplate("<UIView id=\"\(value)\" xml=\"\(value)\" template=\"\(value)\"/>")
        #expect(node.id == nil && node.xmlInclude == nil && node.templateInclude == nil)
        #expect(node.attributes.isEmpty)
    }

    @Test(arguments: ["id", "xml", "template"])
    func literalAttributeRejectsExpressions(name: String) throws {
        let marked = MarkedText("<UILabel \(name)=\"a1️⃣{foo}2️⃣.xml\"/>")
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == ["\(name) must be a literal value, not an expression"])
        #expect(problems.first?.range == SourceRange(start: marked[1], end: marked[2]))
        #expect(problems.first?.file == "Home.xml")
        #expect(problems.first?.node == "UILabel")
        #expect(problems.first?.attribute == name)
        #expect(problems.first?.expression == "a{foo}.xml")
    }

    @Test(arguments: [
        ("<UILabel><1️⃣param type=\"String\"/></UILabel>", "<param> name is a required attribute"),
        ("<UILabel><1️⃣param name=\"text\" type=\"\"/></UILabel>", "<param> type is a required attribute"),
        ("<UILabel><param name=\"text\" type=\"String\" 1️⃣value=\"foo\"/></UILabel>", "Unexpected attribute value in <param>"),
        ("<UILabel><param name=\"a\" type=\"String\"><1️⃣b/></param></UILabel>", "<param> node should not contain sub-nodes"),
        ("<UILabel><param name=\"a\" type=\"String\"> 1️⃣x </param></UILabel>", "<param> node should not contain sub-nodes"),
        ("<UILabel><1️⃣macro value=\"foo\"/></UILabel>", "<macro> name is a required attribute"),
        ("<UILabel><1️⃣macro name=\"text\"/></UILabel>", "<macro> value is a required attribute"),
        ("<UILabel><macro name=\"text\" 1️⃣type=\"String\" value=\"foo\"/></UILabel>", "Unexpected attribute type in <macro>"),
        ("<UILabel><macro name=\"a\" value=\"1\">1️⃣2</macro></UILabel>", "<macro> node should not contain sub-nodes"),
        ("<UIView><children 1️⃣x=\"1\"/></UIView>", "Unexpected attribute x in <children>"),
        ("<UIView><children><1️⃣UIView/></children></UIView>", "<children> node should not contain sub-nodes"),
    ])
    func elementRules(xml: String, message: String) throws {
        let marked = MarkedText(xml)
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == [message])
        #expect(problems.first?.range.map(\.start) == marked[1])
        #expect(problems.first?.excerpt != nil)
    }

    @Test func missingNameIsReportedBeforeTheUnexpectedAttribute() throws {
        let marked = MarkedText("<UILabel><1️⃣macro 2️⃣key=\"text\" value=\"foo\"/></UILabel>")
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == ["<macro> name is a required attribute", "Unexpected attribute key in <macro>"])
        #expect(problems.map { $0.range?.start } == [marked[1], marked[2]])
    }

    @Test func reportsEveryProblemNotOnlyTheFirst() throws {
        let marked = MarkedText("""
            <UIView>
                <UILabel 1️⃣id="{x}">
                    <2️⃣macro value="1"/>
                </UILabel>
                <UIView>
                    <p><3️⃣UIButton/></p>
                    <children 4️⃣bad="1"/>
                </UIView>
                <UIImageView 5️⃣template="{t}"/>
            </UIView>
            """)
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == [
            "id must be a literal value, not an expression",
            "<macro> name is a required attribute",
            "Unsupported HTML element <UIButton>.",
            "Unexpected attribute bad in <children>",
            "template must be a literal value, not an expression",
        ])
        #expect(problems.map { $0.range?.start.line } == [2, 3, 6, 7, 9])
        #expect(problems[0].range?.start == marked[1].movedRight(by: 4))
        #expect(problems[1].range?.start == marked[2])
        #expect(problems[2].range?.start == marked[3])
        #expect(problems[3].range?.start == marked[4])
        #expect(problems[4].range?.start == marked[5].movedRight(by: 10))
        #expect(problems.map(\.node) == ["UIView > UILabel", "UIView > UILabel", "UIView > UIView", "UIView > UIView", "UIView > UIImageView"])
        #expect(problems.allSatisfy { $0.file == "Home.xml" && $0.excerpt != nil })
    }

    @Test func htmlRootIsRefused() throws {
        let marked = MarkedText("<1️⃣html><p/></html>")
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == [
            "Invalid root element <html> in XML. Root element must be a UIView or UIViewController.",
        ])
        #expect(problems.first?.range == range(marked[1], length: 4))
        #expect(problems.first?.node == nil)
    }

    @Test func paramsAndMacrosInsideHTML() throws {
        // Once HTML has started, `<param>` is HTML; `<macro>` and `<children/>` never are.
        let node = try buildTemplate("""
            <UILabel><b>x</b><macro name="M" value="1"/><children/><param name="p" type="String"/></UILabel>
            """)
        #expect(node.macros.map(\.name) == ["M"])
        #expect(node.childrenInsertionIndex == 0)
        #expect(node.parameters.isEmpty)
        #expect(node.body?.text == "<b>x</b><param name=\"p\" type=\"String\"/>")
    }

    @Test func laterParametersAndMacrosReplaceEarlierOnes() throws {
        let node = try buildTemplate("""
            <UIView>
                <param name="a" type="String"/><param name="a" type="Int"/>
                <macro name="m" value="1"/><macro name="m" value="2"/>
            </UIView>
            """)
        #expect(node.parameters.map(\.typeName) == ["Int"])
        #expect(node.macros.map(\.value.value) == ["2"])
    }

    @Test func childrenMarkerCountsViewChildrenOnly() throws {
        let node = try buildTemplate("<UIView><UILabel/>text<b>html</b><UIView/><children/><UIView/></UIView>")
        #expect(node.childrenInsertionIndex == 2)
        #expect(node.children.count == 3)
    }

    @Test func nodePathsUseIDs() throws {
        let marked = MarkedText("<UIView id=\"a\"><UILabel id=\"b\"><p><1️⃣Foo/></p></UILabel></UIView>")
        #expect(try buildProblems(marked.text).first?.node == "UIView#a > UILabel#b")
    }
}
