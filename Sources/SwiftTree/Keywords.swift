// Swift's keywords, and the table the lexer looks identifiers up in.

enum Keyword: UInt8 {
    case none
    // Reserved words.
    case `as`, `is`, `in`, `if`, `do`, `for`, `let`, `var`, `nil`, `try`, `true`, `false`, `self`, `Self`, `super`
    case `case`, `else`, `enum`, `func`, `init`, `break`, `catch`, `class`, `defer`, `guard`, `throw`, `where`, `while`
    case `repeat`, `return`, `switch`, `struct`, `static`, `import`, `inout`, `deinit`, `default`, `extension`
    case `protocol`, `subscript`, `typealias`, `associatedtype`, `continue`, `fallthrough`, `throws`, `rethrows`
    case `operator`, `precedencegroup`, `fileprivate`, `internal`, `private`, `public`, underscore
    // Contextual words.
    case await, async, some, any, get, set, didSet, willSet, actor, macro
    case open, package, final, override, lazy, weak, unowned, mutating, nonmutating, required, convenience
    case nonisolated, dynamic, optional, indirect, prefix, postfix, infix, consuming, borrowing, distributed, isolated

    /// A declaration modifier (`class` only when a declaration keyword follows: the parser asks).
    var isModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .static, .open, .package, .final, .override, .lazy, .weak, .unowned,
             .mutating, .nonmutating, .required, .convenience, .nonisolated, .dynamic, .optional, .indirect, .prefix,
             .postfix, .infix, .consuming, .borrowing, .distributed:
            true
        default: false
        }
    }

    /// A keyword that starts a declaration.
    var startsDeclaration: Bool {
        switch self {
        case .let, .var, .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension, .typealias,
             .associatedtype, .import, .operator, .precedencegroup, .actor, .macro, .case:
            true
        default: false
        }
    }

    static let table: KeywordTable = {
        let words: [(String, Keyword)] = [
            ("as", .as), ("is", .is), ("in", .in), ("if", .if), ("do", .do), ("for", .for), ("let", .let), ("var", .var),
            ("nil", .nil), ("try", .try), ("true", .true), ("false", .false), ("self", .self), ("Self", .Self),
            ("super", .super), ("case", .case), ("else", .else), ("enum", .enum), ("func", .func), ("init", .`init`),
            ("break", .break), ("catch", .catch), ("class", .class), ("defer", .defer), ("guard", .guard),
            ("throw", .throw), ("where", .where), ("while", .while), ("repeat", .repeat), ("return", .return),
            ("switch", .switch), ("struct", .struct), ("static", .static), ("import", .import), ("inout", .inout),
            ("deinit", .deinit), ("default", .default), ("extension", .extension), ("protocol", .protocol),
            ("subscript", .subscript), ("typealias", .typealias), ("associatedtype", .associatedtype),
            ("continue", .continue), ("fallthrough", .fallthrough), ("throws", .throws), ("rethrows", .rethrows),
            ("operator", .operator), ("precedencegroup", .precedencegroup), ("fileprivate", .fileprivate),
            ("internal", .internal), ("private", .private), ("public", .public), ("_", .underscore),
            ("await", .await), ("async", .async), ("some", .some), ("any", .any), ("get", .get), ("set", .set),
            ("didSet", .didSet), ("willSet", .willSet), ("actor", .actor), ("macro", .macro), ("open", .open),
            ("package", .package), ("final", .final), ("override", .override), ("lazy", .lazy), ("weak", .weak),
            ("unowned", .unowned), ("mutating", .mutating), ("nonmutating", .nonmutating), ("required", .required),
            ("convenience", .convenience), ("nonisolated", .nonisolated), ("dynamic", .dynamic),
            ("optional", .optional), ("indirect", .indirect), ("prefix", .prefix), ("postfix", .postfix),
            ("infix", .infix), ("consuming", .consuming), ("borrowing", .borrowing), ("distributed", .distributed),
            ("isolated", .isolated),
        ]
        return KeywordTable(words.map { (Array($0.0.utf8), $0.1) })
    }()
}

/// Keywords by length and first byte, each packed into two words: a lookup is a bucket and at
/// most a few comparisons of two integers.
struct KeywordTable {
    struct Entry {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    static let maxLength = 16
    /// The entries of every bucket, one after another; bucket `b` is `starts[b]..<starts[b + 1]`.
    let entries: [Entry]
    let starts: [Int32]

    /// The table of `words` (each at most `maxLength` bytes), made once: the buckets are laid
    /// out after all words are in (laid out again after each word, the table took 12 M
    /// instructions to make, a millisecond of every process's first Swift file).
    init(_ words: [(word: [UInt8], keyword: Keyword)]) {
        var lists: [[Entry]] = Array(repeating: [], count: (Self.maxLength + 1) * 64)
        for (word, keyword) in words {
            let (low, high) = word.withUnsafeBufferPointer { Self.pack($0.baseAddress!, word.count) }
            lists[word.count * 64 + Int(word[0] & 63)].append(Entry(low: low, high: high, keyword: keyword))
        }
        entries = lists.flatMap { $0 }
        var starts: [Int32] = [0]
        var start: Int32 = 0
        for list in lists {
            start += Int32(list.count)
            starts.append(start)
        }
        self.starts = starts
    }

    @inline(__always)
    static func pack(_ base: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(base[index]) << (8 * UInt64(index)) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(base[index]) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    /// The word of `count` bytes at `base` packed as `pack` does, read as two whole words and
    /// masked (all 16 bytes at `base` must be readable).
    @inline(__always)
    static func packWords(_ base: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(base)
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count < 8 {
            low &= (1 << (8 * UInt64(count))) &- 1
            high = 0
        } else if count < 16 {
            high &= (1 << (8 * UInt64(count - 8))) &- 1
        }
        return (low, high)
    }

    /// The keyword spelt by the `count` bytes at `base` (`.none` if none is); `readable` is how
    /// many bytes may be read from `base` (at least `count`): with 16 the word is read whole.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> Keyword {
        guard count <= Self.maxLength else { return .none }
        let bucket = count * 64 + Int(base[0] & 63)
        var index = Int(starts[bucket])
        let upper = Int(starts[bucket + 1])
        if index == upper { return .none }
        let (low, high) = readable >= 16 ? Self.packWords(base, count) : Self.pack(base, count)
        while index < upper {
            if entries[index].low == low && entries[index].high == high { return entries[index].keyword }
            index += 1
        }
        return .none
    }
}
