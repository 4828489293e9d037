extension StringProtocol {
    /// Whether `needle` occurs in this string, compared byte by byte. Font and
    /// class names are ASCII; the generic `contains` goes through the
    /// string-processing library and is far slower for these short checks.
    /// Reads both strings' bytes in place (copies only a string with no contiguous UTF-8).
    func containsBytes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { ASCIISearch.occurs($0, in: haystack) }
        }
        if let found = found ?? nil { return found }
        return Array(utf8).withUnsafeBufferPointer { haystack in
            Array(needle.utf8).withUnsafeBufferPointer { ASCIISearch.occurs($0, in: haystack) }
        }
    }
}

enum ASCIISearch {
    /// Whether `pattern` occurs in `haystack` (an empty pattern occurs everywhere).
    static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard pattern.count <= haystack.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == first {
            var index = 1
            while index < pattern.count, haystack[start + index] == pattern[index] { index += 1 }
            if index == pattern.count { return true }
        }
        return false
    }
}
