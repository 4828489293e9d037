extension StringProtocol {
    /// Whether `needle` occurs in this string, compared byte by byte. Font and
    /// class names are ASCII; the generic `contains` goes through the
    /// string-processing library and is far slower for these short checks.
    func containsBytes(_ needle: String) -> Bool {
        ByteSearch.offset(of: needle, in: self) != nil || needle.isEmpty
    }
}

/// Finding one string's bytes in another's: a literal search by UTF-8 bytes, with no Unicode
/// equivalence (Foundation's search, which another file's import puts behind `contains`, costs
/// thousands of instructions a call). Reads both strings' bytes in place; only a string with no
/// contiguous UTF-8 is copied.
public enum ByteSearch {
    /// The UTF-8 offset of the first occurrence of `needle` in `text`; nil when there is none
    /// (or `needle` is empty).
    public static func offset(of needle: String, in text: some StringProtocol) -> Int? {
        let found = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { first($0, in: haystack) }
        }
        if let found { return found ?? nil }
        return Array(text.utf8).withUnsafeBufferPointer { haystack in
            Array(needle.utf8).withUnsafeBufferPointer { first($0, in: haystack) }
        }
    }

    /// The offset of the first occurrence of `pattern` in `haystack`; nil for an empty pattern.
    static func first(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let head = pattern.first, pattern.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == head {
            var index = 1
            while index < pattern.count, haystack[start + index] == pattern[index] { index += 1 }
            if index == pattern.count { return start }
        }
        return nil
    }
}
