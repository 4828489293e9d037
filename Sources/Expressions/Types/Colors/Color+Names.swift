extension Color {
    /// The colour a colour expression's pure symbol `name` stands for: a hex
    /// literal (`#f00`), a `UIColor` class colour (`red`, `darkGray`,
    /// `systemBlue`) or the same with the `Color` suffix (`redColor`).
    /// Names are case-sensitive, as KVC on `UIColor` is. `custom` holds the
    /// project's own class colours (`UIColor.headerColor` as `header` or
    /// `headerColor`) and shadows the built-in ones.
    public static func named(_ name: String, custom: [String: Color] = [:]) -> Color? {
        if name.hasPrefix("#") { return Color(hex: name) }
        if let color = custom[name] ?? classColors[name] { return color }
        if name.hasSuffix("Color"), name.count > 5 {
            let base = String(name.dropLast(5))
            return custom[base] ?? classColors[base]
        }
        return custom[name + "Color"]
    }

    /// The names `named(_:)` knows without a suffix, for did-you-mean lists.
    public static var classColorNames: [String] { classColors.keys.sorted() }

    /// `UIColor` class colours. The classic ones are UIKit's documented
    /// grayscale / RGB components; the `system*` and semantic ones are the iOS 15+
    /// light-appearance values from Apple's Human Interface Guidelines (dynamic
    /// colours have no single value; light mode is what a fresh simulator shows).
    private static let classColors: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "white": Color(red: 1, green: 1, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "darkText": Color(red: 0, green: 0, blue: 0),
        "lightText": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
        "groupTableViewBackground": .rgb(239, 239, 244),
        "systemRed": .rgb(255, 59, 48),
        "systemOrange": .rgb(255, 149, 0),
        "systemYellow": .rgb(255, 204, 0),
        "systemGreen": .rgb(52, 199, 89),
        "systemMint": .rgb(0, 199, 190),
        "systemTeal": .rgb(48, 176, 199),
        "systemCyan": .rgb(50, 173, 230),
        "systemBlue": .rgb(0, 122, 255),
        "systemIndigo": .rgb(88, 86, 214),
        "systemPurple": .rgb(175, 82, 222),
        "systemPink": .rgb(255, 45, 85),
        "systemBrown": .rgb(162, 132, 94),
        "systemGray": .rgb(142, 142, 147),
        "systemGray2": .rgb(174, 174, 178),
        "systemGray3": .rgb(199, 199, 204),
        "systemGray4": .rgb(209, 209, 214),
        "systemGray5": .rgb(229, 229, 234),
        "systemGray6": .rgb(242, 242, 247),
        "label": .rgb(0, 0, 0),
        "secondaryLabel": .rgba(60, 60, 67, 0.6),
        "tertiaryLabel": .rgba(60, 60, 67, 0.3),
        "quaternaryLabel": .rgba(60, 60, 67, 0.18),
        "placeholderText": .rgba(60, 60, 67, 0.3),
        "link": .rgb(0, 122, 255),
        "separator": .rgba(60, 60, 67, 0.29),
        "opaqueSeparator": .rgb(198, 198, 200),
        "systemBackground": .rgb(255, 255, 255),
        "secondarySystemBackground": .rgb(242, 242, 247),
        "tertiarySystemBackground": .rgb(255, 255, 255),
        "systemGroupedBackground": .rgb(242, 242, 247),
        "secondarySystemGroupedBackground": .rgb(255, 255, 255),
        "tertiarySystemGroupedBackground": .rgb(242, 242, 247),
        "systemFill": .rgba(120, 120, 128, 0.2),
        "secondarySystemFill": .rgba(120, 120, 128, 0.16),
        "tertiarySystemFill": .rgba(118, 118, 128, 0.12),
        "quaternarySystemFill": .rgba(116, 116, 128, 0.08),
    ]
}
