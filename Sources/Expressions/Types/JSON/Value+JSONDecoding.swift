import Diagnostics

/// A JSON value that does not decode: a bad `$`-typed value or an unknown `$` key.
/// The message names the `$` key and, for nested values, the key path.
public struct ValueJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// An error with the exact message the user sees.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Value {
    /// The `$`-keys `init(json:)` understands.
    public static let typedJSONKeys = [
        "$color", "$font", "$image", "$url", "$point", "$size", "$rect", "$insets", "$attributed", "$function",
    ]

    /// Decodes a constant or state value from JSON (config, `--constants`,
    /// `STATE`): plain JSON becomes numbers, strings, booleans, nil, arrays and
    /// dictionaries (nested objects too); an object with one `$`-key is a typed
    /// value such as `{"$color":"#ff000080"}` or `{"$rect":[0,0,10,20]}`.
    public init(json: JSON, fonts: FontResolver = FontResolver()) throws(ValueJSONError) {
        self = try Value.decode(json, path: "", fonts: fonts)
    }

    private static func decode(_ json: JSON, path: String, fonts: FontResolver) throws(ValueJSONError) -> Value {
        switch json {
        case .null: return .null
        case let .bool(value): return .bool(value)
        case let .number(value): return .number(value)
        case let .string(value): return .string(value)
        case let .array(values):
            var result: [Value] = []
            for (index, value) in values.enumerated() {
                result.append(try decode(value, path: path + "[\(index)]", fonts: fonts))
            }
            return .array(result)
        case let .object(members):
            if members.count == 1, members[0].0.hasPrefix("$") {
                return try decodeTyped(key: members[0].0, payload: members[0].1, path: path, fonts: fonts)
            }
            var result: [String: Value] = [:]
            for (key, value) in members {
                result[key] = try decode(value, path: path.isEmpty ? key : path + "." + key, fonts: fonts)
            }
            return .dictionary(result)
        }
    }

    private static func decodeTyped(
        key: String, payload: JSON, path: String, fonts: FontResolver
    ) throws(ValueJSONError) -> Value {
        let place = path.isEmpty ? "" : " at \(path)"
        func invalid(_ expected: String) -> ValueJSONError {
            ValueJSONError("Invalid \(key) value \(payload.encoded)\(place): expected \(expected)")
        }
        func text() throws(ValueJSONError) -> String {
            guard case let .string(value) = payload else { throw invalid("a string") }
            return value
        }
        func numbers(_ count: Int, _ names: String) throws(ValueJSONError) -> [Double] {
            guard case let .array(items) = payload, items.count == count else { throw invalid(names) }
            var result: [Double] = []
            for item in items {
                guard case let .number(value) = item else { throw invalid(names) }
                result.append(value)
            }
            return result
        }
        switch key {
        case "$color":
            guard let color = Color.named(try text()) else {
                throw invalid("#rgb, #rgba, #rrggbb, #rrggbbaa or a UIColor name such as red")
            }
            return .color(color)
        case "$font":
            let specifier = try text()
            do {
                return .font(try fonts.font(specifier: specifier))
            } catch {
                throw ValueJSONError("Invalid $font value \(payload.encoded)\(place): \(error.message)")
            }
        case "$image": return .image(ImageReference(name: try text()))
        case "$url": return .url(try text())
        case "$attributed": return .attributedString(AttributedText(html: try text()))
        case "$function": return .function(NamedFunction(name: try text()))
        case "$point":
            let n = try numbers(2, "[x, y]")
            return .point(Point(x: n[0], y: n[1]))
        case "$size":
            let n = try numbers(2, "[width, height]")
            return .size(Size(width: n[0], height: n[1]))
        case "$rect":
            let n = try numbers(4, "[x, y, width, height]")
            return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case "$insets":
            let n = try numbers(4, "[top, left, bottom, right]")
            return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
        default:
            throw ValueJSONError("Unknown value type \(key)\(place); expected one of "
                + typedJSONKeys.joined(separator: ", "))
        }
    }
}
