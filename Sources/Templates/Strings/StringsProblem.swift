/// Everything the `.strings` reader can report; the texts are what users see.
public enum StringsProblem: Hashable, Sendable {
    case unreadableFile(reason: String)
    case invalidUTF8(byte: UInt8)
    case nulByte
    case utf16WithoutByteOrderMark
    case invalidUTF16
    case unterminatedComment
    case unterminatedString
    case expectedKey(found: String)
    case expectedValue(key: String, found: String)
    case expectedEqualsOrSemicolon(key: String, found: String)
    case missingSemicolon(key: String)
    case invalidUnicodeEscape
    case missingClosingBrace
    case textAfterClosingBrace
    case duplicateKey(String, firstLine: Int)

    public var message: String {
        switch self {
        case .unreadableFile(let reason):
            return "Unable to read strings file: \(reason)"
        case .invalidUTF8(let byte):
            return "Strings file is not valid UTF-8: unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
        case .nulByte:
            return "Unexpected NUL byte: save the strings file as UTF-8, or as UTF-16 with a byte order mark"
        case .utf16WithoutByteOrderMark:
            return "Strings file looks like UTF-16 without a byte order mark; save it as UTF-8"
        case .invalidUTF16:
            return "Strings file is not valid UTF-16: unpaired surrogate"
        case .unterminatedComment:
            return "Comment not terminated: missing '*/'"
        case .unterminatedString:
            return "Unterminated string: missing closing '\"'"
        case .expectedKey(let found):
            return "Expected a key (a quoted string or a word), found \(found)"
        case let .expectedValue(key, found):
            return "Expected a value for \"\(key)\" after '=', found \(found)"
        case let .expectedEqualsOrSemicolon(key, found):
            return "Expected '=' or ';' after key \"\(key)\", found \(found)"
        case .missingSemicolon(let key):
            return "Missing ';' after the value of \"\(key)\""
        case .invalidUnicodeEscape:
            return "Invalid \\U escape: expected up to 4 hex digits naming a character"
        case .missingClosingBrace:
            return "Missing '}' at the end of the file"
        case .textAfterClosingBrace:
            return "Unexpected text after the closing '}'"
        case let .duplicateKey(key, firstLine):
            return "Duplicate key \"\(key)\" (first defined at line \(firstLine)); the last value wins"
        }
    }
}
