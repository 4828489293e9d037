import AutoLayout
import Constraints
import Foundation
import Testing
import TestSupport

/// Every `constraints` case of `Tests/Fixtures/conformance/autolayout-cases.json`, as data.
@Suite struct ConformanceTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/conformance/autolayout-cases.json")

    /// JSON values are not `Sendable`, so each test reads the (small) file itself.
    static func cases() -> [[String: Any]] {
        let data = try! Data(contentsOf: file)
        let root = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        return (root["cases"] as! [[String: Any]]).filter { $0["kind"] as? String == "constraints" }
    }

    static let ids: [String] = cases().map { $0["id"] as! String }

    @Test func everyConstraintsCaseIsHere() {
        #expect(Self.ids.count == 29)
        #expect(Self.ids == ConformanceLedger.autoLayoutConstraints.ids)
    }

    @Test(arguments: ids)
    func constraintsCase(id: String) throws {
        let testCase = Self.cases().first { $0["id"] as? String == id }!
        let input = testCase["input"] as! [String: Any]
        let expected = testCase["expected"] as! [String: Any]
        var (system, names) = try Self.build(input)
        let result = system.solve()
        let nameOf = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })
        if let error = expected["error"] as? String {
            let involves = Set(expected["involves"] as! [String])
            switch error {
            case "unsatisfiable":
                #expect(!result.conflicts.isEmpty)
                #expect(Set(result.conflicts.flatMap(\.items).map { nameOf[$0]! }) == involves)
            case "ambiguous":
                #expect(result.conflicts.isEmpty)
                #expect(Set(result.ambiguous.map { nameOf[$0.item]! }) == involves)
            default:
                Issue.record("unknown error kind \(error)")
            }
            return
        }
        #expect(result.conflicts.isEmpty)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous.map { nameOf[$0.item]! })")
        for (name, value) in expected["frames"] as! [String: [Double]] {
            let frame = result.frame(of: names[name]!)
            let actual = [frame.x, frame.y, frame.width, frame.height]
            #expect(zip(actual, value).allSatisfy { abs($0 - $1) <= 0.001 }, "\(name): \(actual) != \(value)")
        }
    }

    /// A `LayoutSystem` from a case's input (R-AL-CASES); returns it with its items by name.
    static func build(_ input: [String: Any]) throws -> (LayoutSystem, [String: ItemID]) {
        let size = input["root_size"] as! [Double]
        func insets(_ value: Any?) -> EdgeInsets? {
            guard let list = value as? [Double] else { return nil }
            return EdgeInsets(top: list[0], left: list[1], bottom: list[2], right: list[3])
        }
        var host = Host(rootMargins: insets(input["root_margins"]))
        if let hostInput = input["host"] as? [String: Any] {
            host.kind = Host.Kind(rawValue: hostInput["kind"] as! String)!
            host.safeArea = insets(hostInput["safe_area"]) ?? .zero
            host.horizontalSizeClass = SizeClass(rawValue: hostInput["horizontal_size_class"] as? String ?? "compact")!
        }
        var system = LayoutSystem(rootSize: Size(width: size[0], height: size[1]), host: host,
                                  scale: input["scale"] as? Double ?? 2)
        var names = ["root": system.root, "root.safeAreaLayoutGuide": system.safeAreaGuide]
        for view in input["views"] as! [[String: Any]] {
            let className = view["class"] as! String
            var options = ViewOptions(name: view["name"] as! String,
                                      parent: (view["parent"] as? String).map { names[$0]! },
                                      margins: insets(view["margins"]) ?? .defaultMargins,
                                      contentHugging: UIKitDefaults.contentHugging(forClass: className))
            if let intrinsic = view["intrinsic"] as? [Any] {
                options.intrinsicSize = IntrinsicSize(width: intrinsic[0] as? Double, height: intrinsic[1] as? Double)
            } else if let catalog = UIKitDefaults.intrinsicSize(forClass: className) {
                options.intrinsicSize = catalog
            }
            if let hugging = view["hugging"] as? [Double] {
                options.contentHugging = AxisPriorities(horizontal: Float(hugging[0]), vertical: Float(hugging[1]))
            }
            if let compression = view["compression"] as? [Double] {
                options.compressionResistance = AxisPriorities(horizontal: Float(compression[0]), vertical: Float(compression[1]))
            }
            names[options.name] = system.addView(options)
        }
        for (index, constraint) in (input["constraints"] as! [[String: Any]]).enumerated() {
            let relation: Relation = switch constraint["rel"] as! String {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
            try system.add(LayoutConstraint(
                item: names[constraint["item"] as! String]!,
                attribute: LayoutAttribute(rawValue: constraint["attr"] as! String)!,
                relation: relation,
                toItem: (constraint["toItem"] as? String).map { names[$0]! },
                toAttribute: (constraint["toAttr"] as? String).map { LayoutAttribute(rawValue: $0)! },
                multiplier: Float(constraint["mult"] as? Double ?? 1),
                constant: constraint["const"] as? Double ?? 0,
                priority: Float(constraint["priority"] as? Double ?? 1000),
                tag: index))
        }
        return (system, names)
    }
}
