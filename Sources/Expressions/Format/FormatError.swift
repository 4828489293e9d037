/// Why a printf-style format string could not be parsed or printed.
///
/// The first eight cases mirror Sprinter 0.2.1's error enum (Layout vendors it);
/// the last two are Layout's own arity checks for `strings.key(args)` calls.
public enum FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string ended inside a placeholder (`foo %`, `%5`, `%.`).
    case unexpectedEndOfString
    /// A character that cannot appear at this point of a placeholder.
    case unexpectedToken(String)
    /// A flag written twice in one placeholder (`%005$i`).
    case duplicateFlag(String)
    /// A specifier that is valid printf but deliberately not implemented (`%n`).
    case unsupportedSpecifier(String)
    /// A modifier that makes no sense with the specifier (`%Ld`, `%'%`).
    case modifierMismatch(String, String)
    /// Two placeholders read the same argument as different types (`%i %1$f`).
    case typeMismatch(Int, FormatType, FormatType)
    /// An argument of type `given` (a Swift type name) for a placeholder of type `expected`.
    case argumentMismatch(Int, given: String, expected: FormatType)
    /// Fewer arguments than the placeholders read.
    case missingArgument(Int)
    /// Layout: a `strings.` key called with more arguments than it has placeholders.
    case tooManyArguments(Int, format: String, key: String)
    /// Layout: a `strings.` key called with fewer arguments than it has placeholders.
    case tooFewArguments(Int, format: String, key: String)

    /// The message as Sprinter and Layout word it.
    public var description: String {
        switch self {
        case .unexpectedEndOfString:
            return "Format string ended unexpectedly"
        case let .unexpectedToken(token):
            return "Unexpected character '\(token)' in format string"
        case let .duplicateFlag(flag):
            return "Format string contains duplicate flag '\(flag)'"
        case let .unsupportedSpecifier(specifier):
            return "The format specifier '\(specifier)' is not currently supported"
        case let .modifierMismatch(modifier, specifier):
            return "Length modifier '\(modifier)' cannot be used with format specifier '\(specifier)'"
        case let .typeMismatch(index, first, second):
            return "Type mismatch for placeholders with index #\(index): '\(first.name)' vs '\(second.name)'"
        case let .argumentMismatch(index, given, expected):
            return "Type mismatch for argument #\(index): '\(given)' vs '\(expected.name)'"
        case let .missingArgument(index):
            return "Missing argument #\(index)"
        case let .tooManyArguments(count, format, key):
            return "Too many arguments (\(count)) for format string '\(format)' for key \(key)"
        case let .tooFewArguments(count, format, key):
            return "Too few arguments (\(count)) for format string '\(format)' for key \(key)"
        }
    }
}
