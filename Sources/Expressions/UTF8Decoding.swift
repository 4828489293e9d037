extension UnsafeBufferPointer where Element == UInt8 {
    /// The Unicode scalar starting at `index` and its length in bytes.
    /// Malformed sequences read as one U+FFFD byte, so scanning always advances.
    @inline(__always)
    func decodeScalar(at index: Int) -> (value: UInt32, length: Int) {
        let lead = self[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= count else { return (0xFFFD, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for next in 1..<length {
            let continuation = self[index + next]
            guard continuation & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }
}
