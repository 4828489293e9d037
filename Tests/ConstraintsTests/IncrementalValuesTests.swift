@testable import Constraints
import Testing

/// After an edit `solve()` re-evaluates only the values the edit moved; they must be bit for
/// bit what evaluating everything gives. The ambiguity search reuses its last answer when the
/// tableau's structure and degenerate rows are unchanged; it must be what a fresh search finds.
@Suite struct IncrementalValuesTests {
    static func expectFullEvaluation(_ solver: inout ConstraintSolver, _ note: String) {
        let solution = solver.solve()
        let full = solver.valuesEvaluatedInFull()
        #expect(solution.values.map(\.bitPattern) == full.map(\.bitPattern), "\(note)")
        #expect(solution.ambiguous == solver.ambiguousVariablesFoundAfresh(), "\(note)")
    }

    /// A stack of views whose heights want 50 but must fit the root, edited in both axes.
    @Test func prioritisedStackEdits() {
        var solver = ConstraintSolver()
        let root = (0..<4).map { _ in solver.makeVariable() }
        solver.add(LinearExpression(root[0]), .equal, 0, isHost: true)
        solver.add(LinearExpression(root[1]), .equal, 0, isHost: true)
        let width = solver.add(LinearExpression(root[2]), .equal, 375, isHost: true)
        let height = solver.add(LinearExpression(root[3]), .equal, 8 + 48 * 6, isHost: true)
        var previousBottom = LinearExpression(root[1])
        var preferences: [ConstraintID] = []
        for _ in 0..<6 {
            let (x, y, w, h) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
            solver.add(LinearExpression(x), .equal, root[0] + LinearExpression(constant: 16))
            solver.add(x + w, .equal, root[0] + root[2] - LinearExpression(constant: 16))
            solver.add(LinearExpression(y), .equal, previousBottom + LinearExpression(constant: 8))
            solver.add(LinearExpression(h), .greaterThanOrEqual, 30)
            preferences.append(solver.add(LinearExpression(h), .equal, 50, priority: 250))
            previousBottom = y + h
        }
        solver.add(previousBottom, .equal, root[1] + root[3] - LinearExpression(constant: 8))
        Self.expectFullEvaluation(&solver, "first solve")
        let kept = solver.solve()
        for step in 1...30 {
            switch step % 3 {
            case 0: solver.setConstant(of: width, to: 300 + Double(step))
            case 1: solver.setConstant(of: height, to: 200 + Double(step * 7 % 150))
            default: solver.setConstant(of: preferences[step % 6], to: Double(20 + step * 3))
            }
            Self.expectFullEvaluation(&solver, "step \(step)")
        }
        // A solution kept across edits keeps its values.
        #expect(kept.values[2] == 375)
    }

    /// Random systems around an edited host variable, against a full evaluation after each edit.
    @Test(arguments: 0..<100)
    func randomSystemsUnderEdits(seed: Int) {
        var random = PropertyTests.Generator(state: UInt64(seed) &+ 12_345)
        var solver = ConstraintSolver()
        let host = solver.makeVariable()
        let edit = solver.add(LinearExpression(host), .equal, 100, isHost: true)
        let variables = [host] + (0..<random.next(2...5)).map { _ in solver.makeVariable() }
        var optional: [ConstraintID] = []
        for _ in 0..<random.next(2...7) {
            var terms: [Term] = []
            for _ in 0..<random.next(1...3) {
                terms.append(Term(variables[random.next(0...(variables.count - 1))], Double(random.next(-2...2))))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(0...2)]
            let priority: Float = [1000, 1000, 750, 250][random.next(0...3)]
            let id = solver.add(LinearExpression(terms, constant: Double(random.next(-50...50))), relation, 0, priority: priority)
            if priority < 1000 { optional.append(id) }
        }
        Self.expectFullEvaluation(&solver, "seed \(seed)")
        for step in 0..<12 {
            if step % 2 == 0 || optional.isEmpty {
                solver.setConstant(of: edit, to: Double(random.next(0...300)))
            } else {
                solver.setConstant(of: optional[random.next(0...(optional.count - 1))], to: Double(random.next(-80...80)))
            }
            Self.expectFullEvaluation(&solver, "seed \(seed) step \(step)")
        }
    }
}

/// Edits of an ambiguous system re-solve incrementally from the tableau without the tie-break
/// pulls and settle again; the frames are the ones a solver built afresh finds.
extension IncrementalValuesTests {
    @Test func anAmbiguousRowEditedStaysIncremental() {
        var solver = ConstraintSolver()
        let (root, aw, bw) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let width = solver.add(LinearExpression(root), .equal, 300, isHost: true)
        solver.add(aw + bw, .equal, LinearExpression(root))
        solver.add(LinearExpression(aw), .greaterThanOrEqual, 100)
        solver.add(LinearExpression(bw), .greaterThanOrEqual, 100)
        solver.setTieBreakOrder([bw, aw])
        #expect(solver.solve().values == [300, 200, 100])
        let built = solver.rebuildCount
        // Still ambiguous: the last settles first, at its minimum.
        solver.setConstant(of: width, to: 400)
        solver.setTieBreakOrder([bw, aw])
        var solution = solver.solve()
        #expect(solution.values == [400, 300, 100])
        #expect(solution.ambiguous == [aw, bw])
        // Solving again changes nothing: ambiguity is still judged without the pulls.
        solution = solver.solve()
        #expect(solution.values == [400, 300, 100])
        #expect(solution.ambiguous == [aw, bw])
        // No longer ambiguous.
        solver.setConstant(of: width, to: 200)
        solution = solver.solve()
        #expect(solution.values == [200, 100, 100])
        #expect(solution.ambiguous == [])
        solver.setConstant(of: width, to: 250)
        #expect(solver.solve().values == [250, 150, 100])
        #expect(solver.rebuildCount == built)
        // Another order settles again, from the tableau as it was before the pulls.
        solver.setTieBreakOrder([aw, bw])
        #expect(solver.solve().values == [250, 100, 150])
        #expect(solver.rebuildCount == built)
    }

    /// Random degenerate systems around an edited host variable, each edit against a solver
    /// built afresh with the same constant: same values, bit for bit, same ambiguity and same
    /// conflicts (an edit can contradict a required equality the others implied before it).
    @Test(arguments: 0..<300)
    func ambiguousSystemsUnderEditsMatchAFreshSolve(seed: Int) {
        let (n, constraints) = PropertyTests.degenerateSystem(seed: UInt64(seed))
        func make(_ value: Double) -> (ConstraintSolver, ConstraintID) {
            var solver = ConstraintSolver()
            let host = solver.makeVariable()
            let edit = solver.add(LinearExpression(host), .equal, LinearExpression(constant: value), isHost: true)
            let variables = (0..<n).map { _ in solver.makeVariable() }
            for (number, constraint) in constraints.enumerated() {
                var terms = zip(variables, constraint.coefficients).map { Term($0, $1) }
                // Every other constraint leans on the host, so the edit moves the optimum.
                if number % 2 == 0 { terms.append(Term(host, -1)) }
                let relation: Relation = constraint.relation == "==" ? .equal
                    : constraint.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                solver.add(LinearExpression(terms, constant: constraint.constant), relation, 0, priority: constraint.priority)
            }
            solver.setTieBreakOrder(variables.reversed())
            return (solver, edit)
        }
        var (solver, edit) = make(0)
        _ = solver.solve()
        var random = PropertyTests.Generator(state: UInt64(seed) &+ 555)
        for step in 0..<8 {
            let value = Double(random.next(-3...3))
            solver.setConstant(of: edit, to: value)
            let first = solver.solve()
            let solution = solver.solve()
            #expect(first.values == solution.values && first.ambiguous == solution.ambiguous, "seed \(seed) step \(step)")
            var (fresh, _) = make(value)
            let expected = fresh.solve()
            #expect(solution.values.map(\.bitPattern) == expected.values.map(\.bitPattern), "seed \(seed) step \(step)")
            #expect(solution.ambiguous == expected.ambiguous, "seed \(seed) step \(step)")
            #expect(solution.conflicts == expected.conflicts, "seed \(seed) step \(step)")
        }
    }
}

/// What the property test above found, reduced to literal systems.
extension IncrementalValuesTests {
    /// Seed 6's fifth edit, reduced to the constraints and the one edit that still showed the
    /// miss: at this degenerate vertex v[2] moves with four zero-cost slacks whose golden-ratio
    /// weights cancelled (symbols 8 + 14 = 10 + 12), so the search read it as fixed — after the
    /// edit, and already at the first solve, whose basis is the edited one's (a fresh solve at −2
    /// stops at another basis, where no weights cancel: hence "only after an edit").
    @Test func everyFreeVariableOfADegenerateVertexIsFoundBeforeAndAfterAnEdit() {
        var solver = ConstraintSolver()
        let host = solver.makeVariable()
        let edit = solver.add(LinearExpression(host), .equal, -3, isHost: true)
        let v = (0..<4).map { _ in solver.makeVariable() }
        // As the generator writes them: every variable's term, zeros too (they number the symbols).
        func row(_ coefficients: [Double], minusHost: Bool = false, _ constant: Double) -> LinearExpression {
            var terms = zip(v, coefficients).map { Term($0, $1) }
            if minusHost { terms.append(Term(host, -1)) }
            return LinearExpression(terms, constant: constant)
        }
        solver.add(row([1, -1, -1, 0], minusHost: true, -1), .greaterThanOrEqual, 0, priority: 250)
        solver.add(row([0, 0, 0, -1], -2), .greaterThanOrEqual, 0, priority: 750)
        solver.add(row([-1, 0, 1, 1], 0), .greaterThanOrEqual, 0, priority: 250)
        solver.add(row([1, -1, -1, -1], -1), .greaterThanOrEqual, 0, priority: 250)
        solver.add(row([0, -1, -1, 1], 0), .greaterThanOrEqual, 0, priority: 750)
        #expect(solver.solve().ambiguous == v)
        let built = solver.rebuildCount
        solver.setConstant(of: edit, to: -2)
        #expect(solver.solve().ambiguous == v)
        #expect(solver.rebuildCount == built)
    }

    /// The direction weights have no small integer relation: no w(a) + w(b) − w(c) − w(d) and no
    /// w(a) + w(b) − 2·w(c) comes near 0 in both components (with golden-ratio weights both did
    /// whenever a + b = c + d, or a + b = 2c).
    @Test func directionWeightsHaveNoSmallIntegerRelation() {
        let weights = (0..<Int32(32)).map(SolverCore.weight)
        var pairs: [(Int, Int)] = []
        for a in weights.indices { for b in (a + 1)..<weights.count { pairs.append((a, b)) } }
        var nearest = Double.infinity
        func note(_ sum: DirectionWeight) { nearest = min(nearest, max(abs(sum.x), abs(sum.y))) }
        for (first, (a, b)) in pairs.enumerated() {
            for (c, d) in pairs[(first + 1)...] where c != a && c != b && d != a && d != b {
                note(weights[a] + weights[b] - weights[c] - weights[d])
            }
            for c in weights.indices where c != a && c != b { note(weights[a] + weights[b] - 2 * weights[c]) }
        }
        #expect(nearest > 1e-5)
    }

    /// Seeds 230 and 256 of the property test: with the host at 0 a required `a + b == 0` is
    /// implied by `a + b == host` and left out; an edit of the host contradicts it, which a fresh
    /// solve reports (and breaks the later one), so the edit must too.
    @Test func anEditThatContradictsAnImpliedEqualityIsAConflict() {
        var solver = ConstraintSolver()
        let (host, a, b) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let edit = solver.add(LinearExpression(host), .equal, 0, isHost: true)
        let sum = solver.add(a + b - host, .equal, 0)
        let implied = solver.add(-1 * a - b, .equal, 0)
        #expect(solver.solve().conflicts == [])
        solver.setConstant(of: edit, to: 2)
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: [edit, sum, implied], broken: implied)])
        #expect(solution.values == [2, 0, 2])
        solver.setConstant(of: edit, to: 0)
        #expect(solver.solve().conflicts == [])
    }

    /// A host equality implied by the others keeps a row solved for its own dummy; an edit of
    /// another host constraint in that row contradicts it, in either direction.
    @Test(arguments: [5.0, -5.0])
    func anEditThatContradictsAnImpliedHostEqualityIsAConflict(value: Double) {
        var solver = ConstraintSolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let edit = solver.add(LinearExpression(x), .equal, 0, isHost: true)
        let follows = solver.add(LinearExpression(y), .equal, LinearExpression(x))
        let pinned = solver.add(LinearExpression(y), .equal, 0, isHost: true)
        #expect(solver.solve().conflicts == [])
        solver.setConstant(of: edit, to: value)
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: [edit, follows, pinned], broken: follows)])
        #expect(solution.values == [value, 0])
    }
}

/// A required equality solved by substitution has no marker: its first edit reinstalls the
/// system, with a marker for it, so that the edits after it move in place.
@Suite struct EditedEqualityTests {
    @Test func aRequiredEqualityEditedTwiceMovesInPlaceTheSecondTime() {
        var solver = ConstraintSolver()
        let top = solver.makeVariable(), height = solver.makeVariable(), next = solver.makeVariable()
        solver.add(LinearExpression(top), .equal, 20)
        let box = solver.add(LinearExpression(height), .equal, 300)
        solver.add(LinearExpression(next), .equal, LinearExpression([Term(top, 1), Term(height, 1)], constant: 8))
        #expect(solver.solve().values == [20, 300, 328])
        let built = solver.rebuildCount
        solver.setConstant(of: box, to: 420)
        #expect(solver.solve().values == [20, 420, 448])
        #expect(solver.rebuildCount == built + 1)
        solver.setConstant(of: box, to: 421)
        #expect(solver.solve().values == [20, 421, 449])
        solver.setConstant(of: box, to: 100)
        #expect(solver.solve().values == [20, 100, 128])
        #expect(solver.rebuildCount == built + 1)
    }
}
