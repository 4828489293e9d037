extension Tableau {
    /// Primal simplex over a lexicographic objective (`objective` rows, highest level first).
    ///
    /// Bland's rule on both choices (lowest symbol id enters, ties in the ratio test go to the
    /// lowest basic id) never cycles, also over priority vectors, and makes every choice
    /// independent of the order cells happen to sit in.
    mutating func optimize(_ objective: [Int32]) {
        if isIndexed(objective) { return optimizeLong(objective) }
        while let entering = enteringSymbol(objective) {
            guard let row = leavingRow(for: entering) else {
                // Every objective is a sum of non-negative errors, so it is bounded below: only
                // round-off can get here, and stopping keeps the current feasible vertex.
                assertionFailure("unbounded objective")
                return
            }
            pivot(entering: entering, row: row)
        }
    }

    /// `optimize` over objective rows long enough to keep their cells' positions (a layout of
    /// thousands of views with optional constraints): the same choices, without scanning the
    /// whole objective at every pivot. A pivot changes the objective's coefficients of its
    /// row's symbols only, so the symbols that can enter wait in a heap — all of them after
    /// one scan, then each pivot row's — and each is checked again when it comes first.
    private mutating func optimizeLong(_ objective: [Int32]) {
        var waiting = MinHeap(enteringCandidates(objective))
        while let entering = waiting.pop(where: { canEnter($0, objective) }) {
            guard let row = leavingRow(for: entering) else {
                assertionFailure("unbounded objective")
                return
            }
            pivot(entering: entering, row: row)
            for cell in cells[Int(row)] where canEnter(cell.symbol, objective) { waiting.push(cell.symbol) }
        }
    }

    /// Every pivotable symbol whose reduced cost is lexicographically negative.
    private mutating func enteringCandidates(_ objective: [Int32]) -> [Int32] {
        let seen = nextStamp()
        var found: [Int32] = []
        for row in objective {
            for cell in cells[Int(row)] where cell.coefficient < -Self.epsilon {
                if !isMarked(cell.symbol, seen), kinds[Int(cell.symbol)].isPivotable { found.append(cell.symbol) }
            }
            for cell in cells[Int(row)] where abs(cell.coefficient) >= Self.epsilon { setMark(cell.symbol, seen) }
        }
        return found
    }

    /// Whether `symbol` may enter: pivotable, and its coefficient at the highest level of the
    /// (indexed) objective that mentions it is below zero.
    private func canEnter(_ symbol: Int32, _ objective: [Int32]) -> Bool {
        guard kinds[Int(symbol)].isPivotable else { return false }
        for row in objective {
            let coefficient = coefficient(of: symbol, inIndexedRow: row)
            if abs(coefficient) >= Self.epsilon { return coefficient < 0 }
        }
        return false
    }

    /// The lowest pivotable symbol whose reduced cost is lexicographically negative: its
    /// coefficient at the highest level that mentions it is below zero.
    mutating func enteringSymbol(_ objective: [Int32]) -> Int32? {
        let seen = nextStamp()
        var best = Int32.max
        for row in objective {
            for cell in cells[Int(row)] where cell.coefficient < -Self.epsilon && cell.symbol < best {
                if !isMarked(cell.symbol, seen), kinds[Int(cell.symbol)].isPivotable { best = cell.symbol }
            }
            for cell in cells[Int(row)] where abs(cell.coefficient) >= Self.epsilon { setMark(cell.symbol, seen) }
        }
        return best == .max ? nil : best
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio).
    func leavingRow(for entering: Int32) -> Int32? {
        var bestRow: Int32 = -1
        var bestRatio = Double.infinity
        for row in columns[Int(entering)] where isRestrictedRow(row) {
            let coefficient = self.coefficient(of: entering, inRow: row)
            guard coefficient < -Self.epsilon else { continue }
            let ratio = max(constants[Int(row)], 0) / -coefficient
            if bestRow < 0 || ratio < bestRatio - Self.epsilon
                || (ratio <= bestRatio + Self.epsilon && basic[Int(row)] < basic[Int(bestRow)]) {
                bestRatio = min(ratio, bestRatio)
                bestRow = row
            }
        }
        return bestRow < 0 ? nil : bestRow
    }

    /// Dual simplex: restores feasibility after constants changed (edits), keeping the
    /// objective optimal. Returns false when a row cannot be repaired: the required
    /// constraints no longer have a solution.
    mutating func dualOptimize(_ objective: [Int32]) -> Bool {
        while let row = infeasibleRows.popLast() {
            guard isRestrictedRow(row), constants[Int(row)] < -Self.epsilon else { continue }
            guard let entering = dualEnteringSymbol(row: row, objective: objective) else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(entering: entering, row: row)
        }
        return true
    }

    /// Among the row's positive pivotable cells, the one with the lexicographically smallest
    /// ratio reduced cost / coefficient: decided level by level from the highest.
    private mutating func dualEnteringSymbol(row: Int32, objective: [Int32]) -> Int32? {
        var candidates = cells[Int(row)].filter { $0.coefficient > Self.epsilon && kinds[Int($0.symbol)].isPivotable }
        guard !candidates.isEmpty else { return nil }
        var reducedCosts = [Double](repeating: 0, count: candidates.count)
        for level in objective where candidates.count > 1 {
            let current = nextStamp()
            for candidate in candidates { setMark(candidate.symbol, current) }
            for index in reducedCosts.indices { reducedCosts[index] = 0 }
            for cell in cells[Int(level)] where isMarked(cell.symbol, current) {
                reducedCosts[candidates.firstIndex { $0.symbol == cell.symbol }!] = cell.coefficient
            }
            var smallest = Double.infinity
            for (index, candidate) in candidates.enumerated() {
                smallest = min(smallest, reducedCosts[index] / candidate.coefficient)
            }
            var kept: [Cell] = []
            for (index, candidate) in candidates.enumerated()
            where reducedCosts[index] / candidate.coefficient <= smallest + Self.epsilon {
                kept.append(candidate)
            }
            candidates = kept
            reducedCosts = [Double](repeating: 0, count: candidates.count)
        }
        return candidates.min { $0.symbol < $1.symbol }!.symbol
    }
}

extension MinHeap {
    /// The least element for which `holds` is true; the lesser ones that fail it are dropped.
    mutating func pop(where holds: (Element) -> Bool) -> Element? {
        while let first = pop() {
            if holds(first) { return first }
        }
        return nil
    }
}
