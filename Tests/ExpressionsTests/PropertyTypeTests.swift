import Expressions
import Testing

@Suite struct PropertyTypeTests {
    @Test func integerKindsTruncate() {
        #expect(PropertyType.NumberKind.int.isInteger)
        #expect(!PropertyType.NumberKind.cgFloat.isInteger)
    }
}
