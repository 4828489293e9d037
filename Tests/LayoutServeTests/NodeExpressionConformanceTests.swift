import Diagnostics
import Expressions
import Foundation
import LayoutServe
import Project
import Testing
import TestSupport

/// The number-valued expression cases that need a template node around them (issue 24: the
/// expression-level runner listed them, and no suite ran them), rendered through a template:
/// the case's `parent_expressions`, `parent_parameters` and `parent_macros` on a parent view,
/// the expression on its child, `constants`/`parent_constants` and `state` given to the render.
@Suite struct NodeExpressionConformanceTests {
    /// The number-valued cases the expression-level runner lists (`ConformanceLedger.nodeExpressions`
    /// lists the two scroll-view ones it does not run, with the reason).
    @Test func theSelectionIsTheNumberCases() {
        #expect(Set(ConformanceLedger.nodeExpressions.ids) == [
            "expr-parent-constant-expr", "expr-literal-parameter", "expr-constant-parameter", "expr-literal-macro", "node-nil-view-property",
            "node-expr-shadows-constant", "node-expr-shadows-variable",
        ])
    }

    /// The template of a case: an expression naming the property it sets (`top="top"`) is set
    /// on that property, any other on `layer.cornerRadius` (a number no frame depends on);
    /// `contentOffset` and `contentSize` are a scroll view's.
    static func template(_ input: JSON) -> (xml: String, property: String) {
        let expression = input["expression"]?.stringValue ?? ""
        let symbols = input["symbols"] ?? .object([])
        let property = expression == "top" ? "top" : "layer.cornerRadius"
        let child = expression.hasPrefix("content") ? "UIScrollView" : "UIView"
        var parent = "<UIView"
        for (name, value) in symbols["parent_expressions"]?.objectValue ?? [] { parent += #" \#(name)="\#(value.stringValue ?? "")""# }
        parent += ">"
        for (name, type) in symbols["parent_parameters"]?.objectValue ?? [] {
            parent += #"<param name="\#(name)" type="\#(type.stringValue ?? "")"/>"#
        }
        for (name, value) in symbols["parent_macros"]?.objectValue ?? [] { parent += #"<macro name="\#(name)" value="\#(value.stringValue ?? "")"/>"# }
        return (parent + #"<\#(child) width="10" height="10" \#(property)="\#(expression)"/></UIView>"#, property)
    }

    static func values(_ table: JSON?) -> [String: Value] {
        var values: [String: Value] = [:]
        for (name, value) in table?.objectValue ?? [] { values[name] = try? Value(json: value) }
        return values
    }

    @Test(arguments: ConformanceLedger.nodeExpressions.ids)
    func rendersTheExpressionInANode(_ id: String) throws {
        let item = try #require(ConformanceLedger.nodeExpressions.cases.first { $0.id == id })
        let input = try #require(item["input"])
        let (xml, property) = Self.template(input)
        let folder = try TemporaryFolder(["Main.xml": xml])
        let constants = Self.values(input["symbols"]?["constants"]).merging(Self.values(input["symbols"]?["parent_constants"])) { $1 }
        let outcome = try ProjectLoader(root: folder.path).renderer.render("Main.xml", state: Self.values(input["symbols"]?["state"]), constants: constants)
        // `validate_errors: 0`, and every case's value: the render has no error.
        #expect(outcome.errors.isEmpty, "\(xml): \(outcome.errors.map(\.message))")
        let node = try #require(outcome.tree?.children.first)
        let expected = try #require(item["expected"]?["value"]?.numberValue)
        #expect(node.props.first { $0.name == property }?.value == .number(expected), "\(xml): \(node.props.map { "\($0.name)=\($0.value)" })")
    }
}
