import AutoLayout
import Diagnostics
import Expressions
import MarkupKit

/// `layout-serve.json` `"markupkit": {"version": …, "versions": {…}, "roots": {…}, "images": {…}, "host": …,
/// "hosts": {…}, "sizeClass": …}`:
/// what a MarkupKit app gives its documents.
public struct MarkupKitConfiguration: Sendable {
    /// The release documents are read as (default 4.5.1).
    public var version: MarkupKitVersion = .v4
    /// Path pattern → release, for projects mixing documents of several releases; the first match wins.
    public var versions: [(pattern: TemplatePattern, version: MarkupKitVersion)] = []
    /// Document path → the class of the view its `<root>` is loaded into.
    public var roots: [String: String] = [:]
    /// Image asset name → point size.
    public var images: [String: Size] = [:]
    /// What holds documents' roots (default a bare view: margins exactly as declared, from the safe area).
    public var host: Host.Kind = .bare
    /// Path pattern → host, for projects whose screens are view controllers' views; the first match wins.
    public var hosts: [(pattern: TemplatePattern, host: Host.Kind)] = []
    /// MK3's size class (`normal`, `horizontal`, `vertical`, `minimal`) for `~sizeClass` variants;
    /// nil takes it from the device.
    public var sizeClass: String?

    public init() {}

    /// The release `path` is read as.
    public func version(of path: String) -> MarkupKitVersion {
        versions.first { $0.pattern.matches(path) }?.version ?? version
    }

    /// What holds the root of the document at `path`.
    public func host(of path: String) -> Host.Kind {
        hosts.first { $0.pattern.matches(path) }?.host ?? host
    }

    static let hostNames = "\"bare\" or \"viewController\""

    static func parse(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> MarkupKitConfiguration {
        guard let members = json.objectValue else {
            throw fail("must be an object with \"version\", \"versions\", \"roots\", \"images\", \"host\", \"hosts\", \"sizeClass\"")
        }
        var configuration = MarkupKitConfiguration()
        let known = MarkupKitVersion.allCases.map(\.rawValue).joined(separator: ", ")
        for (key, value) in members {
            switch key {
            case "version":
                guard let version = value.stringValue.flatMap(MarkupKitVersion.init(name:)) else {
                    throw fail("version must be one of \(known)")
                }
                configuration.version = version
            case "versions":
                guard let entries = value.objectValue else { throw fail("versions must map path patterns to releases") }
                for (pattern, name) in entries {
                    guard let version = name.stringValue.flatMap(MarkupKitVersion.init(name:)) else {
                        throw fail("versions.\(pattern) must be one of \(known)")
                    }
                    configuration.versions.append((TemplatePattern(pattern), version))
                }
            case "roots":
                guard let entries = value.objectValue else { throw fail("roots must map document paths to class names") }
                for (path, className) in entries {
                    guard let name = className.stringValue else { throw fail("roots.\(path) must be a class name") }
                    configuration.roots[path] = name
                }
            case "images":
                guard let entries = value.objectValue else { throw fail("images must map image names to [width, height]") }
                for (name, size) in entries {
                    guard let numbers = size.arrayValue?.compactMap(\.numberValue), numbers.count == 2 else {
                        throw fail("images.\(name) must be [width, height] in points")
                    }
                    configuration.images[name] = Size(width: numbers[0], height: numbers[1])
                }
            case "host":
                guard let host = value.stringValue.flatMap(Host.Kind.init(rawValue:)) else { throw fail("host must be \(hostNames)") }
                configuration.host = host
            case "hosts":
                guard let entries = value.objectValue else { throw fail("hosts must map path patterns to \(hostNames)") }
                for (pattern, name) in entries {
                    guard let host = name.stringValue.flatMap(Host.Kind.init(rawValue:)) else {
                        throw fail("hosts.\(pattern) must be \(hostNames)")
                    }
                    configuration.hosts.append((TemplatePattern(pattern), host))
                }
            case "sizeClass":
                let names = MarkupKitRenderer.sizeClassNames
                guard let name = value.stringValue, names.contains(name) else {
                    throw fail("sizeClass must be one of \(names.joined(separator: ", "))")
                }
                configuration.sizeClass = name
            default:
                throw fail("has an unknown key \"\(key)\" (expected version, versions, roots, images, host, hosts, sizeClass)")
            }
        }
        return configuration
    }
}
