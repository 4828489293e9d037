/// Finding one string's bytes in another's: a literal search by UTF-8 bytes, with no
/// Unicode equivalence (Foundation's search, which another file's import puts behind
/// `contains`, costs thousands of instructions a call).
enum ByteSearch {
    /// The UTF-8 offset of the first occurrence of `needle` in `text`; nil when there is none
    /// (or `needle` is empty).
    static func offset(of needle: String, in text: String) -> Int? {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        return (0...(bytes.count - target.count)).first { bytes[$0..<$0 + target.count].elementsEqual(target) }
    }
}
