/// A linear constraint system with UIKit's priority semantics (R-AL-PRIO-2, R-AL-PRIO-4):
/// required constraints hold; optional ones are met as closely as possible level by level,
/// every distinct `Float` priority its own level, a higher level beating any number of lower
/// ones (R-AL-PRIO-2), and within a level the sum of absolute errors is minimised (R-AL-PRIO-4).
///
/// Constraints are installed when `solve()` runs, in the order they were added; later
/// `setConstant` calls re-solve incrementally with a dual simplex (edit variables: the root
/// size of a new device), and `add` after a solve extends the tableau in place.
/// `remove` and edits of an unmarked required equality reinstall the rest (one full solve).
public struct ConstraintSolver: Sendable {
    private var records: [ConstraintRecord?] = []
    private var variableCount = 0
    private var core = SolverCore()
    /// Constraints with an id below this are installed in `core`.
    private var installedCount = 0
    private var needsRebuild = false
    private var needsDualSimplex = false
    private var conflicts: [Conflict] = []
    private var tieBreakOrder: [Variable] = []
    /// Where each round of `tieBreakOrder` ends (see `setTieBreakOrder(rounds:)`).
    private var tieBreakRoundEnds: [Int] = []
    /// Variables given a tie-break constraint in `core`.
    private var tiedVariables: Set<Variable> = []
    /// The ambiguous variables of `tieBreakOrder` the pulls in `core` were chosen for (a later
    /// round pulls only those the earlier rounds left free, so fewer may be tied).
    private var settledFor: Set<Variable> = []
    /// `core` as it was before the tie-break pulls went in, while they are in. An edit, a new
    /// constraint or another order goes back to it and settles again, so that ambiguity is
    /// judged without pulls — as a solve from scratch judges it — and costs no rebuild.
    private var untied: SolverCore?
    /// For conflicts: a certificate-mode core holding the required, unbroken constraints with
    /// an id below `diagnosedCount`, kept between conflicts so that each costs the constraints
    /// added since the last one rather than all of them; nil after anything it holds changed.
    private var diagnosis: SolverCore?
    private var diagnosedCount = 0
    /// Whether `solve()` looks for variables the optimum leaves free (R-AL-AMBIG-1) and settles
    /// them by the tie-break order. Callers that only need values — a benchmark, or a solver
    /// used to decide ambiguity itself — can skip the search; the values are then one optimal
    /// vertex, as in Kiwi.
    public var detectsAmbiguity = true

    public init() {}

    /// A new variable (value 0 until constraints say otherwise).
    public mutating func makeVariable() -> Variable {
        variableCount += 1
        return Variable(index: variableCount - 1)
    }

    /// Adds `lhs relation rhs @priority`. `isHost` marks constraints the host sets (the root
    /// frame): they are never the one broken in a conflict, and their constants can be edited
    /// cheaply.
    @discardableResult
    public mutating func add(_ lhs: consuming LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                             priority: Float = Priority.required, isHost: Bool = false) -> ConstraintID {
        precondition(priority > 0 && priority <= Priority.required, "priorities run from 1 to 1000")
        // Taken over, not copied: a caller handing its last use of `lhs` saves an array.
        var expression = lhs
        expression.add(rhs, times: -1)
        records.append(ConstraintRecord(expression: expression, relation: relation, priority: priority, isHost: isHost))
        return ConstraintID(rawValue: records.count - 1)
    }

    /// Removes a constraint; the others are reinstalled at the next solve.
    public mutating func remove(_ id: ConstraintID) {
        guard records[id.rawValue] != nil else { return }
        records[id.rawValue] = nil
        if id.rawValue < installedCount { needsRebuild = true }
    }

    /// Changes the constant on the right-hand side: `lhs relation rhs` with `rhs.constant = value`
    /// as the constraint was added. This is how edit variables work: a host constraint or an
    /// optional `v == value` re-solves incrementally; other required equalities reinstall.
    public mutating func setConstant(of id: ConstraintID, to value: Double) {
        // Read in place (a resumed system sets every constant, most of them unchanged).
        guard let current = records[id.rawValue]?.expression.constant else { return }
        // The record holds lhs − rhs, so the right-hand constant enters negated.
        let delta = -value - current
        guard delta != 0 else { return }
        records[id.rawValue]?.expression.constant = -value
        diagnosis = nil
        guard id.rawValue < installedCount, !needsRebuild else { return }
        if untied != nil, conflicts.isEmpty {
            // Both tableaux move: the one without pulls judges ambiguity, the other keeps them.
            guard untied!.shiftConstant(ofConstraint: id.rawValue, by: delta) else {
                markEdited(id)
                return
            }
            if !core.shiftConstant(ofConstraint: id.rawValue, by: delta) { untie() }
            needsDualSimplex = true
        } else if !conflicts.isEmpty {
            // A layout with broken constraints is re-derived so that the same input always
            // breaks the same constraint, whatever edits led to it.
            needsRebuild = true
        } else if !core.shiftConstant(ofConstraint: id.rawValue, by: delta) {
            markEdited(id)
        } else {
            needsDualSimplex = true
        }
    }

    /// The constant on the right-hand side of constraint `id` of `other`, when it is this
    /// solver's constraint `id` in every other respect — the same terms in the same order, the
    /// same relation, priority and host flag — and both have the same variables; nil otherwise.
    /// A caller that rebuilt a system of the same shape moves this one's constants to the new
    /// ones (`setConstant`) instead of installing everything again.
    public func rightHandConstant(of id: ConstraintID, ifShapedAs other: ConstraintSolver) -> Double? {
        guard variableCount == other.variableCount, id.rawValue < records.count, id.rawValue < other.records.count,
              let mine = records[id.rawValue], let theirs = other.records[id.rawValue],
              mine.relation == theirs.relation, mine.priority == theirs.priority, mine.isHost == theirs.isHost,
              mine.tieBreakLevel == nil, theirs.tieBreakLevel == nil, mine.expression.terms == theirs.expression.terms
        else { return nil }
        return -theirs.expression.constant
    }

    /// How many constraints have been added (installed or not).
    public var constraintCount: Int { records.count }

    /// An edit that could not move in place: the system is installed again, this constraint
    /// with a marker (`ConstraintRecord.isEdited`) so that its next edit can.
    private mutating func markEdited(_ id: ConstraintID) {
        records[id.rawValue]?.isEdited = true
        needsRebuild = true
    }

    /// Variables to settle, in order, when the optimum leaves them free (R-AL-AMBIG-2): each is
    /// pulled towards 0 at its own level below every real priority, earlier ones first.
    public mutating func setTieBreakOrder(_ variables: [Variable]) {
        setTieBreakOrder(rounds: [variables])
    }

    /// `setTieBreakOrder` in rounds: the variables of a round are pulled only if the rounds
    /// before it, settled, leave them free. Values are the same as with one round (a pull on a
    /// variable the earlier pulls determine moves nothing); the pulls left out are the cost of
    /// settling positions after sizes — a position's row reads every size above it, so pulling
    /// each position of a long chain would cost the chain squared.
    public mutating func setTieBreakOrder(rounds: [[Variable]]) {
        let variables = rounds.flatMap { $0 }
        var ends: [Int] = []
        for round in rounds { ends.append((ends.last ?? 0) + round.count) }
        guard variables != tieBreakOrder || ends != tieBreakRoundEnds else { return }
        tieBreakOrder = variables
        tieBreakRoundEnds = ends
        untie()
    }

    /// Installs what is pending, optimises and reports.
    public mutating func solve() -> Solution {
        if needsDualSimplex {
            needsDualSimplex = false
            if untied != nil, !untied!.tableau.dualOptimize(untied!.objectiveRows) { needsRebuild = true }
            if !core.tableau.dualOptimize(core.objectiveRows) {
                if untied != nil, !needsRebuild { untie() } else { needsRebuild = true }
            }
        }
        if installedCount < records.count { untie() }
        if needsRebuild { rebuild(keepingBroken: false) }
        installPending()
        core.tableau.optimize(core.objectiveRows)
        var ambiguous: [Variable] = []
        if detectsAmbiguity {
            if untied != nil {
                untied!.tableau.optimize(untied!.objectiveRows)
                ambiguous = Self.ambiguousVariables(&untied!, variableCount: variableCount)
                // The same variables free, and those a later round left unpulled still fixed by
                // the pulls before them: the pulls in place are the ones settling would add.
                if settledFor != Set(tieBreakCandidates(ambiguous)) || !unpulledStayFixed() { untie() }
            } else {
                ambiguous = Self.ambiguousVariables(&core, variableCount: variableCount)
            }
            if !ambiguous.isEmpty, untied == nil { settle(ambiguous) }
        } else {
            untie()
        }
        return Solution(values: core.values(variableCount: variableCount),
                        conflicts: conflicts, ambiguous: ambiguous)
    }

    /// The current values evaluated from scratch, not incrementally: what `solve()` must
    /// return bit for bit (a check for tests).
    func valuesEvaluatedInFull() -> [Double] {
        var copy = core
        copy.valueCache.invalidate()
        return copy.values(variableCount: variableCount)
    }

    /// The longest row of the tableau (objective rows aside), the most rows one symbol is in
    /// (dummies aside: a host edit's dummy is in every row it moves) and the longest chain of
    /// definitions, and the rows substitutions rewrote (a check for tests that a document's rows stay short: substitution that
    /// fills rows in, or definitions that read each other down a column, make both grow with
    /// the document and every pivot or expansion with them).
    package func shape() -> (longestRow: Int, widestColumn: Int, deepestDefinition: Int, substitutions: Int) {
        let tableau = core.tableau
        let rows = tableau.cells.indices.filter { tableau.basic[$0] >= 0 }
        let longest = rows.map { tableau.cells[$0].count }.max() ?? 0
        let widest = tableau.columns.indices.filter { tableau.kinds[$0] != .dummy }.map { tableau.columns[$0].count }.max() ?? 0
        return (longest, widest, Int(core.definitionRank.max() ?? 0), core.tableau.substitutions)
    }

    /// How many conflicts the failed install's own certificate could not name, so that a
    /// certificate-mode core was built to find them (a check for tests: that path costs the
    /// system, the certificate only itself).
    private(set) var diagnosedInCertificateMode = 0

    /// How many tie-break pulls are in (a check for tests that later rounds pull only what the
    /// earlier ones leave free).
    var tieBreakPullCount: Int { tiedVariables.count }

    /// How many times the tableau was built again from the constraints (a check for tests that
    /// an edit stays incremental).
    private(set) var rebuildCount = 0

    /// The ambiguous variables searched afresh, without the kept answer (a check for tests).
    func ambiguousVariablesFoundAfresh() -> [Variable] {
        var base = untied ?? core
        base.ambiguityCache = nil
        return Self.ambiguousVariables(&base, variableCount: variableCount)
    }

    // MARK: Installing

    private mutating func rebuild(keepingBroken: Bool) {
        rebuildCount += 1
        core = SolverCore()
        untied = nil
        diagnosis = nil
        installedCount = 0
        tiedVariables = []
        settledFor = []
        needsRebuild = false
        needsDualSimplex = false
        if !keepingBroken {
            conflicts = []
            for index in records.indices { records[index]?.isBroken = false }
        }
    }

    /// Takes the tie-break pulls out: back to the core without them.
    private mutating func untie() {
        guard let base = untied else { return }
        core = base
        untied = nil
        tiedVariables = []
        settledFor = []
    }

    private mutating func installPending() {
        // A system installed from nothing: its tables sized once, not regrown on the way.
        if installedCount == 0 { core.reserve(variables: variableCount, constraints: records.count) }
        while installedCount < records.count {
            let index = installedCount
            installedCount += 1
            guard let record = records[index] else { continue }
            if case .infeasible(let certificate) = core.install(record, index: index) {
                resolveConflict(at: index, certificate: certificate)
            }
        }
    }

    /// R-AL-UNSAT-1: find the minimal conflicting set, break its last-added non-host member
    /// (it keeps pulling just above every optional level) and carry on.
    private mutating func resolveConflict(at index: Int, certificate: [Cell]) {
        let members = minimalConflict(adding: index, certificate: certificate)
        let broken = members.filter { !records[$0.rawValue]!.isHost }.max()
        conflicts.append(Conflict(constraints: members, broken: broken))
        guard let broken else { return }
        records[broken.rawValue]!.isBroken = true
        if broken.rawValue == index {
            _ = core.install(records[index]!, index: index)
        } else {
            // An earlier constraint breaks (the new one is the host's): reinstall from the start.
            rebuild(keepingBroken: true)
        }
    }

    /// An irreducible infeasible subset containing `index`. First the failed install's own
    /// certificate, read in `core` (`SolverCore.certifiedConflict`): a checked Farkas
    /// combination whose members' coefficient rows have rank one less than their number is the
    /// only combination they admit, so no proper subset is infeasible — the answer, at the
    /// certificate's cost. Otherwise the phase-one row of a certificate-mode tableau names the
    /// constraints it combines, then a deletion filter drops every member the rest stays
    /// infeasible without.
    private mutating func minimalConflict(adding index: Int, certificate: [Cell]) -> [ConstraintID] {
        if let members = core.certifiedConflict(certificate, adding: index, records: records),
           rank(of: Set(members)) == members.count - 1 {
            return members.map(ConstraintID.init(rawValue:))
        }
        diagnosedInCertificateMode += 1
        if diagnosis == nil || diagnosedCount > index {
            diagnosis = SolverCore(certificateMode: true)
            diagnosedCount = 0
        }
        // Everything required before `index` was satisfiable together (conflicting ones broke).
        while diagnosedCount < index {
            if let record = records[diagnosedCount], record.isRequired { _ = diagnosis!.install(record, index: diagnosedCount) }
            diagnosedCount += 1
        }
        var trial = diagnosis!
        guard case .infeasible(let certificate) = trial.install(records[index]!, index: index) else {
            return [ConstraintID(rawValue: index)]
        }
        var members = Set(certificate.compactMap { trial.owner(ofMarker: $0.symbol) })
        members.insert(index)
        // An infeasible set whose coefficient rows have rank one less than its size admits one
        // Farkas combination only, so no proper subset is infeasible: it is the answer, without
        // a feasibility check per member (long chains of views make sets of a hundred).
        if members.count > 2, rank(of: members) == members.count - 1, !isFeasible(members) {
            return members.sorted().map(ConstraintID.init(rawValue:))
        }
        // `index` is in every conflict: everything before it was satisfiable.
        for member in members.sorted(by: >) where member != index {
            var trial = members
            trial.remove(member)
            if !isFeasible(trial) { members = trial }
        }
        return members.sorted().map(ConstraintID.init(rawValue:))
    }

    /// The rank of the constraints' coefficient rows (their variables' coefficients, constants
    /// left out), by sparse elimination (`SparseRank`): a chain of views costs its length.
    private func rank(of constraints: Set<Int>) -> Int {
        var rank = SparseRank()
        for index in constraints.sorted() {
            rank.add(records[index]!.expression.terms.map { (column: $0.variable.index, value: $0.coefficient) })
        }
        return rank.rank
    }

    private func isFeasible(_ constraints: Set<Int>) -> Bool {
        var diagnosis = SolverCore(certificateMode: true)
        for index in constraints.sorted() {
            if case .infeasible = diagnosis.install(records[index]!, index: index) { return false }
        }
        return true
    }

    // MARK: Ambiguity

    /// The variables `core` leaves free at its optimum; `core` holds no tie-break pulls.
    private static func ambiguousVariables(_ core: inout SolverCore, variableCount: Int) -> [Variable] {
        // A mask, not a set: an edit that reuses the kept answer still maps it to variables.
        var free = [Bool](repeating: false, count: variableCount)
        for symbol in core.ambiguousSymbols() { free[Int(core.variableOfSymbol[Int(symbol)])] = true }
        for index in 0..<variableCount where index >= core.symbolOfVariable.count || core.symbolOfVariable[index] < 0 {
            free[index] = true
        }
        return free.indices.compactMap { free[$0] ? Variable(index: $0) : nil }
    }

    /// The ambiguous variables that get a pull: those of `tieBreakOrder` the tableau knows.
    private func tieBreakCandidates(_ ambiguous: [Variable]) -> [Variable] {
        guard !tieBreakOrder.isEmpty else { return [] }
        let free = Set(ambiguous)
        return tieBreakOrder.filter { variable in
            free.contains(variable) && variable.index < core.symbolOfVariable.count
                && core.symbolOfVariable[variable.index] >= 0
        }
    }

    /// Adds the tie-break pulls for the ambiguous variables in `tieBreakOrder` and re-optimises.
    private mutating func settle(_ ambiguous: [Variable]) {
        guard tiedVariables.count < tieBreakOrder.count else { return }
        settledFor = Set(tieBreakCandidates(ambiguous))
        var free = Set(ambiguous)
        var start = 0
        var pulled = tiedVariables.count
        for end in tieBreakRoundEnds {
            if tiedVariables.count > pulled {
                // What the rounds so far leave free: only that is pulled next.
                core.tableau.optimize(core.objectiveRows)
                free = Set(core.symbolsFreeAfterTieBreaks().map { Variable(index: Int(core.variableOfSymbol[Int($0)])) })
                for index in 0..<variableCount where index >= core.symbolOfVariable.count || core.symbolOfVariable[index] < 0 {
                    free.insert(Variable(index: index))
                }
                pulled = tiedVariables.count
            }
            for rank in start..<end {
                let variable = tieBreakOrder[rank]
                guard free.contains(variable), !tiedVariables.contains(variable) else { continue }
                guard variable.index < core.symbolOfVariable.count, core.symbolOfVariable[variable.index] >= 0 else { continue }
                pull(rank)
            }
            start = end
        }
        if tiedVariables.count > pulled { core.tableau.optimize(core.objectiveRows) }
    }

    /// Whether the candidates `settle` left unpulled (a later round's, fixed by the pulls
    /// before) are still fixed at the current optimum. An edit keeps the pulls but moves the
    /// optimum; if it frees one of them, a fresh solve would pull it, so the edit must settle
    /// afresh to match.
    private mutating func unpulledStayFixed() -> Bool {
        let unpulled = settledFor.subtracting(tiedVariables)
        guard !unpulled.isEmpty else { return true }
        let free = core.symbolsFreeAfterTieBreaks()
        return !free.contains { unpulled.contains(Variable(index: Int(core.variableOfSymbol[Int($0)]))) }
    }

    /// Pulls the variable of rank `rank` in `tieBreakOrder` towards 0 at its tie-break level.
    private mutating func pull(_ rank: Int) {
        let variable = tieBreakOrder[rank]
        if untied == nil { untied = core }
        tiedVariables.insert(variable)
        var record = ConstraintRecord(expression: LinearExpression(variable), relation: .equal, priority: 1, isHost: false)
        record.tieBreakLevel = -Double(rank + 1)
        _ = core.install(record, index: records.count + tiedVariables.count)
    }
}

/// The outcome of `ConstraintSolver.solve()`.
public struct Solution: Sendable {
    /// Per variable index. Snapped to multiples of 2⁻³⁰ so that round-off from different pivot
    /// orders cannot tip a later pixel rounding at an exact tie: same system, same bytes.
    public let values: [Double]
    /// Conflicts among required constraints, in the order they were found.
    public let conflicts: [Conflict]
    /// Variables not uniquely determined at the optimum (before any tie-break), sorted.
    public let ambiguous: [Variable]

    @inlinable
    public func value(of variable: Variable) -> Double {
        variable.index < values.count ? values[variable.index] : 0
    }

    static func snapped(_ value: Double) -> Double {
        let scaled = value * 1_073_741_824
        guard abs(scaled) < 1e18 else { return value }
        // Nearest by integer truncation (exact, and no libm without Foundation).
        let whole = Double(Int64(scaled))
        let fraction = scaled - whole
        let snapped = (fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole) / 1_073_741_824
        return snapped == 0 ? 0 : snapped
    }
}

/// Required constraints that cannot hold together (R-AL-UNSAT-1).
public struct Conflict: Hashable, Sendable {
    /// An irreducible infeasible subset: without any one of them the rest can hold.
    public let constraints: [ConstraintID]
    /// The member made optional (the last added that is not a host constraint); nil when every
    /// member is the host's.
    public let broken: ConstraintID?

    public init(constraints: [ConstraintID], broken: ConstraintID?) {
        self.constraints = constraints
        self.broken = broken
    }
}
