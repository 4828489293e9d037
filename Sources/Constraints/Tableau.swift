/// The kinds of symbol a tableau row can mention.
enum SymbolKind: UInt8, Sendable {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The violation of an optional constraint: ≥ 0, counted in the objective at its level.
    case error
    /// Marks a required equality (or an editable one) so conflicts and edits can find it:
    /// pinned at 0, never enters the basis.
    case dummy
    /// Phase-one helper while a row without a usable subject is added.
    case artificial

    /// Restricted symbols are ≥ 0; only externals are free.
    var isRestricted: Bool { self != .external }
    /// Whether the symbol may enter the basis while optimising.
    var isPivotable: Bool { self == .slack || self == .error || self == .artificial }
}

/// One `coefficient × symbol` entry of a row.
struct Cell: Sendable {
    var symbol: Int32
    var coefficient: Double
}

/// The simplex tableau of Cassowary: every basic symbol is a row `basic = constant + Σ cells`
/// over nonbasic symbols, which sit at 0; restricted basic rows keep `constant ≥ 0`.
///
/// Rows are short unsorted arrays of cells. Each symbol keeps the list of rows mentioning it
/// (its column), so a pivot touches only the rows that contain the entering symbol instead of
/// scanning every row as Kiwi does — that is what keeps chains of views linear. The
/// objective is one row per priority level (R-AL-PRIO-2: strictly lexicographic, a symbolic
/// priority-vector objective as in CoreAutoLayout's `NSISObjectiveLinearExpression`).
///
/// An objective row is not short: it holds the errors of every optional constraint of its
/// level (two per label for the content-size constraints at 250, two more at 750). A long one
/// keeps where each symbol's cell sits, so that adding to it, substituting into it and dropping
/// a symbol from it cost what changes, not its length (a stack of 4,000 labels spent 90 % of its
/// solve scanning them). Its cells may then sit in any order: every reader of an objective row
/// takes its symbols by id (Bland's rule, reduced costs), and no row is ever built from one.
struct Tableau: Sendable {
    static let epsilon = 1e-9

    private(set) var kinds: [SymbolKind] = []
    /// The row a symbol is basic in, or -1.
    private(set) var rowOf: [Int32] = []
    /// The rows (objective rows included) that mention each symbol.
    private(set) var columns: [[Int32]] = []
    /// How many rows substitutions have rewritten so far: the tableau's work, counted (for
    /// tests that a document's cost grows with its size, not its square).
    private(set) var substitutions = 0

    private(set) var cells: [[Cell]] = []
    private(set) var constants: [Double] = []
    /// The basic symbol of each row; -1 for objective rows and free slots.
    private(set) var basic: [Int32] = []
    private var freeRows: [Int32] = []

    /// Objective rows, highest level first.
    private(set) var levels: [(key: Double, row: Int32)] = []

    /// Per row: for a long objective row, the index of each of its symbols' cell; nil for
    /// every other row.
    private var objectivePositions: [[Int32: Int32]?] = []
    /// The length from which an objective row keeps its positions.
    static let indexedObjectiveLength = 32

    /// Per-symbol scratch: the index of the symbol in the row being substituted, or -1.
    private var position: [Int32] = []
    /// Per-symbol scratch stamps for "seen in this row/level".
    private var mark: [UInt32] = []
    private var stamp: UInt32 = 0
    /// `RowAccumulator`'s dense slots, all 0 between rows (lent out while a row is summed).
    private var rowSlots: [Int32] = []
    /// Restricted rows whose constant went negative (dual simplex work list).
    var infeasibleRows: [Int32] = []
    /// Counts changes to anything but constants (rows, cells, basis): the same count means the
    /// same structure, however the constants moved since.
    private(set) var structureVersion: UInt64 = 0
    /// The dummies an implied equality was a combination of, when it left the tableau (or kept
    /// a row solved for its own dummy): it holds only while their constants stay, so an edit of
    /// one of them contradicts it, and only a rebuild can say which constraint breaks.
    private(set) var markersOfImpliedRows: Set<Int32> = []

    var symbolCount: Int { kinds.count }

    /// Room for `count` symbols in every per-symbol table, so that making them one by one
    /// does not regrow each table several times.
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        rowOf.reserveCapacity(count)
        columns.reserveCapacity(count)
        position.reserveCapacity(count)
        mark.reserveCapacity(count)
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        structureVersion &+= 1
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        position.append(-1)
        mark.append(0)
        return Int32(kinds.count - 1)
    }

    /// Notes that an implied equality over `rowCells` (dummies only) holds by their constants.
    mutating func noteImpliedRow(_ rowCells: [Cell]) {
        for cell in rowCells where kinds[Int(cell.symbol)] == .dummy { markersOfImpliedRows.insert(cell.symbol) }
    }

    func isRestrictedRow(_ row: Int32) -> Bool {
        let symbol = basic[Int(row)]
        return symbol >= 0 && kinds[Int(symbol)].isRestricted
    }

    /// The value of a symbol at the current basic solution.
    func value(of symbol: Int32) -> Double {
        let row = rowOf[Int(symbol)]
        return row >= 0 ? constants[Int(row)] : 0
    }

    func coefficient(of symbol: Int32, inRow row: Int32) -> Double {
        for cell in cells[Int(row)] where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    // MARK: Rows

    /// Stores a row and records it in the columns of its symbols; `basic` -1 makes an objective row.
    mutating func makeRow(basic symbol: Int32, cells rowCells: [Cell], constant: Double) -> Int32 {
        structureVersion &+= 1
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            cells[Int(row)] = rowCells
            constants[Int(row)] = constant
            basic[Int(row)] = symbol
            objectivePositions[Int(row)] = nil
        } else {
            row = Int32(cells.count)
            cells.append(rowCells)
            constants.append(constant)
            basic.append(symbol)
            objectivePositions.append(nil)
        }
        for cell in rowCells { columns[Int(cell.symbol)].append(row) }
        if symbol >= 0 { rowOf[Int(symbol)] = row }
        return row
    }

    /// Drops a row (its basic symbol becomes nonbasic).
    mutating func freeRow(_ row: Int32) {
        structureVersion &+= 1
        for cell in cells[Int(row)] { removeFromColumn(cell.symbol, row: row) }
        let symbol = basic[Int(row)]
        if symbol >= 0 { rowOf[Int(symbol)] = -1 }
        cells[Int(row)] = []
        constants[Int(row)] = 0
        basic[Int(row)] = -1
        objectivePositions[Int(row)] = nil
        freeRows.append(row)
    }

    private mutating func removeFromColumn(_ symbol: Int32, row: Int32) {
        let column = Int(symbol)
        if let index = columns[column].lastIndex(of: row) {
            columns[column].swapAt(index, columns[column].count - 1)
            columns[column].removeLast()
        }
    }

    /// Deletes a nonbasic symbol from every row (it is fixed at 0 from now on).
    mutating func dropColumn(_ symbol: Int32) {
        structureVersion &+= 1
        for row in columns[Int(symbol)] {
            if objectivePositions[Int(row)] != nil {
                if let index = objectivePositions[Int(row)]![symbol] { removeObjectiveCell(at: Int(index), row: row) }
            } else {
                cells[Int(row)].removeAll { $0.symbol == symbol }
            }
        }
        columns[Int(symbol)] = []
    }

    /// Whether every row of `objective` keeps its cells' positions (long objectives do).
    func isIndexed(_ objective: [Int32]) -> Bool {
        objective.allSatisfy { objectivePositions[Int($0)] != nil }
    }

    /// `symbol`'s coefficient in an objective row that keeps its positions; 0 when absent.
    func coefficient(of symbol: Int32, inIndexedRow row: Int32) -> Double {
        objectivePositions[Int(row)]![symbol].map { cells[Int(row)][Int($0)].coefficient } ?? 0
    }

    /// Adds `coefficient × symbol` to a row (used for objective rows, whose symbols are nonbasic).
    mutating func addCell(_ symbol: Int32, _ coefficient: Double, toRow row: Int32) {
        structureVersion &+= 1
        let found = objectivePositions[Int(row)] != nil
            ? objectivePositions[Int(row)]![symbol].map(Int.init) : cells[Int(row)].firstIndex(where: { $0.symbol == symbol })
        if let index = found {
            let sum = cells[Int(row)][index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                if objectivePositions[Int(row)] != nil {
                    removeObjectiveCell(at: index, row: row)
                } else {
                    cells[Int(row)].remove(at: index)
                }
                removeFromColumn(symbol, row: row)
            } else {
                cells[Int(row)][index].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            cells[Int(row)].append(Cell(symbol: symbol, coefficient: coefficient))
            columns[Int(symbol)].append(row)
            if objectivePositions[Int(row)] != nil {
                objectivePositions[Int(row)]![symbol] = Int32(cells[Int(row)].count - 1)
            } else {
                indexIfLongObjective(row)
            }
        }
    }

    /// Starts keeping the positions of an objective row that grew long.
    private mutating func indexIfLongObjective(_ row: Int32) {
        guard basic[Int(row)] < 0, cells[Int(row)].count >= Self.indexedObjectiveLength, objectivePositions[Int(row)] == nil else { return }
        var positions: [Int32: Int32] = [:]
        positions.reserveCapacity(cells[Int(row)].count * 2)
        for (index, cell) in cells[Int(row)].enumerated() { positions[cell.symbol] = Int32(index) }
        objectivePositions[Int(row)] = positions
    }

    /// Removes a cell of an indexed objective row: the last cell takes its place.
    private mutating func removeObjectiveCell(at index: Int, row: Int32) {
        let last = cells[Int(row)].count - 1
        let removed = cells[Int(row)][index].symbol
        if index != last {
            let moved = cells[Int(row)][last]
            cells[Int(row)][index] = moved
            objectivePositions[Int(row)]![moved.symbol] = Int32(index)
        }
        cells[Int(row)].removeLast()
        objectivePositions[Int(row)]![removed] = nil
    }

    /// Adds `delta` to a row's constant; a restricted row that turns negative joins the dual work list.
    mutating func shiftConstant(ofRow row: Int32, by delta: Double) {
        constants[Int(row)] += delta
        noteFeasibility(of: row)
    }

    private mutating func noteFeasibility(of row: Int32) {
        guard isRestrictedRow(row), constants[Int(row)] < 0 else { return }
        if constants[Int(row)] > -Self.epsilon {
            constants[Int(row)] = 0
        } else {
            infeasibleRows.append(row)
        }
    }

    // MARK: Levels

    /// The objective row of a priority level, made on first use.
    mutating func levelRow(_ key: Double) -> Int32 {
        var index = 0
        while index < levels.count, levels[index].key > key { index += 1 }
        if index < levels.count, levels[index].key == key { return levels[index].row }
        let row = makeRow(basic: -1, cells: [], constant: 0)
        levels.insert((key, row), at: index)
        return row
    }

    /// Adds `coefficient × symbol` to a level's objective, substituting the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Int32, _ coefficient: Double, level key: Double) {
        let objective = levelRow(key)
        let row = rowOf[Int(symbol)]
        if row < 0 {
            addCell(symbol, coefficient, toRow: objective)
            return
        }
        constants[Int(objective)] += coefficient * constants[Int(row)]
        for cell in cells[Int(row)] { addCell(cell.symbol, coefficient * cell.coefficient, toRow: objective) }
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` (now basic in `source`) by that row's expression in every other row.
    mutating func substitute(_ symbol: Int32, by source: Int32) {
        structureVersion &+= 1
        let sourceCells = cells[Int(source)]
        let sourceConstant = constants[Int(source)]
        for (index, cell) in sourceCells.enumerated() { position[Int(cell.symbol)] = Int32(index) }
        let rows = columns[Int(symbol)]
        substitutions &+= rows.count
        columns[Int(symbol)] = []
        for row in rows where row != source {
            if objectivePositions[Int(row)] != nil {
                substitute(symbol, inObjectiveRow: row, sourceCells: sourceCells, sourceConstant: sourceConstant)
            } else {
                substitute(symbol, inRow: row, sourceCells: sourceCells, sourceConstant: sourceConstant)
            }
        }
        for cell in sourceCells { position[Int(cell.symbol)] = -1 }
    }

    private mutating func substitute(_ symbol: Int32, inRow row: Int32, sourceCells: [Cell], sourceConstant: Double) {
        var rowCells = cells[Int(row)]
        cells[Int(row)] = []  // own the buffer: no copy on write while editing it
        guard let found = rowCells.firstIndex(where: { $0.symbol == symbol }) else {
            cells[Int(row)] = rowCells
            return
        }
        let factor = rowCells[found].coefficient
        rowCells.swapAt(found, rowCells.count - 1)
        rowCells.removeLast()
        stamp &+= 1
        var index = 0
        while index < rowCells.count {
            let cellSymbol = rowCells[index].symbol
            let sourceIndex = position[Int(cellSymbol)]
            if sourceIndex >= 0 {
                mark[Int(cellSymbol)] = stamp
                let sum = rowCells[index].coefficient + factor * sourceCells[Int(sourceIndex)].coefficient
                if abs(sum) < Self.epsilon {
                    removeFromColumn(cellSymbol, row: row)
                    rowCells.swapAt(index, rowCells.count - 1)
                    rowCells.removeLast()
                    continue
                }
                rowCells[index].coefficient = sum
            }
            index += 1
        }
        for cell in sourceCells where mark[Int(cell.symbol)] != stamp {
            let product = factor * cell.coefficient
            if abs(product) >= Self.epsilon {
                rowCells.append(Cell(symbol: cell.symbol, coefficient: product))
                columns[Int(cell.symbol)].append(row)
            }
        }
        cells[Int(row)] = rowCells
        constants[Int(row)] += factor * sourceConstant
        noteFeasibility(of: row)
        if rowCells.count >= Self.indexedObjectiveLength { indexIfLongObjective(row) }
    }

    /// `substitute(_:inRow:…)` for an indexed objective row: each of the source's symbols is
    /// looked up, so the cost is the source row's length. Every symbol's coefficient comes out
    /// as the scan would make it; only the cells' order differs.
    private mutating func substitute(_ symbol: Int32, inObjectiveRow row: Int32, sourceCells: [Cell], sourceConstant: Double) {
        guard let found = objectivePositions[Int(row)]![symbol] else { return }
        let factor = cells[Int(row)][Int(found)].coefficient
        removeObjectiveCell(at: Int(found), row: row)
        for cell in sourceCells {
            if let index = objectivePositions[Int(row)]![cell.symbol] {
                let sum = cells[Int(row)][Int(index)].coefficient + factor * cell.coefficient
                if abs(sum) < Self.epsilon {
                    removeFromColumn(cell.symbol, row: row)
                    removeObjectiveCell(at: Int(index), row: row)
                } else {
                    cells[Int(row)][Int(index)].coefficient = sum
                }
            } else {
                let product = factor * cell.coefficient
                if abs(product) >= Self.epsilon {
                    cells[Int(row)].append(Cell(symbol: cell.symbol, coefficient: product))
                    objectivePositions[Int(row)]![cell.symbol] = Int32(cells[Int(row)].count - 1)
                    columns[Int(cell.symbol)].append(row)
                }
            }
        }
        constants[Int(row)] += factor * sourceConstant
        noteFeasibility(of: row)
    }

    /// Makes `entering` basic in `row` (whose basic symbol leaves) and substitutes it everywhere.
    mutating func pivot(entering: Int32, row: Int32) {
        structureVersion &+= 1
        let leaving = basic[Int(row)]
        var rowCells = cells[Int(row)]
        cells[Int(row)] = []
        let index = rowCells.firstIndex { $0.symbol == entering }!
        let factor = -1 / rowCells[index].coefficient
        rowCells.swapAt(index, rowCells.count - 1)
        rowCells.removeLast()
        for cellIndex in rowCells.indices { rowCells[cellIndex].coefficient *= factor }
        rowCells.append(Cell(symbol: leaving, coefficient: -factor))
        cells[Int(row)] = rowCells
        constants[Int(row)] *= factor
        removeFromColumn(entering, row: row)
        columns[Int(leaving)].append(row)
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = row
        basic[Int(row)] = entering
        substitute(entering, by: row)
    }

    /// Solves a fresh row `0 = constant + Σ cells` for `subject`, stores it and substitutes it.
    mutating func install(cells rowCells: consuming [Cell], constant: Double, subject: Int32) {
        // Solved in the row's own buffer: the subject's cell out, the others scaled, in order.
        let subjectIndex = rowCells.firstIndex { $0.symbol == subject }!
        let factor = -1 / rowCells[subjectIndex].coefficient
        rowCells.remove(at: subjectIndex)
        for index in rowCells.indices { rowCells[index].coefficient *= factor }
        let row = makeRow(basic: subject, cells: rowCells, constant: constant * factor)
        if isRestrictedRow(row), constants[Int(row)] < 0 { constants[Int(row)] = 0 }
        substitute(subject, by: row)
    }

    // MARK: Scratch stamps for the simplex

    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        return stamp
    }

    /// Lends the clean slot array to a `RowAccumulator`.
    mutating func takeRowSlots() -> [Int32] {
        var slots: [Int32] = []
        swap(&slots, &rowSlots)
        return slots
    }

    /// Takes the slot array back, cleared by `RowAccumulator.finish()`.
    mutating func returnRowSlots(_ slots: [Int32]) { rowSlots = slots }

    func isMarked(_ symbol: Int32, _ current: UInt32) -> Bool { mark[Int(symbol)] == current }

    mutating func setMark(_ symbol: Int32, _ current: UInt32) { mark[Int(symbol)] = current }
}
