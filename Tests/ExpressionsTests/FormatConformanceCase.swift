import Expressions
import Foundation
import TestSupport
import Testing

/// One `format` case of `layout-cases.json` (a Sprinter 0.2.1 test).
struct FormatConformanceCase: Sendable, CustomTestStringConvertible {
    enum Expectation: Sendable {
        case types([String])
        case output(String)
        /// Sprinter's error spelled as in the fixture, translated; nil for "(any error)".
        case error(FormatError?)
    }

    var id: String
    var format: String
    /// Swift source text of the arguments, or nil when the case passes none.
    var argumentText: String?
    var locale: String?
    var expectation: Expectation

    var testDescription: String { id }

    /// Every `format` case in the fixture; empty if it cannot be read (a test checks the count).
    static let all: [FormatConformanceCase] = (try? load()) ?? []

    static func load() throws -> [FormatConformanceCase] {
        let data = try Data(contentsOf: FixturePaths.conformanceCases)
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cases = root?["cases"] as? [[String: Any]] ?? []
        return try cases.filter { $0["kind"] as? String == "format" }.map(FormatConformanceCase.init)
    }

    private init(json: [String: Any]) throws {
        let input = json["input"] as? [String: Any] ?? [:]
        let expected = json["expected"] as? [String: Any] ?? [:]
        id = json["id"] as? String ?? "?"
        format = input["format"] as? String ?? ""
        argumentText = input["args_swift"] as? String
        locale = input["locale"] as? String
        if let types = expected["types"] as? [String] {
            expectation = .types(types)
        } else if let output = expected["output"] as? String {
            expectation = .output(output)
        } else if let error = expected["error"] as? String {
            expectation = .error(try Self.sprinterError(error))
        } else {
            throw SwiftArgumentText.TranslationError(description: "case \(id) has no expectation")
        }
    }

    /// Translates Sprinter's enum spelling (`.unexpectedToken("b")`,
    /// `.typeMismatch(1, Int.self, Double.self)`, …) into `FormatError`.
    static func sprinterError(_ text: String) throws -> FormatError? {
        if text == "(any error)" { return nil }
        let name = String(text.dropFirst().prefix { $0 != "(" })
        let arguments = text.drop { $0 != "(" }.dropFirst().dropLast()
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        func quoted(_ offset: Int) -> String { arguments[offset].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        func type(_ offset: Int) throws -> FormatType {
            let name = String(arguments[offset].dropLast(".self".count))
            guard let type = typesByName[name] else {
                throw SwiftArgumentText.TranslationError(description: "unknown type \(name)")
            }
            return type
        }
        switch (name, arguments.count) {
        case ("unexpectedEndOfString", 0): return .unexpectedEndOfString
        case ("unexpectedToken", 1): return .unexpectedToken(quoted(0))
        case ("duplicateFlag", 1): return .duplicateFlag(quoted(0))
        case ("unsupportedSpecifier", 1): return .unsupportedSpecifier(quoted(0))
        case ("modifierMismatch", 2): return .modifierMismatch(quoted(0), quoted(1))
        case ("missingArgument", 1): return .missingArgument(Int(arguments[0]) ?? -1)
        case ("typeMismatch", 3): return .typeMismatch(Int(arguments[0]) ?? -1, try type(1), try type(2))
        case ("argumentMismatch", 3):
            return .argumentMismatch(Int(arguments[0]) ?? -1, given: String(arguments[1].dropLast(".self".count)),
                                     expected: try type(2))
        default: throw SwiftArgumentText.TranslationError(description: "unknown Sprinter error \(text)")
        }
    }

    private static let typesByName: [String: FormatType] = Dictionary(uniqueKeysWithValues: [
        FormatType.int, .int8, .int16, .int64, .uint, .uint8, .uint16, .uint64,
        .double, .character, .string, .anyObject, .any,
    ].map { ($0.name, $0) })
}
