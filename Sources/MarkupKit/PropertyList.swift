import Diagnostics
import Templates

/// XML property lists (MK1's `<?properties Name?>` files) as JSON values: `dict` → object,
/// `array` → array, `string`/`date`/`data` → string, `integer`/`real` → number, `true`/`false` → bool.
enum PropertyList {
    struct Malformed: Error {}

    static func read(_ bytes: [UInt8]) throws -> JSON {
        let xml = try XMLReader.read(bytes)
        guard xml.root.name == "plist", let top = xml.root.elements.first else { throw Malformed() }
        return try value(top)
    }

    private static func value(_ tag: XMLTag) throws -> JSON {
        switch tag.name {
        case "dict":
            var members: [(String, JSON)] = []
            var key: String?
            for element in tag.elements {
                if element.name == "key" {
                    key = element.text
                } else if let name = key {
                    members.append((name, try value(element)))
                    key = nil
                } else {
                    throw Malformed()
                }
            }
            return .object(members)
        case "array": return .array(try tag.elements.map(value))
        case "string", "date", "data": return .string(tag.text)
        case "integer", "real":
            guard let number = Double(tag.text.trimmingSpaces) else { throw Malformed() }
            return .number(number)
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: throw Malformed()
        }
    }
}

extension XMLTag {
    /// The element's character data, joined.
    fileprivate var text: String {
        children.reduce(into: "") { text, child in
            if case .text(let run) = child { text += run.text }
        }
    }
}
