/// What the printer needs to know of view classes: which UIKit class each derives from.
public struct ClassLookup: Sendable {
    /// Whether the class named by the first argument is the class named by the second or derives from it.
    public var isKind: @Sendable (String, String) -> Bool

    /// The layout margin a class has on every edge unless set (UIKit's views: 8).
    public var defaultLayoutMargin: @Sendable (String) -> Double

    public init(isKind: @escaping @Sendable (String, String) -> Bool,
                defaultLayoutMargin: @escaping @Sendable (String) -> Double = { _ in 8 }) {
        self.isKind = isKind
        self.defaultLayoutMargin = defaultLayoutMargin
    }

    /// Only UIKit's classes, each of its own kind.
    public static let exactNames = ClassLookup { $0 == $1 }

    /// What a view is declared as: a view controller stands for its view, a `UIView`.
    func declaredClass(_ name: String) -> String {
        isKind(name, "UIViewController") ? "UIView" : name
    }
}
