/// Where a cursor stands in JSON that is being typed: read by a scan of the text before the
/// cursor (the document is seldom valid while it is typed), never by a JSON parser.
enum JSONCursorContext: Equatable {
    /// Writing an object key whose text starts at byte `start`; `path` names the containers
    /// around it, outermost first, each by the key it is the value of ("" for the top and for
    /// an array's items, which take their array's name).
    case key(path: [String], start: Int)
    /// Writing a string value of `key`; its text starts at byte `start`.
    case value(key: String, path: [String], start: Int)
    /// Outside a string.
    case other

    private struct Container {
        var isObject: Bool
        var name: String
        /// The last key read in this object.
        var key: String?
        var expectsKey: Bool
    }

    /// The context at byte `offset` of `bytes`.
    static func at(_ offset: Int, in bytes: [UInt8]) -> JSONCursorContext {
        var containers: [Container] = []
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let start = index + 1
                var close = start
                while close < end, bytes[close] != UInt8(ascii: "\"") {
                    close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
                }
                let isKey = containers.last.map { $0.isObject && $0.expectsKey } ?? false
                let path = containers.map(\.name)
                if close >= end {
                    guard let top = containers.last else { return .other }
                    if isKey { return .key(path: path, start: start) }
                    return .value(key: top.isObject ? top.key ?? "" : top.name, path: path, start: start)
                }
                if isKey { containers[containers.count - 1].key = String(decoding: bytes[start..<close], as: UTF8.self) }
                index = close + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let name = containers.last.map { $0.isObject ? $0.key ?? "" : $0.name } ?? ""
                // Nesting is bounded by the text; a stack of this size is what the text holds.
                containers.append(Container(isObject: bytes[index] == UInt8(ascii: "{"), name: name, key: nil, expectsKey: true))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !containers.isEmpty { containers.removeLast() }
            case UInt8(ascii: ":"):
                if !containers.isEmpty { containers[containers.count - 1].expectsKey = false }
            case UInt8(ascii: ","):
                if !containers.isEmpty { containers[containers.count - 1].expectsKey = true }
            default:
                break
            }
            index += 1
        }
        return .other
    }

    /// The keys of every object that is the value of a `views` key (EverLayout's view keys,
    /// `!title:UILabel`), in the order written.
    static func viewKeys(in bytes: [UInt8]) -> [String] {
        keys(in: bytes, of: "views").map(\.key)
    }

    /// The keys of every object that is the value of a `container` key (`views`, `templates`),
    /// each with the byte range of its text (inside the quotes), in the order written.
    static func keys(in bytes: [UInt8], of container: String) -> [(key: String, range: Range<Int>)] {
        var keys: [(key: String, range: Range<Int>)] = []
        var containers: [Container] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let start = index + 1
                var close = start
                while close < bytes.count, bytes[close] != UInt8(ascii: "\"") {
                    close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
                }
                if let top = containers.last, top.isObject, top.expectsKey, close <= bytes.count {
                    let end = min(close, bytes.count)
                    let key = String(decoding: bytes[start..<end], as: UTF8.self)
                    containers[containers.count - 1].key = key
                    if top.name == container { keys.append((key, start..<end)) }
                }
                index = close + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let name = containers.last.map { $0.isObject ? $0.key ?? "" : $0.name } ?? ""
                containers.append(Container(isObject: bytes[index] == UInt8(ascii: "{"), name: name, key: nil, expectsKey: true))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !containers.isEmpty { containers.removeLast() }
            case UInt8(ascii: ":"):
                if !containers.isEmpty { containers[containers.count - 1].expectsKey = false }
            case UInt8(ascii: ","):
                if !containers.isEmpty { containers[containers.count - 1].expectsKey = true }
            default:
                break
            }
            index += 1
        }
        return keys
    }
}
