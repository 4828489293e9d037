import Constraints
import Testing

/// Random small systems against the dense reference (`DenseReference.swift`).
@Suite struct PropertyTests {
    /// A small deterministic generator (64-bit LCG), so every run checks the same systems.
    struct Generator {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    static func system(seed: UInt64) -> (Int, [RandomConstraint]) {
        var random = Generator(state: seed)
        let n = random.next(1...3)
        let priorities: [Float] = [1000, 1000, 750, 500, 250]
        let constraints = (0..<random.next(1...5)).map { _ -> RandomConstraint in
            var coefficients = (0..<n).map { _ in Double(random.next(-2...2)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(n - 1))] = 1 }
            return RandomConstraint(coefficients: coefficients, constant: Double(random.next(-10...10)),
                                    relation: ["==", "<=", ">="][random.next(0...2)],
                                    priority: priorities[random.next(0...4)])
        }
        return (n, constraints)
    }

    @Test(arguments: 0..<400)
    func matchesTheReference(seed: Int) {
        let (n, constraints) = Self.system(seed: UInt64(seed))
        Self.expectReference(n, constraints, seed: seed)
    }

    /// Solves `constraints` over `n` variables and checks the outcome against the reference.
    static func expectReference(_ n: Int, _ constraints: [RandomConstraint], seed: Int) {
        var solver = ConstraintSolver()
        let variables = (0..<n).map { _ in solver.makeVariable() }
        for constraint in constraints {
            let expression = LinearExpression(zip(variables, constraint.coefficients).map { Term($0, $1) }, constant: constraint.constant)
            let relation: Relation = constraint.relation == "==" ? .equal : constraint.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            solver.add(expression, relation, 0, priority: constraint.priority)
        }
        let solution = solver.solve()
        if !ReferenceSolution.requiredFeasible(variables: n, constraints) {
            // The first conflict is an irreducible infeasible subset of the required constraints.
            guard let conflict = solution.conflicts.first else {
                Issue.record("seed \(seed): no conflict reported")
                return
            }
            let members = conflict.constraints.map { constraints[$0.rawValue] }
            #expect(members.allSatisfy { $0.priority >= 1000 })
            #expect(!ReferenceSolution.requiredFeasible(variables: n, members), "seed \(seed)")
            for dropped in members.indices {
                var rest = members
                rest.remove(at: dropped)
                #expect(ReferenceSolution.requiredFeasible(variables: n, rest), "seed \(seed): not minimal")
            }
            return
        }
        #expect(solution.conflicts.isEmpty, "seed \(seed)")
        let reference = ReferenceSolution(variables: n, constraints: constraints)
        let ambiguous = variables.filter { reference.values[$0.index] == nil }
        #expect(solution.ambiguous == ambiguous, "seed \(seed): \(constraints)")
        for variable in variables {
            if let expected = reference.values[variable.index] {
                #expect(abs(solution.value(of: variable) - expected) < 1e-6, "seed \(seed): \(constraints)")
            }
        }
    }
}

extension PropertyTests {
    /// Many optional constraints at few levels: the objective rows grow long enough to keep the
    /// positions of their cells (`Tableau.indexedObjectiveLength`), and are then added to,
    /// substituted into and dropped from by position, their cells in another order.
    static func longObjectiveSystem(seed: UInt64) -> (Int, [RandomConstraint]) {
        var random = Generator(state: seed)
        let n = random.next(3...6)
        let priorities: [Float] = [1000, 750, 250, 250, 250, 250]
        let constraints = (0..<random.next(40...60)).map { _ -> RandomConstraint in
            var coefficients = (0..<n).map { _ in random.next(0...2) == 0 ? Double(random.next(-2...2)) : 0 }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(n - 1))] = 1 }
            return RandomConstraint(coefficients: coefficients, constant: Double(random.next(-10...10)),
                                    relation: ["==", "<=", ">="][random.next(0...2)],
                                    priority: priorities[random.next(0...5)])
        }
        return (n, constraints)
    }

    @Test(arguments: 0..<60)
    func longObjectiveRowsMatchTheReference(seed: Int) {
        let (n, constraints) = Self.longObjectiveSystem(seed: UInt64(seed))
        Self.expectReference(n, constraints, seed: seed)
    }

    /// The seeds above cover every outcome often: conflicts, ambiguous and unique optima.
    @Test func seedsCoverEveryOutcome() {
        var conflicts = 0, ambiguous = 0, unique = 0
        for seed in 0..<400 {
            let (n, constraints) = Self.system(seed: UInt64(seed))
            if !ReferenceSolution.requiredFeasible(variables: n, constraints) {
                conflicts += 1
            } else if ReferenceSolution(variables: n, constraints: constraints).values.contains(where: { $0 == nil }) {
                ambiguous += 1
            } else {
                unique += 1
            }
        }
        #expect(conflicts >= 40 && ambiguous >= 40 && unique >= 40, "\(conflicts) \(ambiguous) \(unique)")
    }
}

extension PropertyTests {
    /// Larger required systems with several conflicts each: every conflict reported is
    /// infeasible on its own and irreducible (dropping any member makes it feasible), whichever
    /// way the solver proved it — the rank shortcut or the deletion filter.
    @Test(arguments: 0..<150)
    func everyConflictIsIrreducible(seed: Int) {
        var random = Generator(state: UInt64(seed) &+ 10_000)
        let n = random.next(2...4)
        let constraints = (0..<random.next(6...12)).map { _ -> RandomConstraint in
            var coefficients = (0..<n).map { _ in Double(random.next(-1...1)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(n - 1))] = 1 }
            return RandomConstraint(coefficients: coefficients, constant: Double(random.next(-6...6)),
                                    relation: ["==", "<=", ">=", "=="][random.next(0...3)], priority: 1000)
        }
        var solver = ConstraintSolver()
        let variables = (0..<n).map { _ in solver.makeVariable() }
        for constraint in constraints {
            let expression = LinearExpression(zip(variables, constraint.coefficients).map { Term($0, $1) }, constant: constraint.constant)
            let relation: Relation = constraint.relation == "==" ? .equal : constraint.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            solver.add(expression, relation, 0)
        }
        let solution = solver.solve()
        #expect(solution.conflicts.isEmpty == ReferenceSolution.requiredFeasible(variables: n, constraints), "seed \(seed)")
        for conflict in solution.conflicts {
            let members = conflict.constraints.map { constraints[$0.rawValue] }
            #expect(!ReferenceSolution.requiredFeasible(variables: n, members), "seed \(seed): \(conflict) is feasible")
            for dropped in members.indices {
                var rest = members
                rest.remove(at: dropped)
                #expect(ReferenceSolution.requiredFeasible(variables: n, rest), "seed \(seed): \(conflict) is not minimal")
            }
        }
    }
}

extension PropertyTests {
    /// Larger systems with small integer constants and coefficients of ±1: many constraints meet
    /// at one vertex, so the optimum is degenerate and ties at one priority leave slack to share —
    /// the systems where which variables move is decided by the cone of the face (`FaceCone`).
    static func degenerateSystem(seed: UInt64) -> (Int, [RandomConstraint]) {
        var random = Generator(state: seed &* 7_919 &+ 17)
        let n = random.next(2...4)
        let priorities: [Float] = [1000, 1000, 1000, 750, 250, 250]
        let constraints = (0..<random.next(3...8)).map { _ -> RandomConstraint in
            var coefficients = (0..<n).map { _ in Double(random.next(-1...1)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(0...(n - 1))] = 1 }
            return RandomConstraint(coefficients: coefficients, constant: Double(random.next(-2...2)),
                                    relation: ["==", "<=", ">=", ">="][random.next(0...3)],
                                    priority: priorities[random.next(0...5)])
        }
        return (n, constraints)
    }

    @Test(arguments: 0..<300)
    func degenerateSystemsMatchTheReference(seed: Int) {
        let (n, constraints) = Self.degenerateSystem(seed: UInt64(seed))
        var solver = ConstraintSolver()
        let variables = (0..<n).map { _ in solver.makeVariable() }
        for constraint in constraints {
            let expression = LinearExpression(zip(variables, constraint.coefficients).map { Term($0, $1) }, constant: constraint.constant)
            let relation: Relation = constraint.relation == "==" ? .equal : constraint.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            solver.add(expression, relation, 0, priority: constraint.priority)
        }
        let solution = solver.solve()
        guard ReferenceSolution.requiredFeasible(variables: n, constraints) else {
            #expect(!solution.conflicts.isEmpty, "seed \(seed): \(constraints)")
            return
        }
        let reference = ReferenceSolution(variables: n, constraints: constraints)
        #expect(solution.ambiguous == variables.filter { reference.values[$0.index] == nil }, "seed \(seed): \(constraints)")
    }

    /// The degenerate seeds are feasible often enough and leave both outcomes often.
    @Test func degenerateSeedsCoverBothOutcomes() {
        var ambiguous = 0, unique = 0
        for seed in 0..<300 {
            let (n, constraints) = Self.degenerateSystem(seed: UInt64(seed))
            guard ReferenceSolution.requiredFeasible(variables: n, constraints) else { continue }
            if ReferenceSolution(variables: n, constraints: constraints).values.contains(where: { $0 == nil }) {
                ambiguous += 1
            } else {
                unique += 1
            }
        }
        #expect(ambiguous >= 50 && unique >= 50, "\(ambiguous) \(unique)")
    }
}
