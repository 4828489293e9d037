extension SolverCore {
    /// The external symbols whose value is not unique at the lexicographic optimum
    /// (R-AL-AMBIG-1), judged on the levels with `key > 0` (tie-break levels are below them).
    ///
    /// At an optimal tableau the optimal face is spanned by the nonbasic symbols with a zero
    /// reduced cost on every level: free externals, and slacks or errors nothing pays for. A
    /// variable moves on the face when its row (or its definition, through the rows it reads)
    /// depends on such a direction. The directions are combined with two fixed sets of
    /// irrational weights so one pass finds every dependent variable instead of one pass per
    /// direction. Restricted directions are bounded by the rows already at 0 (a basic slack
    /// that would turn negative); their weights are a generic point of the span of that cone
    /// (`FaceCone`), so a direction that only a combination of others can take still counts,
    /// and one no combination can take does not.
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
        let symbols = findAmbiguousSymbols(countingTieBreaks: false)
        ambiguityCache = (key, symbols)
        return symbols
    }

    /// The external symbols the tie-break pulls so far leave free: `ambiguousSymbols` with the
    /// tie-break levels judged too (not kept: the pulls change between rounds).
    mutating func symbolsFreeAfterTieBreaks() -> [Int32] {
        findAmbiguousSymbols(countingTieBreaks: true)
    }

    private mutating func findAmbiguousSymbols(countingTieBreaks: Bool) -> [Int32] {
        let count = tableau.symbolCount
        var weights = [DirectionWeight](repeating: .zero, count: count)
        var anyDirection = false
        var restricted: [Int32] = []
        let costly = symbolsWithReducedCost(countingTieBreaks: countingTieBreaks)
        for symbol in 0..<Int32(count) where tableau.rowOf[Int(symbol)] < 0 {
            switch tableau.kinds[Int(symbol)] {
            case .external where definitionOf[Int(symbol)] < 0:
                weights[Int(symbol)] = Self.weight(symbol)
                anyDirection = true
            case .slack, .error:
                guard !costly[Int(symbol)], !tableau.columns[Int(symbol)].isEmpty else { continue }
                restricted.append(symbol)
            default:
                continue
            }
        }
        guard anyDirection || !restricted.isEmpty else { return [] }
        if !restricted.isEmpty {
            let cone = faceCone(over: restricted)
            for (index, weight) in cone.genericSpanPoint(weight: Self.weight).enumerated() {
                weights[Int(cone.coordinates[index])] = weight
            }
        }
        let moved = derivatives(weights)
        return (0..<Int32(count)).filter { moved[Int($0)] && tableau.kinds[Int($0)] == .external }
    }

    /// Per symbol: whether it has a nonzero coefficient in some real level's objective row
    /// (or tie-break level's, when counting them).
    /// At a lexicographic optimum such a nonbasic symbol cannot move without costing.
    private func symbolsWithReducedCost(countingTieBreaks: Bool) -> [Bool] {
        var result = [Bool](repeating: false, count: tableau.symbolCount)
        for level in tableau.levels where level.key > 0 || countingTieBreaks {
            for cell in tableau.cells[Int(level.row)] where abs(cell.coefficient) >= Tableau.epsilon {
                result[Int(cell.symbol)] = true
            }
        }
        return result
    }

    /// The cone of directions over `coordinates` (the zero-cost restricted nonbasic symbols):
    /// every restricted row at 0 that one of them would drive negative bounds it. (Externals
    /// never appear in restricted rows: a row with an external is solved for it.)
    private func faceCone(over coordinates: [Int32]) -> FaceCone {
        var cone = FaceCone(coordinates: coordinates)
        var coordinate = [Int32](repeating: -1, count: tableau.symbolCount)
        for (index, symbol) in coordinates.enumerated() { coordinate[Int(symbol)] = Int32(index) }
        for row in 0..<Int32(tableau.cells.count)
        where tableau.isRestrictedRow(row) && tableau.constants[Int(row)] <= Tableau.epsilon {
            var entries: [FaceCone.Entry] = []
            var blocks = false
            for cell in tableau.cells[Int(row)] where coordinate[Int(cell.symbol)] >= 0 {
                entries.append(FaceCone.Entry(index: Int(coordinate[Int(cell.symbol)]), coefficient: cell.coefficient))
                if cell.coefficient < -Tableau.epsilon { blocks = true }
            }
            if blocks { cone.rows.append(entries) }
        }
        return cone
    }

    /// Two fixed pseudo-random weights in [1, 2) per direction (SplitMix64 of the symbol): a
    /// variable that depends on some direction gets a zero combined derivative only by a
    /// coincidence of measure zero in both.
    ///
    /// The weights must have no small integer relation. Golden-ratio sequences had one: the
    /// fractional part of n·φ is affine in n modulo 1, so w(1) − w(2) + w(4) − w(3) = 0 exactly,
    /// and a variable moved by four such directions read as fixed — on one basis and not on
    /// another, so an edited tableau and a fresh one disagreed.
    static func weight(_ symbol: Int32) -> DirectionWeight {
        func mixed(_ seed: UInt64) -> Double {
            var z = seed &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return 1 + Double(z >> 11) * 0x1p-53
        }
        let n = UInt64(UInt32(bitPattern: symbol))
        return DirectionWeight(mixed(2 &* n &+ 1), mixed(2 &* n &+ 2))
    }

    /// Per symbol: whether its weighted derivative along the directions is nonzero.
    private mutating func derivatives(_ weights: [DirectionWeight]) -> [Bool] {
        var derivative = weights
        for row in 0..<tableau.cells.count where tableau.basic[row] >= 0 {
            var sum = DirectionWeight.zero
            for cell in tableau.cells[row] { sum += cell.coefficient * weights[Int(cell.symbol)] }
            derivative[Int(tableau.basic[row])] = sum
        }
        if evaluationOrder == nil {
            evaluationOrder = dependencyOrderOfAllDefinitions()
        }
        for index in evaluationOrder! {
            let definition = definitions[Int(index)]
            var sum = DirectionWeight.zero
            for cell in definition.cells { sum += cell.coefficient * derivative[Int(cell.symbol)] }
            derivative[Int(definition.variable)] = sum
        }
        return derivative.map { abs($0.x) > 1e-7 || abs($0.y) > 1e-7 }
    }

    /// All definitions, each after the definitions it reads.
    mutating func dependencyOrderOfAllDefinitions() -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(definitions.count)
        var state = [UInt8](repeating: 0, count: definitions.count)
        // One stack for every walk, and each definition's cells read in place: a stack or a
        // copy of the cells per definition costs an allocation or a retain each.
        var stack: [(Int, Int)] = []
        for start in definitions.indices where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let (index, next) = stack.last {
                if next < definitions[index].cells.count {
                    stack[stack.count - 1].1 += 1
                    let child = Int(definitionOf[Int(definitions[index].cells[next].symbol)])
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
