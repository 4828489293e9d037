/// An independent reference for the property test: a textbook dense two-phase simplex
/// (Bland's rule) and the lexicographic model (R-AL-PRIO-2, R-AL-PRIO-4) built on it level by
/// level — nothing shared with the solver under test.
enum DenseLP {
    enum Outcome { case infeasible, unbounded, optimal(Double, [Double]) }

    /// Minimises `c·x` subject to `A x = b`, `x ≥ 0`.
    static func minimize(_ c: [Double], _ a: [[Double]], _ b: [Double]) -> Outcome {
        let m = a.count, n = c.count, eps = 1e-9
        // Tableau rows: [x (n) | artificials (m) | rhs]; phase one minimises the artificials.
        var t = [[Double]]()
        var basis = [Int]()
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            var row = a[i].map { $0 * sign }
            row += (0..<m).map { $0 == i ? 1 : 0 }
            row.append(b[i] * sign)
            t.append(row)
            basis.append(n + i)
        }
        func pivot(_ r: Int, _ col: Int) {
            let p = t[r][col]
            for j in t[r].indices { t[r][j] /= p }
            for i in t.indices where i != r && t[i][col] != 0 {
                let f = t[i][col]
                for j in t[i].indices { t[i][j] -= f * t[r][j] }
            }
            basis[r] = col
        }
        func run(_ cost: [Double], allowed: Int) -> Bool {
            while true {
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m { reduced -= cost[basis[i]] * t[i][j] }
                    if reduced < -eps { entering = j; break }
                }
                if entering < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][n + m] / t[i][entering]
                    if ratio < best - eps || (abs(ratio - best) <= eps && basis[i] < basis[leave]) { best = ratio; leave = i }
                }
                if leave < 0 { return false }
                pivot(leave, entering)
            }
        }
        let phaseOne = [Double](repeating: 0, count: n) + [Double](repeating: 1, count: m)
        _ = run(phaseOne, allowed: n + m)
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][n + m] : 0) }
        if infeasibility > 1e-7 { return .infeasible }
        for i in 0..<m where basis[i] >= n {
            if let col = (0..<n).first(where: { abs(t[i][$0]) > eps }) { pivot(i, col) }
        }
        let phaseTwo = c + [Double](repeating: 1e30, count: m)  // artificials left basic sit at 0 on redundant rows
        guard run(phaseTwo, allowed: n) else { return .unbounded }
        var x = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { x[basis[i]] = t[i][n + m] }
        return .optimal(zip(c, x).reduce(0) { $0 + $1.0 * $1.1 }, x)
    }
}

/// A constraint of a random system: `Σ coefficients·v + constant (relation) 0 @priority`.
struct RandomConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: String
    var priority: Float
}

/// The lexicographic optimum of a system, by the reference model.
struct ReferenceSolution {
    var feasible: Bool
    /// Per variable: the value, or nil when it is not unique on the optimal face.
    var values: [Double?]

    init(variables n: Int, constraints: [RandomConstraint]) {
        // Columns: v⁺ and v⁻ per variable, then one or two helper columns per constraint.
        var columns = 2 * n
        var rows: [[Int: Double]] = []
        var rhs: [Double] = []
        var errorsAt: [Float: [Int]] = [:]
        for constraint in constraints {
            var row: [Int: Double] = [:]
            for (i, a) in constraint.coefficients.enumerated() where a != 0 { row[2 * i] = a; row[2 * i + 1] = -a }
            let optional = constraint.priority < 1000
            switch constraint.relation {
            case "==":
                if optional {
                    row[columns] = -1; row[columns + 1] = 1
                    errorsAt[constraint.priority, default: []] += [columns, columns + 1]
                    columns += 2
                }
            default:
                let sign: Double = constraint.relation == "<=" ? 1 : -1
                row[columns] = sign
                columns += 1
                if optional {
                    row[columns] = -sign
                    errorsAt[constraint.priority, default: []].append(columns)
                    columns += 1
                }
            }
            rows.append(row)
            rhs.append(-constraint.constant)
        }
        // Level bounds `Σ errors ≤ optimum` add one slack column each.
        let levels = errorsAt.keys.sorted(by: >)
        let total = columns + levels.count
        func dense(_ extra: [[Int: Double]]) -> [[Double]] {
            (rows + extra).map { row in (0..<total).map { row[$0] ?? 0 } }
        }
        var bounds: [[Int: Double]] = []
        var boundRHS: [Double] = []
        feasible = true
        for (k, level) in levels.enumerated() {
            var cost = [Double](repeating: 0, count: total)
            for column in errorsAt[level]! { cost[column] = 1 }
            guard case .optimal(let best, _) = DenseLP.minimize(cost, dense(bounds), rhs + boundRHS) else {
                feasible = false
                values = []
                return
            }
            var bound: [Int: Double] = [columns + k: 1]
            for column in errorsAt[level]! { bound[column] = 1 }
            bounds.append(bound)
            boundRHS.append(best + 1e-7)
        }
        if case .infeasible = DenseLP.minimize([Double](repeating: 0, count: total), dense(bounds), rhs + boundRHS) {
            feasible = false
            values = []
            return
        }
        let a = dense(bounds), b = rhs + boundRHS
        values = (0..<n).map { i in
            var cost = [Double](repeating: 0, count: total)
            cost[2 * i] = 1; cost[2 * i + 1] = -1
            guard case .optimal(let low, _) = DenseLP.minimize(cost, a, b),
                  case .optimal(let negativeHigh, _) = DenseLP.minimize(cost.map { -$0 }, a, b) else { return nil }
            return -negativeHigh - low > 1e-5 ? nil : low
        }
    }

    /// Whether the required constraints alone have a solution.
    static func requiredFeasible(variables n: Int, _ constraints: [RandomConstraint]) -> Bool {
        ReferenceSolution(variables: n, constraints: constraints.filter { $0.priority >= 1000 }).feasible
    }
}
