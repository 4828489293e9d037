import Diagnostics
import Expressions
import LayoutEngine
import Testing
import TestSupport

/// The `error` cases written as node trees, laid out by the real engine.
@Suite struct NodeErrorConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let input: JSON
        let expected: JSON
        var testDescription: String { id }
    }

    /// The suite's selection (`ConformanceLedger.nodeErrors`): the `error` cases given as a node tree.
    static let cases = ConformanceLedger.nodeErrors.selected.compactMap { item in
        item.id.map { Case(id: $0, input: item["input"] ?? .null, expected: item["expected"] ?? .null) }
    }

    /// Cases not run here, with the reason.
    static let unserved = ConformanceLedger.nodeErrors.notRun

    @Test func everyCaseIsRunOrListed() {
        #expect(Self.cases.count == 14)
        for id in Self.unserved.keys { #expect(Self.cases.contains { $0.id == id }) }
    }

    @Test(arguments: cases.filter { unserved[$0.id] == nil })
    func reports(_ item: Case) throws {
        let node = try #require(item.input["node"])
        var state: [String: Value] = [:]
        for (key, value) in node["state"]?.objectValue ?? [] { state[key] = value.stringValue.map(Value.string) ?? .null }
        let options = LayoutOptions(device: Device(name: "test", width: 320, height: 480, scale: 1), state: state)
        let result = Renderer.layout(TreeBuilder.node(node), options: options)
        let messages = result.errors.map(\.message)
        if let count = item.expected["error_count"]?.numberValue { #expect(messages.count == Int(count), "\(messages)") }
        if let count = item.expected["min_error_count"]?.numberValue { #expect(messages.count >= Int(count), "\(messages)") }
        if item.expected["throws"] == .bool(true) { #expect(!messages.isEmpty) }
        for fragment in Self.strings(item.expected["error_contains"]) {
            #expect(messages.contains { $0.contains(fragment) }, "no error contains \(fragment): \(messages)")
        }
        for fragment in Self.strings(item.expected["each_error_contains"]) {
            #expect(messages.allSatisfy { $0.contains(fragment) }, "\(messages)")
        }
        let any = Self.strings(item.expected["each_error_contains_any"])
        if !any.isEmpty { #expect(messages.allSatisfy { message in any.contains { message.contains($0) } }) }
    }

    static func strings(_ json: JSON?) -> [String] {
        if let text = json?.stringValue { return [text] }
        return json?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
