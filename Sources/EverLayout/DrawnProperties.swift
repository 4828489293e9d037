import Expressions

/// What EverLayout's property resolvers set on a view (R-EL-MAPPERS), as the render's node
/// properties: the UIKit property each written one becomes, with a typed value — the names and
/// values a Layout template's render carries, so the viewer and the inspector show the view as
/// iOS draws it (`cornerRadius` → `layer.cornerRadius`, a button's `text` → `title`, a named
/// colour → its RGBA). Invalid values take the resolver's fallback (`backgroundColor` → clear,
/// `alpha` → 1) or leave the property unset, as EverLayout does.
enum DrawnProperties {
    /// `properties` (as written, in order; the model's accepted and unknown names alike) for a
    /// view of class lineage `ancestry`. Names the class does not accept are left out.
    static func of(_ properties: [(name: String, value: String)], ancestry: [String]) -> [(name: String, value: Value)] {
        guard !properties.isEmpty else { return [] }
        let isButton = ancestry.contains("UIButton")
        let isBar = ancestry.contains("UINavigationBar")
        var drawn: [(name: String, value: Value)] = []
        func set(_ name: String, _ value: Value?) {
            guard let value else { return }
            drawn.removeAll { $0.name == name }
            drawn.append((name, value))
        }
        for (name, text) in properties where PropertyTable.accepts(name, ancestry: ancestry) {
            switch name {
            case "backgroundColor":
                set(isBar ? "barTintColor" : "backgroundColor", .color(color(text) ?? clear))
            case "cornerRadius": set("layer.cornerRadius", .number(Double(text) ?? 0))
            case "borderWidth": set("layer.borderWidth", .number(Double(text) ?? 0))
            case "borderColor": set("layer.borderColor", color(text).map(Value.color))
            case "alpha": set("alpha", .number(Double(text) ?? 1))
            case "clipToBounds": set("clipsToBounds", .bool(text.lowercased() == "true"))
            case "hidden": set("isHidden", .bool(text.lowercased() == "true"))
            case "translucent": set("isTranslucent", .bool(text.lowercased() == "true"))
            case "contentMode": set("contentMode", contentModes.contains(text) ? .string(text) : nil)
            case "lineBreakMode": set("lineBreakMode", lineBreakModes.contains(text) ? .string(text) : nil)
            case "textAlignment": set("textAlignment", alignments.contains(text) ? .string(text) : nil)
            case "numberOfLines": set("numberOfLines", Int(text).map { .number(Double($0)) })
            case "text": set(isButton ? "title" : "text", .string(text))
            case "textColor": set(isButton ? "titleColor" : "textColor", color(text).map(Value.color))
            case "tintColor": set("tintColor", color(text).map(Value.color))
            case "fontSize": set("fontSize", (Double(text) ?? (isButton ? 16 : nil)).map(Value.number))
            default: set(name, .string(text))
            }
        }
        return drawn
    }

    /// EverLayout's colour text (R-EL-COL): one of UIKit's classic class colours by name
    /// (case-sensitive), else hexadecimal with every `#` removed and an optional `0x`, read up to
    /// the first non-hex character and taken as RRGGBB or RRGGBBAA by the length of what was
    /// written (6 or 8 characters); anything else is no colour.
    static func color(_ text: String) -> Color? {
        if namedColors.contains(text) { return Color.named(text) }
        let sanitized = text.trimmingWhitespace.filter { $0 != "#" }
        var digits = Substring(sanitized)
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        let hex = digits.prefix { $0.isHexDigit }
        guard !hex.isEmpty, let scanned = UInt64(hex, radix: 16) else { return nil }
        let value = UInt32(truncatingIfNeeded: min(scanned, UInt64(UInt32.max)))
        func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
        switch sanitized.count {
        case 6: return Color(red: byte(16), green: byte(8), blue: byte(0))
        case 8: return Color(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        default: return nil
        }
    }

    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    static let namedColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange",
        "purple", "red", "white", "yellow",
    ]
    static let contentModes: Set<String> = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    static let lineBreakModes: Set<String> = [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ]
    static let alignments: Set<String> = ["left", "center", "right", "justified", "natural"]
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return Substring(scalars[first...last])
    }
}
