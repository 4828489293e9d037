/// A binary min-heap (duplicates allowed): the solver's queues — pivots to eliminate with
/// (`SparseRank`), definitions to expand (`SolverCore`), symbols that may enter the basis
/// (`Tableau.optimize`). `removeAll` keeps the storage for the next use.
struct MinHeap<Element: Comparable & Sendable>: Sendable {
    private var items: [Element] = []

    init() {}

    /// A heap of `elements`, ordered in place (linear time).
    init(_ elements: [Element]) {
        items = elements
        var index = items.count / 2 - 1
        while index >= 0 {
            siftDown(from: index)
            index -= 1
        }
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// The least element, removed.
    mutating func pop() -> Element? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            siftDown(from: 0)
        }
        return first
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < items.count, items[left] < items[least] { least = left }
            if right < items.count, items[right] < items[least] { least = right }
            guard least != parent else { return }
            items.swapAt(parent, least)
            parent = least
        }
    }
}
