import Diagnostics
import Foundation
import TestSupport
import Testing

/// One `tool-*` case of the shared `layout-cases.json` (LayoutTool's own tests).
struct ToolCase: Sendable, CustomTestStringConvertible {
    let id: String
    let kind: String
    let input: JSON
    let expected: JSON

    var testDescription: String { id }

    var operation: String { input["operation"]?.stringValue ?? "" }
    var xml: String { input["xml"]?.stringValue ?? "" }

    /// Every `tool-*` case, in file order.
    static let all: [ToolCase] = {
        guard let data = try? Data(contentsOf: FixturePaths.conformanceCases),
              let json = try? JSON.parse(String(decoding: data, as: UTF8.self)) else { return [] }
        return (json["cases"]?.arrayValue ?? []).compactMap { item in
            guard let id = item["id"]?.stringValue, id.hasPrefix("tool-") else { return nil }
            return ToolCase(id: id, kind: item["kind"]?.stringValue ?? "", input: item["input"] ?? .null,
                            expected: item["expected"] ?? .null)
        }
    }()

    /// Cases whose operation starts with `prefix`.
    static func cases(_ prefix: String, kind: String? = nil) -> [ToolCase] {
        all.filter { $0.operation.hasPrefix(prefix) && (kind == nil || $0.kind == kind) }
    }

    /// `error_contains` fragments.
    var fragments: [String] {
        expected["error_contains"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
