extension FormatString {
    /// Fields wider than this are clamped: a width read from an argument could
    /// otherwise ask for gigabytes of padding.
    static let maximumFieldWidth = 4096

    /// Prints the format with `arguments` (1-based indices in placeholders refer
    /// to positions in this array); extra arguments are ignored, as C does.
    public func print(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        var coerced: [CoercedArgument] = []
        coerced.reserveCapacity(types.count)
        for (offset, type) in types.enumerated() {
            guard offset < arguments.count else { throw .missingArgument(offset + 1) }
            coerced.append(try arguments[offset].coerced(to: type, index: offset + 1))
        }
        var output = ""
        for segment in segments {
            switch segment {
            case let .literal(text): output += text
            case let .placeholder(placeholder): output += render(placeholder, coerced)
            }
        }
        return output
    }

    private func render(_ placeholder: FormatPlaceholder, _ arguments: [CoercedArgument]) -> String {
        var field = FieldFormat(flags: placeholder.flags, width: nil, precision: nil)
        if let width = placeholder.width.map({ count(of: $0, arguments) }) {
            // A negative `*` width means left-justify, as in C.
            if width < 0 { field.flags.insert(.leftJustify) }
            field.width = min(abs(width), Self.maximumFieldWidth)
        }
        if let precision = placeholder.precision.map({ count(of: $0, arguments) }), precision >= 0 {
            field.precision = min(precision, Self.maximumFieldWidth)
        }
        let specifier = placeholder.specifier
        switch arguments[placeholder.index - 1] {
        case let .integer(bits, type):
            return NumberPrinter.integer(bits, type: type, specifier: specifier, field: field, locale: locale)
        case let .double(value):
            return NumberPrinter.floatingPoint(value, specifier: specifier, field: field, locale: locale)
        case let .text(text):
            // Precision truncates only strings, as in C; characters and objects print whole.
            let truncated = specifier == .string || specifier == .wideString
                ? field.precision.map { String(text.prefix($0)) } ?? text : text
            return field.pad(truncated)
        case let .pointer(address):
            return field.pad("0x" + String(address, radix: 16))
        }
    }

    private func count(of count: FormatPlaceholder.Count, _ arguments: [CoercedArgument]) -> Int {
        switch count {
        case let .fixed(value):
            return value
        case let .argument(index):
            // `*` arguments are typed Int, so they were coerced to integers.
            guard case let .integer(bits, _) = arguments[index - 1] else { return 0 }
            let value = Int64(bitPattern: bits)
            return Int(clamping: max(min(value, Int64(Self.maximumFieldWidth)), -Int64(Self.maximumFieldWidth)))
        }
    }
}

/// The flags, width and precision of one conversion, resolved from `*` arguments.
struct FieldFormat {
    var flags: FormatFlags
    var width: Int?
    var precision: Int?

    /// Pads `text` with spaces to the field width (on the right when left-justified).
    func pad(_ text: String) -> String {
        let padding = max((width ?? 0) - text.count, 0)
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return flags.contains(.leftJustify) ? text + spaces : spaces + text
    }

    /// The C conversion prefix: `%`, flags (without `'`), width and precision.
    var cPrefix: String {
        var text = "%" + flags.cFlags
        if let width { text += String(width) }
        if let precision { text += "." + String(precision) }
        return text
    }
}
