/// Where an `xml=`/`template=` reference points, as a project-relative path.
public enum IncludePath {
    public enum Failure: Error, Equatable {
        case outsideProject
        case absolute
    }

    /// `reference` read relative to the folder of `file` (itself project-relative),
    /// with `.` and `..` removed. A URL (`https://…`) is returned as written and
    /// relative references inside a URL-named file stay under its host.
    public static func resolve(_ reference: String, from file: String) -> Result<String, Failure> {
        if reference.contains("://") { return .success(reference) }
        if reference.hasPrefix("/") { return .failure(.absolute) }
        var prefix = ""
        var base = Substring(file)
        if let scheme = file.firstRange(of: "://") {
            let authorityEnd = file[scheme.upperBound...].firstIndex(of: "/") ?? file.endIndex
            prefix = String(file[..<authorityEnd]) + "/"
            base = file[authorityEnd...]
        }
        var components = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !components.isEmpty { components.removeLast() }
        for component in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                guard !components.isEmpty else { return .failure(.outsideProject) }
                components.removeLast()
            default:
                components.append(String(component))
            }
        }
        return .success(prefix + components.joined(separator: "/"))
    }
}
