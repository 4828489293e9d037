/// What the property being compiled adds to the language (R-LL-SCOPE):
/// colour names and `rgb()` in colour properties, enum case names in enum
/// properties, `%` and `auto` in layout properties.
public struct CompileContext: Sendable {
    /// Names that mean a constant here before any other lookup (colour names,
    /// the property type's enum cases).
    public var builderConstant: @Sendable (String) -> Value?
    /// `rgb(r,g,b)` and `rgba(r,g,b,a)` are callable (colour properties only).
    public var colorFunctions: Bool
    /// The symbol `N%` is a percentage of (`parent.containerSize.width`, …);
    /// nil where `%` is undefined.
    public var percentSymbol: String?
    /// The symbol `auto` stands for (`inferredSize.width`, …); nil where `auto`
    /// is an ordinary name.
    public var autoSymbol: String?
    /// Resolves `Type.member` statics (`UIColor.red`, `UIViewContentMode.center`).
    public var staticMember: @Sendable (String) -> Value?
    /// Bare-engine error texts (`Undefined function foo()`) instead of Layout's.
    public var engineMessages: Bool
    /// The enum or option set whose case names the property takes: a bare name that is
    /// neither one of them nor any other symbol is reported as not being one of its values.
    public var valueTable: EnumTable?

    public init(
        builderConstant: @escaping @Sendable (String) -> Value? = { _ in nil },
        colorFunctions: Bool = false,
        percentSymbol: String? = nil,
        autoSymbol: String? = nil,
        staticMember: @escaping @Sendable (String) -> Value? = { _ in nil },
        engineMessages: Bool = false
    ) {
        self.builderConstant = builderConstant
        self.colorFunctions = colorFunctions
        self.percentSymbol = percentSymbol
        self.autoSymbol = autoSymbol
        self.staticMember = staticMember
        self.engineMessages = engineMessages
    }
}
