extension CompileContext {
    /// This context plus the names a property of `type` adds: the type's enum case names
    /// (an option-set array's element cases too) and `Type.member` statics.
    public func addingTypeNames(of type: PropertyType, environment: PropertyEnvironment) -> CompileContext {
        var typed = self
        typed.staticMember = { [outer = staticMember] name in outer(name) ?? environment.staticMember(name) }
        if let table = type.enumTable ?? Self.elementEnumTable(type) {
            typed.builderConstant = { [outer = builderConstant] name in outer(name) ?? table.value(named: name) }
            typed.valueTable = table
        }
        return typed
    }

    /// This context as a colour property's: colour names shadow everything, and `rgb()`/`rgba()`
    /// exist (R-LL-TYPES).
    public func addingColorNames(environment: PropertyEnvironment) -> CompileContext {
        var colored = addingTypeNames(of: .color, environment: environment)
        let custom = environment.colors
        colored.builderConstant = { name in Color.named(name, custom: custom).map(Value.color) }
        colored.colorFunctions = true
        return colored
    }

    /// The names an expression sees where a property of `type` uses it — what a `<macro>` is
    /// expanded with (Layout expands it in the context of the referencing attribute).
    public func addingNames(ofPropertyType type: PropertyType, environment: PropertyEnvironment) -> CompileContext {
        switch type {
        case .color, .cgColor: return addingColorNames(environment: environment)
        default: return addingTypeNames(of: type, environment: environment)
        }
    }

    /// Option-set arrays (`[UIDataDetectorTypes]`) see their element's case names too.
    private static func elementEnumTable(_ type: PropertyType) -> EnumTable? {
        if case let .array(element) = type { return element.enumTable }
        return nil
    }
}
