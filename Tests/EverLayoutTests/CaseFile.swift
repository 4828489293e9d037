import EverLayout
import Foundation
import TestSupport

/// The shared conformance cases, read with positions so that a case's layout keeps its
/// document order (subview order and z-index ties depend on it; a Foundation dictionary
/// would lose it).
enum CaseFile {
    static let url = FixturePaths.fixtures.appendingPathComponent("conformance/everlayout-cases.json")
    static let bytes: [UInt8] = Array(try! Data(contentsOf: url))
    static let root = try! JSONNodeReader.read(bytes)
    static var cases: [JSONNode] { root["cases"]!.value.elements! }

    static func testCase(_ id: String) -> JSONNode {
        cases.first { $0["id"]?.value.string == id }!
    }

    /// The text a node was written as.
    static func text(of node: JSONNode) -> [UInt8] {
        Array(bytes[node.span.range])
    }
}

extension JSONNode {
    /// The member's value, for tests.
    func value(_ key: String) -> JSONNode? { self[key]?.value }

    var number: Double? {
        if case let .number(value) = kind { return value }
        return nil
    }

    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    var stringMap: [String: String] {
        Dictionary((members ?? []).compactMap { member in member.value.string.map { (member.key, $0) } }, uniquingKeysWith: { $1 })
    }
}
