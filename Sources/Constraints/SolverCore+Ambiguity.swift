extension SolverCore {
    /// The external symbols whose value is not unique at the lexicographic optimum
    /// (R-AL-AMBIG-1), judged on the levels with `key > 0` (tie-break levels are below them).
    ///
    /// At an optimal tableau the optimal face is spanned by the nonbasic symbols with a zero
    /// reduced cost on every level: free externals, and slacks or errors nothing pays for. A
    /// variable moves on the face when its row (or its definition, through the rows it reads)
    /// depends on such a direction. The directions are combined with two fixed sets of
    /// irrational weights so one pass finds every dependent variable instead of one pass per
    /// direction. A restricted direction blocked by a degenerate row (a basic slack already at 0
    /// that would turn negative) only counts when a combination of directions can move without
    /// leaving the face; that is decided exactly by a small LP (`blockedDirectionsMove`).
    ///
    /// The answer depends only on the tableau's structure, the definitions and which restricted
    /// rows sit at 0, so it is kept: an edit that moves constants without a pivot or a new
    /// degenerate row (a root resize that leaves the other axis alone) reuses it.
    mutating func ambiguousSymbols() -> [Int32] {
        var degenerate: [Int32] = []
        for row in 0..<Int32(tableau.cells.count)
        where tableau.isRestrictedRow(row) && tableau.constants[Int(row)] <= Tableau.epsilon {
            degenerate.append(row)
        }
        let key = AmbiguityKey(structure: tableau.structureVersion, definitions: definitions.count, degenerate: degenerate)
        if let cached = ambiguityCache, cached.key == key { return cached.symbols }
        let symbols = findAmbiguousSymbols()
        ambiguityCache = (key, symbols)
        return symbols
    }

    private mutating func findAmbiguousSymbols() -> [Int32] {
        let count = tableau.symbolCount
        var weights = [SIMD2<Double>](repeating: .zero, count: count)
        var anyDirection = false
        var blocked: [Int32] = []
        let costly = symbolsWithReducedCost()
        for symbol in 0..<Int32(count) where tableau.rowOf[Int(symbol)] < 0 {
            switch tableau.kinds[Int(symbol)] {
            case .external where definitionOf[Int(symbol)] < 0:
                weights[Int(symbol)] = Self.weight(symbol)
                anyDirection = true
            case .slack, .error:
                guard !costly.contains(symbol), !tableau.columns[Int(symbol)].isEmpty else { continue }
                if isBlocked(symbol) {
                    blocked.append(symbol)
                } else {
                    weights[Int(symbol)] = Self.weight(symbol)
                    anyDirection = true
                }
            default:
                continue
            }
        }
        guard anyDirection || !blocked.isEmpty else { return [] }
        var moved = derivatives(weights)
        if !blocked.isEmpty {
            for symbol in blockedDirectionsMove(blocked, alreadyMoving: moved) { moved[Int(symbol)] = true }
        }
        return (0..<Int32(count)).filter { moved[Int($0)] && tableau.kinds[Int($0)] == .external }
    }

    /// Symbols with a nonzero coefficient in some real level's objective row.
    private func symbolsWithReducedCost() -> Set<Int32> {
        var result = Set<Int32>()
        for level in tableau.levels where level.key > 0 {
            for cell in tableau.cells[Int(level.row)] where abs(cell.coefficient) >= Tableau.epsilon { result.insert(cell.symbol) }
        }
        return result
    }

    /// Whether growing a restricted nonbasic symbol at once drives a basic slack at 0 negative.
    private func isBlocked(_ symbol: Int32) -> Bool {
        tableau.columns[Int(symbol)].contains { row in
            tableau.isRestrictedRow(row) && tableau.constants[Int(row)] <= Tableau.epsilon
                && tableau.coefficient(of: symbol, inRow: row) < -Tableau.epsilon
        }
    }

    /// Two fixed irrational weights per direction (golden-ratio sequences): a variable that
    /// depends on some direction gets a zero combined derivative only by a coincidence of
    /// measure zero in both.
    private static func weight(_ symbol: Int32) -> SIMD2<Double> {
        let n = Double(symbol) + 1
        // Fractional parts by integer truncation (the values are positive): no libm needed.
        let a = n * 0.6180339887498949, b = n * 0.7548776662466927
        return SIMD2(1 + a - Double(Int(a)), 1 + b - Double(Int(b)))
    }

    /// Per symbol: whether its weighted derivative along the directions is nonzero.
    private mutating func derivatives(_ weights: [SIMD2<Double>]) -> [Bool] {
        var derivative = weights
        for row in 0..<tableau.cells.count where tableau.basic[row] >= 0 {
            var sum = SIMD2<Double>.zero
            for cell in tableau.cells[row] { sum += cell.coefficient * weights[Int(cell.symbol)] }
            derivative[Int(tableau.basic[row])] = sum
        }
        if evaluationOrder == nil {
            evaluationOrder = dependencyOrderOfAllDefinitions()
        }
        for index in evaluationOrder! {
            let definition = definitions[Int(index)]
            var sum = SIMD2<Double>.zero
            for cell in definition.cells { sum += cell.coefficient * derivative[Int(cell.symbol)] }
            derivative[Int(definition.variable)] = sum
        }
        return derivative.map { abs($0.x) > 1e-7 || abs($0.y) > 1e-7 }
    }

    /// Decides the directions a degenerate row blocks one by one: some combination of the
    /// face's restricted directions may still move (one slack pushes the blocking row up while
    /// another pulls a variable). Solved as an LP over the cone of feasible directions: for
    /// each variable not already known to move, maximise and minimise its derivative.
    private mutating func blockedDirectionsMove(_ blocked: [Int32], alreadyMoving: [Bool]) -> [Int32] {
        let costly = symbolsWithReducedCost()
        // The cone's coordinates: every restricted zero-cost nonbasic symbol.
        var directions: [Int32] = []
        for symbol in 0..<Int32(tableau.symbolCount) where tableau.rowOf[Int(symbol)] < 0 {
            let kind = tableau.kinds[Int(symbol)]
            if (kind == .slack || kind == .error), !costly.contains(symbol), !tableau.columns[Int(symbol)].isEmpty {
                directions.append(symbol)
            }
        }
        var coordinate: [Int32: Int] = [:]
        for (index, symbol) in directions.enumerated() { coordinate[symbol] = index }
        // Degenerate restricted rows must not decrease; each external's derivative is a linear
        // form over the coordinates (definitions evaluated through their rows).
        var cone: [[(Int, Double)]] = []
        for row in 0..<tableau.cells.count where tableau.isRestrictedRow(Int32(row)) && tableau.constants[row] <= Tableau.epsilon {
            let form = tableau.cells[row].compactMap { cell in coordinate[cell.symbol].map { ($0, cell.coefficient) } }
            if form.contains(where: { $0.1 < 0 }) { cone.append(form) }
        }
        let blockedSet = Set(blocked)
        let forms = linearForms(over: coordinate, count: directions.count)
        var moving = Set<Int32>()
        for (symbol, form) in forms.sorted(by: { $0.key < $1.key }) where !alreadyMoving[Int(symbol)] && !moving.contains(symbol) {
            guard form.indices.contains(where: { form[$0] != 0 && blockedSet.contains(directions[$0]) }) else { continue }
            guard let direction = Self.movingDirection(form, cone: cone, dimension: directions.count) else { continue }
            // Everything this direction moves is free too: one LP usually settles many variables.
            for (other, otherForm) in forms where !moving.contains(other) {
                var rate = 0.0
                for index in otherForm.indices { rate += otherForm[index] * direction[index] }
                if abs(rate) > 1e-7 { moving.insert(other) }
            }
            moving.insert(symbol)
        }
        return moving.sorted()
    }

    /// Each external's derivative as dense coefficients over the cone coordinates.
    private mutating func linearForms(over coordinate: [Int32: Int], count: Int) -> [Int32: [Double]] {
        var forms: [Int32: [Double]] = [:]
        for row in 0..<tableau.cells.count where tableau.basic[row] >= 0 {
            let symbol = tableau.basic[row]
            guard tableau.kinds[Int(symbol)] == .external else { continue }
            var form = [Double](repeating: 0, count: count)
            for cell in tableau.cells[row] { if let index = coordinate[cell.symbol] { form[index] += cell.coefficient } }
            forms[symbol] = form
        }
        if evaluationOrder == nil { evaluationOrder = dependencyOrderOfAllDefinitions() }
        for index in evaluationOrder! {
            let definition = definitions[Int(index)]
            var form = [Double](repeating: 0, count: count)
            for cell in definition.cells {
                if let read = forms[cell.symbol] { for i in 0..<count { form[i] += cell.coefficient * read[i] } }
            }
            forms[definition.variable] = form
        }
        return forms.filter { $0.value.contains { abs($0) > 1e-9 } }
    }

    /// A direction of {t ≥ 0, t ≤ 1, every cone row · t ≥ 0} along which `form` is nonzero, if
    /// any: solved with a plain solver as "form ≥ 1 (or ≤ −1) as closely as possible".
    private static func movingDirection(_ form: [Double], cone: [[(Int, Double)]], dimension: Int) -> [Double]? {
        for sign in [1.0, -1.0] {
            var solver = ConstraintSolver()
            solver.detectsAmbiguity = false
            let t = (0..<dimension).map { _ in solver.makeVariable() }
            for variable in t {
                solver.add(LinearExpression(variable), .greaterThanOrEqual, 0)
                solver.add(LinearExpression(variable), .lessThanOrEqual, 1)
            }
            for row in cone {
                solver.add(LinearExpression(row.map { Term(t[$0.0], $0.1) }), .greaterThanOrEqual, 0)
            }
            let objective = LinearExpression(form.indices.map { Term(t[$0], sign * form[$0]) })
            solver.add(objective, .greaterThanOrEqual, 1, priority: 1)
            let direction = solver.solve().values
            var reached = 0.0
            for index in form.indices { reached += sign * form[index] * direction[index] }
            if reached > 1e-7 { return direction }
        }
        return nil
    }

    /// All definitions, each after the definitions it reads.
    mutating func dependencyOrderOfAllDefinitions() -> [Int32] {
        var order: [Int32] = []
        var state = [UInt8](repeating: 0, count: definitions.count)
        for start in definitions.indices where state[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            state[start] = 1
            while let (index, next) = stack.last {
                let cells = definitions[index].cells
                if next < cells.count {
                    stack[stack.count - 1].1 += 1
                    let child = Int(definitionOf[Int(cells[next].symbol)])
                    if child >= 0, state[child] == 0 {
                        state[child] = 1
                        stack.append((child, 0))
                    }
                } else {
                    order.append(Int32(index))
                    state[index] = 2
                    stack.removeLast()
                }
            }
        }
        return order
    }
}
