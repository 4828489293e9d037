import Diagnostics
import Expressions
import Foundation

/// A colour `UIColor(named:)` finds in the project's asset catalogs: the `Contents.json` of a
/// `NAME.colorset` folder inside an `.xcassets` folder, as Xcode writes it. The colour is the
/// entry for any appearance (the light one: an entry with `appearances` is a dark or
/// high-contrast variant), its components read as Xcode writes them — a fraction (`"0.200"`),
/// a byte in hexadecimal (`"0x33"`) or decimal (`"51"`) — in the `srgb`, `extended-srgb` or
/// `display-p3` colour spaces (taken as sRGB) or a grey (`white`).
enum AssetColors {
    /// Colour sets by name, each the project path of its `Contents.json`. Asset catalogs are
    /// bundles the project's listing skips (as Layout's loader does), so they are found by a
    /// walk of their own, which stops after `folderLimit` folders.
    struct Index: Sendable {
        var files: [String: String] = [:]
    }

    static let folderLimit = 20_000

    /// Finds every `.xcassets` folder under `root` the ignore rules leave (hidden folders,
    /// `build` and other bundles are skipped; symbolic links are not followed) and the colour
    /// sets inside each, groups included; the first of a name, in path order, wins.
    static func index(root: String, ignoreRules: IgnoreRules) -> Index {
        let fileManager = FileManager.default
        var index = Index()
        var pending = [""]
        var visited = 0
        while let folder = pending.popLast(), visited < folderLimit {
            visited += 1
            let url = folder.isEmpty ? URL(fileURLWithPath: root) : URL(fileURLWithPath: root).appendingPathComponent(folder)
            guard let names = try? fileManager.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted().reversed() {
                let path = folder.isEmpty ? name : folder + "/" + name
                guard isFolder(url.appendingPathComponent(name).path) else { continue }
                let inCatalog = folder.split(separator: "/").contains { $0.hasSuffix(".xcassets") }
                if name.hasSuffix(".colorset") {
                    if inCatalog, index.files[String(name.dropLast(".colorset".count))] == nil {
                        index.files[String(name.dropLast(".colorset".count))] = path + "/Contents.json"
                    }
                } else if inCatalog || name.hasSuffix(".xcassets") {
                    // Inside a catalog only groups (folders without a type) hold colour sets.
                    if name.hasSuffix(".xcassets") || !name.contains(".") { pending.append(path) }
                } else if !ignoreRules.isIgnored(relativePath: path, isDirectory: true) {
                    pending.append(path)
                }
            }
        }
        return index
    }

    /// A real folder, not a symbolic link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The colour named `name` in `index`, read from its file under `root`; nil when there is
    /// none or the file is not a colour set (larger than 1 MiB, not JSON, no colour).
    static func color(named name: String, in index: Index, root: String) -> (color: Color, file: String)? {
        guard let file = index.files[name],
              let handle = FileHandle(forReadingAtPath: URL(fileURLWithPath: root).appendingPathComponent(file).path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20), data.count < 1 << 20, let color = color(inContents: Array(data)) else {
            return nil
        }
        return (color, file)
    }

    /// The colour of a colour set's `Contents.json`.
    static func color(inContents bytes: [UInt8]) -> Color? {
        guard let json = try? JSON.parse(String(decoding: bytes, as: UTF8.self), maxDepth: 16),
              let entries = json["colors"]?.arrayValue else { return nil }
        let entry = entries.first { $0["appearances"] == nil } ?? entries.first
        guard let color = entry?["color"], let components = color["components"] else { return nil }
        func component(_ key: String) -> Double? { components[key]?.stringValue.flatMap(value) ?? components[key]?.numberValue }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: `0x33` and `51` are bytes, `0.2` and `1.000` fractions.
    private static func value(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x"), let byte = Int(trimmed.dropFirst(2), radix: 16) { return Double(byte) / 255 }
        if trimmed.contains(".") { return Double(trimmed) }
        if let whole = Int(trimmed) { return whole > 1 ? Double(whole) / 255 : Double(whole) }
        return nil
    }
}
