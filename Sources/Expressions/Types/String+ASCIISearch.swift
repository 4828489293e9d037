extension StringProtocol {
    /// Whether `needle` occurs in this string, compared byte by byte. Font and
    /// class names are ASCII; the generic `contains` goes through the
    /// string-processing library and is far slower for these short checks.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard pattern.count <= haystack.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            var index = 1
            while index < pattern.count, haystack[start + index] == pattern[index] { index += 1 }
            if index == pattern.count { return true }
        }
        return false
    }
}
