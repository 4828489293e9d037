extension Value {
    /// Member `path` of a struct value (`x`, `size.width`, `minX`, `top`,
    /// `rotation`, `scale.x`, `m34`), as a number or a nested struct; `nil`
    /// when this is not a struct or has no such member.
    public func member(_ path: String) -> Value? {
        switch self {
        case let .point(p):
            return [("x", p.x), ("y", p.y)].first { $0.0 == path }.map { .number($0.1) }
        case let .size(s):
            return [("width", s.width), ("height", s.height)].first { $0.0 == path }.map { .number($0.1) }
        case let .vector(v):
            return [("dx", v.dx), ("dy", v.dy)].first { $0.0 == path }.map { .number($0.1) }
        case let .offset(o):
            return [("horizontal", o.horizontal), ("vertical", o.vertical)].first { $0.0 == path }.map { .number($0.1) }
        case let .insets(i):
            return [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
                .first { $0.0 == path }.map { .number($0.1) }
        case let .directionalInsets(i):
            return [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)]
                .first { $0.0 == path }.map { .number($0.1) }
        case let .rect(r): return r.member(path)
        case let .affineTransform(t): return t.member(path).map(Value.number)
        case let .transform3D(t): return t.member(path).map(Value.number)
        default: return nil
        }
    }

    /// This struct with member `path` replaced by `value` (a number for scalar
    /// members, a point or size for a rect's `origin`/`size`), as the engine
    /// does when `contentInset.top` is set on its own; `nil` if the member is
    /// not settable or `value` does not fit.
    public func settingMember(_ path: String, to value: Value) -> Value? {
        if case let .rect(r) = self {
            switch (path, value) {
            case let ("origin", .point(p)): return .rect(Rect(x: p.x, y: p.y, width: r.width, height: r.height))
            case let ("size", .size(s)): return .rect(Rect(x: r.x, y: r.y, width: s.width, height: s.height))
            default: break
            }
        }
        guard case let .number(n)? = value.cast(to: .number(.cgFloat)) else { return nil }
        switch self {
        case var .point(p):
            switch path { case "x": p.x = n; case "y": p.y = n; default: return nil }
            return .point(p)
        case var .size(s):
            switch path { case "width": s.width = n; case "height": s.height = n; default: return nil }
            return .size(s)
        case var .vector(v):
            switch path { case "dx": v.dx = n; case "dy": v.dy = n; default: return nil }
            return .vector(v)
        case var .offset(o):
            switch path { case "horizontal": o.horizontal = n; case "vertical": o.vertical = n; default: return nil }
            return .offset(o)
        case var .insets(i):
            switch path {
            case "top": i.top = n; case "left": i.left = n; case "bottom": i.bottom = n; case "right": i.right = n
            default: return nil
            }
            return .insets(i)
        case var .directionalInsets(i):
            switch path {
            case "top": i.top = n; case "leading": i.leading = n; case "bottom": i.bottom = n
            case "trailing": i.trailing = n
            default: return nil
            }
            return .directionalInsets(i)
        case let .rect(r): return r.setting(path, to: n).map(Value.rect)
        case let .affineTransform(t): return t.setting(path, to: n).map(Value.affineTransform)
        case let .transform3D(t): return t.setting(path, to: n).map(Value.transform3D)
        default: return nil
        }
    }

    /// The zero value of a struct type (identity for transforms), from which
    /// member assignments start when the whole struct was never set.
    public static func zero(of type: PropertyType) -> Value? {
        switch type {
        case .point: return .point(Point(x: 0, y: 0))
        case .size: return .size(Size(width: 0, height: 0))
        case .rect: return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case .insets: return .insets(.zero)
        case .directionalInsets: return .directionalInsets(DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        case .offset: return .offset(Offset(horizontal: 0, vertical: 0))
        case .vector: return .vector(Vector(dx: 0, dy: 0))
        case .affineTransform: return .affineTransform(.identity)
        case .transform3D: return .transform3D(.identity)
        default: return nil
        }
    }
}
