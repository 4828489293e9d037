/// Whether and how an attribute (or expression key) can be set on a class.
public enum AttributeResolution: Hashable, Sendable {
    /// Settable; the type is Layout's `RuntimeType` description (`CGFloat`, `UIViewContentMode`,
    /// `Array<UIImage>`, `<UITableViewDelegate>`).
    case settable(typeName: String)
    /// Readable in expressions, not settable (`safeAreaInsets.top`); the type may be unknown.
    case readOnly(typeName: String?)
    /// Deliberately unsupported (`frame`), with Layout's advice when it gives one.
    case unavailable(reason: String?)
    /// Private API Layout strips.
    case privateKey
    /// No such key on the class.
    case unknown
}

/// Where a settable attribute comes from; decides how a node applies it.
public enum AttributeOrigin: Hashable, Sendable {
    /// `id outlet xml template`.
    case nodeAttribute
    /// `left right leading trailing width top bottom height center.x center.y firstBaseline lastBaseline`.
    case layoutSymbol
    /// A constructor argument, evaluated once when the view is created (`UIButton.type`).
    case constructorParameter
    /// A runtime (KVC) property, possibly through a key-path prefix or struct sub-key.
    case property
    /// Handled by Layout's code, with no KVC property behind it (`normalTitle`, `touchUpInside`).
    case pseudoProperty
    /// A view property reached from a view-controller node (deprecated: use `view.X`).
    case controllerViewProperty
}

/// The answer for one attribute name on one class, with Layout's message texts.
public struct AttributeLookup: Hashable, Sendable {
    /// The class as the template names it (messages use this name).
    public let className: String
    /// The attribute name as written (`titleLabel.font`).
    public let attribute: String
    /// Whether it can be set, and with which type.
    public let resolution: AttributeResolution
    /// Nil unless `resolution` is `.settable`.
    public let origin: AttributeOrigin?
    /// The replacement Layout suggests when the key is deprecated (`view.backgroundColor`).
    public let deprecationAlternative: String?

    /// The type name when settable.
    public var typeName: String? {
        if case .settable(let typeName) = resolution { return typeName }
        return nil
    }

    /// Whether a template may set the attribute (possibly with a deprecation warning).
    public var isSettable: Bool { typeName != nil }

    /// The error text for a non-settable attribute (R-LL-MESSAGES); nil when settable.
    public var errorMessage: String? {
        switch resolution {
        case .settable:
            return nil
        case .readOnly, .privateKey:
            return "\(className).\(attribute) is private or read-only"
        case .unavailable(let reason):
            return "\(className).\(attribute) is not available" + (reason.map { ". \($0)" } ?? "")
        case .unknown:
            return "Unknown property \(attribute) of \(className)"
        }
    }

    /// `<Class>.<name> is deprecated. Use <alternative> instead`, or nil.
    public var deprecationWarning: String? {
        deprecationAlternative.map { "\(className).\(attribute) is deprecated. Use \($0) instead" }
    }
}
