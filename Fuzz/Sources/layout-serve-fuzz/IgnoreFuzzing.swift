import Project
import Templates

/// A `.layout-ignore` file, in the root or in a folder (the first byte says which), then every
/// rule it made, and a few other paths, asked of the rules.
enum IgnoreFuzzing {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let folder = first & 1 == 1 ? "Screens" : ""
        var rules = IgnoreRules()
        guard let paths = try? rules.loadIgnoreFile(contents: Array(bytes.dropFirst()), folder: folder) else { return }
        for path in paths + ["Screens/Home.xml", "build/A.xml", "Screens"] {
            _ = rules.isIgnored(relativePath: path, isDirectory: false)
            _ = rules.isIgnored(relativePath: path, isDirectory: true)
        }
    }
}
