import Diagnostics
import Expressions
import LayoutEngine
import Testing
import TestSupport

/// The `frame` cases of the conformance file, laid out by the real engine.
@Suite struct FrameConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let input: JSON
        let expected: JSON
        var testDescription: String { id }
    }

    /// The suite's selection (`ConformanceLedger.frames`): every `frame` case.
    static let cases = ConformanceLedger.frames.selected.compactMap { item in
        item.id.map { Case(id: $0, input: item["input"] ?? .null, expected: item["expected"] ?? .null) }
    }

    /// Cases not run here, with the reason.
    static let unserved = ConformanceLedger.frames.notRun

    /// Predicates not evaluated, with the reason (each is in the fixture: checked below).
    static let unservedPredicates: [String: String] = [
        "node.frame == view.frame": "compares the node's frame with its UIView's: a headless render has one frame per node, the node's",
    ]

    /// Every key of `expected` this suite reads; a case of the fixture with another key fails
    /// `everyExpectedKeyIsRead`, so no expectation is left unread.
    static let readKeys = ConformanceLedger.frames.compares

    @Test func everyCaseIsRunOrListed() {
        #expect(Self.cases.count == 20)
        for id in Self.unserved.keys { #expect(Self.cases.contains { $0.id == id }, "\(id) is not in the fixture") }
        let predicates = Set(Self.cases.flatMap { Self.predicates(in: $0.expected) })
        for predicate in Self.unservedPredicates.keys { #expect(predicates.contains(predicate), "\(predicate) is not in the fixture") }
    }

    @Test func everyExpectedKeyIsRead() {
        for item in Self.cases where Self.unserved[item.id] == nil {
            let keys = Set(item.expected.objectValue?.map(\.0) ?? [])
            #expect(keys.subtracting(Self.readKeys).isEmpty, "\(item.id) expects \(keys.subtracting(Self.readKeys).sorted()), which no check reads")
        }
    }

    /// The predicates of an expectation and of the expectations nested in it.
    static func predicates(in expected: JSON) -> [String] {
        var found = expected["predicates"]?.arrayValue?.compactMap(\.stringValue) ?? []
        for key in ["after_setState", "with_width_50"] { if let nested = expected[key] { found += predicates(in: nested) } }
        return found
    }

    @Test(arguments: cases.filter { unserved[$0.id] == nil })
    func laysOut(_ item: Case) throws {
        let tree = try #require(item.input["tree"])
        try Self.check(item.expected, Self.layout(tree, input: item.input), tree: tree)
        if let after = item.expected["after_setState"] {
            // The same tree with the state changed: `setState` re-lays it out.
            var state: [String: Value] = [:]
            for (key, value) in after["state"]?.objectValue ?? [] { state[key] = Self.value(value) }
            try Self.check(after, Self.layout(tree, input: item.input, state: state), tree: tree)
        }
        if let narrow = item.expected["with_width_50"] {
            // The same root with `width="50"` added (its height left to its content).
            try Self.check(narrow, Self.layout(Self.adding("width", "50", to: tree), input: item.input), tree: tree)
        }
        if let parent = item.expected["also_when_mounted_in"]?.arrayValue?.compactMap(\.numberValue) {
            // Mounted in a superview of that frame: the root keeps its own frame.
            var input = item.input
            if case var .object(members) = input {
                members.removeAll { $0.0 == "root_size" }
                members.append(("root_size", .array([.number(parent[2]), .number(parent[3])])))
                input = .object(members)
            }
            try Self.check(item.expected, Self.layout(tree, input: input), tree: tree, reading: ["frames"])
        }
    }

    /// Checks one result against the expectation's `frames`, `sizes`, `widths`, `predicates`
    /// and `has_expression` (or only the keys in `reading`).
    static func check(_ expected: JSON, _ result: LayoutResult, tree: JSON, reading: Set<String>? = nil) throws {
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let rendered = try #require(result.tree)
        let names = TreeBuilder.names(tree)
        let nodes = TreeBuilder.flatten(rendered)
        func frame(_ name: String) -> Rect? { names.firstIndex(of: name).map { nodes[$0].frame } }
        func reads(_ key: String) -> Bool { reading?.contains(key) ?? true }

        for (name, expected) in reads("frames") ? expected["frames"]?.objectValue ?? [] : [] {
            let numbers = expected.arrayValue?.compactMap(\.numberValue) ?? []
            #expect(frame(name) == Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), "\(name)")
        }
        for (name, expected) in reads("sizes") ? expected["sizes"]?.objectValue ?? [] : [] {
            let numbers = expected.arrayValue?.compactMap(\.numberValue) ?? []
            #expect(frame(name).map { [$0.width, $0.height] } == numbers, "\(name)")
        }
        for (name, expected) in reads("widths") ? expected["widths"]?.objectValue ?? [] : [] {
            #expect(frame(name)?.width == expected.numberValue, "\(name)")
        }
        for predicate in reads("predicates") ? expected["predicates"]?.arrayValue?.compactMap(\.stringValue) ?? [] : []
        where unservedPredicates[predicate] == nil {
            #expect(Self.holds(predicate, names: names, nodes: nodes), "\(predicate)")
        }
        // An attribute whose value is commented out (`//5`) is no expression: the render lists
        // only the properties the template sets.
        for (name, flag) in reads("has_expression") ? expected["has_expression"]?.objectValue ?? [] : [] {
            #expect(nodes[0].props.contains { $0.name == name } == (flag == .bool(true)), "\(name)")
        }
    }

    /// `tree` with one more expression on its root.
    static func adding(_ name: String, _ expression: String, to tree: JSON) -> JSON {
        guard case var .object(members) = tree else { return tree }
        if let index = members.firstIndex(where: { $0.0 == "expressions" }), case var .object(expressions) = members[index].1 {
            expressions.append((name, .string(expression)))
            members[index].1 = .object(expressions)
        } else {
            members.append(("expressions", .object([(name, .string(expression))])))
        }
        return .object(members)
    }

    static func value(_ json: JSON) -> Value {
        json.stringValue.map(Value.string) ?? json.numberValue.map(Value.number) ?? .null
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
            stateValues[key] = Self.value(value)
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
