/// What `layout-serve rename` renames in Layout templates and `.strings` files.
public enum RenameKind: String, CaseIterable, Comparable, Sendable {
    /// A view or view-controller class: the element names `<OLD>` and `</OLD>`.
    case `class`
    /// A node id: `id="OLD"` and the `#OLD.` references to it in expressions.
    case id
    /// An outlet name: `outlet="OLD"` (the Swift property it binds to is not changed).
    case outlet
    /// A `Localizable.strings` key: `strings.OLD` in expressions and `"OLD" = …;` in `.strings` files.
    case key
    /// A parameter, macro, constant or state key: `OLD` and `OLD.…` in expressions, and
    /// `<param name="OLD">` / `<macro name="OLD">`.
    case variable

    /// As the user reads it in a report.
    public var noun: String {
        switch self {
        case .class: "class"
        case .id: "id"
        case .outlet: "outlet"
        case .key: "strings key"
        case .variable: "variable"
        }
    }

    public static func < (lhs: RenameKind, rhs: RenameKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Why `name` cannot be written as this kind of name, or nil if it can.
    func problem(with name: String) -> String? {
        switch self {
        case .class:
            guard Self.isDottedIdentifier(name) else { return "'\(name)' is not a class name" }
            guard name.lowercased() != name else {
                return "'\(name)' has no capital letter, so Layout would read <\(name)> as inline HTML, not a view"
            }
            return nil
        case .id, .outlet:
            return Self.isIdentifier(name) ? nil : "'\(name)' is not a valid \(noun): use letters, digits and _"
        case .variable:
            return Self.isDottedIdentifier(name) ? nil : "'\(name)' is not a variable name"
        case .key:
            if name.isEmpty { return "a strings key cannot be empty" }
            let forbidden = name.unicodeScalars.first { "`\\\"{}".unicodeScalars.contains($0) || $0.value < 0x20 }
            return forbidden.map { "a strings key renamed here cannot contain \(Self.quoted($0))" }
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    /// Identifiers joined by dots: `Module.Class`, `user.name`, `Title.long`.
    static func isDottedIdentifier(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 ? "a control character" : "\(scalar)"
    }
}
