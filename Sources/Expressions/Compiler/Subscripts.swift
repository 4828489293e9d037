/// `value[index]` (R-LL-OPERATORS): arrays by number or range, strings by character
/// offset or range, dictionaries by key.
enum Subscripts {
    /// `arrayName` is set for `name[i]` so errors say `for array name[]`.
    static func apply(_ base: Value, _ index: Value, arrayName: String?) -> Result<Value, OperatorFailure> {
        let owner = arrayName.map { "array \($0)[]" } ?? "subscript operator []"
        switch base {
        case let .array(values):
            switch index {
            case let .number(number):
                guard let position = integerIndex(number), values.indices.contains(position) else {
                    return .failure(.init("Index \(Value.format(number.rounded(.towardZero))) out of bounds for \(owner)"))
                }
                return .success(values[position])
            case let .range(range):
                return bounds(of: range, count: values.count, owner: owner) { .array(Array(values[$0])) }
            default:
                return .failure(.init("Attempted to subscript \(base.typeName) with incompatible index type \(index.typeName)"))
            }
        case let .string(text):
            let characters = Array(text)
            switch index {
            case let .number(number):
                guard let position = integerIndex(number), characters.indices.contains(position) else {
                    return .failure(.init("Character index \(Value.format(number.rounded(.towardZero))) out of bounds for string '\(text)'"))
                }
                return .success(.string(String(characters[position])))
            case let .range(range):
                let lower = range.lower ?? 0
                let upper = range.upper.map { range.isClosed ? $0 : $0 - 1 } ?? characters.count - 1
                for position in [lower, upper] where !characters.indices.contains(position) {
                    return .failure(.init("Character index \(position) out of bounds for string '\(text)'"))
                }
                return .success(.string(lower > upper ? "" : String(characters[lower...upper])))
            default:
                return .failure(.init("Attempted to subscript \(base.typeName) with incompatible index type \(index.typeName)"))
            }
        case let .dictionary(entries):
            guard case let .string(key) = index else {
                return .failure(.init("Attempted to subscript \(base.typeName) with incompatible index type \(index.typeName)"))
            }
            return .success(entries[key] ?? .null)
        default:
            return .failure(.init("Attempted to subscript \(base.typeName) value"))
        }
    }

    /// A Double index truncated to Int; nil when it has no Int value (NaN, ±inf, huge).
    private static func integerIndex(_ number: Double) -> Int? {
        Int(exactly: number.rounded(.towardZero))
    }

    private static func bounds(
        of range: RangeValue, count: Int, owner: String, slice: (ClosedRange<Int>) -> Value
    ) -> Result<Value, OperatorFailure> {
        let lower = range.lower ?? 0
        let upper = range.upper.map { range.isClosed ? $0 : $0 - 1 } ?? count - 1
        guard lower >= 0, lower < count else { return .failure(.init("Index \(lower) out of bounds for \(owner)")) }
        guard upper >= 0, upper < count else { return .failure(.init("Index \(Swift.max(upper, 0)) out of bounds for \(owner)")) }
        if upper < lower { return .success(.array([])) }
        return .success(slice(lower...upper))
    }
}
