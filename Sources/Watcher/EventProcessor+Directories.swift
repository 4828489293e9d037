/// Adding, moving and dropping directory watches, and scanning what they contain.
extension EventProcessor {
    /// What a scan found: directories watched and regular files, root-relative.
    struct Scan {
        var directories: Set<String> = []
        var files: [String] = []
    }

    /// Watches `path` and everything beneath it that is not ignored, and lists files.
    /// The watch comes before the listing, so a file written meanwhile is either
    /// listed, or produces an event, or both; never neither.
    func scanDirectory(_ path: String, into scan: inout Scan) {
        let absolute = absolutePath(path)
        if table.descriptor(of: path) == nil {
            switch InotifyTools.addWatch(directory: absolute) {
            case .success(let descriptor):
                table.insert(descriptor, path: path)
                retiredWatches.remove(descriptor)
                watchAdded()
            case .failure(let failure):
                if failure.directoryIsGone { return }
                report(failure, directory: path)
            }
        }
        scan.directories.insert(path)
        guard let entries = FileSystem.entries(ofDirectory: absolute) else { return }
        for entry in entries {
            let child = RelativePath.join(path, entry.name)
            if excludes(child, name: entry.name, isDirectory: entry.isDirectory) { continue }
            if entry.isDirectory {
                scanDirectory(child, into: &scan)
            } else if entry.isRegularFile {
                scan.files.append(child)
            }
        }
    }

    /// A directory appeared: watch it and everything inside, and report what it holds.
    func watchNewDirectory(_ path: String, due: UInt64) {
        var scan = Scan()
        scanDirectory(path, into: &scan)
        for file in scan.files { pending.mark(file, due: due, fromRescan: true) }
    }

    /// A directory was renamed inside the tree. The kernel watches follow the inodes;
    /// only names change, here and in libinotifytools. A rescan of the new place
    /// catches directories created under the old name that we never saw.
    func moveDirectory(from old: String, to new: String, now: UInt64) {
        for descriptor in table.moveSubtree(from: old, to: new) { retiredWatches.insert(descriptor) }
        InotifyTools.renameDirectory(from: absolutePath(old), to: absolutePath(new))
        for file in index.paths(within: old) { pending.mark(file, due: now, fromRescan: false) }
        watchNewDirectory(new, due: now)
    }

    /// A directory left the tree (deleted, moved out, or now ignored): drop its watches
    /// and mark every file known beneath it, so each is reported removed once due.
    func forgetDirectory(_ path: String, kernelDroppedWatches: Bool, due: UInt64) {
        for descriptor in table.removeSubtree(path) {
            // A deleted directory's watch is already gone in the kernel; removing it
            // again fails and libinotifytools prints to stderr.
            if !kernelDroppedWatches { InotifyTools.removeWatch(descriptor) }
            retiredWatches.insert(descriptor)
        }
        for file in index.paths(within: path) { pending.mark(file, due: due, fromRescan: false) }
    }

    /// Renames whose second half never came were moves out of the tree.
    func expireMoves(at now: UInt64, everything: Bool = false) {
        for departure in moves.takeExpired(at: now, everything: everything) where departure.isDirectory {
            forgetDirectory(departure.path, kernelDroppedWatches: false, due: now)
        }
    }
}
