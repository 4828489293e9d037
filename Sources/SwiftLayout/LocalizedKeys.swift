import SwiftTree

/// The localized-string keys a Swift file names where they are static: the literal first
/// argument of `NSLocalizedString("key", …)` and of `String(localized: "key", …)` (a literal
/// with interpolation names no one key and is left out), for `layout-serve strings`.
public enum LocalizedKeys {
    public static func keys(in text: String) -> Set<String> {
        // The words first: most files name neither, and those are not parsed.
        guard text.contains("NSLocalizedString") || text.contains("localized:") else { return [] }
        var keys: Set<String> = []
        SwiftFile.parse(text).statements.forEachExpression { expression in
            guard case .call(let call) = expression.kind, let callee = LayoutSyntax.name(call.callee),
                  let first = call.arguments.first else { return }
            let named = callee == "NSLocalizedString" && first.label == nil || callee == "String" && first.label?.text == "localized"
            if named, case .string(let literal) = first.value.kind, let key = literal.plainText { keys.insert(key) }
        }
        return keys
    }
}
