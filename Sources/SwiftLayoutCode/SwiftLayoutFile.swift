/// A whole Swift file for a layout: a header comment, the custom classes it uses, one
/// declaration per view (with the configuration that sizes it), and `ViewPrinterText`'s body —
/// what SwiftLayout's static reading (R-SL-STATIC) reads back to the same views and frames.
public enum SwiftLayoutFile {
    /// `header`: comment lines without `//`. `superclass(of:)`: for a class that is not
    /// UIKit's, the class it derives from (declared as `class Name: Superclass {}`), nil for a
    /// UIKit class.
    public static func text(of layout: CodeLayout, header: [String], superclass: (String) -> String?) -> String {
        var lines = header.map { $0.isEmpty ? "//" : "// " + $0 }
        lines += layout.notes.map { "// - " + $0 }
        lines += ["", "import SwiftLayout", "import UIKit", ""]
        let classes = declaredClasses(layout, superclass: superclass)
        for (name, base) in classes { lines.append("class \(name): \(base) {}") }
        if !classes.isEmpty { lines.append("") }
        for view in layout.views { lines += declaration(of: view) }
        lines.append("")
        lines.append(ViewPrinterText.text(of: layout))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every class the views use that UIKit does not have, each after its superclass.
    private static func declaredClasses(_ layout: CodeLayout, superclass: (String) -> String?) -> [(String, String)] {
        var declared: [(String, String)] = []
        var seen: Set<String> = []
        func declare(_ name: String, depth: Int) {
            guard depth < 32, !seen.contains(name), let base = superclass(name) else { return }
            seen.insert(name)
            declare(base, depth: depth + 1)
            declared.append((name, base))
        }
        for view in layout.views { declare(view.className, depth: 0) }
        return declared
    }

    /// `let title = UILabel()`, or with its configuration:
    /// `let title: UILabel = { let view = UILabel(); view.text = "Hi"; return view }()` over lines.
    private static func declaration(of view: CodeLayout.View) -> [String] {
        guard !view.configuration.isEmpty else { return ["let \(view.name) = \(view.className)()"] }
        let indent = ViewPrinterText.indent
        return ["let \(view.name): \(view.className) = {", "\(indent)let view = \(view.className)()"]
            + view.configuration.map { "\(indent)view.\($0)" } + ["\(indent)return view", "}()"]
    }
}
