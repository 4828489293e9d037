import Constraints
import Testing

@Suite struct SolverTests {
    @Test func requiredEqualitiesChain() {
        var solver = ConstraintSolver()
        let (x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        solver.add(LinearExpression(x), .equal, 10)
        solver.add(LinearExpression(y), .equal, x + 5)
        solver.add(z + y, .equal, 100)
        let solution = solver.solve()
        #expect(solution.values == [10, 15, 85])
        #expect(solution.conflicts.isEmpty && solution.ambiguous.isEmpty)
    }

    @Test func higherLevelBeatsAnyNumberOfLowerOnes() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .equal, 100, priority: 250)
        for _ in 0..<5 { solver.add(LinearExpression(w), .equal, 200, priority: 249) }
        #expect(solver.solve().values == [100])
    }

    @Test func sameLevelTakesTheWeightedMedian() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .equal, 100, priority: 500)
        solver.add(LinearExpression(w), .equal, 200, priority: 500)
        solver.add(LinearExpression(w), .equal, 200, priority: 500)
        #expect(solver.solve().values == [200])
    }

    @Test func requiredInequalityBeatsOptionalEquality() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .greaterThanOrEqual, 120)
        solver.add(LinearExpression(w), .equal, 80, priority: 750)
        #expect(solver.solve().values == [120])
    }

    @Test func distinctFloatPrioritiesAreDistinctLevels() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .equal, 10, priority: 999.5)
        solver.add(LinearExpression(w), .equal, 20, priority: Float(bitPattern: 0x4479_FFF0))  // 999.999
        #expect(solver.solve().values == [20])
    }

    @Test func equalPullsAtOneLevelAreAmbiguous() {
        var solver = ConstraintSolver()
        let (x, w) = (solver.makeVariable(), solver.makeVariable())
        solver.add(LinearExpression(x), .equal, 0)
        solver.add(LinearExpression(w), .equal, 100, priority: 500)
        solver.add(LinearExpression(w), .equal, 200, priority: 500)
        let solution = solver.solve()
        #expect(solution.ambiguous == [w])
        #expect([100.0, 200].contains(solution.value(of: w)))
    }

    @Test func sharedSpaceIsAmbiguousForBothSizesAndTheSecondPosition() {
        var solver = ConstraintSolver()
        let (ax, aw, bx, bw) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        solver.add(LinearExpression(ax), .equal, 0)
        solver.add(LinearExpression(bx), .equal, ax + aw + 10)
        solver.add(bx + bw, .equal, 375)
        #expect(solver.solve().ambiguous == [aw, bx, bw])
    }

    /// At a degenerate optimum a slack can only grow together with another: the face is the
    /// segment x + y = 10 between the axes, whichever end the simplex stops at.
    @Test func aDirectionOnlyACombinationCanTakeIsAmbiguous() {
        var solver = ConstraintSolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        solver.add(LinearExpression(x), .greaterThanOrEqual, 0)
        solver.add(LinearExpression(y), .greaterThanOrEqual, 0)
        solver.add(x + y, .lessThanOrEqual, 10)
        solver.add(x + y, .greaterThanOrEqual, 10, priority: 500)
        #expect(solver.solve().ambiguous == [x, y])
        // A weaker pull on x picks one end of the segment: nothing moves any more.
        solver.add(LinearExpression(x), .lessThanOrEqual, 0, priority: 250)
        let solution = solver.solve()
        #expect(solution.ambiguous == [])
        #expect(solution.values == [0, 10])
    }

    /// Hugging and compression resistance at one intrinsic size (every label of a stack): the
    /// vertex is degenerate, the slacks cost nothing, yet no combination of them moves a size.
    @Test func huggingAndCompressionAtOneSizeAreNotAmbiguous() {
        var solver = ConstraintSolver()
        var heights: [Variable] = []
        var bottom = LinearExpression(constant: 0)
        for _ in 0..<3 {
            let (top, height) = (solver.makeVariable(), solver.makeVariable())
            solver.add(LinearExpression(top), .equal, bottom + 8)
            solver.add(LinearExpression(height), .lessThanOrEqual, 20, priority: 250)
            solver.add(LinearExpression(height), .greaterThanOrEqual, 20, priority: 750)
            bottom = top + height
            heights.append(height)
        }
        let solution = solver.solve()
        #expect(solution.ambiguous == [])
        #expect(solution.values == [8, 20, 36, 20, 64, 20])
    }

    @Test func tieBreakSettlesTheEarlierVariablesFirst() {
        var solver = ConstraintSolver()
        let (aw, bw) = (solver.makeVariable(), solver.makeVariable())
        solver.add(aw + bw, .equal, 300)
        solver.add(LinearExpression(aw), .greaterThanOrEqual, 100)
        solver.add(LinearExpression(bw), .greaterThanOrEqual, 100)
        solver.setTieBreakOrder([bw, aw])
        let solution = solver.solve()
        #expect(solution.ambiguous == [aw, bw])
        #expect(solution.values == [200, 100])
    }

    @Test func unconstrainedVariablesAreAmbiguousAndZero() {
        var solver = ConstraintSolver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        solver.add(LinearExpression(x), .equal, 4)
        let solution = solver.solve()
        #expect(solution.ambiguous == [y])
        #expect(solution.values == [4, 0])
    }

    @Test func editsResolveIncrementally() {
        var solver = ConstraintSolver()
        let (root, x, w) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let width = solver.add(LinearExpression(root), .equal, 375, isHost: true)
        solver.add(LinearExpression(x), .equal, 20)
        solver.add(x + w, .lessThanOrEqual, root - 20)
        solver.add(LinearExpression(w), .equal, 400, priority: 250)
        #expect(solver.solve().values == [375, 20, 335])
        solver.setConstant(of: width, to: 1024)
        #expect(solver.solve().values == [1024, 20, 400])
        solver.setConstant(of: width, to: 320)
        #expect(solver.solve().values == [320, 20, 280])
    }

    /// A row of 120 fixed-width views between two edges of a 375-point root: each view from the
    /// eighth on overflows, so each is a conflict naming the whole chain so far (the host's width,
    /// both ends, every width and gap) and breaking its own width.
    @Test func overflowingChainsNameTheWholeChainEveryTime() {
        var solver = ConstraintSolver()
        let root = solver.makeVariable()
        let host = solver.add(LinearExpression(root), .equal, 375, isHost: true)
        var ids: [ConstraintID] = [host]
        var previousTrailing = LinearExpression(constant: 0)
        var conflicts: [Conflict] = []
        for index in 0..<120 {
            let (x, width) = (solver.makeVariable(), solver.makeVariable())
            let gap = solver.add(LinearExpression(x), .equal, previousTrailing + 4)
            let size = solver.add(LinearExpression(width), .equal, 48)
            // The last view's trailing edge is pinned by a constraint re-added each time: the
            // chain ends at the root's trailing edge.
            previousTrailing = x + width
            ids += [gap, size]
            if index == 119 {
                let end = solver.add(previousTrailing, .lessThanOrEqual, LinearExpression(root))
                ids.append(end)
            }
        }
        conflicts = solver.solve().conflicts
        // 48 + 4 per view: the 8th view ends at 8 × 52 = 416 > 375 only once the end is pinned,
        // so there is one conflict: the end constraint against everything before it, broken.
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.constraints == ids)
        #expect(conflicts.first?.broken == ids.last)
    }

    /// An overflowing column in the solver's terms: 2,000 views of height 20, 8 apart,
    /// the last one's bottom pinned to a 480-point root. The conflict is read from the failed
    /// install's own certificate (a chain of definitions); it names the whole chain, in order,
    /// and breaks the pin.
    @Test func anOverflowingChainOfTwoThousandNamesEveryLink() {
        var solver = ConstraintSolver()
        let root = solver.makeVariable()
        var ids = [solver.add(LinearExpression(root), .equal, 480, isHost: true)]
        var previousBottom = LinearExpression(constant: 0)
        for _ in 0..<2_000 {
            let (y, height) = (solver.makeVariable(), solver.makeVariable())
            ids.append(solver.add(LinearExpression(y), .equal, previousBottom + 8))
            ids.append(solver.add(LinearExpression(height), .greaterThanOrEqual, 20))
            previousBottom = y + height
        }
        ids.append(solver.add(previousBottom, .equal, LinearExpression(root)))
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: ids, broken: ids.last)])
        #expect(solution.value(of: Variable(index: 2)) == 20)
    }

    /// Every view that ends below the root is its own conflict (its bottom against the chain
    /// above it and the root's height): 500 views, 28 points each, in 480 points — views 18
    /// on, 483 conflicts, the n-th naming 2n + 2 constraints and breaking its own bound.
    @Test func everyOverflowingViewIsItsOwnConflict() {
        var solver = ConstraintSolver()
        let root = solver.makeVariable()
        let host = solver.add(LinearExpression(root), .equal, 480, isHost: true)
        var chain: [ConstraintID] = []
        var bounds: [ConstraintID] = []
        var previousBottom = LinearExpression(constant: 0)
        for _ in 0..<500 {
            let (y, height) = (solver.makeVariable(), solver.makeVariable())
            chain.append(solver.add(LinearExpression(y), .equal, previousBottom + 8))
            chain.append(solver.add(LinearExpression(height), .equal, 20))
            previousBottom = y + height
            bounds.append(solver.add(previousBottom, .lessThanOrEqual, LinearExpression(root)))
        }
        let conflicts = solver.solve().conflicts
        #expect(conflicts.count == 483)
        #expect(conflicts.first == Conflict(constraints: [host] + chain.prefix(2 * 18) + [bounds[17]], broken: bounds[17]))
        #expect(conflicts.last == Conflict(constraints: [host] + chain + [bounds[499]], broken: bounds[499]))
    }

    @Test func anEditIntoAConflictBreaksTheUsersConstraintNotTheHosts() {
        var solver = ConstraintSolver()
        let (root, x, w) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let width = solver.add(LinearExpression(root), .equal, 375, isHost: true)
        let leading = solver.add(LinearExpression(x), .equal, 20)
        let trailing = solver.add(x + w, .equal, root - 20)
        let cap = solver.add(LinearExpression(w), .lessThanOrEqual, 500)
        #expect(solver.solve().conflicts.isEmpty)
        solver.setConstant(of: width, to: 1024)
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: [width, leading, trailing, cap], broken: cap)])
        #expect(solution.values == [1024, 20, 984])
    }

    @Test func optionalEditVariable() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        solver.add(LinearExpression(x), .lessThanOrEqual, 50)
        let edit = solver.add(LinearExpression(x), .equal, 10, priority: 500)
        #expect(solver.solve().values == [10])
        solver.setConstant(of: edit, to: 80)
        #expect(solver.solve().values == [50])
        solver.setConstant(of: edit, to: 30)
        #expect(solver.solve().values == [30])
    }

    @Test func removalReleasesTheConstraint() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .equal, 100, priority: 250)
        let strong = solver.add(LinearExpression(w), .equal, 300)
        #expect(solver.solve().values == [300])
        solver.remove(strong)
        #expect(solver.solve().values == [100])
    }

    @Test func conflictNamesTheMinimalSetAndBreaksTheLastNonHostMember() {
        var solver = ConstraintSolver()
        let (root, x, w, h) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let host = solver.add(LinearExpression(root), .equal, 375, isHost: true)
        let leading = solver.add(LinearExpression(x), .equal, 10)
        let trailing = solver.add(x + w, .equal, root - 10)
        solver.add(LinearExpression(h), .equal, 10)
        let width = solver.add(LinearExpression(w), .equal, 400)
        solver.add(LinearExpression(h), .greaterThanOrEqual, 0)
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: [host, leading, trailing, width], broken: width)])
        #expect(solution.values == [375, 10, 355, 10])
    }

    @Test func conflictBetweenInequalities() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        let atMost = solver.add(LinearExpression(w), .lessThanOrEqual, 100)
        solver.add(LinearExpression(w), .greaterThanOrEqual, 0)
        let atLeast = solver.add(LinearExpression(w), .greaterThanOrEqual, 150)
        let solution = solver.solve()
        #expect(solution.conflicts == [Conflict(constraints: [atMost, atLeast], broken: atLeast)])
        #expect(solution.values == [100])
    }

    @Test func brokenConstraintStillBeatsOptionalOnes() {
        var solver = ConstraintSolver()
        let w = solver.makeVariable()
        solver.add(LinearExpression(w), .equal, 100)
        solver.add(LinearExpression(w), .equal, 200)
        solver.add(LinearExpression(w), .equal, 300, priority: 999)
        let solution = solver.solve()
        #expect(solution.values == [100])
        #expect(solution.conflicts.count == 1)
    }

    @Test func insertionOrderDoesNotChangeAUniqueSolution() {
        func solve(reversed: Bool) -> [Double] {
            var solver = ConstraintSolver()
            let v = (0..<4).map { _ in solver.makeVariable() }
            var constraints: [(LinearExpression, Relation, LinearExpression, Float)] = [
                (LinearExpression(v[0]), .equal, 0.1, 1000),
                (LinearExpression(v[1]), .equal, v[0] + LinearExpression(constant: 1.0 / 3), 1000),
                (v[2] + v[1], .equal, 10.7, 1000),
                (LinearExpression(v[3]), .greaterThanOrEqual, 0.35 * v[2], 1000),
                (LinearExpression(v[3]), .equal, 1, 500),
            ]
            if reversed { constraints.reverse() }
            for (lhs, relation, rhs, priority) in constraints { solver.add(lhs, relation, rhs, priority: priority) }
            return solver.solve().values
        }
        #expect(solve(reversed: false) == solve(reversed: true))
    }
}
