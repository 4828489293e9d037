import Constraints
import Testing

/// A stack of labels: every label's content-size constraints put two errors into the
/// 250 objective and two into the 750 one, and each trailing pin that breaks a label's hugging
/// pivots one of them. The objective rows hold every label's errors, and each pivot scanned
/// them whole (a 4,000-label stack: 32 million cells visited, 90 % of the solve); they now keep
/// where each symbol's cell is. The frames are the same.
@Suite struct LongObjectiveTests {
    /// `count` labels of intrinsic size 50 × 20, leading 16 and trailing 16 past the root's edge,
    /// each top 8 below the previous bottom (SwiftLayout's `equalToSuper(constant: 16)` on both).
    static func stack(_ count: Int) -> (ConstraintSolver, [(x: Variable, y: Variable, width: Variable, height: Variable)]) {
        var solver = ConstraintSolver()
        let root = (x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        solver.add(LinearExpression(root.x), .equal, 0, isHost: true)
        solver.add(LinearExpression(root.y), .equal, 0, isHost: true)
        solver.add(LinearExpression(root.width), .equal, 393, isHost: true)
        solver.add(LinearExpression(root.height), .equal, 852, isHost: true)
        let labels = (0..<count).map { _ in
            (x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        }
        for label in labels {
            for (size, intrinsic) in [(label.width, 50.0), (label.height, 20.0)] {
                solver.add(LinearExpression(size), .lessThanOrEqual, LinearExpression(constant: intrinsic), priority: 250)
                solver.add(LinearExpression(size), .greaterThanOrEqual, LinearExpression(constant: intrinsic), priority: 750)
            }
        }
        var previousBottom = root.y + LinearExpression(constant: 0)
        for label in labels {
            solver.add(LinearExpression(label.y), .equal, previousBottom + LinearExpression(constant: 8))
            solver.add(LinearExpression(label.x), .equal, root.x + LinearExpression(constant: 16))
            solver.add(label.x + label.width, .equal, root.x + root.width + LinearExpression(constant: 16))
            previousBottom = label.y + label.height
        }
        return (solver, labels)
    }

    @Test(arguments: [40, 2_000])
    func aStackOfLabels(count: Int) {
        var (solver, labels) = Self.stack(count)
        let solution = solver.solve()
        #expect(solution.conflicts.isEmpty && solution.ambiguous.isEmpty)
        for (index, label) in labels.enumerated() {
            #expect(solution.value(of: label.x) == 16)
            #expect(solution.value(of: label.y) == Double(8 + 28 * index))
            #expect(solution.value(of: label.width) == 393)
            #expect(solution.value(of: label.height) == 20)
        }
    }
}
