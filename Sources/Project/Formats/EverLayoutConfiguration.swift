import Diagnostics
import EverLayout

/// `layout-serve.json` `"everlayout": {"inject": {…}, "environment": {…}, "bridge": PORT}`:
/// what an EverLayout app hands its layouts (R-EL-INPUTS), and where the drop-in Bridge listens.
public struct EverLayoutConfiguration: Sendable, Equatable {
    /// `injectDataIntoLayout(data:)` pairs: `#{key}` → value.
    public var inject: [String: String] = [:]
    /// Views the app provides by name (ids without `!`) and their classes; `root` names the
    /// build target's class.
    public var environment: [String: String] = [:]
    /// The EverLayout Bridge's port (`serve --everlayout-bridge` wins over it); read when
    /// the server starts.
    public var bridgePort: UInt16?

    public init() {}

    static func parse(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> EverLayoutConfiguration {
        guard let members = json.objectValue else { throw fail("must be an object with \"inject\", \"environment\" and \"bridge\"") }
        var configuration = EverLayoutConfiguration()
        for (key, value) in members {
            switch key {
            case "inject":
                guard let pairs = value.objectValue else { throw fail("inject must map keys to strings") }
                for (name, text) in pairs {
                    // Numbers are written as the app would pass them: as text.
                    guard let string = text.stringValue ?? text.numberValue.map(Self.text) else {
                        throw fail("inject.\(name) must be a string")
                    }
                    configuration.inject[name] = string
                }
                try configuration.checkExpansion(fail)
            case "environment":
                guard let views = value.objectValue else { throw fail("environment must map view names to class names") }
                for (name, className) in views {
                    guard let string = className.stringValue else { throw fail("environment.\(name) must be a class name") }
                    configuration.environment[name] = string
                }
            case "bridge":
                guard let number = value.numberValue, number == number.rounded(), number >= 1, number <= 65535 else {
                    throw fail("bridge must be a port number from 1 to 65535")
                }
                configuration.bridgePort = UInt16(number)
            default:
                throw fail("has an unknown key \"\(key)\" (expected inject, environment, bridge)")
            }
        }
        return configuration
    }

    /// Refuses values that grow past what any layout may be once injected
    /// (`Injection.maximumSize`): a chain of keys each naming the next twice doubles per key,
    /// and 27 of them asked for 2 GB.
    private func checkExpansion(_ fail: (String) -> ConfigurationError) throws(ConfigurationError) {
        let lengths = Injection.expandedLengths(of: inject)
        let limit = Double(Injection.maximumSize)
        guard let key = lengths.keys.sorted().first(where: { lengths[$0, default: 0] > limit }),
              let length = lengths[key] else { return }
        let size = length < 1e15 ? "\(Int64(length)) bytes" : "more than 10^15 bytes"
        let named = (inject[key] ?? "").firstPlaceholder.map { " (#{\($0)}, …)" } ?? ""
        var error = fail("inject.\(key) expands to \(size) once the keys its value names are injected in turn\(named), more than the 16 MiB a layout may grow to: a layout using #{\(key)} could not render")
        error.keyPath = ["everlayout", "inject", key]
        throw error
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}

extension String {
    /// The key of the first `#{key}` in the text.
    fileprivate var firstPlaceholder: String? {
        guard let open = range(of: "#{"), let close = self[open.upperBound...].firstIndex(of: "}") else { return nil }
        return String(self[open.upperBound..<close])
    }
}
