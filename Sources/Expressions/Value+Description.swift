extension Value {
    /// The Swift type name Layout's error messages use for this value
    /// (`Arguments of type (Double, String) are not compatible with …`).
    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .number: return "Double"
        case .string: return "String"
        case .array: return "Array<Any>"
        case .dictionary: return "Dictionary<String, Any>"
        case let .range(range):
            switch (range.lower, range.upper) {
            case (.some, .some): return range.isClosed ? "ClosedRange<Int>" : "Range<Int>"
            case (.some, .none): return "PartialRangeFrom<Int>"
            default: return range.isClosed ? "PartialRangeThrough<Int>" : "PartialRangeUpTo<Int>"
            }
        case .color: return "UIColor"
        case .font: return "UIFont"
        case let .enumCase(value): return value.type
        case let .options(value): return value.type
        case .image: return "UIImage"
        case .url: return "URL"
        case .selector: return "Selector"
        case .attributedString: return "NSAttributedString"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .insets: return "UIEdgeInsets"
        case .directionalInsets: return "NSDirectionalEdgeInsets"
        case .offset: return "UIOffset"
        case .vector: return "CGVector"
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        case .function: return "Function"
        case let .classReference(name): return "\(name).Type"
        case let .object(name): return name
        }
    }

    /// Text for string interpolation (`"{n + 1} items"`) and `+` with a string:
    /// integral numbers print without a fraction (`9`, not `9.0`), Bools as
    /// `true`/`false`, arrays as `[1, 2]`, ranges as `1...2` (Layout's `stringify`).
    public var interpolationDescription: String {
        switch self {
        case let .number(number): return Value.format(number)
        case let .array(values): return "[" + values.map(\.interpolationDescription).joined(separator: ", ") + "]"
        case let .dictionary(entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value.interpolationDescription)" }
                .joined(separator: ", ") + "]"
        default: return swiftDescription
        }
    }

    /// Swift's `"\(value)"`, which Layout uses when it casts a value to String
    /// and for `%s`/`%@` format arguments: a Double 5 prints as `5.0`.
    public var swiftDescription: String {
        switch self {
        case .null: return "nil"
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return Value.swiftFormat(value)
        case let .string(value): return value
        case let .array(values): return "[" + values.map(\.quotedSwiftDescription).joined(separator: ", ") + "]"
        case let .dictionary(entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.sorted { $0.key < $1.key }
                .map { "\"\($0.key)\": \($0.value.quotedSwiftDescription)" }
                .joined(separator: ", ") + "]"
        case let .range(range):
            let lower = range.lower.map(String.init) ?? ""
            let upper = range.upper.map(String.init) ?? ""
            return lower + (range.isClosed ? "..." : "..<") + upper
        case let .color(color): return color.hexString
        case let .font(font): return font.name.map { "\($0) \(Value.format(font.size))" } ?? "System \(Value.format(font.size))"
        case let .enumCase(value): return value.name
        case let .options(value): return "[" + value.members.joined(separator: ", ") + "]"
        case let .image(image): return image.name
        case let .url(url): return url
        case let .selector(name): return name
        case let .attributedString(text): return text.string
        case let .point(p): return "(\(Value.swiftFormat(p.x)), \(Value.swiftFormat(p.y)))"
        case let .size(s): return "(\(Value.swiftFormat(s.width)), \(Value.swiftFormat(s.height)))"
        case let .rect(r):
            return "(\(Value.swiftFormat(r.x)), \(Value.swiftFormat(r.y)), \(Value.swiftFormat(r.width)), \(Value.swiftFormat(r.height)))"
        case let .insets(i):
            return "UIEdgeInsets(top: \(Value.swiftFormat(i.top)), left: \(Value.swiftFormat(i.left)), bottom: \(Value.swiftFormat(i.bottom)), right: \(Value.swiftFormat(i.right)))"
        case let .directionalInsets(i):
            return "NSDirectionalEdgeInsets(top: \(Value.swiftFormat(i.top)), leading: \(Value.swiftFormat(i.leading)), bottom: \(Value.swiftFormat(i.bottom)), trailing: \(Value.swiftFormat(i.trailing)))"
        case let .offset(o): return "UIOffset(horizontal: \(Value.swiftFormat(o.horizontal)), vertical: \(Value.swiftFormat(o.vertical)))"
        case let .vector(v): return "CGVector(dx: \(Value.swiftFormat(v.dx)), dy: \(Value.swiftFormat(v.dy)))"
        case let .affineTransform(t):
            return "CGAffineTransform(a: \(Value.swiftFormat(t.a)), b: \(Value.swiftFormat(t.b)), c: \(Value.swiftFormat(t.c)), d: \(Value.swiftFormat(t.d)), tx: \(Value.swiftFormat(t.tx)), ty: \(Value.swiftFormat(t.ty)))"
        case let .transform3D(t): return "CATransform3D(" + t.m.map(Value.swiftFormat).joined(separator: ", ") + ")"
        case let .function(function): return "(Function \(function.name))"
        case let .classReference(name): return name
        case let .object(name): return "<\(name)>"
        }
    }

    private var quotedSwiftDescription: String {
        if case let .string(value) = self { return "\"\(value)\"" }
        return swiftDescription
    }

    /// `9` for 9.0, `0.5` for 0.5, `inf`, `-inf`, `nan`.
    public static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(.towardZero), abs(number) < 1e16 {
            return String(Int64(number))
        }
        return swiftFormat(number)
    }

    /// Swift's Double description: `5.0`, `0.5`, `1e+20`, `inf`.
    public static func swiftFormat(_ number: Double) -> String {
        number.description
    }
}

extension Color {
    /// `#rrggbbaa`, lower-case, as the protocol encodes colours.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            let value = Int((Swift.min(Swift.max(component, 0), 1) * 255).rounded())
            let hex = String(value, radix: 16)
            return value < 16 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
