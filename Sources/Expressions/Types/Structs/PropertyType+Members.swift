extension PropertyType {
    /// The sub-keys Layout exposes as separate properties of a struct-typed
    /// property (`contentInset.top`, `frame.origin.x`), with their types, in
    /// Layout's order. Empty for non-struct types.
    public var structMembers: [(name: String, type: PropertyType)] {
        let cgFloat = PropertyType.number(.cgFloat)
        switch self {
        case .point: return [("x", cgFloat), ("y", cgFloat)]
        case .size: return [("width", cgFloat), ("height", cgFloat)]
        case .vector: return [("dx", cgFloat), ("dy", cgFloat)]
        case .rect:
            return [("origin", .point), ("size", .size)]
                + ["x", "y", "width", "height", "origin.x", "origin.y", "size.width", "size.height"].map { ($0, cgFloat) }
        case .insets: return ["top", "left", "bottom", "right"].map { ($0, cgFloat) }
        case .directionalInsets: return ["top", "leading", "bottom", "trailing"].map { ($0, cgFloat) }
        case .offset: return [("horizontal", cgFloat), ("vertical", cgFloat)]
        case .affineTransform:
            return ["rotation", "scale", "scale.x", "scale.y", "translation.x", "translation.y"].map { ($0, cgFloat) }
        case .transform3D:
            return ["rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
                    "translation.x", "translation.y", "translation.z", "m34"].map { ($0, cgFloat) }
        default: return []
        }
    }

    /// The type of member `path` of a struct value, readable ones included
    /// (`minX`, `midY` of a rect; `a`…`ty`, `m11`…`m44` of transforms); `nil` when
    /// the struct has no such member.
    public func memberType(_ path: String) -> PropertyType? {
        if let member = structMembers.first(where: { $0.name == path }) { return member.type }
        switch self {
        case .rect where ["minX", "maxX", "minY", "maxY", "midX", "midY"].contains(path): return .number(.cgFloat)
        case .affineTransform where ["a", "b", "c", "d", "tx", "ty"].contains(path): return .number(.cgFloat)
        case .transform3D where Transform3D.elementIndex(path) != nil: return .number(.cgFloat)
        default: return nil
        }
    }
}

extension Transform3D {
    /// The index in `m` of an element name `m11`…`m44`.
    static func elementIndex(_ name: String) -> Int? {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count == 3, scalars[0] == "m",
              ("1"..."4").contains(scalars[1]), ("1"..."4").contains(scalars[2]) else { return nil }
        return Int(scalars[1].value - 49) * 4 + Int(scalars[2].value - 49)
    }
}
