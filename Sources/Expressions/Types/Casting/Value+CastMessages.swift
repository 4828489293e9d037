extension Value {
    /// Why `cast(to:)` failed, in Layout's words: `Unexpected nil value` for nil,
    /// else `<typeName> is not compatible with expected type <type.name>`
    /// (`String is not compatible with expected type Bool`).
    public func castFailureMessage(to type: PropertyType) -> String {
        if case .null = self { return "Unexpected nil value" }
        return "\(typeName) is not compatible with expected type \(type.name)"
    }
}
