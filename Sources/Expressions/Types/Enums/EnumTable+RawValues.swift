extension RawValue {
    /// The bits of an integer raw value (option sets are unsigned masks).
    public var bitPattern: UInt64 {
        switch self {
        case let .int(value): return UInt64(bitPattern: value)
        case let .uint(value): return value
        case let .double(value):
            return value >= 0 && value < 18_446_744_073_709_551_616 ? UInt64(value) : 0
        case .string: return 0
        }
    }

    /// The raw value as a number (`nil` for strings).
    public var numberValue: Double? {
        switch self {
        case let .int(value): return Double(value)
        case let .uint(value): return Double(value)
        case let .double(value): return value
        case .string: return nil
        }
    }

    /// How Swift would print it: `3`, `0.99`, `center`.
    public var description: String {
        switch self {
        case let .int(value): return String(value)
        case let .uint(value): return String(value)
        case let .double(value): return Value.format(value)
        case let .string(value): return value
        }
    }
}

extension EnumTable {
    /// Converts `value` to this table's raw type the way Layout's raw-type cast
    /// does: integer types truncate numbers, floating types take numbers, and a
    /// `String` raw type stringifies anything. `nil` when it does not convert.
    public func rawValue(casting value: Value) -> RawValue? {
        switch rawType {
        case "String":
            if case .null = value { return nil }
            return .string(value.swiftDescription)
        case "CGFloat", "Float", "Double":
            guard case let .number(number) = value else { return nil }
            return .double(number)
        case "UInt", "UInt32", "UInt64":
            guard case let .number(number) = value, number.isFinite, number > -1,
                  number < 18_446_744_073_709_551_616 else { return nil }
            return .uint(UInt64(number))
        default:
            guard case let .number(number) = value, number.isFinite,
                  number >= -9_223_372_036_854_775_808, number < 9_223_372_036_854_775_808 else { return nil }
            return .int(Int64(number))
        }
    }

    /// The enum value with raw value `raw`: the first case that has it, else (as
    /// Swift's importer accepts any raw value) an unnamed value whose name is the
    /// raw value's description (`UIScrollView.DecelerationRate(rawValue: 15)` → `15`).
    public func enumCase(rawValue raw: RawValue) -> EnumCase {
        if let found = cases.first(where: { $0.rawValue == raw }) {
            return EnumCase(type: runtimeName, name: found.produces, rawValue: raw)
        }
        return EnumCase(type: runtimeName, name: raw.description, rawValue: raw)
    }

    /// The option set with mask `rawValue`, its members named canonically: the
    /// one case with exactly that mask if there is one (`all`), otherwise the
    /// single-bit cases it contains, in table order.
    public func optionSet(rawValue: UInt64) -> OptionSetValue {
        var members: [String] = []
        if let exact = cases.first(where: { $0.rawValue.bitPattern == rawValue }) {
            members = [exact.produces]
        } else {
            var covered: UInt64 = 0
            for item in cases {
                let bits = item.rawValue.bitPattern
                guard bits != 0, bits & (bits - 1) == 0, rawValue & bits == bits,
                      !members.contains(item.produces) else { continue }
                members.append(item.produces)
                covered |= bits
            }
            for item in cases where covered != rawValue {
                let bits = item.rawValue.bitPattern
                guard bits != 0, rawValue & bits == bits, bits & ~covered != 0 else { continue }
                members.append(item.produces)
                covered |= bits
            }
        }
        return OptionSetValue(type: runtimeName, members: members, rawValue: rawValue)
    }

    /// Combines option-set masks: a union, except `UIAccessibilityTraits`,
    /// whose arrays Layout sums.
    public func combining(_ masks: [UInt64]) -> OptionSetValue {
        let raw = runtimeName == "UIAccessibilityTraits"
            ? masks.reduce(0, &+)
            : masks.reduce(0, |)
        return optionSet(rawValue: raw)
    }
}
