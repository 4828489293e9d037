import AutoLayout
import Constraints
import Testing

/// The enums hashed by case (`HashedByCase`): one byte each, every case a key of its own, and
/// the same hash for the same case however it was made.
@Suite struct HashedByCaseTests {
    @Test func everyCaseIsAKeyOfItsOwn() {
        #expect(MemoryLayout<LayoutAttribute>.size == 1)
        #expect(MemoryLayout<Relation>.size == 1)
        #expect(MemoryLayout<Axis>.size == 1)
        #expect(Set(LayoutAttribute.allCases).count == LayoutAttribute.allCases.count)
        #expect(Set([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual, .equal]).count == 3)
        var byName: [LayoutAttribute: String] = [:]
        for attribute in LayoutAttribute.allCases { byName[attribute] = attribute.rawValue }
        #expect(byName[LayoutAttribute(rawValue: "centerX")!] == "centerX")
        #expect(byName.count == LayoutAttribute.allCases.count)
    }
}
