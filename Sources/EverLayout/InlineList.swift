/// A list that keeps its first element in place and only the others in an array: a
/// constraint entry nearly always has one left-hand attribute and one argument (`"top": "@a
/// +8"`), and an array for each of them was two allocations (and two frees) per entry.
struct InlineList<Element>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    private var head: Element?
    private var tail: [Element] = []

    init() {}

    init(arrayLiteral elements: Element...) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + tail.count }

    subscript(position: Int) -> Element {
        // A getter, not a `_read` coroutine: the coroutine was not inlined, and reading an
        // element through it copied the whole list first.
        @inline(__always) get {
            precondition(position >= 0 && position < endIndex, "InlineList index out of range")
            return position == 0 ? head.unsafelyUnwrapped : tail[position - 1]
        }
        _modify {
            precondition(position >= 0 && position < endIndex, "InlineList index out of range")
            if position == 0 { yield &head! } else { yield &tail[position - 1] }
        }
    }

    mutating func append(_ element: Element) {
        if head == nil { head = element } else { tail.append(element) }
    }

    /// Room for `count` elements in all: the first needs none.
    mutating func reserveCapacity(_ count: Int) {
        if count > 1 { tail.reserveCapacity(count - 1) }
    }
}
