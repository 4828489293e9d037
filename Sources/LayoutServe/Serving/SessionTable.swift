/// The server's client sessions by connection id, kept in the order of their ids: a save walks
/// them in that order (to render each variant once, then to send each client its event), and
/// sorting a thousand sessions at each save, and again at each turn of `work`, cost more than
/// walking them. Confined to the server's queue, as the sessions are.
typealias SessionTable = IDOrderedTable<ClientSession>

/// Objects by integer id, kept in ascending order of their ids (`values`).
struct IDOrderedTable<Element: AnyObject> {
    private var byID: [Int: Element] = [:]
    /// The ids of `values`, ascending.
    private var ids: [Int] = []
    /// Every element, by ascending id.
    private(set) var values: [Element] = []

    var count: Int { values.count }

    subscript(id: Int) -> Element? {
        get { byID[id] }
        set {
            let index = insertionIndex(of: id)
            if byID[id] != nil {
                ids.remove(at: index)
                values.remove(at: index)
            }
            byID[id] = newValue
            guard let newValue else { return }
            ids.insert(id, at: index)
            values.insert(newValue, at: index)
        }
    }

    /// The first position whose id is `id` or more (ids are handed out in ascending order, so a
    /// new one is nearly always last: looked at first).
    private func insertionIndex(of id: Int) -> Int {
        guard let last = ids.last, last >= id else { return ids.count }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
