import Diagnostics
import Expressions

/// Decodes and compares the conformance file's value notation
/// (`meta.conventions.values`): colours as `{rgba:[…]}`, enums as
/// `{enum, case}`, option sets as `{optionset, members}`, optionals as
/// `{optional: v}`, structs as `{x, y}` / `{width, height}` / rects.
enum ConformanceValues {
    static func value(_ json: JSON) -> Value {
        switch json {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .number(number): return .number(number)
        case let .string(text):
            if text == "<UIImage>" { return .image(ImageReference(name: "testImage")) }
            return .string(text)
        case let .array(items): return .array(items.map(value))
        case let .object(members):
            let keys = Set(members.map(\.0))
            if let inner = json["optional"], keys == ["optional"] { return value(inner) }
            // An NSAttributedString constant: its text, and its foreground colour as a run.
            if let text = json["attributed"]?.stringValue {
                let runs = json["foregroundColor"]?.stringValue.map { [AttributedText.Run(range: 0..<text.unicodeScalars.count, styles: ["color:" + $0])] }
                return .attributedString(AttributedText(string: text, runs: runs ?? []))
            }
            if let rgba = (json["rgba"] ?? json["cgcolor_rgba"])?.arrayValue?.compactMap(\.numberValue), rgba.count == 4 {
                return .color(Color(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]))
            }
            if let type = json["enum"]?.stringValue, let name = json["case"]?.stringValue,
               let enumValue = EnumCatalog.table(named: type)?.value(named: name) {
                return enumValue
            }
            if let name = json["font"]?.stringValue, let size = json["size"]?.numberValue,
               let font = try? FontResolver().font(specifier: "\(name) \(Int(size))") {
                return .font(font)
            }
            let number = { (key: String) in json[key]?.numberValue ?? 0 }
            if keys == ["x", "y"] { return .point(Point(x: number("x"), y: number("y"))) }
            if keys == ["width", "height"] { return .size(Size(width: number("width"), height: number("height"))) }
            if keys == ["x", "y", "width", "height"] {
                return .rect(Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")))
            }
            return .dictionary(Dictionary(members.map { ($0.0, value($0.1)) }, uniquingKeysWith: { $1 }))
        }
    }

    /// Whether `actual` is what the case's `expected.value` describes.
    static func matches(_ actual: Value, _ expected: JSON) -> Bool {
        switch (expected, actual) {
        case let (.string("inf"), .number(number)): return number == .infinity
        case let (.number(e), .number(a)): return abs(e - a) <= 1e-9 * max(1, abs(e))
        case let (.bool(e), .bool(a)): return e == a
        case let (.string(e), .string(a)): return e == a
        case let (.array(items), .array(values)):
            return items.count == values.count && zip(values, items).allSatisfy { matches($0, $1) }
        case let (.object, .color(color)):
            guard let rgba = (expected["rgba"] ?? expected["cgcolor_rgba"])?.arrayValue?.compactMap(\.numberValue) else { return false }
            return zip([color.red, color.green, color.blue, color.alpha], rgba).allSatisfy { abs($0 - $1) < 0.002 }
        case let (.object, .enumCase(enumCase)):
            guard let type = expected["enum"]?.stringValue, let name = expected["case"]?.stringValue,
                  let table = EnumCatalog.table(named: type) else { return false }
            return table.runtimeName == enumCase.type && table.acceptedCase(named: name)?.produces == enumCase.name
        case let (.object, .options(options)):
            guard let members = expected["members"]?.arrayValue?.compactMap(\.stringValue) else { return false }
            return Set(members) == Set(options.members)
        case let (.object, .selector(name)):
            return expected["selector"]?.stringValue == name
        default:
            return value(expected) == actual
        }
    }
}
