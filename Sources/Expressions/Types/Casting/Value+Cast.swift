extension Value {
    /// This value converted to `type` by Layout's casting rules (`RuntimeType.cast`),
    /// or `nil` when it is not compatible (the caller reports
    /// `<typeName> is not compatible with expected type <type.name>`).
    ///
    /// Integer kinds truncate, `Bool` takes numbers (≠ 0) but never strings,
    /// `String` stringifies anything with `swiftDescription`, enums take a case or
    /// its raw value (never a case-name string), option sets a member, an array of
    /// members or a raw mask, arrays box scalars and cast each element. `.null`
    /// casts only to nullable types (`PropertyType.isNullable`), where it stays `.null`.
    public func cast(to type: PropertyType, classes: ClassRelations = .builtIn) -> Value? {
        if case .null = self { return type.isNullable ? .null : nil }
        switch type {
        case .any: return self
        case .bool:
            switch self {
            case .bool: return self
            case let .number(number): return .bool(number != 0)
            default: return nil
            }
        case let .number(kind): return castNumber(to: kind)
        case .string:
            if case .string = self { return self }
            return .string(swiftDescription)
        case .attributedString:
            if case .attributedString = self { return self }
            return .attributedString(AttributedText(string: swiftDescription))
        case .character:
            guard case let .string(text) = self, text.count == 1 else { return nil }
            return self
        case .color, .cgColor:
            if case .color = self { return self }
            return nil
        case .image, .cgImage:
            if case .image = self { return self }
            return nil
        case .font:
            if case .font = self { return self }
            return nil
        case .url, .urlRequest:
            if case .url = self { return self }
            return nil
        case .selector:
            if case .selector = self { return self }
            return nil
        case let .enumeration(name):
            return castEnum(to: name)
        case let .options(name):
            return castOptions(to: name)
        case .point, .size, .rect, .insets, .directionalInsets, .offset, .vector, .affineTransform, .transform3D:
            return structType == type ? self : nil
        case let .array(element):
            guard case let .array(values) = self else {
                return cast(to: element, classes: classes).map { .array([$0]) }
            }
            var result: [Value] = []
            result.reserveCapacity(values.count)
            for value in values {
                guard let converted = value.cast(to: element, classes: classes) else { return nil }
                result.append(converted)
            }
            return .array(result)
        case let .protocol(name):
            guard case let .object(className) = self, classes.conforms(className, name) else { return nil }
            return self
        case let .classObject(name):
            guard case let .classReference(className) = self, classes.isSubclass(className, name) else { return nil }
            return self
        case let .object(name):
            guard case let .object(className) = self, classes.isSubclass(className, name) else { return nil }
            return self
        case .visualEffect:
            guard case let .object(className) = self, classes.isSubclass(className, "UIVisualEffect") else { return nil }
            return self
        case .cgPath:
            guard case let .object(className) = self, className == "CGPath" else { return nil }
            return self
        case .dictionary:
            if case .dictionary = self { return self }
            return nil
        }
    }

    /// The struct type this value holds, if it is a struct.
    var structType: PropertyType? {
        switch self {
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .insets: return .insets
        case .directionalInsets: return .directionalInsets
        case .offset: return .offset
        case .vector: return .vector
        case .affineTransform: return .affineTransform
        case .transform3D: return .transform3D
        default: return nil
        }
    }

    private func castNumber(to kind: PropertyType.NumberKind) -> Value? {
        let number: Double
        switch self {
        case let .number(value): number = value
        case let .bool(value): number = value ? 1 : 0
        default: return nil
        }
        guard kind.isInteger else {
            return .number(kind == .float ? Double(Float(number)) : number)
        }
        guard number.isFinite else { return nil }
        let truncated = number.rounded(.towardZero)
        guard let range = kind.representableRange, range.contains(truncated) else { return nil }
        return .number(truncated)
    }

    private func castEnum(to name: String) -> Value? {
        if case let .enumCase(value) = self, value.type == name { return self }
        guard let table = EnumCatalog.table(runtimeName: name) else { return nil }
        if case .enumCase = self { return nil }
        return table.rawValue(casting: self).map { .enumCase(table.enumCase(rawValue: $0)) }
    }

    private func castOptions(to name: String) -> Value? {
        guard let table = EnumCatalog.table(runtimeName: name) else { return nil }
        switch self {
        case let .options(value) where value.type == name:
            return self
        case let .enumCase(value) where value.type == name:
            return .options(table.optionSet(rawValue: value.rawValue.bitPattern))
        case let .array(values):
            var masks: [UInt64] = []
            for value in values {
                if case .array = value { return nil }
                guard case let .options(member)? = value.castOptions(to: name) else { return nil }
                masks.append(member.rawValue)
            }
            return .options(table.combining(masks))
        case .number:
            guard let raw = table.rawValue(casting: self) else { return nil }
            return .options(table.optionSet(rawValue: raw.bitPattern))
        default:
            return nil
        }
    }
}

extension PropertyType.NumberKind {
    /// The values an integer kind can hold (as Doubles), `nil` for floating kinds.
    var representableRange: ClosedRange<Double>? {
        switch self {
        case .int, .int64: return -9_223_372_036_854_775_808...9_223_372_036_854_774_784
        case .uint, .uint64: return 0...18_446_744_073_709_549_568
        case .int8: return -128...127
        case .int16: return -32768...32767
        case .int32: return -2_147_483_648...2_147_483_647
        case .uint8: return 0...255
        case .uint16: return 0...65535
        case .uint32: return 0...4_294_967_295
        case .cgFloat, .double, .float, .nsNumber: return nil
        }
    }
}
