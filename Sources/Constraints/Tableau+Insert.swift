/// What became of a row offered to the tableau.
enum InsertOutcome: Sendable {
    case installed
    /// Implied by the rows already there (a required equality with nothing left to solve for).
    case redundant
    /// The required rows have no common solution; `certificate` holds the marker symbols
    /// whose rows combine into the contradiction (a Farkas certificate), each with its
    /// coefficient: the multiplier of its row, times the marker's coefficient in that row.
    case infeasible(certificate: [Cell])
}

/// The symbols a constraint added to the tableau, kept to edit or remove it later.
struct Markers: Sendable {
    /// Slack of an inequality, positive error of an optional equality, or dummy of a marked
    /// required equality; -1 when the constraint has none.
    var marker: Int32 = -1
    /// Error of an optional inequality or negative error of an optional equality; -1 otherwise.
    var other: Int32 = -1
    /// The marker's coefficient in the row as built (`expression + μ·marker … = 0`).
    var markerCoefficient: Double = 0
}

extension Tableau {
    /// Adds `expression relation 0` with its markers, the Cassowary way (Kiwi's `addConstraint`):
    /// substitute basic symbols, pick a subject that keeps every restricted row feasible, or
    /// run phase one with an artificial symbol. Objective levels are updated, not optimised.
    ///
    /// `expression` mentions externals (free or basic here) and dummies. `level` is nil for a
    /// required constraint; `dummy` (or -1) is the marker the caller already put into the
    /// expression of a required equality (for edits and certificates).
    mutating func insert(_ expression: [Cell], constant: Double, relation: Relation, level: Double?, dummy: Int32) -> (InsertOutcome, Markers) {
        // The row's length at most (basic symbols replaced by their rows, two markers): its
        // cells then grow in one buffer, which becomes the row.
        var capacity = 2
        for cell in expression {
            let basicRow = rowOf[Int(cell.symbol)]
            capacity += basicRow >= 0 ? cells[Int(basicRow)].count : 1
        }
        var row = RowAccumulator(constant: constant, slots: takeRowSlots(), capacity: capacity)
        for cell in expression {
            let basicRow = rowOf[Int(cell.symbol)]
            if basicRow >= 0 {
                row.add(cells[Int(basicRow)], constants[Int(basicRow)], times: cell.coefficient)
            } else {
                row.add(cell.symbol, cell.coefficient)
            }
        }
        var markers = Markers()
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0;   expr >= 0  ⇔  expr − slack = 0.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            markers.marker = makeSymbol(.slack)
            markers.markerCoefficient = sign
            row.add(markers.marker, sign)
            if let level {
                markers.other = makeSymbol(.error)
                row.add(markers.other, -sign)
                addToObjective(markers.other, 1, level: level)
            }
        case .equal:
            if let level {
                markers.marker = makeSymbol(.error)
                markers.other = makeSymbol(.error)
                markers.markerCoefficient = -1
                row.add(markers.marker, -1)
                row.add(markers.other, 1)
                addToObjective(markers.marker, 1, level: level)
                addToObjective(markers.other, 1, level: level)
            } else if dummy >= 0 {
                markers.marker = dummy
                markers.markerCoefficient = 1
            }
        }
        let (accumulated, accumulatedConstant, slots) = row.finish()
        returnRowSlots(slots)
        var rowCells = accumulated, rowConstant = accumulatedConstant
        if rowConstant < 0 {
            rowConstant = -rowConstant
            for index in rowCells.indices { rowCells[index].coefficient = -rowCells[index].coefficient }
        }
        if let subject = subject(of: rowCells, markers) {
            install(cells: consume rowCells, constant: rowConstant, subject: subject)
            return (.installed, markers)
        }
        if rowCells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard rowConstant < Self.epsilon else {
                return (.infeasible(certificate: rowCells), markers)
            }
            // Implied by the others. A marked row stays, solved for its own dummy, so the
            // constraint can still be edited or removed. Either way it holds only while the
            // dummies it combines keep their constants.
            noteImpliedRow(rowCells)
            if markers.marker >= 0, rowCells.contains(where: { $0.symbol == markers.marker }) {
                install(cells: consume rowCells, constant: rowConstant, subject: markers.marker)
                return (.installed, markers)
            }
            return (.redundant, markers)
        }
        return (insertWithArtificial(rowCells, constant: rowConstant), markers)
    }

    /// Kiwi's subject choice: a free symbol (the newest, as fresh variables keep rows short),
    /// else the constraint's own slack or error when its coefficient is negative — a fresh
    /// symbol that no other row mentions, so solving for it cannot upset another row.
    private func subject(of rowCells: [Cell], _ markers: Markers) -> Int32? {
        var newestExternal: Int32 = -1
        for cell in rowCells where kinds[Int(cell.symbol)] == .external { newestExternal = max(newestExternal, cell.symbol) }
        if newestExternal >= 0 { return newestExternal }
        for symbol in [markers.marker, markers.other] where symbol >= 0 && kinds[Int(symbol)] != .dummy {
            if let cell = rowCells.first(where: { $0.symbol == symbol }), cell.coefficient < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for one row: minimise an artificial symbol standing for the row's violation.
    ///
    /// While the artificial is basic its row is the objective (Kiwi keeps a copy, which every
    /// pivot then substitutes into as well: twice the work on a long row); once it leaves the
    /// basis it is 0 and the row is feasible. The pivots are the ones the copy would choose.
    private mutating func insertWithArtificial(_ rowCells: [Cell], constant: Double) -> InsertOutcome {
        let artificial = makeSymbol(.artificial)
        _ = makeRow(basic: artificial, cells: rowCells, constant: constant)
        while rowOf[Int(artificial)] >= 0, let entering = enteringSymbol([rowOf[Int(artificial)]]) {
            guard let leaving = leavingRow(for: entering) else {
                assertionFailure("unbounded phase one")
                break
            }
            pivot(entering: entering, row: leaving)
        }
        let feasible = rowOf[Int(artificial)] < 0 || constants[Int(rowOf[Int(artificial)])] < Self.epsilon
        let certificate = feasible ? [] : cells[Int(rowOf[Int(artificial)])]
        let row = rowOf[Int(artificial)]
        if row >= 0 {
            let pivotable = cells[Int(row)].filter { kinds[Int($0.symbol)].isPivotable }.map(\.symbol).min()
            if let entering = pivotable, feasible {
                pivot(entering: entering, row: row)
            } else {
                // Infeasible: dropping the row leaves the tableau as it was before the
                // constraint. Feasible with only dummies left: the row is implied, by their
                // constants.
                if feasible { noteImpliedRow(cells[Int(row)]) }
                freeRow(row)
            }
        }
        dropColumn(artificial)
        return feasible ? .installed : .infeasible(certificate: certificate)
    }
}

/// Sums scaled rows and symbols into one sparse row. Each symbol's place in the row is looked
/// up in a dense slot array (symbol → index + 1, 0 when absent) that the tableau lends and gets
/// back clean, so a row built from long rows — a tie-break pull on a variable whose row spans a
/// whole chain — costs its length, not its length squared. The cells keep the order in which
/// their symbols first came, as a linear merge would, so the sums are the same bit for bit.
struct RowAccumulator {
    private var cells: [Cell] = []
    private var constant: Double
    private var slots: [Int32]

    init(constant: Double, slots: [Int32], capacity: Int) {
        self.constant = constant
        self.slots = slots
        cells.reserveCapacity(capacity)
    }

    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let position = Int(symbol)
        if position >= slots.count {
            // Symbols are made a few at a time: the slots grow by half again, not by those few.
            slots.append(contentsOf: repeatElement(0, count: max(position + 1, slots.count + slots.count / 2) - slots.count))
        }
        let slot = Int(slots[position])
        if slot > 0 {
            cells[slot - 1].coefficient += coefficient
        } else {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            slots[position] = Int32(cells.count)
        }
    }

    mutating func add(_ rowCells: [Cell], _ rowConstant: Double, times factor: Double) {
        constant += rowConstant * factor
        for cell in rowCells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// The row (zero sums dropped) and the slot array, cleared, to lend again. The slots are
    /// swapped out rather than returned by copy, so they stay uniquely referenced (no
    /// copy-on-write of an array as long as the symbols).
    mutating func finish() -> (cells: [Cell], constant: Double, slots: [Int32]) {
        for cell in cells { slots[Int(cell.symbol)] = 0 }
        var lent: [Int32] = []
        swap(&lent, &slots)
        // Dropped in place: the buffer the cells grew in is the row's.
        cells.removeAll { abs($0.coefficient) < Tableau.epsilon }
        var row: [Cell] = []
        swap(&row, &cells)
        return (row, constant, lent)
    }
}
