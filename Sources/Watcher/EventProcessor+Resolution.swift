/// Turning due paths into changes by comparing the disk with the index.
extension EventProcessor {
    /// The changes among the paths due at `now` (all pending paths when `everything`),
    /// with the index updated to match.
    func takeChanges(at now: UInt64, everything: Bool = false) -> [FileChange] {
        var changes: [FileChange] = []
        for (path, fromRescan) in pending.takeDue(at: now, everything: everything) {
            let current = isIgnored(path) ? nil : FileSystem.record(ofRegularFile: absolutePath(path))
            switch (index[path], current) {
            case (nil, nil):
                continue
            case (nil, let record?):
                index[path] = record
                changes.append(FileChange(path: path, kind: .created, fromRescan: fromRescan))
            case (_?, nil):
                index[path] = nil
                changes.append(FileChange(path: path, kind: .removed, fromRescan: fromRescan))
            case (let known?, let record?):
                guard known != record else { continue }
                index[path] = record
                changes.append(FileChange(path: path, kind: .modified, fromRescan: fromRescan))
            }
        }
        return changes
    }

    /// Whether a file is excluded, itself or through any directory above it.
    private func isIgnored(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        var directory = ""
        for component in components.dropLast() {
            directory = RelativePath.join(directory, component)
            if excludes(directory, name: component, isDirectory: true) { return true }
        }
        return excludes(path, name: components.last ?? path, isDirectory: false)
    }
}
