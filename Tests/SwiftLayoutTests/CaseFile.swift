import Foundation
import TestSupport

/// The shared SwiftLayout cases (`swiftlayout-cases.json`), as Foundation values.
enum CaseFile {
    static let url = FixturePaths.fixtures.appendingPathComponent("conformance/swiftlayout-cases.json")
    nonisolated(unsafe) static let root = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    static var cases: [[String: Any]] { root["cases"] as! [[String: Any]] }

    static func ids(kind: String) -> [String] {
        cases.filter { $0["kind"] as? String == kind }.map { $0["id"] as! String }
    }

    static func testCase(_ id: String) -> [String: Any] {
        cases.first { $0["id"] as? String == id }!
    }
}

/// One constraint as the cases write it: `item attr rel toItem toAttr mult const priority`.
struct ConstraintRow: Hashable, CustomStringConvertible {
    var item: String
    var attr: String
    var rel: String
    var toItem: String?
    var toAttr: String
    var mult: Double
    var const: Double
    var priority: Double

    init(_ json: [String: Any], renaming names: [String: String] = [:]) {
        item = names[json["item"] as! String] ?? json["item"] as! String
        attr = json["attr"] as! String
        rel = json["rel"] as! String
        toItem = (json["toItem"] as? String).map { names[$0] ?? $0 }
        toAttr = json["toAttr"] as! String
        mult = (json["mult"] as! NSNumber).doubleValue
        const = (json["const"] as! NSNumber).doubleValue
        priority = (json["priority"] as! NSNumber).doubleValue
    }

    var description: String {
        "\(item).\(attr) \(rel) \(toItem ?? "nil").\(toAttr) x\(mult) \(const) @\(priority)"
    }
}
