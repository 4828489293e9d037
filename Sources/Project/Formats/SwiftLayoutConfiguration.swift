import Diagnostics
import Expressions
import SwiftLayout

/// `layout-serve.json` `"swiftlayout": {"placeholders": {…}, "file_placeholders": {…}}`: what a
/// SwiftLayout screen draws where it reads a value only the running app knows (R-SL-STAND-IN).
///
/// ```json
/// "swiftlayout": {
///   "placeholders": {"menu.name": "Iced Americano", "UIImage(named: menu.thumbnailName)": "coffee"},
///   "file_placeholders": {"Screens/MenuCell.swift": {"menu.name": "Latte"}}
/// }
/// ```
///
/// Keys are expressions as the layout writes them (white space aside); a file's own value comes
/// before the project's.
public struct SwiftLayoutConfiguration: Sendable {
    public var placeholders = SwiftLayoutPlaceholders()

    public init() {}

    static func parse(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> SwiftLayoutConfiguration {
        guard let members = json.objectValue else { throw fail("must be an object with \"placeholders\", \"file_placeholders\"") }
        var all: [String: String] = [:]
        var byFile: [String: [String: String]] = [:]
        for (key, value) in members {
            switch key {
            case "placeholders":
                all = try values(value, "placeholders", fail)
            case "file_placeholders":
                guard let files = value.objectValue else { throw fail("file_placeholders must map file paths to objects of placeholders") }
                for (file, entries) in files { byFile[file] = try values(entries, "file_placeholders.\(file)", fail) }
            default:
                let near = Suggestions.bestMatches(for: key, in: ["placeholders", "file_placeholders"], limit: 1).first
                throw fail("has an unknown key \"\(key)\"\(near.map { " (did you mean \($0)?)" } ?? "") — expected placeholders, file_placeholders")
            }
        }
        var configuration = SwiftLayoutConfiguration()
        configuration.placeholders = SwiftLayoutPlaceholders(all: all, byFile: byFile)
        return configuration
    }

    /// An object of expressions → texts (an image's name, a colour: `#ff8800`, `systemBlue`).
    private static func values(_ json: JSON, _ name: String, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> [String: String] {
        guard let entries = json.objectValue else { throw fail("\(name) must map expressions to texts") }
        var values: [String: String] = [:]
        for (expression, value) in entries {
            guard let text = value.stringValue else { throw fail("\(name).\(expression) must be a text (\"Iced Americano\", an image's name, a colour)") }
            values[expression] = text
        }
        return values
    }
}
