/// What a project adds to the language: its named colours and images, its
/// fonts, and which classes relate to which (for casting objects).
public struct PropertyEnvironment: Sendable {
    /// Named colours (colour assets); they shadow UIKit's colour names.
    public var colors: [String: Color]
    /// Known image asset names; `nil` accepts any name, because a headless
    /// server cannot see the app's asset catalog unless the project lists it.
    public var images: Set<String>?
    public var fonts: FontResolver
    public var classes: ClassRelations

    public init(
        colors: [String: Color] = [:],
        images: Set<String>? = nil,
        fonts: FontResolver = FontResolver(),
        classes: ClassRelations = .builtIn
    ) {
        self.colors = colors
        self.images = images
        self.fonts = fonts
        self.classes = classes
    }

    public static let standard = PropertyEnvironment()

    /// `Type.member` statics: `UIColor.red`, `UIViewContentMode.center`, `UIFont.Weight.bold`.
    func staticMember(_ name: String) -> Value? {
        if name.hasPrefix("UIColor.") {
            return Color.named(String(name.dropFirst("UIColor.".count)), custom: colors).map(Value.color)
        }
        return EnumCatalog.value(qualifiedName: name)
    }
}
