import Diagnostics

extension Value {
    /// The protocol's `props` encoding: numbers, strings, booleans, colours as
    /// `#rrggbbaa`, enum case names, option-set name arrays, fonts as
    /// `{"name","family","face","size","weight","traits"}`, images by name, structs as objects,
    /// dictionaries with sorted keys. Values with no JSON form print as text.
    public var json: JSON {
        switch self {
        case .null: return .null
        case let .bool(value): return .bool(value)
        case let .number(value): return .number(value)
        case let .string(value): return .string(value)
        case let .array(values): return .array(values.map(\.json))
        case let .dictionary(entries):
            return .object(entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
        case let .color(color): return .string(color.hexString)
        case let .font(font):
            let naming = font.naming
            return .object([
                ("name", .string(font.name ?? "System")), ("family", .string(naming.family)),
                ("face", .string(naming.face)), ("size", .number(font.size)),
                ("weight", .string(font.weight)), ("traits", .array(font.traits.map(JSON.string))),
            ])
        case let .enumCase(value):
            if let table = EnumCatalog.table(runtimeName: value.type), !table.isKnownCaseName(value.name),
               let number = value.rawValue.numberValue {
                return .number(number)
            }
            return .string(value.name)
        case let .options(value): return .array(value.members.map(JSON.string))
        case let .image(image): return .string(image.name)
        case let .url(url): return .string(url)
        case let .attributedString(text): return .string(text.string)
        case let .point(p): return numbers([("x", p.x), ("y", p.y)])
        case let .size(s): return numbers([("width", s.width), ("height", s.height)])
        case let .rect(r): return numbers([("x", r.x), ("y", r.y), ("width", r.width), ("height", r.height)])
        case let .insets(i): return numbers([("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)])
        case let .directionalInsets(i):
            return numbers([("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)])
        case let .offset(o): return numbers([("horizontal", o.horizontal), ("vertical", o.vertical)])
        case let .vector(v): return numbers([("dx", v.dx), ("dy", v.dy)])
        case let .affineTransform(t):
            return numbers([("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)])
        case let .transform3D(t):
            let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
            return numbers(Array(zip(names, t.m)))
        case let .function(function): return .object([("$function", .string(function.name))])
        case .range, .selector, .classReference, .object: return .string(swiftDescription)
        }
    }

    /// The type of a value whose JSON form does not say it (a render NODE's `types`): `UIColor`
    /// for `"#ff0000ff"`, `NSTextAlignment` for `"center"`, `UIEdgeInsets` for an object of four
    /// numbers…; nil for nil, Booleans, numbers, strings, arrays and dictionaries.
    public var typeNameUnsaidByJSON: String? {
        switch self {
        case .null, .bool, .number, .string, .array, .dictionary: return nil
        default: return typeName
        }
    }

    private func numbers(_ members: [(String, Double)]) -> JSON {
        .object(members.map { ($0.0, .number($0.1)) })
    }
}
