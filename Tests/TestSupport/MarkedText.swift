import Diagnostics

/// Test input with position markers (`1️⃣`, `2️⃣`, …) stripped out, and the
/// line/column each marker stood at, so no test counts columns by hand.
public struct MarkedText: Sendable {
    public static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public var text: String
    /// Marker number (1-based) → the position of the character after it.
    public var positions: [Int: SourcePosition] = [:]
    /// Marker number → UTF-8 offset of the character after it.
    public var offsets: [Int: Int] = [:]

    public init(_ marked: String) {
        text = ""
        var line = 1
        var column = 1
        var previousWasCarriageReturn = false
        for character in marked {
            if let index = Self.markers.firstIndex(of: character) {
                positions[index + 1] = SourcePosition(line: line, column: column)
                offsets[index + 1] = text.utf8.count
                continue
            }
            text.append(character)
            for scalar in character.unicodeScalars {
                if scalar == "\n" && previousWasCarriageReturn {
                    previousWasCarriageReturn = false
                    continue
                }
                previousWasCarriageReturn = scalar == "\r"
                if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
    }

    /// The position of marker `number`; a missing marker is a broken test.
    public subscript(_ number: Int) -> SourcePosition {
        positions[number] ?? SourcePosition(line: 0, column: 0)
    }

    /// The text's UTF-8 bytes with `inserted` spliced in at marker 1.
    public func bytes(inserting inserted: [UInt8]) -> [UInt8] {
        var bytes = Array(text.utf8)
        bytes.insert(contentsOf: inserted, at: offsets[1] ?? 0)
        return bytes
    }
}
