import CInotifyTools

/// A copy of one kernel `inotify_event`: libinotifytools hands out a pointer into a
/// static buffer that the next call overwrites.
struct InotifyEvent: Sendable {
    let watchDescriptor: Int32
    let mask: EventMask
    /// Pairs an `IN_MOVED_FROM` with its `IN_MOVED_TO`.
    let cookie: UInt32
    /// The entry's name inside the watched directory; empty for events on the directory itself.
    let name: String

    /// Copies the event and its name (the flexible array member after the header).
    init(copying event: UnsafePointer<inotify_event>) {
        watchDescriptor = event.pointee.wd
        mask = EventMask(rawValue: event.pointee.mask)
        cookie = event.pointee.cookie
        let length = Int(event.pointee.len)
        if length == 0 {
            name = ""
        } else {
            let bytes = UnsafeRawPointer(event).advanced(by: MemoryLayout<inotify_event>.size)
                .assumingMemoryBound(to: UInt8.self)
            // The name is NUL-padded to `len` bytes.
            let buffer = UnsafeBufferPointer(start: bytes, count: length)
            name = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// An event made by hand (tests of the event rules).
    init(watchDescriptor: Int32, mask: EventMask, cookie: UInt32 = 0, name: String = "") {
        self.watchDescriptor = watchDescriptor
        self.mask = mask
        self.cookie = cookie
        self.name = name
    }
}

/// The `IN_*` bits, typed.
struct EventMask: OptionSet, Sendable {
    let rawValue: UInt32

    static let modify = EventMask(rawValue: UInt32(IN_MODIFY))
    static let closeWrite = EventMask(rawValue: UInt32(IN_CLOSE_WRITE))
    static let movedFrom = EventMask(rawValue: UInt32(IN_MOVED_FROM))
    static let movedTo = EventMask(rawValue: UInt32(IN_MOVED_TO))
    static let create = EventMask(rawValue: UInt32(IN_CREATE))
    static let delete = EventMask(rawValue: UInt32(IN_DELETE))
    static let deleteSelf = EventMask(rawValue: UInt32(IN_DELETE_SELF))
    static let moveSelf = EventMask(rawValue: UInt32(IN_MOVE_SELF))
    static let unmount = EventMask(rawValue: UInt32(IN_UNMOUNT))
    static let queueOverflow = EventMask(rawValue: UInt32(IN_Q_OVERFLOW))
    static let ignored = EventMask(rawValue: UInt32(IN_IGNORED))
    static let isDirectory = EventMask(rawValue: UInt32(IN_ISDIR))
    static let onlyDirectory = EventMask(rawValue: UInt32(IN_ONLYDIR))
    static let dontFollow = EventMask(rawValue: UInt32(IN_DONT_FOLLOW))
    static let excludeUnlinked = EventMask(rawValue: UInt32(IN_EXCL_UNLINK))

    /// What every directory watch asks for. No `IN_OPEN`/`IN_ACCESS`/`IN_ATTRIB`:
    /// reads and `chmod` do not change content. `IN_EXCL_UNLINK` drops events of files
    /// still open after unlinking (vim's swap file).
    static let watched: EventMask = [
        .modify, .closeWrite, .movedFrom, .movedTo, .create, .delete, .deleteSelf, .moveSelf,
        .onlyDirectory, .dontFollow, .excludeUnlinked,
    ]
}
