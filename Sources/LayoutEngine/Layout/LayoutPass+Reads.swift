import Expressions

/// One value a node caches in a pass: a hot symbol (its index) or another symbol or macro use
/// (a key `LayoutPass.readKey` interned for its name).
struct ReadCell {
    unowned(unsafe) let node: LayoutNode
    let key: Int
}

/// What a render is laid out for besides the compiled template: a render for other inputs
/// lays everything out again.
struct RenderInputs: Equatable {
    var device: Device
    var state: [String: Value]
    var rootFrame: Rect?
}

/// Which cached values read which, so that a save lays out only what it can move
/// (docs/DESIGN.md, "Laying out only what a save moved").
///
/// Once a layout has been updated in place, each render for the inputs of the render before it
/// (a save seen on the same device, not one of several devices in turn) notes reads: every
/// value computed while another one is being evaluated notes the evaluating value as its
/// reader — the values' reads, the expressions fetched (a node asking whether another has a
/// `width` reads its `width`) and macro uses.
/// After a render without a diagnostic, the next update's changed attributes forget their own
/// values and, following readers, every value computed from them; the render then evaluates
/// only those again and reads the rest from the cache. Whatever a render reads outside any
/// value (the tree walk, stacks' arrangements) runs again in full; a node none of whose values
/// was forgotten keeps its props and drawn text (`LayoutNode.forgottenValues`).
///
/// A reader is noted again each time it is evaluated; readers of a forgotten value are
/// dropped with it (they are forgotten too, and note their reads again). Stale readers of
/// values that stayed only forget more than needed, and once the notes made since the last
/// full render outgrow what that render noted, the next render is full again.
struct ReadGraph {
    /// Set by the first update in place: renders from then on may note reads.
    var isEnabled = false
    /// The render under way notes reads (`LayoutNode.notesReads` says so to each node).
    var isRecording = false
    /// The last render noted every read, reported nothing and listed no cells.
    var isComplete = false
    /// What the last render was laid out for.
    var inputs: RenderInputs?
    /// The values the updates since the last render set anew.
    var changed: [ReadCell] = []
    /// Reads noted since the last full render, and how many that render noted.
    var notes = 0
    var notesOfFullRender = 0
    /// Keys of symbols other than the hot ones, and their names (key − hot count).
    var keys: [String: Int] = [:]
    var names: [String] = []
}

extension LayoutPass {
    /// The key of the value `name` names: its hot index, or a key interned for it.
    func readKey(_ name: String) -> Int {
        if let hot = HotSymbol(name: name) { return hot.rawValue }
        if let known = reads.keys[name] { return known }
        let key = HotSymbol.allCases.count + reads.names.count
        reads.keys[name] = key
        reads.names.append(name)
        return key
    }

    /// Notes that the value being evaluated reads value `key` of `node`.
    func noteRecordedRead(of node: LayoutNode, key: Int) {
        guard let reader = stack.last, reader.key >= 0, !(reader.node === node && reader.key == key) else { return }
        let cell = ReadCell(node: reader.node, key: reader.key)
        if let last = node.readers[key]?.last, last.node === cell.node, last.key == cell.key { return }
        node.readers[key, default: []].append(cell)
        reads.notes += 1
    }

    /// The key an evaluation frame of `name` carries: -1 while reads are not noted.
    func frameKey(_ name: String, hot: HotSymbol?) -> Int {
        guard reads.isRecording else { return -1 }
        return hot?.rawValue ?? readKey(name)
    }

    /// Attribute `name` of `node` was compiled anew by an update in place.
    func noteChanged(_ node: LayoutNode, attribute name: String) {
        reads.isEnabled = true
        reads.changed.append(ReadCell(node: node, key: readKey(name)))
    }

    /// Readies the values for a render for `inputs`: forgets only what the changes since the
    /// last render reach when the read graph allows it (true), else every value (false).
    func beginRender(_ inputs: RenderInputs) -> Bool {
        defer { reads.changed.removeAll(keepingCapacity: true) }
        if reads.isComplete, !reads.changed.isEmpty, reads.inputs == inputs, reads.notes <= 2 * reads.notesOfFullRender + 64 {
            // The last render reported nothing and the updates compiled without a report: the
            // diagnostics are the compilation's already.
            forgetReaders(of: reads.changed)
            stack.removeAll(keepingCapacity: true)
            uncachedAbove = nil
            return true
        }
        beginFullRender()
        // Renders that alternate between inputs never build on each other: they note nothing.
        noteReads(reads.isEnabled && reads.inputs == inputs)
        return false
    }

    /// Turns the noting of reads on or off in every node.
    private func noteReads(_ on: Bool) {
        guard on != reads.isRecording else { return }
        reads.isRecording = on
        func set(_ node: LayoutNode) {
            node.notesReads = on
            node.children.forEach(set)
        }
        set(root)
    }

    /// Forgets every value (and every noted read) of the last render.
    func beginFullRender() {
        resetValues()
        reads.notes = 0
    }

    /// The partial render `beginRender` began reported something: it is done again in full.
    func redoInFull() {
        beginFullRender()
    }

    /// Records what the render that `beginRender` began was for, and whether the next one may
    /// build on it.
    func endRender(_ inputs: RenderInputs, full: Bool) {
        reads.inputs = inputs
        reads.isComplete = reads.isRecording && diagnostics.count == compileDiagnostics.count && !listsRows
        if full { reads.notesOfFullRender = reads.notes }
    }

    /// Forgets the values of `cells` and every value computed from them.
    private func forgetReaders(of cells: [ReadCell]) {
        var pending = cells
        var seen: Set<CellIdentity> = []
        let hotCount = HotSymbol.allCases.count
        while let cell = pending.popLast() {
            guard seen.insert(CellIdentity(node: ObjectIdentifier(cell.node), key: cell.key)).inserted else { continue }
            let node = cell.node
            node.forgottenValues += 1
            if cell.key < hotCount {
                node.hot[cell.key].value = nil
                if !node.values.isEmpty { node.values[HotSymbol.allCases[cell.key].name] = nil }
            } else {
                node.values[reads.names[cell.key - hotCount]] = nil
            }
            if let readers = node.readers.removeValue(forKey: cell.key) { pending += readers }
        }
    }
}

extension LayoutNode {
    /// Notes that the value being evaluated reads this node's value `key`, once reads are noted.
    @inline(__always)
    func noteRead(_ key: Int) {
        if notesReads { pass.noteRecordedRead(of: self, key: key) }
    }

    /// `noteRead(_:)` for a value known by name: the name is looked up only when some value is
    /// being evaluated.
    @inline(__always)
    func noteRead(named name: String) {
        if notesReads, let reader = pass.stack.last, reader.key >= 0 { pass.noteRecordedRead(of: self, key: pass.readKey(name)) }
    }
}

/// A cell compared by its node's identity.
private struct CellIdentity: Hashable {
    let node: ObjectIdentifier
    let key: Int
}
