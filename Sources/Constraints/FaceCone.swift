/// The directions in which the restricted symbols of a degenerate optimal vertex can move
/// without leaving the optimal face: coordinates `t ≥ 0` (the zero-cost nonbasic slacks and
/// errors) and, for every restricted row already at 0, `Σ a·t ≥ 0` (the row's basic symbol
/// must not turn negative).
///
/// Ambiguity asks which variables change along *some* direction of this cone. A linear
/// function vanishes on a cone exactly when it vanishes on the cone's linear span, and the span
/// is what the cone's implicit equalities — the inequalities that hold with equality at every
/// point of the cone — leave free (Schrijver, *Theory of Linear and Integer Programming*,
/// §8.2). So one LP per connected part of the cone finds them, Gaussian elimination gives the
/// span, and a generic point of the span (irrational weights, as for the free directions)
/// takes part in the same single pass over the tableau as every other direction.
struct FaceCone {
    /// Coordinate index → the symbol it moves.
    let coordinates: [Int32]
    /// Rows `Σ coefficient × t[index] ≥ 0`, each with at least one negative coefficient.
    var rows: [[Entry]] = []

    struct Entry {
        var index: Int
        var coefficient: Double
    }

    init(coordinates: [Int32]) { self.coordinates = coordinates }

    /// A point of the cone's linear span whose coordinates are generic: two independent
    /// weightings per coordinate, from `weight` of the free coordinates' symbols.
    func genericSpanPoint(weight: (Int32) -> DirectionWeight) -> [DirectionWeight] {
        var point = coordinates.map(weight)
        guard !rows.isEmpty else { return point }
        for part in connectedParts() {
            let (zeroCoordinates, equalities) = implicitEqualities(part)
            for index in zeroCoordinates { point[index] = .zero }
            let isZero = Set(zeroCoordinates)
            var span = SpanElimination()
            for row in equalities {
                span.add(rows[row].filter { !isZero.contains($0.index) })
            }
            for (pivot, expression) in span.expressionOf {
                var value = DirectionWeight.zero
                for entry in expression { value += entry.coefficient * weight(coordinates[entry.index]) }
                point[pivot] = value
            }
        }
        return point
    }

    /// The rows grouped by the coordinates they share, each part with its coordinates
    /// (sorted), in the order of their first row.
    private func connectedParts() -> [(coordinates: [Int], rows: [Int])] {
        var parent = Array(coordinates.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        for row in rows {
            for entry in row.dropFirst() { parent[find(entry.index)] = find(row[0].index) }
        }
        var partOfRoot: [Int: Int] = [:]
        var parts: [(coordinates: [Int], rows: [Int])] = []
        for (index, row) in rows.enumerated() {
            let root = find(row[0].index)
            if let part = partOfRoot[root] {
                parts[part].rows.append(index)
            } else {
                partOfRoot[root] = parts.count
                parts.append(([], [index]))
            }
        }
        for index in coordinates.indices {
            if let part = partOfRoot[find(index)] { parts[part].coordinates.append(index) }
        }
        return parts
    }

    /// The coordinates forced to 0 and the rows forced to equality on the whole cone.
    ///
    /// Every inequality that can be strict somewhere can be made ≥ 1 by scaling, and the sum
    /// of such points makes all of them ≥ 1 at once; the implicit ones stay 0 everywhere. So
    /// minimising the total shortfall below 1 (one optional `≥ 1` per inequality, one level)
    /// ends with every inequality at 0 (implicit) or at least 1 (not): the split at ½ is exact
    /// up to round-off.
    private func implicitEqualities(_ part: (coordinates: [Int], rows: [Int])) -> (zero: [Int], rows: [Int]) {
        if part.rows.count == 1 {
            // The common part (a view's hugging and compression rows at its intrinsic size): a
            // positive coefficient makes the row strict anywhere, and then every coordinate can
            // grow; without one the row holds only at 0, with all its coordinates.
            let row = rows[part.rows[0]]
            return row.contains { $0.coefficient > 0 } ? ([], []) : (row.map(\.index), part.rows)
        }
        var solver = ConstraintSolver()
        solver.detectsAmbiguity = false
        var variableOf: [Int: Variable] = [:]
        for index in part.coordinates { variableOf[index] = solver.makeVariable() }
        var inequalities: [LinearExpression] = part.coordinates.map { LinearExpression(variableOf[$0]!) }
        for row in part.rows {
            inequalities.append(LinearExpression(rows[row].map { Term(variableOf[$0.index]!, $0.coefficient) }))
        }
        for inequality in inequalities {
            solver.add(inequality, .greaterThanOrEqual, 0)
            solver.add(inequality, .greaterThanOrEqual, 1, priority: 1)
        }
        let solution = solver.solve()
        func value(_ expression: LinearExpression) -> Double {
            expression.terms.reduce(0) { $0 + $1.coefficient * solution.value(of: $1.variable) }
        }
        let zero = part.coordinates.filter { solution.value(of: variableOf[$0]!) < 0.5 }
        let equalities = part.rows.indices.filter { value(inequalities[part.coordinates.count + $0]) < 0.5 }
        return (zero, equalities.map { part.rows[$0] })
    }
}

/// Gauss–Jordan elimination of homogeneous equations `Σ a·t = 0`, kept sparse: every pivot
/// coordinate is expressed over coordinates that are no pivot, so the solutions are the free
/// coordinates' values, anything, and the pivots' expressions of them.
struct SpanElimination {
    private(set) var expressionOf: [Int: [FaceCone.Entry]] = [:]
    /// Per free coordinate, the pivots whose expression may mention it.
    private var users: [Int: [Int]] = [:]

    mutating func add(_ row: [FaceCone.Entry]) {
        var sum: [Int: Double] = [:]
        var order: [Int] = []
        func accumulate(_ index: Int, _ coefficient: Double) {
            if sum[index] == nil { order.append(index) }
            sum[index, default: 0] += coefficient
        }
        for entry in row {
            if let expression = expressionOf[entry.index] {
                for term in expression { accumulate(term.index, entry.coefficient * term.coefficient) }
            } else {
                accumulate(entry.index, entry.coefficient)
            }
        }
        let reduced = order.compactMap { index in
            abs(sum[index]!) < Tableau.epsilon ? nil : FaceCone.Entry(index: index, coefficient: sum[index]!)
        }
        // The largest coefficient keeps the expressions well scaled; ties go to the lowest index.
        guard let pivot = reduced.max(by: {
            abs($0.coefficient) < abs($1.coefficient) || (abs($0.coefficient) == abs($1.coefficient) && $0.index > $1.index)
        }) else { return }
        let expression = reduced.filter { $0.index != pivot.index }
            .map { FaceCone.Entry(index: $0.index, coefficient: -$0.coefficient / pivot.coefficient) }
        for user in users.removeValue(forKey: pivot.index) ?? [] {
            guard let old = expressionOf[user], let found = old.first(where: { $0.index == pivot.index }) else { continue }
            var merged: [Int: Double] = [:]
            var mergedOrder: [Int] = []
            for term in old where term.index != pivot.index {
                mergedOrder.append(term.index)
                merged[term.index] = term.coefficient
            }
            for term in expression {
                if merged[term.index] == nil {
                    mergedOrder.append(term.index)
                    users[term.index, default: []].append(user)
                }
                merged[term.index, default: 0] += found.coefficient * term.coefficient
            }
            expressionOf[user] = mergedOrder.compactMap { index in
                abs(merged[index]!) < Tableau.epsilon ? nil : FaceCone.Entry(index: index, coefficient: merged[index]!)
            }
        }
        expressionOf[pivot.index] = expression
        for term in expression { users[term.index, default: []].append(pivot.index) }
    }
}
