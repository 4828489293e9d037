import Foundation
import TestSupport

/// The shared MarkupKit conformance cases (`markupkit-cases.json`), as Foundation values.
enum CaseFile {
    static let url = FixturePaths.fixtures.appendingPathComponent("conformance/markupkit-cases.json")
    nonisolated(unsafe) static let root = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    nonisolated(unsafe) static let cases = root["cases"] as! [[String: Any]]

    static func testCase(_ id: String) -> [String: Any] {
        cases.first { $0["id"] as? String == id }!
    }
}
