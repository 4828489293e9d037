extension FontResolver {
    /// Splits literal font text into words and quoted names and interprets
    /// them, joining consecutive words into longer font names where one exists
    /// (`helvetica neue`, `Apple SD Gothic Neo`). This follows Layout's
    /// scanner, quirks included: a word that means nothing is only reported
    /// when the text ends on it or when the next word means something while it
    /// did not; the message then names the text scanned (or the dangling name).
    func interpretWords(_ text: String, into parts: inout [FontPart]) throws(FontSpecifierError) {
        guard !text.isEmpty else { return }
        var scanner = WordScanner(text: text)
        var delimiter: Character?
        for character in text {
            switch character {
            case "'", "\"", "`":
                if character == delimiter {
                    if !scanner.word.isEmpty {
                        let name = scanner.word
                        scanner.word = ""
                        guard let font = namedFont(name) else { throw .invalidName(name) }
                        scanner.fontName = name
                        parts.append(.font(font))
                    }
                    delimiter = nil
                } else {
                    delimiter = character
                }
            case " " where delimiter == nil:
                _ = finishWord(&scanner, into: &parts)
            default:
                scanner.word.append(character)
            }
        }
        if !finishWord(&scanner, into: &parts) {
            throw .invalidName(scanner.reported)
        }
    }

    /// Interprets the word just scanned; false when it (or the name it would
    /// extend) is not valid.
    private func finishWord(_ scanner: inout WordScanner, into parts: inout [FontPart]) -> Bool {
        guard !scanner.word.isEmpty else { return true }
        let word = scanner.word
        scanner.word = ""
        if let previous = scanner.fontName {
            let longer = previous + " " + word
            scanner.fontName = longer
            if let font = namedFont(longer) {
                if parts.last?.isFont == true { parts.removeLast() }
                parts.append(.font(font))
                return true
            }
            if interpret(word: word) != nil, interpret(word: previous) == nil {
                scanner.reported = previous
                return false
            }
        } else {
            scanner.fontName = word
        }
        guard let part = interpret(word: word) else { return false }
        scanner.fontName = part.isFont ? word : nil
        parts.append(part)
        return true
    }
}

/// The state of scanning one run of font text.
struct WordScanner {
    /// The word being read.
    var word = ""
    /// Words that may still grow into a longer font name.
    var fontName: String?
    /// What an error names: the whole text, or a name that led nowhere.
    var reported: String

    init(text: String) {
        reported = text
    }
}
