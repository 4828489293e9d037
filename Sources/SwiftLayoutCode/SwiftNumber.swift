/// Numbers as Swift source: `Double.description`, as ViewPrinter prints `CGFloat`s
/// (`16.0`, `0.5`, `-20.0`, `1e-05`).
public enum SwiftNumber {
    public static func text(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    /// A `UILayoutPriority`: its named constant when it has one, else `UILayoutPriority(rawValue: n)`.
    public static func priority(_ value: Double) -> String {
        switch value {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: "UILayoutPriority(rawValue: \(text(Double(Float(value)))))"
        }
    }
}
