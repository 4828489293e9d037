@testable import Constraints
import Testing

/// The solver's one heap: least first, duplicates kept, `pop(where:)` drops the lesser
/// elements that fail its test.
@Suite struct MinHeapTests {
    @Test func popsInOrderWithDuplicates() {
        var heap = MinHeap([5, 3, 9, 3, 1])
        heap.push(4)
        var popped: [Int] = []
        while let next = heap.pop() { popped.append(next) }
        #expect(popped == [1, 3, 3, 4, 5, 9])
    }

    @Test func popWhereDropsTheLesserOnesThatFail() {
        var heap = MinHeap<Int32>([8, 2, 6, 4])
        #expect(heap.pop(where: { $0 > 5 }) == 6)
        #expect(heap.pop() == 8)
        #expect(heap.pop() == nil)
    }

    @Test func definitionsComeHighestRankFirstThenLowestIndex() {
        var heap = DefinitionHeap()
        heap.push(rank: 1, definition: 7)
        heap.push(rank: 3, definition: 9)
        heap.push(rank: 3, definition: 2)
        heap.push(rank: 2, definition: 0)
        #expect([heap.pop(), heap.pop(), heap.pop(), heap.pop(), heap.pop()] == [2, 9, 0, 7, nil])
    }
}
