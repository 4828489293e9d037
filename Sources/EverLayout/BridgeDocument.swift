/// What an EverLayout app would do with a layout file's bytes arriving from the Bridge
/// (R-EL-RELOAD): route them by the JSON `name` read before injection (R-EL-BRIDGE-CLIENT), then
/// rebuild from the injected text (R-EL-RELOAD). The Bridge sends only what the app can use.
public enum BridgeDocument {
    /// Why a document is not sent.
    public enum Withheld: Error, Equatable, Sendable, CustomStringConvertible {
        /// The app drops it: no name to route by.
        case notJSON(String)
        case noName
        /// Routed, but the app would build nothing from it and blank its screen.
        case notJSONAfterInjection(String)
        case noRoot
        /// Injecting a key would make the text longer than the limit (`Injection.limit`).
        case injectionTooLarge(key: String, limit: Int)

        public var description: String {
            switch self {
            case let .notJSON(detail): "not valid JSON (\(detail)): the app would drop it"
            case .noName: "no \"name\" string: the app could not route it"
            case let .notJSONAfterInjection(detail): "not valid JSON once #{} data is injected (\(detail)): the app would blank its screen"
            case .noRoot: "no \"root\" object: the app would blank its screen"
            case let .injectionTooLarge(key, limit): "larger than \(limit.byteCount) once #{\(key)} is injected: its values name other keys, injected in turn"
            }
        }
    }

    /// The layout name the app routes `bytes` to, or why it is not worth sending.
    public static func route(_ bytes: [UInt8], inject: [String: String]) -> Result<String, Withheld> {
        let raw: JSONNode
        do {
            raw = try JSONNodeReader.read(bytes)
        } catch {
            return .failure(.notJSON("\(error.message) at offset \(error.offset)"))
        }
        guard let name = raw["name"]?.value.string else { return .failure(.noName) }
        let injection = Injection(bytes, values: inject)
        if let overflow = injection.overflow {
            return .failure(.injectionTooLarge(key: overflow.key, limit: Injection.limit(forLayoutOf: bytes.count)))
        }
        let injected: JSONNode
        do {
            injected = try JSONNodeReader.read(injection.bytes)
        } catch {
            return .failure(.notJSONAfterInjection("\(error.message) at offset \(error.offset)"))
        }
        guard injected["root"]?.value.members != nil else { return .failure(.noRoot) }
        return .success(name)
    }
}
