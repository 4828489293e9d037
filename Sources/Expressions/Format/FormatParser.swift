/// Reads `%[index$][flags][width][.precision][length]specifier` conversions
/// out of a format string, numbering unindexed arguments as it goes.
struct FormatParser {
    /// Larger argument indices are treated as malformed numbers: a typo such as
    /// `%99999999$d` would otherwise make the formatter expect millions of arguments.
    static let maximumIndex = 10_000

    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// The argument the next unindexed placeholder or `*` reads.
    private var nextIndex = 1

    init(_ string: String) {
        scalars = Array(string.unicodeScalars)
    }

    mutating func parseSegments() throws(FormatError) -> [FormatString.Segment] {
        var segments: [FormatString.Segment] = []
        var literal = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            guard scalar == "%" else {
                literal.append(scalar)
                continue
            }
            if let placeholder = try parsePlaceholder() {
                if !literal.isEmpty { segments.append(.literal(String(literal))) }
                literal = String.UnicodeScalarView()
                segments.append(.placeholder(placeholder))
            } else {
                literal.append("%")
            }
        }
        if !literal.isEmpty { segments.append(.literal(String(literal))) }
        return segments
    }

    /// Parses what follows a `%`; nil for `%%`.
    private mutating func parsePlaceholder() throws(FormatError) -> FormatPlaceholder? {
        var modifiers: [String] = []
        let index = try readIndex()
        if let index { modifiers.append(String(index)) }

        var flags: FormatFlags = []
        while let flag = FormatFlags(character: try peek()) {
            if flags.contains(flag) { throw .duplicateFlag(String(scalars[position])) }
            modifiers.append(String(scalars[position]))
            flags.insert(flag)
            position += 1
        }

        let widthStart = position
        let width = try readCount()
        if width != nil { modifiers.append(text(from: widthStart)) }

        var precision: FormatPlaceholder.Count?
        if try peek() == "." {
            let precisionStart = position
            position += 1
            // A lone `.` means precision zero, as in C.
            precision = try readCount() ?? .fixed(0)
            modifiers.append(text(from: precisionStart))
        }

        let length = try readLength()
        if let length { modifiers.append(length.rawValue) }

        let character = try peek()
        position += 1
        guard let specifier = FormatSpecifier(rawValue: character) else {
            throw .unexpectedToken(String(character))
        }
        switch specifier {
        case .writeCount:
            throw .unsupportedSpecifier(String(character))
        case .percent:
            if let first = modifiers.first { throw .modifierMismatch(first, "%") }
            return nil
        default:
            guard specifier.argumentType(length: length) != nil else {
                throw .modifierMismatch(length?.rawValue ?? "", String(character))
            }
        }
        let argument = index ?? takeNextIndex()
        return FormatPlaceholder(index: argument, flags: flags, width: width, precision: precision,
                                 length: length, specifier: specifier)
    }

    /// `n$` with n ≥ 1; otherwise leaves the position where it was.
    private mutating func readIndex() throws(FormatError) -> Int? {
        let start = position
        guard position < scalars.count, ("1"..."9").contains(scalars[position]),
              let number = readNumber(), position < scalars.count, scalars[position] == "$" else {
            position = start
            return nil
        }
        guard number <= Self.maximumIndex else { throw .unexpectedToken(String(scalars[start])) }
        position += 1
        return number
    }

    /// A width or precision: digits, `*`, or `*n$`.
    private mutating func readCount() throws(FormatError) -> FormatPlaceholder.Count? {
        if try peek() == "*" {
            position += 1
            guard ("1"..."9").contains(try peek()) else { return .argument(takeNextIndex()) }
            let digitsStart = position
            guard let number = readNumber(), number <= Self.maximumIndex else {
                throw .unexpectedToken(String(scalars[digitsStart]))
            }
            let next = try peek()
            guard next == "$" else { throw .unexpectedToken(String(next)) }
            position += 1
            return .argument(number)
        }
        guard Self.isDigit(try peek()) else { return nil }
        return readNumber().map { .fixed($0) }
    }

    private mutating func readLength() throws(FormatError) -> LengthModifier? {
        let first = try peek()
        let next = position + 1 < scalars.count ? scalars[position + 1] : nil
        if (first == "h" || first == "l"), next == first {
            position += 2
            return first == "h" ? .char : .longLong
        }
        guard let length = LengthModifier(rawValue: String(first)) else { return nil }
        position += 1
        return length
    }

    /// Decimal digits as a number; nil (position unchanged) when there are none
    /// or the number overflows `Int`, so the first digit is then reported as an
    /// unexpected character, as Sprinter does.
    private mutating func readNumber() -> Int? {
        let start = position
        var number = 0
        while position < scalars.count, Self.isDigit(scalars[position]) {
            let digit = Int(scalars[position].value - 48)
            let (product, overflow) = number.multipliedReportingOverflow(by: 10)
            let (sum, carry) = product.addingReportingOverflow(digit)
            guard !overflow, !carry else {
                position = start
                return nil
            }
            number = sum
            position += 1
        }
        return position > start ? number : nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private mutating func takeNextIndex() -> Int {
        defer { nextIndex += 1 }
        return nextIndex
    }

    private func peek() throws(FormatError) -> Unicode.Scalar {
        guard position < scalars.count else { throw .unexpectedEndOfString }
        return scalars[position]
    }

    private func text(from start: Int) -> String {
        String(String.UnicodeScalarView(scalars[start..<position]))
    }
}
