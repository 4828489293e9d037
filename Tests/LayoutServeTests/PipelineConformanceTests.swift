import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// Conformance cases whose input is a whole template (or a node tree, or a
/// strings table) and whose answer needs the whole pipeline: XML → template
/// → compile → layout. Selected by shape, so new cases of these shapes run too.
@Suite struct PipelineConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let kind: String
        let input: JSON
        let expected: JSON
        var testDescription: String { id }
    }

    static let all: [Case] = {
        guard let data = try? Data(contentsOf: FixturePaths.conformanceCases), let root = try? JSON.parse(String(decoding: data, as: UTF8.self)),
              let items = root["cases"]?.arrayValue else { return [] }
        return items.compactMap { item in
            guard let id = item["id"]?.stringValue, let kind = item["kind"]?.stringValue,
                  let input = item["input"], let expected = item["expected"] else { return nil }
            return Case(id: id, kind: kind, input: input, expected: expected)
        }
    }()

    /// The cases of one of the suite's selections in `ConformanceLedger`.
    static func cases(_ selection: ConformanceSelection) -> [Case] {
        let ids = Set(selection.ids)
        return all.filter { ids.contains($0.id) }
    }

    /// `error` cases given as XML that must fail with a message fragment.
    static let errorCases = cases(ConformanceLedger.pipelineErrors)
    /// `xml` cases that set state and expect property values.
    static let stateCases = cases(ConformanceLedger.pipelineState)
    /// `#id` lookups (`node(withID:)`).
    static let lookupCases = cases(ConformanceLedger.pipelineLookups)
    /// Strings tables read by an expression.
    static let stringsCases = cases(ConformanceLedger.pipelineStrings)

    @Test func theSelectionsAreNotEmpty() {
        #expect(Self.errorCases.count >= 12)
        #expect(Self.stateCases.count == 2)
        #expect(Self.lookupCases.count == 5)
        #expect(Self.stringsCases.count == 1)
    }

    func render(_ files: [String: String], state: [String: Value] = [:]) throws -> RenderOutcome {
        let project = try TemporaryFolder()
        for (path, text) in files { _ = try project.write(path, text) }
        return try ProjectLoader(root: project.url.path).renderer.render("Main.xml", device: try Device.parse("320x480@1"), state: state)
    }

    static func fragments(_ json: JSON?) -> [String] {
        if let text = json?.stringValue { return [text] }
        return json?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    @Test(arguments: errorCases)
    func failsWithTheExpectedMessage(_ item: Case) throws {
        let outcome = try render(["Main.xml": try #require(item.input["xml"]?.stringValue)])
        let messages = outcome.errors.map(\.message)
        #expect(!messages.isEmpty)
        if let count = item.expected["min_error_count"]?.numberValue { #expect(messages.count >= Int(count), "\(messages)") }
        for fragment in Self.fragments(item.expected["error_contains"]) {
            #expect(messages.contains { $0.contains(fragment) }, "no error contains \(fragment): \(messages)")
        }
        for fragment in Self.fragments(item.expected["each_error_contains"]) {
            #expect(messages.allSatisfy { $0.contains(fragment) }, "\(messages)")
        }
        let any = Self.fragments(item.expected["each_error_contains_any"])
        if !any.isEmpty { #expect(messages.allSatisfy { message in any.contains { message.contains($0) } }, "\(messages)") }
    }

    /// Cases whose template has errors the original test never looked at, with the
    /// errors this pipeline reports instead of the expected properties.
    static let believedWrong: [String: (reason: String, errors: [String])] = [
        "node-macro-shadows-state": (
            "the root sets name=\"{foo}\", but UIView has no property `name` (and `foo` is undefined); Layout's test only reads the child's text",
            ["Unknown property name of UIView"]),
    ]

    @Test(arguments: stateCases)
    func readsStateThroughParametersAndMacros(_ item: Case) throws {
        var state: [String: Value] = [:]
        for (key, value) in item.input["setState"]?.objectValue ?? [] { state[key] = try Value(json: value) }
        let xml = try #require(item.input["xml"]?.stringValue)
        if let wrong = Self.believedWrong[item.id] {
            #expect(try render(["Main.xml": xml], state: state).errors.map(\.message) == wrong.errors)
            // Without the stray attribute the macro reads the state as expected.
            let fixed = xml.replacingOccurrences(of: #" name="{foo}""#, with: "")
            let outcome = try render(["Main.xml": fixed], state: state)
            #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
            #expect(outcome.tree?.children.first?.props.first { $0.name == "text" }?.value == .string("Foo"))
            return
        }
        let outcome = try render(["Main.xml": xml], state: state)
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
        let tree = try #require(outcome.tree)
        for (path, expected) in item.expected["properties"]?.objectValue ?? [] {
            // `children[0].text` addresses a child's property.
            var node = tree
            var name = path
            if path.hasPrefix("children["), let close = path.firstIndex(of: "]"),
               let index = Int(path[path.index(path.startIndex, offsetBy: 9)..<close]) {
                node = tree.children[index]
                name = String(path[path.index(after: path.index(after: close))...])
            }
            #expect(node.props.first { $0.name == name }?.value == (try Value(json: expected)), "\(path)")
        }
    }

    /// The tree notation `foo>[bar>[baz]]` becomes nested views with those ids,
    /// each of a distinct width; the starting node reads `#ID.width`.
    @Test(arguments: lookupCases)
    func findsNodesByID(_ item: Case) throws {
        let notation = try #require(item.input["tree"]?.stringValue)
        let from = try #require(item.input["from_node"]?.stringValue)
        let target = try #require(item.input["id"]?.stringValue)
        var widths: [String: Int] = [:]
        let xml = Self.xml(for: Substring(notation), from: from, target: target, widths: &widths)
        let outcome = try render(["Main.xml": xml])
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
        let nodes = try #require(outcome.tree).flattened
        let reader = try #require(nodes.first { $0.id == from })
        let expected = try #require(item.expected["node"]?.stringValue)
        #expect(reader.frame.height == Double(widths[expected] ?? -1))
    }

    @Test(arguments: stringsCases)
    func formatsLocalizedStrings(_ item: Case) throws {
        let table = (item.input["strings"]?.objectValue ?? []).map { "\"\($0.0)\" = \"\($0.1.stringValue ?? "")\";" }
        var state: [String: Value] = [:]
        for (key, value) in item.input["symbols"]?["state"]?.objectValue ?? [] { state[key] = try Value(json: value) }
        let expression = try #require(item.input["expression"]?.stringValue)
        let outcome = try render([
            "Main.xml": "<UILabel text=\"\(expression)\"/>", "Localizable.strings": table.joined(separator: "\n"),
        ], state: state)
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
        #expect(outcome.tree?.props.first { $0.name == "text" }?.value == item.expected["value"].flatMap { try? Value(json: $0) })
    }

    /// XML for the tree notation: `name>[child, child>[…]]`, `(anon)` for a view without id.
    static func xml(for notation: Substring, from: String, target: String, widths: inout [String: Int]) -> String {
        var text = notation
        let name: Substring
        var children: [Substring] = []
        if let open = text.firstIndex(of: ">") {
            name = text[..<open]
            text = text[text.index(open, offsetBy: 2)..<text.index(before: text.endIndex)]
            var depth = 0
            var start = text.startIndex
            for index in text.indices {
                switch text[index] {
                case "[": depth += 1
                case "]": depth -= 1
                case "," where depth == 0:
                    children.append(text[start..<index])
                    start = text.index(after: index)
                default: break
                }
            }
            children.append(text[start...])
        } else {
            name = text
        }
        let id = String(name.trimmingCharacters(in: .whitespaces))
        let width = (widths.count + 1) * 10
        var attributes = "width=\"\(width)\""
        if id != "(anon)" {
            widths[id] = width
            attributes += " id=\"\(id)\""
            if id == from { attributes += " height=\"#\(target).width\"" }
        }
        let inner = children.map { xml(for: Substring($0.trimmingCharacters(in: .whitespaces)), from: from, target: target, widths: &widths) }
        return "<UIView \(attributes)>" + inner.joined() + "</UIView>"
    }
}

extension RenderedNode {
    /// This node and its descendants, depth first.
    var flattened: [RenderedNode] { [self] + children.flatMap(\.flattened) }
}
