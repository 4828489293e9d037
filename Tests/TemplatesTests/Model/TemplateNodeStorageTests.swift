import Diagnostics
import Testing
@testable import Templates

/// `TemplateNode` keeps its fields in a shared box, copied on the first write: it must still
/// behave as a value.
@Suite struct TemplateNodeStorageTests {
    static let range = SourceRange(at: SourcePosition(line: 1, column: 2))

    static func label(_ id: String? = nil) -> TemplateNode {
        TemplateNode(className: "UILabel", file: "A.xml", classRange: range, id: id)
    }

    @Test func aCopyChangesAloneAndComparesByFields() {
        var original = TemplateNode(className: "UIView", file: "A.xml", classRange: Self.range, children: [Self.label()])
        var copy = original
        #expect(copy == original)
        copy.className = "UIStackView"
        copy.children[0].id = "title"
        copy.children.append(Self.label("second"))
        #expect(original.className == "UIView")
        #expect(original.children.map(\.id) == [nil])
        #expect(copy.className == "UIStackView")
        #expect(copy.children.map(\.id) == ["title", "second"])
        #expect(copy != original)
        // Built apart, equal field by field.
        original.className = "UIStackView"
        original.children = [Self.label("title"), Self.label("second")]
        #expect(copy == original)
    }

    @Test func hasBodyAnswersAsTheBody() throws {
        let built = try buildTemplate("<UIView><UILabel>Hello</UILabel><UILabel text='x'/></UIView>")
        #expect(built.children.map(\.hasBody) == [true, false])
        #expect(built.children[0].body?.text == "Hello")
        var copy = built.children[0]
        copy.body = nil
        #expect(!copy.hasBody)
        #expect(built.children[0].hasBody)
    }

    /// A node copied before its child is resolved in place keeps the child as it was.
    @Test func aChildChangedThroughOneTreeStaysInTheOther() throws {
        let built = try buildTemplate("<UIView><UILabel id='a'/><UIView><UILabel text='x'/></UIView></UIView>")
        var changed = built
        changed.children[1].children[0].attributes[0].value = "y"
        #expect(built.children[1].children[0].attributes[0].value == "x")
        #expect(changed.children[1].children[0].attributes[0].value == "y")
        #expect(built.children[0] == changed.children[0])
        #expect(built != changed)
    }

    /// Every field takes part in `==`.
    @Test func everyFieldCounts() {
        let attribute = TemplateAttribute(
            source: XMLAttribute(name: "top", nameRange: Self.range, value: "10", rawValue: "10", valueRange: Self.range),
            file: "A.xml")
        let include = TemplateInclude(path: "B.xml", file: "A.xml", range: Self.range)
        let base = TemplateNode(
            className: "UIView", file: "A.xml", classRange: Self.range, id: "root", attributes: [attribute],
            parameters: [TemplateParameter(name: "p", typeName: "String", file: "A.xml", range: Self.range)],
            macros: [TemplateMacro(name: "m", value: attribute)],
            body: TemplateBody(text: "Hi", isHTML: false, file: "A.xml", range: Self.range), children: [Self.label()],
            childrenInsertionIndex: 0, xmlInclude: include, templateInclude: include, includeChain: ["C.xml:3"])
        let changes: [(inout TemplateNode) -> Void] = [
            { $0.className = "UILabel" }, { $0.file = "B.xml" },
            { $0.classRange = SourceRange(at: SourcePosition(line: 2, column: 2)) }, { $0.id = nil },
            { $0.attributes = [] }, { $0.parameters = [] }, { $0.macros = [] }, { $0.body = nil },
            { $0.children = [] }, { $0.childrenInsertionIndex = 1 }, { $0.xmlInclude = nil },
            { $0.templateInclude = nil }, { $0.includeChain = [] },
        ]
        for change in changes {
            var node = base
            change(&node)
            #expect(node != base)
            #expect(base.className == "UIView" && base.id == "root" && base.includeChain == ["C.xml:3"])
        }
        #expect(changes.count == 13)
    }
}
