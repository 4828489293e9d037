import AutoLayout
import Diagnostics
import EverLayout
import Expressions
import Foundation
import LayoutEngine
import Testing
import TestSupport

/// Every case of `Tests/Fixtures/conformance/everlayout-cases.json`, as data.
@Suite struct EverLayoutConformanceTests {
    static let ids: [String] = CaseFile.cases.map { $0.value("id")!.string! }

    /// Cases about the original Bridge's own process and the app's socket client: they are
    /// covered by the Bridge's tests, not by rendering.
    static let notRenderCases: [String: String] = [
        "el-bridge-client-routes-by-json-name":
            "the app's routing of a received document (LiveServingTests.EverLayoutBridgeTests, BridgeDocumentTests)",
        "el-bridge-client-drops-unparseable-chunk":
            "the app's one-read-one-document framing (LiveServingTests.EverLayoutBridgeTests, DocumentPushServerTests)",
        "el-bridge-disconnect-bookkeeping-bug":
            "a bug of the Node bridge this server must not copy (LiveServingTests.EverLayoutBridgeTests, DocumentPushServerTests)",
    ]

    /// Cases believed wrong, with the reason; none so far.
    static let believedWrong: [String: String] = [:]

    @Test func everyCaseIsHere() {
        #expect(EverLayoutConformanceTests.ids.count == 64)
        let kinds = Set(CaseFile.cases.map { $0.value("kind")!.string! })
        #expect(kinds == ["frames", "constraints", "hierarchy", "properties", "diagnostics", "bridge"])
        #expect(Set(CaseFile.cases.filter { $0.value("kind")!.string == "bridge" }.map { $0.value("id")!.string! })
            == Set(EverLayoutConformanceTests.notRenderCases.keys))
        // What is rendered here and what the Bridge's tests run are the ledger's selections.
        #expect(Self.ids.filter { Self.notRenderCases[$0] == nil } == ConformanceLedger.everLayout.ids)
        #expect(Set(Self.notRenderCases.keys) == Set(ConformanceLedger.everLayoutBridge.ids))
    }

    @Test(arguments: ids)
    func conformanceCase(id: String) throws {
        guard EverLayoutConformanceTests.notRenderCases[id] == nil, EverLayoutConformanceTests.believedWrong[id] == nil else { return }
        let testCase = CaseFile.testCase(id)
        let input = testCase.value("input")!
        let expected = testCase.value("expected")!
        let render = Self.render(input, rootSize: testCase.value("root_size")?.elements?.compactMap(\.number) ?? [400, 800])
        let messages = render.diagnostics.map { "\($0.severity): \($0.message)" }

        if expected.value("built")?.kind.isFalse == true { #expect(render.tree == nil) }
        var nodes: [String: RenderedNode] = [:]
        func collect(_ node: RenderedNode) {
            nodes[node.id ?? ""] = node
            node.children.forEach(collect)
        }
        if let tree = render.tree { collect(tree) }

        for member in expected.value("frames")?.members ?? [] {
            guard let node = nodes[member.key] else {
                Issue.record("\(member.key) is missing; diagnostics: \(messages)")
                continue
            }
            let actual = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            let wanted = member.value.elements!.map(\.number!)
            #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= 0.001 }, "\(member.key): \(actual) != \(wanted); \(messages)")
        }
        for member in expected.value("partial_frames")?.members ?? [] {
            let node = try #require(nodes[member.key], "\(member.key) is missing")
            let actual = ["x": node.frame.x, "y": node.frame.y, "width": node.frame.width, "height": node.frame.height]
            for component in member.value.members! {
                if let number = component.value.number {
                    #expect(abs(actual[component.key]! - number) <= 0.001, "\(member.key).\(component.key)")
                } else if component.value.string!.hasPrefix("ambiguous") {
                    let axis: Axis = ["x", "width"].contains(component.key) ? .horizontal : .vertical
                    #expect(render.ambiguous[member.key]?.contains(axis) == true, "\(member.key).\(component.key) ambiguous: \(messages)")
                } else {
                    Issue.record("\(member.key).\(component.key): no check for \(component.value)")
                }
            }
        }
        for absent in expected.value("absent_views")?.elements ?? [] {
            #expect(nodes[absent.string!] == nil, "\(absent.string!) should not exist")
        }
        for member in expected.value("subviews")?.members ?? [] {
            let children = nodes[member.key]?.children.compactMap(\.id)
            #expect(children == member.value.elements!.map(\.string!), "subviews of \(member.key)")
        }
        for member in expected.value("properties")?.members ?? [] {
            // The view model's properties as written; the node carries what each becomes on the view.
            let written = render.writtenProperties[member.key]?.reduce(into: [String: String]()) { props, prop in
                props[prop.name] = prop.value
            }
            #expect(written == member.value.stringMap, "properties of \(member.key)")
        }
        if let constraints = expected.value("constraints")?.elements {
            let wanted = constraints.map(Self.signature).sorted()
            let actual = render.constraints.map(Self.signature).sorted()
            #expect(actual == wanted)
        }
        for report in expected.value("original_reports")?.elements ?? [] {
            let severity: Diagnostic.Severity = report.value("severity")!.string == "ERROR" ? .error : .warning
            let message = report.value("message")!.string!
            #expect(render.diagnostics.contains { $0.severity == severity && $0.message.contains(message) },
                    "\(severity) \(message) not in \(messages)")
        }
        if expected.value("ios_exception") != nil {
            #expect(!render.errors.isEmpty, "the original raises; an error is expected")
        }
        if let metadata = expected.value("metadata") {
            #expect(render.controllerTitle == metadata.value("controllerTitle")?.string)
            let bar = Dictionary(uniqueKeysWithValues: render.navigationBar.map { ($0.name, $0.value) })
            #expect(bar == metadata.value("navigationBar")?.stringMap ?? [:])
        }
    }

    static func render(_ input: JSONNode, rootSize: [Double]) -> EverLayoutRender {
        let bytes = input.value("layout_text")?.string.map { Array($0.utf8) } ?? CaseFile.text(of: input.value("layout")!)
        var options = EverLayoutOptions(rootWidth: rootSize[0], rootHeight: rootSize[1])
        options.environment = input.value("environment")?.stringMap ?? [:]
        options.inject = input.value("inject")?.stringMap ?? [:]
        if let traits = input.value("traits") {
            options.traits = Traits(horizontal: SizeClass(rawValue: traits.value("h")!.string!)!,
                                    vertical: SizeClass(rawValue: traits.value("v")!.string!)!)
        }
        return EverLayoutRenderer.render(bytes, file: "case.json", options: options)
    }

    /// One constraint as comparable text: every field of the cases' convention.
    static func signature(_ node: JSONNode) -> String {
        func text(_ key: String) -> String {
            guard let value = node.value(key), !value.isNull else { return "nil" }
            return value.string ?? value.number.map { Double(Float($0)).description } ?? "\(value.kind)"
        }
        return [text("item"), text("attr"), text("rel"), text("toItem"), text("toAttr"), text("mult"), text("const"),
                text("priority"), text("identifier"), node.value("h")?.string ?? "unspecified",
                node.value("v")?.string ?? "unspecified", node.value("active").map { "\($0.kind)" } ?? "bool(true)"].joined(separator: " ")
    }

    static func signature(_ constraint: ConstraintRecord) -> String {
        let multiplier = Double(constraint.multiplier).description
        let constant = Double(Float(constraint.constant)).description
        let priority = Double(constraint.priority).description
        let fields: [String] = [
            constraint.item, constraint.attribute.rawValue, constraint.relation.rawValue, constraint.toItem ?? "nil",
            constraint.toAttribute?.rawValue ?? "notAnAttribute", multiplier, constant, priority, constraint.identifier ?? "nil",
            constraint.sizeClasses?.horizontal ?? "unspecified", constraint.sizeClasses?.vertical ?? "unspecified",
            "bool(\(constraint.isActive))",
        ]
        return fields.joined(separator: " ")
    }
}

extension JSONNode.Kind {
    var isFalse: Bool {
        if case .bool(false) = self { return true }
        return false
    }
}
