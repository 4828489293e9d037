/// A number split into sign, integer digits and fraction digits, printed with a
/// locale's grouping and decimal separators and padded to a field width.
struct GroupedNumber {
    var negative: Bool
    /// Decimal digits (or a symbol such as `∞` for non-finite values).
    var integerDigits: String
    /// Digits after the decimal separator; nil for no separator at all.
    var fraction: String?
    var isFinite = true

    init(negative: Bool, integerDigits: String, fraction: String?, isFinite: Bool = true) {
        self.negative = negative
        self.integerDigits = integerDigits
        self.fraction = fraction
        self.isFinite = isFinite
    }

    /// Splits a Double as NumberFormatter would print it for `%'f` (fixed
    /// fraction digits) or `%'g` (significant digits, never exponential).
    init(_ value: Double, specifier: FormatSpecifier, field: FieldFormat) {
        let negative = value.sign == .minus && !value.isNaN
        guard value.isFinite else {
            // NumberFormatter's symbols, not C's `inf`/`nan`.
            self.init(negative: negative, integerDigits: value.isNaN ? "NaN" : "∞", fraction: nil, isFinite: false)
            return
        }
        let alternate = field.flags.contains(.alternate)
        let magnitude = value.magnitude
        if specifier == .float || specifier == .upperFloat {
            let text = CPrintf.format("%" + (alternate ? "#" : "") + "." + String(field.precision ?? 6) + "f", magnitude)
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            self.init(negative: negative, integerDigits: String(parts[0]),
                      fraction: parts.count > 1 ? String(parts[1]) : nil)
            return
        }
        let significant = max(field.precision ?? 6, 1)
        let scientific = CPrintf.format("%." + String(significant - 1) + "e", magnitude)
        let parts = scientific.split(separator: "e")
        let digits = Array(parts[0].filter { $0 != "." })
        let exponent = Int(parts[1]) ?? 0
        var integer: String
        var fraction: String
        if exponent >= 0 {
            let integerCount = exponent + 1
            integer = String(digits.prefix(integerCount)) + String(repeating: "0", count: max(integerCount - digits.count, 0))
            fraction = String(digits.dropFirst(integerCount))
        } else {
            integer = "0"
            fraction = String(repeating: "0", count: -exponent - 1) + String(digits)
        }
        // Without `#`, trailing zeros go, as with C's %g and NumberFormatter's default.
        if !alternate {
            while fraction.last == "0" { fraction.removeLast() }
        }
        self.init(negative: negative, integerDigits: integer, fraction: fraction.isEmpty ? nil : fraction)
    }

    /// The signed, grouped, padded text.
    func text(field: FieldFormat, locale: FormatLocale) -> String {
        var body = isFinite ? Self.group(integerDigits, separator: locale.groupingSeparator) : integerDigits
        if let fraction { body += locale.decimalSeparator + fraction }
        let flags = field.flags
        let sign = negative ? "-" : flags.contains(.plusSign) ? "+" : flags.contains(.spaceSign) ? " " : ""
        let padding = max((field.width ?? 0) - sign.count - body.count, 0)
        if flags.contains(.leftJustify) {
            return sign + body + String(repeating: " ", count: padding)
        }
        // Zero padding goes between the sign and the digits and is not grouped.
        if flags.contains(.zeroPad), isFinite {
            return sign + String(repeating: "0", count: padding) + body
        }
        return String(repeating: " ", count: padding) + sign + body
    }

    /// Inserts `separator` every three digits from the right.
    static func group(_ digits: String, separator: String) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }
}
