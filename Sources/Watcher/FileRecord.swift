/// What the watcher remembers of a regular file: enough to tell a real change from a
/// save that wrote the same bytes, or from a rescan that found nothing new.
struct FileRecord: Hashable {
    let size: Int
    /// `Hasher` over the content; seeded per process, which is fine for an in-memory index.
    let contentHash: Int
}
