/// Whole-tree scans: the initial index, queue overflow, and new ignore rules.
extension EventProcessor {
    /// Watches the whole tree and indexes every file without reporting anything;
    /// returns the files found. Throws if the root cannot be watched or the watch
    /// limit is hit (better to refuse than to miss changes silently).
    func indexInitialTree() throws(WatcherProblem) -> [String] {
        var scan = Scan()
        scanDirectory("", into: &scan)
        guard table.descriptor(of: "") != nil else {
            throw problems.first ?? .rootUnavailable(root: root)
        }
        if let limit = problems.first(where: { if case .watchLimitReached = $0 { true } else { false } }) {
            throw limit
        }
        for file in scan.files {
            if let record = FileSystem.record(ofRegularFile: absolutePath(file)) { index[file] = record }
        }
        return index.sortedPaths
    }

    /// Brings watches and index in line with the disk after events may have been lost
    /// (`IN_Q_OVERFLOW`) or the ignore rules changed. Every file found or remembered
    /// becomes pending; resolution compares content hashes, so only real changes are
    /// reported. `verifyingContents` false trusts files already indexed (new ignore rules
    /// change which files count, not what they contain).
    func rescanEverything(verifyingContents: Bool, now: UInt64) {
        moves.removeAll()
        var scan = Scan()
        scanDirectory("", into: &scan)
        for (descriptor, path) in table.pathByDescriptor where !scan.directories.contains(path) {
            table.remove(descriptor)
            // Still on disk means newly ignored: its watch is alive and must go. A vanished
            // one is dead, or alive elsewhere and retired on its next event.
            if FileSystem.isDirectory(absolutePath(path)) {
                InotifyTools.removeWatch(descriptor)
                retiredWatches.insert(descriptor)
            }
        }
        let found = Set(scan.files)
        for file in scan.files where verifyingContents || index[file] == nil {
            pending.mark(file, due: now + settle, fromRescan: true)
        }
        for file in index.sortedPaths where !found.contains(file) {
            pending.mark(file, due: now + settle, fromRescan: true)
        }
    }
}
