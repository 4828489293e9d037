@testable import Constraints
import Testing

/// Documents that grow must keep the solver's rows short and its definitions shallow: a row or
/// a chain that grows with the document makes every pivot or expansion grow with it, and the
/// render quadratic. These check the shape, not the time.
@Suite struct DocumentShapeTests {
    /// "As wide as the one above", down a column of 300: each definition reads the top one
    /// directly instead of the one above it (a chain as long as the column).
    /// The top width is the root's (a host constraint, which a device change edits) set before
    /// the column or after it.
    @Test(arguments: [false, true])
    func columnOfEqualWidthsReadsTheTop(rootFirst: Bool) {
        var solver = ConstraintSolver()
        let root = solver.makeVariable()
        let widths = (0..<300).map { _ in solver.makeVariable() }
        var host: ConstraintID?
        if rootFirst {
            host = solver.add(LinearExpression(root), .equal, 375, isHost: true)
            solver.add(LinearExpression(widths[0]), .equal, root - LinearExpression(constant: 16))
        }
        for row in 1..<widths.count { solver.add(LinearExpression(widths[row]), .equal, LinearExpression(widths[row - 1])) }
        if !rootFirst {
            solver.add(LinearExpression(widths[0]), .equal, root - LinearExpression(constant: 16))
            host = solver.add(LinearExpression(root), .equal, 375, isHost: true)
        }
        let solution = solver.solve()
        #expect(widths.allSatisfy { solution.value(of: $0) == 359 })
        #expect(solver.shape().deepestDefinition <= 3)
        // Another device: the host constraint's edit reaches every width read through it.
        solver.setConstant(of: host!, to: 400)
        let edited = solver.solve()
        #expect(widths.allSatisfy { edited.value(of: $0) == 384 })
    }

    /// A stack of 200 views, each top 8 below the bottom above, heights wanted at 20 by
    /// optional constraints. Each view's variables are made together (top, height), but a
    /// view's height is first mentioned by the next view's top constraint, after that view's
    /// top: the definition must be of the newer view's top (a two-term chain), not of the
    /// older view's height — then the optional rows would be over tops and fill in.
    @Test func stackDefinesEachTopNotTheHeightAbove() {
        var solver = ConstraintSolver()
        let views = (0..<200).map { _ in (top: solver.makeVariable(), height: solver.makeVariable()) }
        solver.add(LinearExpression(views[0].top), .equal, 0, isHost: true)
        for index in 1..<views.count {
            solver.add(LinearExpression(views[index].top), .equal, views[index - 1].top + views[index - 1].height + LinearExpression(constant: 8))
        }
        for view in views {
            solver.add(LinearExpression(view.height), .lessThanOrEqual, 20, priority: 250)
            solver.add(LinearExpression(view.height), .greaterThanOrEqual, 20, priority: 750)
        }
        let solution = solver.solve()
        #expect(solution.value(of: views[199].top) == 199 * 28)
        #expect(solution.value(of: views[199].height) == 20)
        let shape = solver.shape()
        #expect(shape.longestRow <= 4)
        #expect(shape.widestColumn <= 4)
    }
}

/// Tie-break pulls in rounds: the positions of a chain whose sizes the first round settles are
/// not pulled (each position's row reads every size above it), and the values are the ones a
/// single round gives.
@Suite struct TieBreakRoundTests {
    /// 40 views in a chain, 8 apart, the last one's bottom at 400, no heights: ambiguous.
    static func chain(_ solver: inout ConstraintSolver, end: Double = 400) -> [(top: Variable, height: Variable)] {
        let views = (0..<40).map { _ in (top: solver.makeVariable(), height: solver.makeVariable()) }
        solver.add(LinearExpression(views[0].top), .equal, 0, isHost: true)
        for index in 1..<views.count {
            solver.add(LinearExpression(views[index].top), .equal, views[index - 1].top + views[index - 1].height + LinearExpression(constant: 8))
        }
        solver.add(views[39].top + views[39].height, .equal, LinearExpression(constant: end), isHost: true)
        for view in views { solver.add(LinearExpression(view.height), .greaterThanOrEqual, 0) }
        return views
    }

    @Test func positionsSettledBySizesAreNotPulled() {
        var inRounds = ConstraintSolver(), inOne = ConstraintSolver()
        let views = Self.chain(&inRounds)
        _ = Self.chain(&inOne)
        let sizes = views.reversed().map(\.height), positions = views.map(\.top)
        inRounds.setTieBreakOrder(rounds: [sizes, positions])
        inOne.setTieBreakOrder(sizes + positions)
        let rounds = inRounds.solve(), one = inOne.solve()
        #expect(rounds.values == one.values)
        #expect(rounds.ambiguous.count == 79)
        // Sizes settle from the last view back: every height but the first is 0.
        #expect(rounds.value(of: views[0].height) == 400 - 39 * 8)
        #expect(rounds.value(of: views[39].top) == 400)
        #expect(inRounds.tieBreakPullCount == 40)
        #expect(inOne.tieBreakPullCount == 79)
    }
}

extension TieBreakRoundTests {
    /// An edit keeps the pulls of the rounds: the values are a fresh solve's, and the positions
    /// the sizes fix are still not pulled.
    @Test func editMatchesAFreshSolve() {
        var edited = ConstraintSolver()
        let views = Self.chain(&edited)
        let order = [views.reversed().map(\.height), views.map(\.top)]
        edited.setTieBreakOrder(rounds: order)
        _ = edited.solve()
        // The chain's end (constraint 40 of `chain`, a host one) moves from 400 to 480.
        edited.setConstant(of: ConstraintID(rawValue: 40), to: 480)
        var fresh = ConstraintSolver()
        _ = Self.chain(&fresh, end: 480)
        fresh.setTieBreakOrder(rounds: order)
        let after = edited.solve(), expected = fresh.solve()
        #expect(after.values == expected.values)
        #expect(after.value(of: views[0].height) == 480 - 39 * 8)
        #expect(after.value(of: views[39].top) == 480)
        #expect(edited.tieBreakPullCount == 40)
    }
}

/// A conflict in a long chain is named from the failed install's own certificate, read through
/// the definitions — also through those stored read through others (`definitionsAsWritten`).
@Suite struct ChainConflictTests {
    @Test func overflowingChainIsNamedByItsCertificate() {
        var solver = ConstraintSolver()
        let root = (top: solver.makeVariable(), height: solver.makeVariable())
        solver.add(LinearExpression(root.top), .equal, 0, isHost: true)
        solver.add(LinearExpression(root.height), .equal, 500, isHost: true)
        // 40 views of 20, 8 apart, the last one's bottom at the root's: 40 × 28 − 8 > 500.
        var previousBottom = LinearExpression(root.top)
        var views: [Variable] = []
        for index in 0..<40 {
            let (top, height) = (solver.makeVariable(), solver.makeVariable())
            solver.add(LinearExpression(top), .equal, previousBottom + LinearExpression(constant: index == 0 ? 0 : 8))
            solver.add(LinearExpression(height), .equal, 20)
            previousBottom = top + height
            views.append(top)
        }
        let last = solver.add(previousBottom, .equal, root.top + root.height)
        let solution = solver.solve()
        #expect(solution.conflicts.count == 1)
        #expect(solution.conflicts.first?.broken == last)
        // The root's height, every top and height of the chain, and the last one: 1 + 80 + 1
        // (the root's top cancels: the chain starts and ends on it).
        #expect(solution.conflicts.first?.constraints.count == 82)
        #expect(solver.diagnosedInCertificateMode == 0)
        #expect(solution.value(of: views[39]) == 39 * 28)
    }
}
