/// Pseudo-localisation (the `pseudo` variant): every localised string made longer and
/// foreign-looking, so that truncation and hard-coded text show before translators deliver.
///
/// The transform, deterministic and the same for every format:
/// 1. each ASCII letter becomes an accented letter of the same case (`a`→`å`, `e`→`é`,
///    `S`→`Š`, …: `accented`); other characters stay, and so do printf placeholders (`%@`,
///    `%d`, `%1$@`, `%.2f`, `%%`), which the app fills in;
/// 2. padding words `one two three …` (cycling through ten) are appended, each after a space,
///    until the padding is at least 40 % of the original's characters, rounded up (so a text of
///    n characters gains at least ⌈0.4 n⌉);
/// 3. the result is enclosed in `[` `]`, so a clipped end shows.
///
/// `Settings` (8 characters, needing 4 more) becomes `[Šéţţîñĝš one]`; an empty string stays empty.
public enum PseudoLocalization {
    /// `text` pseudo-localised.
    public static func transform(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var result = "["
        var placeholder = false
        for character in text {
            if placeholder {
                result.append(character)
                // A placeholder ends at its conversion letter (`@`, `d`, `f`, …) or `%`.
                if character.isLetter && character != "l" && character != "h" || character == "@" || character == "%" { placeholder = false }
                continue
            }
            if character == "%" {
                placeholder = true
                result.append(character)
                continue
            }
            result += accented[character].map(String.init) ?? String(character)
        }
        let needed = (text.count * 2 + 4) / 5
        var added = 0
        var word = 0
        while added < needed {
            let next = " " + paddingWords[word % paddingWords.count]
            result += next
            added += next.count
            word += 1
        }
        return result + "]"
    }

    /// The words appended, in order.
    public static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The accented letter standing for each ASCII letter.
    public static let accented: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    /// Every value of `table` pseudo-localised.
    public static func transform(table: [String: String]) -> [String: String] {
        table.mapValues(transform)
    }
}
