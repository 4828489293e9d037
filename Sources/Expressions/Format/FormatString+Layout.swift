extension FormatString {
    /// Formats a `strings.` value called as a function (`{strings.title(name, 3)}`)
    /// the way Layout does: the argument count must match exactly, and each
    /// template value is first cast to its placeholder's type. `key` is the
    /// symbol as written (`strings.title`), for the arity messages.
    public func layoutFormat(_ arguments: [Value], key: String) throws(FormatError) -> String {
        guard arguments.count == types.count else {
            throw arguments.count > types.count
                ? .tooManyArguments(arguments.count, format: string, key: key)
                : .tooFewArguments(arguments.count, format: string, key: key)
        }
        var converted: [FormatArgument] = []
        converted.reserveCapacity(arguments.count)
        for (offset, argument) in arguments.enumerated() {
            converted.append(try argument.formatArgument(for: types[offset], index: offset + 1))
        }
        return try print(converted)
    }

    /// Parses `format` and formats it with `arguments` for `key`; the compiler
    /// parses constant format strings once instead (`FormatString(_:)`).
    public static func layoutFormat(_ format: String, arguments: [Value], key: String) throws(FormatError) -> String {
        try FormatString(format).layoutFormat(arguments, key: key)
    }
}

extension Value {
    /// Layout's `RuntimeType(type).cast(value)` ahead of formatting: numbers
    /// truncate for integer placeholders, Bools count as 1 and 0, anything
    /// stringifies for `%s` (so 5 prints `5.0`), `%@` takes the value as is.
    /// A value that does not cast is reported as Sprinter would report it.
    func formatArgument(for type: FormatType, index: Int) throws(FormatError) -> FormatArgument {
        let mismatch = FormatError.argumentMismatch(index, given: typeName, expected: type)
        switch (type, self) {
        case (.any, _):
            return .value(self)
        case (.string, _):
            return .string(swiftDescription)
        case let (.character, .string(string)) where string.count == 1:
            return .character(string.first!)
        case let (.double, .number(number)):
            return .double(number)
        case let (.double, .bool(bool)):
            return .double(bool ? 1 : 0)
        case let (_, .bool(bool)) where type.integerType != nil:
            return .integer(bitPattern: bool ? 1 : 0, type: type.integerType!)
        case let (_, .number(number)) where type.integerType != nil || type == .anyObject:
            // Swift's Int(Double) would trap on values out of range; Layout cannot produce those.
            let target = type.integerType ?? .uint
            let whole = number.rounded(.towardZero)
            let bits: UInt64
            if let signed = Int64(exactly: whole) {
                bits = UInt64(bitPattern: signed)
            } else if !target.isSigned, let unsigned = UInt64(exactly: whole) {
                bits = unsigned
            } else {
                throw mismatch
            }
            return .integer(bitPattern: FormatArgument.narrow(bits, to: target), type: target)
        default:
            throw mismatch
        }
    }
}
