/// Prints numeric conversions: C's printf for the plain cases, and a
/// NumberFormatter-like path for the `'` (grouping) flag, which C's printf
/// cannot localize and which Sprinter formats with NumberFormatter.
enum NumberPrinter {
    /// Prints an integer already narrowed to `type` (see `FormatArgument.narrow`).
    static func integer(_ bits: UInt64, type: IntegerType, specifier: FormatSpecifier,
                        field: FieldFormat, locale: FormatLocale?) -> String {
        let signedConversion = [.decimal, .int, .upperDecimal].contains(specifier)
        // Unsigned conversions see only the type's own bits: `%hx` of -1 is `ffff`.
        let unsignedBits = bits & (type.bitWidth == 64 ? UInt64.max : (1 << UInt64(type.bitWidth)) - 1)
        if field.flags.contains(.grouping), signedConversion || specifier == .unsigned || specifier == .upperUnsigned {
            let negative = signedConversion && Int64(bitPattern: bits) < 0
            let magnitude = signedConversion ? Int64(bitPattern: bits).magnitude : unsignedBits
            var digits = String(magnitude)
            if let precision = field.precision {
                digits = precision == 0 && magnitude == 0
                    ? "" : String(repeating: "0", count: max(precision - digits.count, 0)) + digits
            }
            // As in C, a precision turns zero padding off for integers.
            var field = field
            if field.precision != nil { field.flags.remove(.zeroPad) }
            return GroupedNumber(negative: negative, integerDigits: digits, fraction: nil)
                .text(field: field, locale: locale ?? .defaultSeparators)
        }
        let specification = field.cPrefix + "ll" + specifier.cConversion
        if signedConversion {
            return CPrintf.format(specification, Int64(bitPattern: bits))
        }
        return CPrintf.format(specification, unsignedBits)
    }

    /// Prints a Double for `f F e E g G a A`.
    static func floatingPoint(_ value: Double, specifier: FormatSpecifier,
                              field: FieldFormat, locale: FormatLocale?) -> String {
        let groupable: [FormatSpecifier] = [.float, .upperFloat, .variablePrecision, .upperVariablePrecision]
        if field.flags.contains(.grouping), groupable.contains(specifier) {
            return GroupedNumber(value, specifier: specifier, field: field)
                .text(field: field, locale: locale ?? .defaultSeparators)
        }
        guard let locale else {
            return CPrintf.format(field.cPrefix + specifier.cConversion, value)
        }
        // With a locale, Apple's `String(format:locale:)` prints infinity as NumberFormatter does.
        if value.isInfinite {
            return GroupedNumber(negative: value < 0, integerDigits: "∞", fraction: nil, isFinite: false)
                .text(field: field, locale: locale)
        }
        let text = CPrintf.format(field.cPrefix + specifier.cConversion, value)
        guard specifier != .hexFloat, specifier != .upperHexFloat, locale.decimalSeparator != "." else { return text }
        return text.replacingPeriods(with: locale.decimalSeparator)
    }
}

private extension String {
    func replacingPeriods(with separator: String) -> String {
        var result = ""
        for character in self {
            if character == "." { result += separator } else { result.append(character) }
        }
        return result
    }
}
