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
        scanStrings(in: bytes) { isKey, containers, range in
            if isKey, containers.last?.name == container { keys.append((String(decoding: bytes[range], as: UTF8.self), range)) }
        }
        return keys
    }

    /// Every string value (not a key), with the key it is the value of (an array's item: the
    /// array's name), the names of the containers around it as `at` gives them, and the byte range
    /// of its text (inside the quotes), in the order written.
    static func values(in bytes: [UInt8]) -> [(key: String, path: [String], range: Range<Int>)] {
        var values: [(key: String, path: [String], range: Range<Int>)] = []
        scanStrings(in: bytes) { isKey, containers, range in
            guard !isKey, let top = containers.last else { return }
            values.append((top.isObject ? top.key ?? "" : top.name, containers.map(\.name), range))
        }
        return values
    }

    /// Calls `visit` for each string of `bytes` inside a container: whether it is a key, the
    /// containers around it (before a key is recorded as its object's last key) and its text's range.
    private static func scanStrings(in bytes: [UInt8], _ visit: (_ isKey: Bool, _ containers: [Container], _ range: Range<Int>) -> Void) {
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
                let end = min(close, bytes.count)
                if let top = containers.last {
                    let isKey = top.isObject && top.expectsKey
                    visit(isKey, containers, start..<end)
                    if isKey { containers[containers.count - 1].key = String(decoding: bytes[start..<end], as: UTF8.self) }
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
    }
}
