import Testing
@testable import Watcher

/// The watcher tells a real save from one that wrote the same bytes by a hash of the content.
@Suite struct ContentHashTests {
    static func hash(_ bytes: [UInt8], splitAt cuts: [Int] = [], seed: UInt64 = 7) -> UInt64 {
        var hash = ContentHash(seed: seed)
        var start = 0
        for end in cuts + [bytes.count] {
            bytes[start..<end].withUnsafeBytes { hash.add($0) }
            start = end
        }
        return hash.finalize()
    }

    static let text = Array(#"<UIView width="100%" height="1234"><UILabel text="Row 1"/></UIView>"#.utf8)

    @Test(arguments: [[1], [3, 16], [7, 8, 9], [8, 16, 24], [5, 6, 7, 8, 9, 10, 11, 12, 13], [66]])
    func readsSplitAnywhereHashTheSame(cuts: [Int]) {
        #expect(Self.text.count == 67)
        #expect(Self.hash(Self.text, splitAt: cuts) == Self.hash(Self.text))
    }

    @Test func everyOneByteChangeChangesTheHash() {
        let original = Self.hash(Self.text)
        var hashes: Set<UInt64> = [original]
        for index in Self.text.indices {
            for replacement: UInt8 in [0x30, 0x39, 0x00, 0xFF] where replacement != Self.text[index] {
                var changed = Self.text
                changed[index] = replacement
                hashes.insert(Self.hash(changed))
            }
        }
        // 67 positions × 4 values, less the two "0"s of "100%" written over with "0": all distinct.
        #expect(hashes.count == 1 + 67 * 4 - 2)
    }

    @Test func lengthAndSeedCount() {
        #expect(Self.hash([]) != Self.hash([0]))
        #expect(Self.hash([0]) != Self.hash([0, 0]))
        #expect(Self.hash(Array(repeating: 0, count: 8)) != Self.hash(Array(repeating: 0, count: 16)))
        #expect(Self.hash(Self.text, seed: 1) != Self.hash(Self.text, seed: 2))
    }
}
