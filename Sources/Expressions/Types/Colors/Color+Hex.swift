extension Color {
    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (hex digits in either
    /// case); a short form's digit is doubled (`#f00` = `#ff0000`) and a missing
    /// alpha is opaque. `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for scalar in hex.unicodeScalars.dropFirst() {
            guard let digit = Color.hexDigit(scalar) else { return nil }
            digits.append(digit)
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        let components = bytes.map { Double($0) / 255 }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 1)
    }

    /// `rgb(r, g, b)` of a colour expression: components 0–255, opaque.
    public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
    }

    /// `rgba(r, g, b, a)` of a colour expression: components 0–255, alpha 0–1.
    public static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }
}
