import Diagnostics
import Foundation
import Testing
@testable import Templates
import TestSupport

/// The shared conformance cases about building templates from XML, run as
/// data through `TemplateBuilder` (and `XMLEncoding` for `xmlEncoded()`).
@Suite struct TemplateConformanceTests {
    /// Operations another layer answers for: the LayoutTool formatter and
    /// validator, the XML reader, and the engine's node set-up and validation.
    static let otherLayers: [String: String] = [
        "parseXML": "XML syntax: the reader (ConformanceTests.xmlCasesParseOrFailAsExpected)",
        "isLayout": "LayoutTool's Layout-file detection, not template building",
        "typeOfAttribute/attributeIsString": "attribute types come from the engine's class catalog",
        "validate": "macro/expression cycles are found by the engine",
        "LayoutNode(layout:)": "class look-up is the engine's",
        "mount": "outlet binding is the engine's",
    ]

    /// Error messages the engine produces once the tree is built; for these the
    /// builder must accept the XML and hand over what the engine needs.
    static let engineMessages = [
        "Unknown or unsupported type", "Unknown class", "is not a subclass of UIView", "does not support inline",
        "Unknown property", "Outlet parameters must be", "Expression for outlet",
    ]

    static var cases: [JSON] {
        ConformanceTests.cases(kind: "xml") + ConformanceTests.cases(kind: "error")
    }

    static func isServedElsewhere(_ operation: String?) -> Bool {
        guard let operation else { return false }
        return operation.hasPrefix("LayoutTool") || otherLayers[operation] != nil
    }

    @Test func templateCases() throws {
        var served: [String] = []
        for testCase in Self.cases {
            let id = testCase["id"]?.stringValue ?? "?"
            let input = testCase["input"]
            let expected = testCase["expected"]
            let operation = input?["operation"]?.stringValue
            guard let xml = input?["xml"]?.stringValue, !Self.isServedElsewhere(operation) else { continue }
            let fragments = ConformanceTests.fragments(expected)
            let file: XMLFile
            do {
                file = try XMLReader.read(xml)
            } catch {
                // Only a syntax error may stop a case before the builder.
                #expect(expected?["throws"] == .bool(true), "\(id): \(error)")
                for fragment in fragments {
                    #expect(error.description.contains(fragment), "\(id): '\(error)' lacks '\(fragment)'")
                }
                served.append(id)
                continue
            }
            let problems: [Diagnostic]
            var root: TemplateNode?
            do {
                root = try TemplateBuilder.build(file, path: "Case.xml")
                problems = []
            } catch {
                problems = error.diagnostics
            }
            let engineCase = fragments.contains { fragment in Self.engineMessages.contains { fragment.contains($0) } }
            if expected?["throws"] == .bool(true) && !engineCase {
                #expect(!problems.isEmpty, "\(id) should fail")
                for fragment in fragments {
                    #expect(problems.contains { $0.message.contains(fragment) }, "\(id): \(problems.map(\.message)) lack '\(fragment)'")
                }
                #expect(problems.allSatisfy { $0.file == "Case.xml" && $0.range != nil && $0.excerpt != nil }, "\(id)")
            } else {
                #expect(problems.isEmpty, "\(id): \(problems.map(\.message))")
                if let body = expected?["body"]?.stringValue {
                    #expect(root?.body?.text == body, "\(id)")
                }
                if let nodes = expected?["nodes"]?.arrayValue {
                    #expect(root?.className == nodes.first?["node"]?.stringValue, "\(id)")
                }
            }
            served.append(id)
        }
        for testCase in Self.cases where testCase["input"]?["operation"]?.stringValue == "xmlEncoded()" {
            let text = testCase["input"]?["text"]?.stringValue ?? ""
            #expect(XMLEncoding.encode(text) == testCase["expected"]?["value"]?.stringValue)
            served.append(testCase["id"]?.stringValue ?? "?")
        }
        let named = [
            "xml-empty", "xml-html-root", "xml-view-inside-html", "xml-param-extra-attr", "xml-param-unknown-type",
            "xml-macro-missing-name", "xml-macro-extra-attr", "xml-xml-attr-expression", "xml-template-attr-expression",
            "xml-outlet-string", "xml-outlet-commented", "xml-outlet-empty", "xml-leading-whitespace",
            "xml-encode-entities", "node-param-shadows-state",
        ]
        #expect(Set(named).subtracting(served).isEmpty, "not run: \(Set(named).subtracting(served).sorted())")
        #expect(served.filter { $0.hasPrefix("xml-body-") }.count >= 6)
        #expect(served.count >= 22, "\(served)")
        #expect(Set(served) == Set(ConformanceLedger.templates.ids), "runs \(Set(served).symmetricDifference(ConformanceLedger.templates.ids).sorted())")
        #expect(Set(Self.otherLayers.keys) == ConformanceLedger.otherLayerOperations)
    }

    /// `xml-param-unknown-type`: the builder keeps the type name for the engine,
    /// which reports `Unknown or unsupported type Foo in <param>` at `range`.
    @Test func unknownParameterTypeIsLeftToTheEngine() throws {
        let marked = MarkedText("<UILabel><param name=\"text\" type=\"1️⃣Foo\"/></UILabel>")
        let node = try buildTemplate(marked.text)
        #expect(node.parameters.map(\.typeName) == ["Foo"])
        #expect(node.parameters.first?.range == range(marked[1], length: 3))
    }

    /// `node-param-shadows-state`, `node-macro-shadows-state`: the values are
    /// the engine's; the tree it gets must hold the expressions and declarations.
    @Test func shadowingCasesHandTheEngineWhatItNeeds() throws {
        let param = try buildTemplate("<UILabel text=\"{name}\" name=\"{name}\"><param name=\"name\" type=\"String\"/></UILabel>")
        #expect(param.attributes.map(\.name) == ["text", "name"])
        #expect(param.parameters.map(\.name) == ["name"])
        let macro = try buildTemplate("<UIView name=\"{foo}\"><macro name=\"name\" value=\"name\"/><UILabel text=\"{name}\"/></UIView>")
        #expect(macro.macros.map(\.value.value) == ["name"])
        #expect(macro.children.first?.attribute(named: "text")?.value == "{name}")
    }

    /// `xml-outlet-*`: `outlet` is an ordinary attribute, even when empty or commented out.
    @Test func outletIsKeptAsWritten() throws {
        #expect(try buildTemplate("<UILabel outlet=\"//foo\"/>").attribute(named: "outlet")?.value == "//foo")
        #expect(try buildTemplate("<UILabel outlet=\"\"/>").attribute(named: "outlet")?.value == "")
    }
}
