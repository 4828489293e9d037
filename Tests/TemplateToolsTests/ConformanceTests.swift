import Diagnostics
import Testing
import TemplateTools
import TestSupport

/// The LayoutTool cases of `layout-cases.json`, run as data through the public API,
/// one table-driven test per operation.
@Suite struct ConformanceTests {
    /// Cases this target does not serve, with the reason; asserted so that none is
    /// skipped silently and a new one is noticed.
    static let notServed = ConformanceLedger.tools.notRun

    @Test func everyToolCaseIsServedOrListed() {
        let served = Set((Self.formatCases + Self.formatErrorCases + Self.renameCases + Self.typeCases
            + Self.layoutCases + Self.xmlErrorCases + Self.stringsCases).map(\.id))
        let unserved = ToolCase.all.map(\.id).filter { !served.contains($0) }
        #expect(ToolCase.all.count >= 50)
        #expect(ToolCase.all.map(\.id) == ConformanceLedger.tools.selected.compactMap(\.id))
        #expect(Set(unserved) == Set(Self.notServed.keys))
    }

    static let formatCases = ToolCase.cases("LayoutTool format", kind: "xml")
    static let formatErrorCases = ToolCase.cases("LayoutTool format", kind: "error")
    static let renameCases = ToolCase.cases("LayoutTool rename")
    static let typeCases = ToolCase.cases("typeOfAttribute")
    static let layoutCases = ToolCase.cases("isLayout")
    static let xmlErrorCases = ToolCase.cases("parseXML")
    static let stringsCases = ToolCase.cases("LayoutTool strings")

    @Test(arguments: formatCases)
    func format(_ testCase: ToolCase) throws {
        #expect(try LayoutTool.format(testCase.xml) == testCase.expected["output"]?.stringValue)
    }

    @Test(arguments: formatErrorCases)
    func formatError(_ testCase: ToolCase) {
        #expect(!testCase.fragments.isEmpty)
        do {
            let output = try LayoutTool.format(testCase.xml)
            Issue.record("\(testCase.id) formatted to \(output)")
        } catch {
            for fragment in testCase.fragments {
                #expect(error.description.contains(fragment), "'\(error)' lacks '\(fragment)'")
            }
            if let type = testCase.expected["error_type"]?.stringValue {
                // LayoutTool's FormatError.parsing: an attribute value that does not parse.
                #expect(type == "FormatError.parsing")
                guard case .attribute = error else { Issue.record("not an attribute error: \(error)"); return }
            }
        }
    }

    @Test(arguments: renameCases)
    func rename(_ testCase: ToolCase) throws {
        let old = try #require(testCase.input["old"]?.stringValue)
        let new = try #require(testCase.input["new"]?.stringValue)
        #expect(try LayoutTool.rename(xml: testCase.xml, old: old, new: new) == testCase.expected["output"]?.stringValue)
    }

    @Test(arguments: typeCases)
    func attributeType(_ testCase: ToolCase) throws {
        let name = try #require(testCase.input["attribute"]?.stringValue)
        let element = try #require(ToolTree.parse(testCase.xml).nodes.first?.element)
        let types = AttributeTypes()
        #expect(types.typeName(of: name, in: element) == testCase.expected["type"]?.stringValue)
        let isString: Bool? = if case .bool(let flag) = testCase.expected["is_string"] { flag } else { nil }
        #expect(types.isStringAttribute(name, in: element) == isString)
        if let type = types.typeName(of: name, in: element) {
            #expect(AttributeTypes.isStringType(type) == isString)
        }
    }

    @Test(arguments: layoutCases)
    func isLayout(_ testCase: ToolCase) throws {
        let expected: Bool? = if case .bool(let flag) = testCase.expected["value"] { flag } else { nil }
        #expect(try ToolTree.parse(testCase.xml).isLayout == expected)
        #expect(LayoutTool.isLayout(testCase.xml) == expected)
    }

    @Test(arguments: xmlErrorCases)
    func xmlError(_ testCase: ToolCase) {
        #expect(!testCase.fragments.isEmpty)
        do {
            _ = try ToolTree.parse(testCase.xml)
            Issue.record("\(testCase.id) parsed")
        } catch {
            guard case .xml = error else { Issue.record("not an XML error: \(error)"); return }
            for fragment in testCase.fragments {
                #expect(error.description.contains(fragment), "'\(error)' lacks '\(fragment)'")
            }
        }
    }

    @Test(arguments: stringsCases)
    func stringKeys(_ testCase: ToolCase) throws {
        let expected = testCase.expected["keys"]?.arrayValue?.compactMap(\.stringValue)
        #expect(try LayoutTool.stringKeys(xml: testCase.xml) == expected)
    }
}
