/// Decodes the fixed-width hex words that the generated metrics tables are stored as.
///
/// Hex text instead of array literals keeps the generated file fast to compile:
/// tens of thousands of integer literals make the Swift type checker crawl.
enum HexTable {
    /// The words of `text`, each `digits` hex digits long; whitespace is ignored.
    static func words(_ text: String, digits: Int) -> [UInt32] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt32] = []
            result.reserveCapacity(bytes.count / digits)
            var word: UInt32 = 0
            var count = 0
            for byte in bytes {
                let nibble: UInt32
                if byte &- UInt8(ascii: "0") < 10 {
                    nibble = UInt32(byte &- UInt8(ascii: "0"))
                } else if byte &- UInt8(ascii: "a") < 6 {
                    nibble = UInt32(byte &- UInt8(ascii: "a")) + 10
                } else {
                    continue
                }
                word = word << 4 | nibble
                count += 1
                if count == digits {
                    result.append(word)
                    word = 0
                    count = 0
                }
            }
            precondition(count == 0, "hex table has a partial word")
            return result
        }
    }
}
