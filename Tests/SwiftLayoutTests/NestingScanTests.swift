@testable import SwiftLayout
import Testing
import TestSupport

/// `SwiftSource.tooDeepNesting` passes the bytes it does not act on with one mask test; it must
/// find what a byte-by-byte reading of every byte finds.
@Suite struct NestingScanTests {
    /// The scan as first written: every byte through every test.
    static func reference(_ text: String) -> (Int, Character, Int)? {
        let bytes = Array(text.utf8)
        var depth = 0
        var genericDepth = 0
        var inString = false
        var inComment = false
        var previous: UInt8 = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
        }
        for offset in bytes.indices {
            let byte = bytes[offset]
            defer { previous = byte }
            if byte == 10 {
                inComment = false
                inString = false
                continue
            }
            if inComment { continue }
            if byte == 34 && previous != 92 { inString.toggle() }
            if inString { continue }
            switch byte {
            case 47 where previous == 47: inComment = true
            case 91:
                depth += 1
                if depth > SwiftSource.maximumBracketDepth { return (offset, "[", SwiftSource.maximumBracketDepth) }
            case 93: depth = max(0, depth - 1)
            case 60 where isNameByte(previous):
                genericDepth += 1
                if genericDepth > SwiftSource.maximumGenericDepth { return (offset, "<", SwiftSource.maximumGenericDepth) }
            case 62 where previous != 45: genericDepth = max(0, genericDepth - 1)
            case 123, 125, 59, 61: genericDepth = 0
            default: break
            }
        }
        return nil
    }

    @Test func theMaskedScanFindsWhatEveryByteFinds() {
        var generator = SeededGenerator(seed: 23)
        // Openers are drawn more often than what closes or resets them, so that both outcomes come up.
        let pieces = ["[", "[", "[", "]", "<", ">", "->", "A<", "a", " ", "\n", "\"", "\\\"", "//", "/", "{", "}", ";", "=", "é", "x[", "Int<", "Int<", "Int<"]
        var found = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...300, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let scanned = SwiftSource.tooDeepNesting(text)
            let expected = Self.reference(text)
            #expect(scanned?.0 == expected?.0 && scanned?.1 == expected?.1 && scanned?.2 == expected?.2, "\(text)")
            if expected != nil { found += 1 }
        }
        // Both outcomes are met often.
        #expect(found > 300)
        #expect(found < 2_700)
    }
}
