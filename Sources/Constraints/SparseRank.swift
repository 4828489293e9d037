/// The rank of sparse rows, by Gaussian elimination that keeps rows sparse.
///
/// Each row added is reduced by the earlier pivot rows in the order they were made — a pivot
/// row holds no earlier pivot's column, so subtracting it only brings in later ones, and a
/// heap of pivot numbers visits each at most once — then pivots on its largest entry (the
/// smallest column among equals). A chain `yᵢ − yᵢ₋₁ − hᵢ₋₁` reduces with a few steps per row,
/// where dense elimination over 4,000 members costs 4,000² per row.
struct SparseRank {
    private var pivotOfColumn: [Int: Int] = [:]
    private var pivots: [(column: Int, entries: [Int: Double])] = []

    /// The rank of the rows added so far.
    var rank: Int { pivots.count }

    mutating func add(_ row: [(column: Int, value: Double)]) {
        var entries: [Int: Double] = [:]
        for entry in row { entries[entry.column, default: 0] += entry.value }
        var heap = MinHeap<Int>()
        for column in entries.keys { if let pivot = pivotOfColumn[column] { heap.push(pivot) } }
        var lastPopped = -1
        while let pivot = heap.pop() {
            guard pivot != lastPopped else { continue }
            lastPopped = pivot
            let (column, pivotEntries) = pivots[pivot]
            guard let value = entries[column] else { continue }
            let factor = value / pivotEntries[column]!
            for (other, coefficient) in pivotEntries {
                if other == column {
                    entries[other] = nil
                    continue
                }
                let existing = entries[other]
                let sum = (existing ?? 0) - factor * coefficient
                if abs(sum) < 1e-12 {
                    entries[other] = nil
                } else {
                    entries[other] = sum
                    if existing == nil, let later = pivotOfColumn[other] { heap.push(later) }
                }
            }
        }
        var best: (column: Int, magnitude: Double)?
        for (column, value) in entries where abs(value) > 1e-9 {
            if let current = best, current.magnitude > abs(value) || (current.magnitude == abs(value) && current.column < column) {
                continue
            }
            best = (column, abs(value))
        }
        guard let best else { return }
        pivotOfColumn[best.column] = pivots.count
        pivots.append((best.column, entries))
    }
}
