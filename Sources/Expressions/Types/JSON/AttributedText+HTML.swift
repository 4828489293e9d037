extension AttributedText {
    /// Text from a `$attributed` value: plain text, or inline HTML whose
    /// elements become style runs named by tag (`<b>bold</b>` → run `b`).
    /// `<br>` is a line break; `&lt; &gt; &amp; &quot; &apos; &#NN; &#xHH;` are
    /// decoded. This is the headless stand-in for UIKit's HTML importer.
    public init(html: String) {
        var text = String.UnicodeScalarView()
        var runs: [Run] = []
        var open: [String] = []
        var runStart = 0
        var scalars = Substring(html).unicodeScalars[...]

        func closeRun() {
            if text.count > runStart, !open.isEmpty {
                runs.append(Run(range: runStart..<text.count, styles: open))
            }
            runStart = text.count
        }

        while let scalar = scalars.popFirst() {
            switch scalar {
            case "<":
                guard let end = scalars.firstIndex(of: ">") else {
                    text.append(scalar)
                    continue
                }
                let tag = String(String.UnicodeScalarView(scalars[..<end]))
                scalars = scalars[scalars.index(after: end)...]
                let isClosing = tag.hasPrefix("/")
                let name = tag.drop { $0 == "/" }.prefix { $0 != " " && $0 != "/" }.lowercased()
                if name == "br" {
                    text.append("\n")
                    continue
                }
                closeRun()
                if isClosing {
                    if let index = open.lastIndex(of: name) { open.remove(at: index) }
                } else if !tag.hasSuffix("/"), !name.isEmpty {
                    open.append(name)
                }
            case "&":
                guard let end = scalars.prefix(10).firstIndex(of: ";"),
                      let decoded = AttributedText.entity(String(String.UnicodeScalarView(scalars[..<end])))
                else {
                    text.append(scalar)
                    continue
                }
                text.append(decoded)
                scalars = scalars[scalars.index(after: end)...]
            default:
                text.append(scalar)
            }
        }
        closeRun()
        self.init(string: String(text), runs: runs)
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
