import Diagnostics
@testable import Expressions
import Testing
import TestSupport

/// The colour, enum, option-set, array and geometry conformance cases whose
/// outcome is decided by the type system (a name lookup, a cast, a struct
/// member). The rest need the evaluator and are listed with the reason.
@Suite struct ValueConformanceTests {
    static let prefixes = ["color-", "enum-", "optionset-", "array-", "geom-", "expr-enum-static"]

    static let served: Set<String> = [
        "color-red", "color-set-layer-background", "color-layer-cgcolor-constant",
        "enum-returnkey-literal", "enum-returnkey-constant", "optionset-single", "optionset-multiple",
        "array-segmented-single", "array-segmented-constant", "expr-enum-static",
        "geom-testGetContentsCenterMinX", "geom-testGetContentsCenterWidth", "geom-testGetContentsCenterOriginX",
        "geom-testGetContentsCenterSize", "geom-testGetContentsCenterSizeWidth",
        "geom-set-contentoffset", "geom-set-contentsize", "geom-set-contentscenter", "geom-set-contentscenter-size",
    ]

    /// Cases of the prefixes the type system does not decide, with the reason.
    static let unserved = ConformanceLedger.values.notRun

    /// The suite's selection (`ConformanceLedger.values`) is what it serves or lists.
    @Test func runsItsWholeSelection() {
        #expect(ConformanceCase.load(prefixes: Self.prefixes).filter { Self.served.contains($0.id) }.map(\.id) == ConformanceLedger.values.ids)
    }

    @Test func everyCaseIsServedOrListed() {
        for item in ConformanceCase.load(prefixes: ValueConformanceTests.prefixes) {
            #expect(ValueConformanceTests.served.contains(item.id) != (ValueConformanceTests.unserved[item.id] != nil),
                    "\(item.id)")
        }
    }

    @Test(arguments: ConformanceCase.load(prefixes: prefixes).filter { served.contains($0.id) })
    func servedCase(_ item: ConformanceCase) throws {
        let expression = try #require(item.input["expression"]?.stringValue)
        let typeName = try #require(item.input["property_type"]?.stringValue)
        let type = try #require(PropertyType(named: typeName))
        let expected = try #require(item.expected["value"]).caseValue
        let symbols = item.input["symbols"]
        let actual: Value?
        if let properties = symbols?["view_properties"]?.objectValue, let (key, base) = properties.first {
            actual = base.caseValue.member(String(expression.dropFirst(key.count + 1)))
        } else if let constant = symbols?["constants"]?[expression] ?? symbols?["state"]?[expression] {
            actual = constant.caseValue.cast(to: type)
        } else if expression.hasPrefix("'") {
            actual = Value.string(String(expression.dropFirst().dropLast())).cast(to: type)
        } else if type == .color || type == .cgColor {
            actual = Color.named(expression).map(Value.color)?.cast(to: type)
        } else if let qualified = EnumCatalog.value(qualifiedName: expression) {
            actual = qualified.cast(to: type)
        } else if let table = type.enumTable {
            let values = expression.split(separator: ",").map { table.value(named: String($0).trimmingASCIISpaces) }
            actual = (values.count == 1 ? values[0] : .array(values.compactMap { $0 }))?.cast(to: type)
        } else {
            actual = nil
        }
        #expect(actual == expected, "\(item.id)")
    }
}

extension JSON {
    /// A value written in the conformance cases' conventions.
    var caseValue: Expressions.Value {
        if let rgba = (self["rgba"] ?? self["cgcolor_rgba"])?.arrayValue?.compactMap(\.numberValue), rgba.count == 4 {
            return .color(Color(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]))
        }
        if let type = self["enum"]?.stringValue, let name = self["case"]?.stringValue,
           let value = EnumCatalog.table(named: type)?.value(named: name) {
            return value
        }
        if let type = self["optionset"]?.stringValue, let table = EnumCatalog.table(named: type),
           let members = self["members"]?.arrayValue?.compactMap(\.stringValue) {
            let masks = members.compactMap { table.acceptedCase(named: $0)?.rawValue.bitPattern }
            return .options(table.combining(masks))
        }
        if let wrapped = self["optional"] { return wrapped.caseValue }
        if case let .array(items) = self { return .array(items.map(\.caseValue)) }
        if let object = objectValue {
            let keys = Set(object.map(\.0))
            let n = { (key: String) in self[key]?.numberValue ?? 0 }
            switch keys {
            case ["x", "y", "width", "height"]: return .rect(Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height")))
            case ["width", "height"]: return .size(Size(width: n("width"), height: n("height")))
            case ["x", "y"]: return .point(Point(x: n("x"), y: n("y")))
            default: break
            }
        }
        return (try? Expressions.Value(json: self)) ?? .null
    }
}
