/// The names views are printed as (R-SL-EXPORT-LINES): ids made Swift identifiers, unique, and
/// `<class without UI, lowercased><n>` for views without an id.
public enum SwiftNames {
    /// One name per entry of `ids` (nil for a view without an id; `classNames` gives its
    /// class), in order. The first view without an id is `root` when that name is free; `self`
    /// (a `Layoutable` view's own id) counts as no id, as the code has no type around it.
    public static func names(ids: [String?], classNames: [String]) -> [String] {
        var taken: Set<String> = []
        var names = [String?](repeating: nil, count: ids.count)
        for (index, id) in ids.enumerated() {
            guard let id, id != "self" else { continue }
            names[index] = unique(identifier(id), &taken)
        }
        var counters: [String: Int] = [:]
        for index in ids.indices where names[index] == nil {
            if index == 0, !taken.contains("root") {
                names[index] = unique("root", &taken)
                continue
            }
            let stem = anonymousStem(classNames[index])
            var name: String
            repeat {
                counters[stem, default: 0] += 1
                name = stem + String(counters[stem]!)
            } while taken.contains(name)
            names[index] = unique(name, &taken)
        }
        return names.map { $0! }
    }

    /// `name`, or `name_2`, `name_3` … when it is taken; marks the result taken.
    private static func unique(_ name: String, _ taken: inout Set<String>) -> String {
        var candidate = name
        var suffix = 1
        while taken.contains(candidate) {
            suffix += 1
            candidate = name.hasSuffix("`") ? "`\(name.dropFirst().dropLast())_\(suffix)`" : "\(name)_\(suffix)"
        }
        taken.insert(candidate)
        return candidate
    }

    /// `UILabel` → `label`, `MyApp.TabButton` → `tabbutton`.
    static func anonymousStem(_ className: String) -> String {
        var name = Substring(className.split(separator: ".").last ?? "view")
        if name.hasPrefix("UI"), name.count > 2 { name = name.dropFirst(2) }
        let stem = identifier(name.lowercased())
        return stem.hasPrefix("`") ? String(stem.dropFirst().dropLast()) + "_" : stem
    }

    /// `my-label` → `my_label`, `2col` → `_2col`, `default` → `` `default` ``.
    public static func identifier(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == 0, ("0"..."9").contains(scalar) { scalars.append("_") }
            scalars.append(isIdentifierScalar(scalar) ? scalar : "_")
        }
        let name = scalars.isEmpty ? "_view" : String(scalars)
        if name == "_" { return "_view" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// ASCII letters, digits and `_`, and letters beyond ASCII (Swift accepts most of them).
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        return scalar.properties.isAlphabetic
    }

    /// Swift's reserved words, and the names printed code uses for itself.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
