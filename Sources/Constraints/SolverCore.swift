/// Where an installed constraint lives, so it can be edited or diagnosed.
enum Placement: Sendable {
    case pending
    /// Solved for a variable by substitution (a required equality).
    case definition(Int32, Markers)
    /// A row of the simplex tableau.
    case simplex(Markers)
    /// Implied by the constraints before it.
    case redundant
    /// Required and in conflict with the constraints before it (not installed), with the
    /// phase-one certificate (`InsertOutcome.infeasible`).
    case infeasible([Cell])
}

/// One system's solving state: the substitution layer over the simplex tableau.
///
/// Required equalities with a variable nobody else mentions yet — "top = previous.bottom + 8",
/// "height = 44" — become *definitions* `x = constant + Σ c·y` that are never substituted into
/// each other; values come out by evaluating them in dependency order. Only what is left
/// (inequalities, optional constraints, equalities closing a loop) enters the tableau, fully
/// expanded into variables that have no definition. A stack's chain of tops therefore stays a
/// chain of two-term definitions instead of rows that grow with the view's index.
struct SolverCore: Sendable {
    var tableau = Tableau()
    /// When set, every required equality goes to the tableau with a dummy marker and nothing is
    /// substituted: slower, but the phase-one row of a conflict then names every constraint it
    /// combines (used to find minimal conflicting sets).
    let certificateMode: Bool

    var symbolOfVariable: [Int32] = []
    var variableOfSymbol: [Int32] = []

    var definitionOf: [Int32] = []
    var useCount: [Int32] = []
    var inSimplex: [Bool] = []
    var definitions: [Definition] = []
    /// Each definition's constant, apart so that edits and evaluation touch plain doubles.
    var definitionConstants: [Double] = []
    /// Definitions that mention each marker, for edits. Keyed by `Int`, whose `Hashable`
    /// conformance a process has looked up before: a first `Int32`-keyed table made the first
    /// render of a process scan every conformance record of the binary for `Int32: Hashable`.
    var definitionsByMarker: [Int: [Int32]] = [:]
    /// Definitions in an order where each comes after the ones it reads; nil when stale.
    var evaluationOrder: [Int32]?
    /// The values of the last solve, re-evaluated incrementally after edits.
    var valueCache = ValueCache()
    /// The last answer of `ambiguousSymbols()` and what it was computed from.
    var ambiguityCache: (key: AmbiguityKey, symbols: [Int32])?

    struct AmbiguityKey: Equatable, Sendable {
        var structure: UInt64
        var definitions: Int
        var degenerate: [Int32]
    }

    var placements: [Placement] = []
    /// Per symbol: the constraint it is the marker of, or -1 (a conflict's certificate names
    /// markers). Dense, as every install sets one.
    private var markerOwner: [Int32] = []
    /// Per definition: whether it was solved from the constraint expanded through other
    /// definitions (then it is not that constraint alone, and a certificate read through it
    /// cannot name its members).
    var definitionIsExpanded: [Bool] = []
    /// Per definition: 1 + the highest rank among the definitions it reads when it is made.
    /// Taking definitions by rank, highest first, and by index among equal ranks, takes each
    /// before every definition it reads (a definition reads only older definitions, or symbols
    /// free when it was made — defined later, if ever, at rank 1 and a higher index).
    var definitionRank: [Int32] = []
    /// Per definition stored read through other definitions (a shortcut): the cells and constant
    /// solved from its constraint alone, which a conflict's certificate reads; nil (or past the
    /// end) for the others, whose stored form is that.
    var definitionsAsWritten: [(cells: [Cell], constant: Double)?] = []
    /// Per definition: the constraint it was solved from.
    var constraintOfDefinition: [Int] = []

    private var scratch: [Double] = []
    /// `expand`'s working lists, empty between expansions (their storage reused).
    private var expandTouched: [Int32] = []
    private var expandPending = DefinitionHeap()
    private var scratchStamp: [UInt32] = []
    private var stamp: UInt32 = 0

    init(certificateMode: Bool = false) { self.certificateMode = certificateMode }

    /// The constraint whose marker `symbol` is, if any.
    func owner(ofMarker symbol: Int32) -> Int? {
        Int(symbol) < markerOwner.count && markerOwner[Int(symbol)] >= 0 ? Int(markerOwner[Int(symbol)]) : nil
    }

    /// `variable = definitionConstants[index] + Σ cells`.
    struct Definition: Sendable {
        var variable: Int32
        var cells: [Cell]
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = tableau.makeSymbol(kind)
        coverSymbols()
        return symbol
    }

    /// Grows the per-symbol arrays to the symbols the tableau made (slacks, errors).
    private mutating func coverSymbols() {
        let missing = tableau.symbolCount - definitionOf.count
        guard missing > 0 else { return }
        if missing <= 4 {
            // A few symbols made (a row's markers, the common case): plain appends, not a
            // repeated sequence's.
            for _ in 0..<missing {
                definitionOf.append(-1)
                useCount.append(0)
                inSimplex.append(false)
                variableOfSymbol.append(-1)
                scratch.append(0)
                scratchStamp.append(0)
            }
            return
        }
        definitionOf.append(contentsOf: repeatElement(-1, count: missing))
        useCount.append(contentsOf: repeatElement(0, count: missing))
        inSimplex.append(contentsOf: repeatElement(false, count: missing))
        variableOfSymbol.append(contentsOf: repeatElement(-1, count: missing))
        scratch.append(contentsOf: repeatElement(0, count: missing))
        scratchStamp.append(contentsOf: repeatElement(0, count: missing))
    }

    /// Room for a system of `variables` variables and `constraints` constraints, installed
    /// from nothing: the per-variable table at its size, and the per-symbol (a symbol per
    /// variable and about one per constraint: markers, slacks, errors), per-definition and
    /// per-constraint tables with room, so that installing does not regrow each of them
    /// several times.
    mutating func reserve(variables: Int, constraints: Int) {
        if symbolOfVariable.count < variables {
            symbolOfVariable.append(contentsOf: repeatElement(-1, count: variables - symbolOfVariable.count))
        }
        let symbols = variables + constraints
        tableau.reserveSymbols(symbols)
        definitionOf.reserveCapacity(symbols)
        useCount.reserveCapacity(symbols)
        inSimplex.reserveCapacity(symbols)
        variableOfSymbol.reserveCapacity(symbols)
        scratch.reserveCapacity(symbols)
        scratchStamp.reserveCapacity(symbols)
        markerOwner.reserveCapacity(symbols)
        definitions.reserveCapacity(constraints)
        definitionConstants.reserveCapacity(constraints)
        definitionRank.reserveCapacity(constraints)
        definitionIsExpanded.reserveCapacity(constraints)
        constraintOfDefinition.reserveCapacity(constraints)
        placements.reserveCapacity(constraints)
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        while symbolOfVariable.count <= variable.index { symbolOfVariable.append(-1) }
        if symbolOfVariable[variable.index] < 0 {
            let symbol = makeSymbol(.external)
            symbolOfVariable[variable.index] = symbol
            variableOfSymbol[Int(symbol)] = Int32(variable.index)
        }
        return symbolOfVariable[variable.index]
    }

    /// The constraint's expression over symbols, repeated variables summed.
    private mutating func cells(of expression: LinearExpression) -> [Cell] {
        stamp &+= 1
        var result: [Cell] = []
        // Room for a dummy marker too (`install` may add one): one allocation per constraint.
        result.reserveCapacity(expression.terms.count + 1)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if scratchStamp[Int(symbol)] != stamp {
                scratchStamp[Int(symbol)] = stamp
                scratch[Int(symbol)] = 0
                result.append(Cell(symbol: symbol, coefficient: 0))
            }
            scratch[Int(symbol)] += term.coefficient
        }
        // The sums, and the cells that cancel out dropped, in place.
        var kept = 0
        for index in result.indices {
            let sum = scratch[Int(result[index].symbol)]
            guard abs(sum) >= Tableau.epsilon else { continue }
            result[kept] = Cell(symbol: result[index].symbol, coefficient: sum)
            kept += 1
        }
        // Usually nothing cancels: then nothing is removed (and no general `removeLast(_:)`).
        while result.count > kept { result.removeLast() }
        return result
    }

    // MARK: Installing

    /// Installs a constraint: as a definition when it can, else as a tableau row.
    mutating func install(_ record: ConstraintRecord, index: Int) -> Placement {
        while placements.count <= index { placements.append(.pending) }
        var expression = cells(of: record.expression)
        let required = record.isRequired
        var dummy: Int32 = -1
        if required, record.relation == .equal, certificateMode || record.isHost || record.isEdited {
            dummy = makeSymbol(.dummy)
            expression.append(Cell(symbol: dummy, coefficient: 1))
        }
        let placement: Placement
        if required, record.relation == .equal, !certificateMode,
           let definition = define(&expression, constant: record.expression.constant, dummy: dummy) {
            constraintOfDefinition.append(index)
            placement = .definition(definition, Markers(marker: dummy, markerCoefficient: 1))
        } else {
            let (expanded, constant) = expand(expression, constant: record.expression.constant)
            for cell in expanded where tableau.kinds[Int(cell.symbol)] == .external { inSimplex[Int(cell.symbol)] = true }
            let (outcome, markers) = tableau.insert(expanded, constant: constant, relation: record.relation,
                                                    level: required ? nil : record.levelKey, dummy: dummy)
            coverSymbols()
            switch outcome {
            case .installed: placement = .simplex(markers)
            case .redundant: placement = .redundant
            case .infeasible(let certificate): placement = .infeasible(certificate)
            }
            if markers.marker >= 0 {
                if markerOwner.count <= Int(markers.marker) {
                    markerOwner.append(contentsOf: repeatElement(-1, count: Int(markers.marker) + 1 - markerOwner.count))
                }
                markerOwner[Int(markers.marker)] = Int32(index)
            }
        }
        placements[index] = placement
        return placement
    }

    /// Tries to solve a required equality for a variable by substitution; returns the definition.
    /// A definition made takes `expression`'s storage for its cells (it is left empty); without
    /// one, `expression` is left as it was.
    private mutating func define(_ expression: inout [Cell], constant: Double, dummy: Int32) -> Int32? {
        // A variable no other constraint mentions yet can be defined from the row as written:
        // nothing reads it, so no cycle and no substitution elsewhere. The newest such variable
        // (made last, not first mentioned last) is the one a chain just introduced: in "the
        // next view's top = this view's bottom + 8" that is the next view's top, even when this
        // view's height is mentioned here for the first time. Defining the height instead
        // would put the tops into every row that reads a height, and the rows would grow down
        // the stack.
        var subject: Int32 = -1
        for cell in expression where isDefinable(cell.symbol) && useCount[Int(cell.symbol)] == 0 {
            subject = newer(subject, cell.symbol)
        }
        if subject >= 0 {
            // Read through definitions when that is as short: a column of "as wide as the cell
            // above" then reads the top cell directly, instead of a chain as long as the column
            // that every later expansion would walk.
            // The definition as written is kept too, for a conflict's certificate to name it alone.
            if case (var short, let shortConstant)? = expand(expression, constant: constant, budget: Self.shortcutBudget),
               short.count <= expression.count {
                let factor = -1 / short.first { $0.symbol == subject }!.coefficient
                keepAsWritten(&expression, constant: constant, subject: subject, factor: factor)
                return addDefinition(of: subject, from: &short, constant: shortConstant, expanded: false)
            }
            var cells: [Cell] = []
            swap(&cells, &expression)
            return addDefinition(of: subject, from: &cells, constant: constant, expanded: false)
        }
        // Otherwise expand it into free variables; a variable the tableau does not use can
        // still be defined (its definition reads only free variables, so still no cycle).
        let readsDefinitions = expression.contains { definitionOf[Int($0.symbol)] >= 0 }
        var (expanded, expandedConstant) = expand(expression, constant: constant)
        for cell in expanded where isDefinable(cell.symbol) { subject = newer(subject, cell.symbol) }
        guard subject >= 0 else { return nil }
        // `expanded` may share `expression`'s storage (an expression reading no definition):
        // emptied first, `expression` does not make the solving in place copy it.
        expression = []
        return addDefinition(of: subject, from: &expanded, constant: expandedConstant,
                             expanded: readsDefinitions)
    }

    /// Of two candidate subjects, the one standing for the newer variable (-1: none yet).
    private func newer(_ current: Int32, _ candidate: Int32) -> Int32 {
        current < 0 || variableOfSymbol[Int(candidate)] > variableOfSymbol[Int(current)] ? candidate : current
    }

    private func isDefinable(_ symbol: Int32) -> Bool {
        tableau.kinds[Int(symbol)] == .external && definitionOf[Int(symbol)] < 0 && !inSimplex[Int(symbol)]
    }

    /// The definition about to be made (`addDefinition`, with the same `factor`) as written,
    /// before it is read through other definitions: for a conflict's certificate to name it
    /// alone. Solved in `written`'s own storage, which it keeps (`written` is left empty).
    private mutating func keepAsWritten(_ written: inout [Cell], constant: Double, subject: Int32, factor: Double) {
        let index = definitions.count
        var cells: [Cell] = []
        swap(&cells, &written)
        Self.solve(&cells, for: subject, factor: factor)
        // What it reads as written counts as used too: none of it may be defined afresh later
        // from a row that reads this definition's subject (a cycle for the certificate's walk).
        for cell in cells { useCount[Int(cell.symbol)] += 1 }
        while definitionsAsWritten.count < index { definitionsAsWritten.append(nil) }
        definitionsAsWritten.append((cells, constant * factor))
    }

    /// `subject = constant·factor + Σ cells·factor` from `expression` (`= 0`), solved in
    /// `expression`'s own storage, which the definition keeps (`expression` is left empty).
    private mutating func addDefinition(of subject: Int32, from expression: inout [Cell], constant: Double,
                                        expanded: Bool) -> Int32 {
        let coefficient = expression.first { $0.symbol == subject }!.coefficient
        let factor = -1 / coefficient
        let index = Int32(definitions.count)
        var cells: [Cell] = []
        swap(&cells, &expression)
        Self.solve(&cells, for: subject, factor: factor)
        for cell in cells {
            useCount[Int(cell.symbol)] += 1
            if tableau.kinds[Int(cell.symbol)] == .dummy { definitionsByMarker[Int(cell.symbol), default: []].append(index) }
        }
        var rank: Int32 = 0
        for cell in cells where definitionOf[Int(cell.symbol)] >= 0 { rank = max(rank, definitionRank[Int(definitionOf[Int(cell.symbol)])]) }
        definitions.append(Definition(variable: subject, cells: cells))
        definitionRank.append(rank + 1)
        definitionIsExpanded.append(expanded)
        definitionConstants.append(constant * factor)
        definitionOf[Int(subject)] = index
        evaluationOrder = nil
        valueCache.invalidate()
        return index
    }

    /// `cells` without `subject`'s cell and each other coefficient times `factor`, in order, in
    /// place (no new array for every definition).
    private static func solve(_ cells: inout [Cell], for subject: Int32, factor: Double) {
        var kept = 0
        for index in cells.indices where cells[index].symbol != subject {
            cells[kept] = Cell(symbol: cells[index].symbol, coefficient: cells[index].coefficient * factor)
            kept += 1
        }
        // One cell goes (the subject's): `removeLast()`, not the general `removeLast(_:)`.
        while cells.count > kept { cells.removeLast() }
    }

    /// Rewrites an expression over symbols without definitions, substituting each defined
    /// symbol once, in dependency order.
    ///
    /// Definitions are taken from a heap by rank (`definitionRank`), so only those whose
    /// symbol still has a coefficient are read: a view's top defined as its row's top, equal to
    /// its bottom defined as the row's bottom, cancels the row's position at once instead of
    /// walking every row above it (nested rows of labels paid that walk per row: quadratic).
    mutating func expand(_ expression: [Cell], constant: Double) -> ([Cell], Double) {
        expand(expression, constant: constant, budget: .max)!
    }

    /// How many definitions a new definition may read through to be stored expanded.
    static let shortcutBudget = 4

    /// `expand`, giving up (nil) after reading `budget` definitions; nil too when the
    /// expression reads none.
    private mutating func expand(_ expression: [Cell], constant: Double, budget: Int) -> ([Cell], Double)? {
        guard expression.contains(where: { definitionOf[Int($0.symbol)] >= 0 }) else {
            return budget == .max ? (expression, constant) : nil
        }
        var read = 0
        stamp &+= 1
        // The symbols met and the heap are the core's, kept from one expansion to the next.
        var touched: [Int32] = []
        var pending = DefinitionHeap()
        swap(&touched, &expandTouched)
        swap(&pending, &expandPending)
        defer {
            // Popped, not `removeAll(keepingCapacity:)` (a general replaceSubrange): a few
            // symbols, and the heap is empty unless the budget ran out.
            while touched.popLast() != nil {}
            pending.removeAll()
            swap(&touched, &expandTouched)
            swap(&pending, &expandPending)
        }
        var total = constant
        func add(_ symbol: Int32, _ coefficient: Double) {
            if scratchStamp[Int(symbol)] != stamp {
                scratchStamp[Int(symbol)] = stamp
                scratch[Int(symbol)] = 0
                touched.append(symbol)
                let definition = definitionOf[Int(symbol)]
                if definition >= 0 { pending.push(rank: definitionRank[Int(definition)], definition: definition) }
            }
            scratch[Int(symbol)] += coefficient
        }
        for cell in expression { add(cell.symbol, cell.coefficient) }
        while let index = pending.pop().map(Int.init) {
            let symbol = definitions[index].variable
            let factor = scratch[Int(symbol)]
            scratch[Int(symbol)] = 0
            guard factor != 0 else { continue }
            read += 1
            if read > budget { return nil }
            total += factor * definitionConstants[index]
            for cell in definitions[index].cells { add(cell.symbol, factor * cell.coefficient) }
        }
        var result: [Cell] = []
        result.reserveCapacity(touched.count)
        for symbol in touched where definitionOf[Int(symbol)] < 0 && abs(scratch[Int(symbol)]) >= Tableau.epsilon {
            result.append(Cell(symbol: symbol, coefficient: scratch[Int(symbol)]))
        }
        return (result, total)
    }

    /// The defined symbols reachable from `roots`, each before every symbol its definition reads
    /// (as stored, or `asWritten`: through `definitionsAsWritten` where a definition has one).
    mutating func dependencyOrder(from roots: [Int32], asWritten: Bool = false) -> [Int32] {
        stamp &+= 1
        var postorder: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for root in roots where definitionOf[Int(root)] >= 0 && scratchStamp[Int(root)] != stamp {
            scratchStamp[Int(root)] = stamp
            stack.append((root, 0))
            while let top = stack.last {
                // Read in place: a local copy of the cells array costs a retain and a release
                // per step, most of this walk's time on long chains of definitions.
                let definition = Int(definitionOf[Int(top.symbol)])
                let written = asWritten && definition < definitionsAsWritten.count ? definitionsAsWritten[definition] : nil
                let count = written?.cells.count ?? definitions[definition].cells.count
                if top.next < count {
                    stack[stack.count - 1].next += 1
                    let child = written?.cells[top.next].symbol ?? definitions[definition].cells[top.next].symbol
                    if definitionOf[Int(child)] >= 0, scratchStamp[Int(child)] != stamp {
                        scratchStamp[Int(child)] = stamp
                        stack.append((child, 0))
                    }
                } else {
                    postorder.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return postorder.reversed()
    }

    // MARK: Edits

    /// Moves an installed constraint's constant by `delta` (Kiwi's `suggestValue`): every row
    /// and definition mentioning its marker shifts; the tableau then needs a dual simplex.
    /// Returns false when the constraint has no marker and the system must be rebuilt.
    mutating func shiftConstant(ofConstraint index: Int, by delta: Double) -> Bool {
        let markers: Markers
        switch placements[index] {
        case .definition(_, let found), .simplex(let found): markers = found
        default: return false
        }
        // An implied equality left out of the tableau (or kept solved for its own dummy)
        // combines this constraint: moving it away contradicts that one.
        guard markers.marker >= 0, !tableau.markersOfImpliedRows.contains(markers.marker) else { return false }
        let shift = delta / markers.markerCoefficient
        let marker = markers.marker
        let basicRow = tableau.rowOf[Int(marker)]
        if basicRow >= 0 {
            // A marked equality implied by others keeps its dummy basic; moving its constant
            // away from 0 contradicts them — only a rebuild can say which one breaks.
            if tableau.kinds[Int(marker)] == .dummy { return false }
            tableau.shiftConstant(ofRow: basicRow, by: -shift)
        } else {
            for row in tableau.columns[Int(marker)] {
                tableau.shiftConstant(ofRow: row, by: tableau.coefficient(of: marker, inRow: row) * shift)
            }
        }
        for definition in definitionsByMarker[Int(marker)] ?? [] {
            let coefficient = definitions[Int(definition)].cells.first { $0.symbol == marker }!.coefficient
            definitionConstants[Int(definition)] += coefficient * shift
            valueCache.definitionConstantChanged(definition)
        }
        return true
    }

    // MARK: Values

    /// The value of every variable (snapped, see `Solution.values`): tableau values for free
    /// symbols, then the definitions in dependency order — after an edit, only those it moved.
    mutating func values(variableCount: Int) -> [Double] {
        if valueCache.fits(symbolCount: tableau.symbolCount, definitionCount: definitions.count,
                           variableCount: variableCount) {
            valueCache.evaluate(tableau: tableau, constants: definitionConstants)
        } else {
            if evaluationOrder == nil { evaluationOrder = dependencyOrderOfAllDefinitions() }
            var cache = ValueCache()
            cache.rebuild(core: self, order: evaluationOrder!, variableCount: variableCount)
            valueCache = cache
        }
        return valueCache.variableValues
    }

    /// The objective rows of every level, highest first.
    var objectiveRows: [Int32] { tableau.levels.map(\.row) }
}

/// Definitions waiting to be expanded, highest rank first, then lowest index.
struct DefinitionHeap {
    private struct Entry: Comparable, Sendable {
        var rank: Int32
        var definition: Int32

        static func < (a: Entry, b: Entry) -> Bool {
            a.rank != b.rank ? a.rank > b.rank : a.definition < b.definition
        }
    }

    private var heap = MinHeap<Entry>()

    /// Empties the heap, keeping its storage.
    mutating func removeAll() { heap.removeAll() }

    mutating func push(rank: Int32, definition: Int32) { heap.push(Entry(rank: rank, definition: definition)) }

    mutating func pop() -> Int32? { heap.pop()?.definition }
}
