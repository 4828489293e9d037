/// Helpers for `/`-separated paths relative to the root (`""` is the root itself).
enum RelativePath {
    /// `directory/name`, or `name` at the root.
    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }

    /// Whether `path` is `directory` or lies beneath it.
    static func isWithin(_ path: String, _ directory: String) -> Bool {
        if directory.isEmpty { return true }
        return path == directory || path.hasPrefix(directory + "/")
    }

    /// `path` with its leading `from` directory replaced by `to`; `path` must be within `from`.
    static func rebase(_ path: String, from: String, to: String) -> String {
        if path == from { return to }
        return join(to, String(path.dropFirst(from.count + 1)))
    }

    /// The last path component.
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
