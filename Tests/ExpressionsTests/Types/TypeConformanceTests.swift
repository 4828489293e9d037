import Diagnostics
@testable import Expressions
import Testing
import TestSupport

/// The `rt-`, `util-` and `props-` conformance cases, run as data.
@Suite struct TypeConformanceTests {
    /// Cases believed not to apply as written, with the reason; each is
    /// checked against what this engine does instead in `knownDeviations`.
    static let deviations = ConformanceLedger.types.notRun

    /// The suite runs its selection (`ConformanceLedger.types`), the deviations in `knownDeviations`.
    @Test func runsItsWholeSelection() {
        #expect(ConformanceCase.load(prefixes: ["rt-", "util-", "props-"]).map(\.id) == ConformanceLedger.types.selected.compactMap(\.id))
    }

    @Test(arguments: ConformanceCase.load(prefixes: ["rt-", "util-", "props-"]))
    func conformance(_ item: ConformanceCase) throws {
        guard TypeConformanceTests.deviations[item.id] == nil else { return }
        let operation = item.input["operation"]?.stringValue ?? ""
        let text = item.input["text"]?.stringValue ?? ""
        switch operation {
        case "sanitizedTypeName":
            #expect(PropertyType.sanitizedTypeName(text) == item.expected["value"]?.stringValue)
        case "RuntimeType.type(named:)":
            #expect(PropertyType(named: text).map(Self.kind) == item.expected["kind"]?.stringValue)
        case "capitalized", "capitalized()":
            #expect(text.asciiCapitalized == item.expected["value"]?.stringValue)
        case "unCapitalized()":
            #expect(text.asciiUncapitalized == item.expected["value"]?.stringValue)
        case "allPropertyTypes", "expressionTypes":
            try checkMemberType(item)
        case "RuntimeType.cast":
            try checkCast(item)
        default:
            Issue.record("Unhandled operation \(operation) in \(item.id)")
        }
    }

    @Test func knownDeviations() {
        let type = PropertyType(named: "Array<String>")!
        #expect(Value.array([.number(5)]).cast(to: type) == .array([.string("5.0")]))
        #expect(Value.number(5).cast(to: type) == .array([.string("5.0")]))
        #expect(Value.array([.string("foo")]).cast(to: type) == .array([.string("foo")]))
    }

    /// Layout's `RuntimeType.Kind` description of a resolved type.
    static func kind(_ type: PropertyType) -> String {
        switch type {
        case let .array(element): return "array(\(element.name))"
        default: return "any(\(type.name))"
        }
    }

    /// `testPoint.x` on a class with `testPoint: CGPoint`; `layer.contentsCenter.x` (a CGRect).
    private func checkMemberType(_ item: ConformanceCase) throws {
        let key = try #require(item.input["key"]?.stringValue)
        let owners: [String: PropertyType] = ["testPoint": .point, "testRect": .rect, "layer.contentsCenter": .rect]
        let owner = try #require(owners.keys.first { key.hasPrefix($0 + ".") })
        let member = String(key.dropFirst(owner.count + 1))
        let expected = item.expected["type"]?.stringValue
        #expect(owners[owner]?.memberType(member)?.name == expected)
    }

    private func checkCast(_ item: ConformanceCase) throws {
        let typeName = try #require(item.input["type"]?.stringValue)
        let type = try #require(PropertyType(named: typeName))
        let inputs = try #require(item.input["value"]?.arrayValue)
        let results = try #require(item.expected["results"]?.arrayValue)
        try #require(inputs.count == results.count)
        for (input, expected) in zip(inputs, results) {
            let value = try #require(Self.castInputs[input.encoded] ?? (try? Value(json: input)), "\(input.encoded)")
            let actual = value.cast(to: type)
            let wanted: Value? = switch expected {
            case .null: nil
            case .string("same"): value
            default: try #require(Self.castResults[expected.encoded] ?? (try? Value(json: expected)))
            }
            #expect(actual == wanted, "\(item.id): \(input.encoded) as \(type.name)")
        }
    }

    /// The cases describe Swift values in words; these are their values here.
    static let castInputs: [String: Value] = {
        let edges = EnumCatalog.table(runtimeName: "UIRectEdge")!
        let rate = EnumCatalog.table(runtimeName: "UIScrollViewDecelerationRate")!
        return [
            "\"NSObject()\"": .object("NSObject"),
            "\"UITableViewDelegate.self\"": .classReference("UITableViewDelegate"),
            "\"UITableViewController()\"": .object("UITableViewController"),
            "\"[String]()\"": .array([]),
            "\"NSLineBreakMode.byClipping\"": EnumCatalog.value(qualifiedName: "NSLineBreakMode.byClipping")!,
            "\"byClipping.rawValue (int)\"": .number(2),
            "\"'byClipping' (string)\"": .string("byClipping"),
            "\"UIRectEdge.top\"": edges.value(named: "top")!,
            "\"[UIRectEdge.top, UIRectEdge.left]\"": .array([edges.value(named: "top")!, edges.value(named: "left")!]),
            "\"top.union(left)\"": .options(edges.combining([1, 2])),
            "\"top.rawValue\"": .number(1),
            "\"top.rawValue + left.rawValue\"": .number(3),
            "\"'top'\"": .string("top"),
            "\"fast\"": rate.value(named: "fast")!,
            "\"fast.rawValue\"": .number(0.99),
            "\"15 as CGFloat\"": .number(15),
            "\"15\"": .number(15),
            "\"'fast'\"": .string("fast"),
        ]
    }()

    static let castResults: [String: Value] = {
        let edges = EnumCatalog.table(runtimeName: "UIRectEdge")!
        return [
            "\"byClipping\"": EnumCatalog.value(qualifiedName: "NSLineBreakMode.byClipping")!,
            "\"top\"": edges.value(named: "top")!,
            "\"[top,left]\"": .options(edges.combining([1, 2])),
            "\"fast\"": EnumCatalog.value(qualifiedName: "UIScrollView.DecelerationRate.fast")!,
            "\"rate(15)\"": .enumCase(EnumCase(type: "UIScrollViewDecelerationRate", name: "15", rawValue: .double(15))),
        ]
    }()
}
