/// Everything the XML reader can find wrong with a file. The wording follows
/// libxml2 (which Layout uses) where libxml2's message is clear, so a user who
/// knows Layout's errors recognises them; elsewhere it says what to do.
public enum XMLProblem: Hashable, Sendable {
    case emptyDocument
    case fileTooLarge(bytes: Int)
    case unreadableFile(reason: String)
    case invalidUTF8(byte: UInt8)
    case nulByte
    case invalidCharacter(UInt32)
    case utf16WithoutByteOrderMark
    case invalidUTF16
    case textBeforeRoot
    case extraContentAfterRoot
    case invalidElementName
    case unexpectedEndTag(String)
    case mismatchedTag(open: String, openLine: Int, close: String)
    case unclosedTag(String, line: Int)
    case expectedEndOfTag(String)
    case expectedEndOfEndTag(String)
    case missingSpaceBeforeAttribute
    case expectedEquals(attribute: String)
    case expectedQuote(attribute: String)
    case unterminatedAttributeValue(attribute: String, quote: Character)
    case lessThanInAttributeValue
    case duplicateAttribute(String)
    case unescapedAmpersand
    case missingSemicolon(reference: String)
    case undefinedEntity(String)
    case invalidCharacterReference(String)
    case cdataEndInText
    case unterminatedComment
    case doubleHyphenInComment
    case unterminatedCDATA
    case unterminatedProcessingInstruction
    case processingInstructionWithoutTarget
    case misplacedXMLDeclaration
    case unterminatedDoctype
    case doctypeInternalSubset
    case misplacedDoctype
    case unsupportedMarkup
    case tooDeep(limit: Int)

    /// The text shown to the user, without a position.
    public var message: String {
        switch self {
        case .emptyDocument:
            return "Empty XML document"
        case .fileTooLarge(let bytes):
            return "File is too large (\(bytes) bytes); templates are limited to \(XMLLimits.maximumFileSize / 1_048_576) MiB"
        case .unreadableFile(let reason):
            return "Unable to read file: \(reason)"
        case .invalidUTF8(let byte):
            return "File is not valid UTF-8: unexpected byte 0x\(hex(byte))"
        case .nulByte:
            return "Unexpected NUL byte: this looks like a binary file, not an XML template"
        case .invalidCharacter(let value):
            return "Character U+\(hex(value, width: 4)) is not allowed in XML"
        case .utf16WithoutByteOrderMark:
            return "File looks like UTF-16 without a byte order mark; save it as UTF-8"
        case .invalidUTF16:
            return "File is not valid UTF-16: unpaired surrogate"
        case .textBeforeRoot:
            return "Start tag expected, '<' not found"
        case .extraContentAfterRoot:
            return "Extra content at the end of the document"
        case .invalidElementName:
            return "StartTag: invalid element name"
        case .unexpectedEndTag(let name):
            return "Unexpected end tag </\(name)> with no open element"
        case let .mismatchedTag(open, openLine, close):
            return "Opening and ending tag mismatch: \(open) line \(openLine) and \(close)"
        case let .unclosedTag(name, line):
            return "Premature end of data in tag \(name) line \(line)"
        case .expectedEndOfTag(let name):
            return "Expected '>' or '/>' to end the start tag of \(name)"
        case .expectedEndOfEndTag(let name):
            return "Expected '>' to end the end tag of \(name)"
        case .missingSpaceBeforeAttribute:
            return "Expected whitespace between attributes"
        case .expectedEquals(let attribute):
            return "Expected '=' after attribute name \(attribute)"
        case .expectedQuote(let attribute):
            return "Expected '\"' or ''' to start the value of attribute \(attribute)"
        case let .unterminatedAttributeValue(attribute, quote):
            return "Unterminated value of attribute \(attribute): missing closing '\(quote)'"
        case .lessThanInAttributeValue:
            return "Unescaped '<' not allowed in attribute values; write &lt;"
        case .duplicateAttribute(let name):
            return "Attribute \(name) redefined"
        case .unescapedAmpersand:
            return "Unescaped '&'; write &amp; for a literal ampersand"
        case .missingSemicolon(let reference):
            return "Expected ';' to end the reference \(reference)"
        case .undefinedEntity(let name):
            return "Entity '\(name)' not defined"
        case .invalidCharacterReference(let reference):
            return "Invalid character reference \(reference)"
        case .cdataEndInText:
            return "Sequence ']]>' not allowed in content"
        case .unterminatedComment:
            return "Comment not terminated"
        case .doubleHyphenInComment:
            return "Double hyphen within comment"
        case .unterminatedCDATA:
            return "CData section not finished"
        case .unterminatedProcessingInstruction:
            return "Processing instruction not terminated"
        case .processingInstructionWithoutTarget:
            return "Processing instruction has no target name"
        case .misplacedXMLDeclaration:
            return "XML declaration allowed only at the start of the document"
        case .unterminatedDoctype:
            return "DOCTYPE declaration not terminated"
        case .doctypeInternalSubset:
            return "DOCTYPE internal subsets (entity declarations) are not supported"
        case .misplacedDoctype:
            return "DOCTYPE declaration allowed only before the root element"
        case .unsupportedMarkup:
            return "Unsupported markup declaration"
        case .tooDeep(let limit):
            return "Elements are nested more than \(limit) levels deep"
        }
    }
}

private func hex<T: BinaryInteger>(_ value: T, width: Int = 2) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(width - digits.count, 0)) + digits
}
