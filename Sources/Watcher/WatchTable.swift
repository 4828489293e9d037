/// Which directory each live watch descriptor stands for, relative to the root.
///
/// This, not libinotifytools' name table, is the source of truth for paths: the
/// library never learns about deleted directories, and rewrites moved ones only when
/// told (`InotifyTools.renameDirectory`, kept in step for its own sake).
struct WatchTable {
    private(set) var pathByDescriptor: [Int32: String] = [:]
    private var descriptorByPath: [String: Int32] = [:]

    var count: Int { pathByDescriptor.count }

    /// The directory a descriptor watches.
    func path(of descriptor: Int32) -> String? { pathByDescriptor[descriptor] }

    /// The descriptor watching a directory.
    func descriptor(of path: String) -> Int32? { descriptorByPath[path] }

    /// Records a watch. The kernel hands back an existing descriptor when the inode is
    /// already watched (a directory that moved while events were lost): the new path wins.
    mutating func insert(_ descriptor: Int32, path: String) {
        if let old = pathByDescriptor[descriptor] { descriptorByPath[old] = nil }
        if let other = descriptorByPath[path] { pathByDescriptor[other] = nil }
        pathByDescriptor[descriptor] = path
        descriptorByPath[path] = descriptor
    }

    /// Forgets one descriptor.
    mutating func remove(_ descriptor: Int32) {
        guard let path = pathByDescriptor.removeValue(forKey: descriptor) else { return }
        descriptorByPath[path] = nil
    }

    /// Forgets every watch at or beneath `directory` and returns their descriptors.
    mutating func removeSubtree(_ directory: String) -> [Int32] {
        let doomed = pathByDescriptor.filter { RelativePath.isWithin($0.value, directory) }.map(\.key)
        doomed.forEach { remove($0) }
        return doomed
    }

    /// Moves every watch at or beneath `old` to the same place beneath `new`; watches
    /// already at `new` are dead (the rename replaced that directory): they are dropped
    /// and returned.
    mutating func moveSubtree(from old: String, to new: String) -> [Int32] {
        let replaced = removeSubtree(new)
        let moving = pathByDescriptor.filter { RelativePath.isWithin($0.value, old) }
        for (descriptor, path) in moving {
            remove(descriptor)
            insert(descriptor, path: RelativePath.rebase(path, from: old, to: new))
        }
        return replaced
    }
}
