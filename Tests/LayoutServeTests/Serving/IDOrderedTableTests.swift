@testable import LayoutServe
import Testing

@Suite struct IDOrderedTableTests {
    final class Item {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// Elements come out by ascending id whatever order they were added, replaced or removed in.
    @Test func valuesStayInTheOrderOfTheirIds() {
        var table = IDOrderedTable<Item>()
        table[3] = Item("c")
        table[7] = Item("g")
        table[1] = Item("a")
        table[5] = Item("e")
        #expect(table.values.map(\.name) == ["a", "c", "e", "g"])
        table[5] = Item("E")
        table[3] = nil
        table[9] = nil
        #expect(table.values.map(\.name) == ["a", "E", "g"])
        #expect(table[5]?.name == "E")
        #expect(table[3] == nil)
        #expect(table.count == 3)
        table[1] = nil
        table[7] = nil
        table[5] = nil
        #expect(table.values.isEmpty)
        table[2] = Item("b")
        #expect(table.values.map(\.name) == ["b"])
    }
}
