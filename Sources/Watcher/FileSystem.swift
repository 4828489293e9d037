import Glibc

/// The watcher's only file syscalls: listing directories, reading regular files,
/// writing sync cookies. `EINTR` is retried here and nowhere else.
enum FileSystem {
    /// One directory entry, classified without following symbolic links.
    struct Entry {
        let name: String
        let isDirectory: Bool
        let isRegularFile: Bool
    }

    /// The entries of a directory (without `.` and `..`), or nil when it cannot be opened.
    static func entries(ofDirectory path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            var type = Int(entry.pointee.d_type)
            if type == Int(DT_UNKNOWN) { type = fileType(path + "/" + name) }  // some filesystems leave d_type empty
            entries.append(Entry(name: name, isDirectory: type == Int(DT_DIR), isRegularFile: type == Int(DT_REG)))
        }
        return entries
    }

    /// Whether `path` is a directory (symbolic links are not followed).
    static func isDirectory(_ path: String) -> Bool {
        fileType(path) == Int(DT_DIR)
    }

    /// The size and content hash of a regular file, or nil when `path` is not one.
    static func record(ofRegularFile path: String) -> FileRecord? {
        // O_NONBLOCK: a FIFO that replaced the file must not hang the watcher thread.
        let descriptor = retryingInterrupts { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var hash = ContentHash()
        var size = 0
        let complete = withUnsafeTemporaryAllocation(byteCount: 16_384, alignment: 16) { buffer -> Bool in
            while true {
                let count = retryingInterrupts { read(descriptor, buffer.baseAddress, buffer.count) }
                if count < 0 { return false }
                if count == 0 { return true }
                hash.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                size += count
            }
        }
        guard complete else { return nil }
        return FileRecord(size: size, contentHash: hash.finalize())
    }

    /// Creates and at once removes an empty file, so that its events pass through the
    /// inotify queue; false when the file could not be created.
    static func touchAndRemove(_ path: String) -> Bool {
        let descriptor = retryingInterrupts { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        unlink(path)
        return true
    }

    /// The canonical absolute form of `path` (symbolic links resolved), or nil if it does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func fileType(_ path: String) -> Int {
        var status = stat()
        guard lstat(path, &status) == 0 else { return Int(DT_UNKNOWN) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return Int(DT_DIR)
        case S_IFREG: return Int(DT_REG)
        default: return Int(DT_UNKNOWN)
        }
    }

    private static func retryingInterrupts<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
