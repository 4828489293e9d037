/// What the caller has been told: every regular file reported and not since removed,
/// with its content hash, so rescans and repeated saves report only real changes.
struct FileIndex {
    private(set) var records: [String: FileRecord] = [:]

    var count: Int { records.count }

    subscript(path: String) -> FileRecord? {
        get { records[path] }
        set { records[path] = newValue }
    }

    /// Paths at or beneath `directory`.
    func paths(within directory: String) -> [String] {
        records.keys.filter { RelativePath.isWithin($0, directory) }
    }

    /// Every indexed path, sorted.
    var sortedPaths: [String] { records.keys.sorted() }
}
