@testable import Expressions
import Testing

@Suite struct EnumTableTests {
    @Test func catalogHoldsEveryTable() {
        #expect(EnumCatalog.tables.count == 87)
        #expect(EnumCatalog.tables.reduce(0) { $0 + $1.cases.count } == 461)
    }

    @Test(arguments: EnumCatalog.tables.map(\.runtimeName))
    func everyCaseRoundTripsByNameAndRawValue(_ runtimeName: String) throws {
        let table = try #require(EnumCatalog.table(runtimeName: runtimeName))
        for item in table.cases {
            let value = try #require(table.value(named: item.name))
            switch (table.kind, value) {
            case let (.enumeration, .enumCase(found)):
                #expect(found.type == runtimeName && found.rawValue == item.rawValue && found.name == item.produces)
                #expect(table.enumCase(rawValue: item.rawValue).rawValue == item.rawValue)
                #expect(table.isKnownCaseName(table.enumCase(rawValue: item.rawValue).name))
            case let (.options, .options(found)):
                #expect(found.type == runtimeName && found.rawValue == item.rawValue.bitPattern)
                #expect(table.optionSet(rawValue: item.rawValue.bitPattern) == found)
            default:
                Issue.record("\(runtimeName).\(item.name) gave \(value)")
            }
        }
    }

    @Test(arguments: EnumCatalog.tables.filter(\.isPropertyType).map(\.runtimeName))
    func everySpellingResolves(_ runtimeName: String) throws {
        let table = try #require(EnumCatalog.table(runtimeName: runtimeName))
        for spelling in [table.runtimeName, table.swiftName] + table.qualifiedPrefixes + table.accessors {
            #expect(EnumCatalog.table(named: spelling)?.runtimeName == runtimeName, "\(spelling)")
            let type = try #require(PropertyType(named: spelling), "\(spelling)")
            #expect(type.enumTable?.runtimeName == runtimeName)
        }
    }

    @Test func qualifiedCasesResolveInBothSpellings() {
        let center = Value.enumCase(EnumCase(type: "UIViewContentMode", name: "center", rawValue: .int(4)))
        #expect(EnumCatalog.value(qualifiedName: "UIView.ContentMode.center") == center)
        #expect(EnumCatalog.value(qualifiedName: "UIViewContentMode.center") == center)
        #expect(EnumCatalog.value(qualifiedName: "UIViewContentMode.middle") == nil)
        #expect(EnumCatalog.value(qualifiedName: "UIControlEvents.touchDown") == nil)
    }

    @Test func aliasesProduceTheirSwiftCase() {
        let keyboard = EnumCatalog.table(runtimeName: "UIKeyboardType")!
        #expect(keyboard.value(named: "url") == keyboard.value(named: "URL"))
        let systemItem = EnumCatalog.table(runtimeName: "UIBarButtonSystemItem")!
        #expect(systemItem.value(named: "save") == .enumCase(EnumCase(type: "UIBarButtonSystemItem", name: "add", rawValue: .int(4))))
        #expect(systemItem.value(named: "add") == nil)
    }

    @Test func optionSetsNameTheirMembersCanonically() {
        let detectors = EnumCatalog.table(runtimeName: "UIDataDetectorTypes")!
        let combined = detectors.combining([1, 4, 2])
        #expect(combined == OptionSetValue(type: "UIDataDetectorTypes", members: ["phoneNumber", "link", "address"], rawValue: 7))
        #expect(detectors.optionSet(rawValue: .max).members == ["all"])
        #expect(detectors.optionSet(rawValue: 0).members == [])
        let edges = EnumCatalog.table(runtimeName: "UIRectEdge")!
        #expect(EnumCatalog.table(runtimeName: "UIAccessibilityTraits")!.optionSet(rawValue: 0).members == ["none"])
        #expect(edges.combining([1, 2, 4, 8]).members == ["all"])
    }

    @Test func accessibilityTraitsAreSummed() {
        let traits = EnumCatalog.table(runtimeName: "UIAccessibilityTraits")!
        #expect(traits.combining([1, 1]).rawValue == 2)
        #expect(EnumCatalog.table(runtimeName: "UIRectEdge")!.combining([1, 1]).rawValue == 1)
    }

    @Test func structTypesAcceptAnyRawValue() {
        let priority = EnumCatalog.table(runtimeName: "UILayoutPriority")!
        #expect(priority.enumCase(rawValue: .double(750)).name == "defaultHigh")
        #expect(priority.enumCase(rawValue: .double(999)).name == "999")
        #expect(Value.enumCase(priority.enumCase(rawValue: .double(999))).json == .number(999))
    }
}
