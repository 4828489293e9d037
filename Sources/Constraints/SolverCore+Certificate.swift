extension SolverCore {
    /// The members of the conflict a failed install's phase-one row proves, read in this core
    /// (the one with the substitution layer) instead of a certificate-mode one: the required
    /// constraints whose markers `certificate` names, each with its multiplier (the marker's
    /// coefficient over its coefficient in its row), the new constraint `index`, and the
    /// definitions their combination is expanded through. Nil when the certificate does not
    /// account for everything — an unmarked tableau row or an optional constraint took part, a
    /// definition was solved from an expanded constraint, or the combination does not cancel
    /// within round-off — and the caller diagnoses in a certificate-mode core instead. A
    /// definition stored read through others is read as written (`definitionsAsWritten`), so
    /// its constraint is named alone.
    ///
    /// What is returned is checked, not trusted: the multipliers, with every definition's, make
    /// a Farkas combination of the members' constraints as the caller stated them — every
    /// variable cancels, each inequality's multiplier has its sign, and the constant left says
    /// `0 < 0`. So the members cannot hold together. The cost is the certificate's size plus
    /// the definitions it reaches, not the system's: a chain of 2,000 views costs one pass.
    mutating func certifiedConflict(_ certificate: [Cell], adding index: Int, records: [ConstraintRecord?]) -> [Int]? {
        var multipliers: [Int: Double] = [:]
        for cell in certificate {
            guard let owner = owner(ofMarker: cell.symbol) else {
                // A definition's dummy: its constraint is reached through the expansion below.
                if tableau.kinds[Int(cell.symbol)] == .dummy { continue }
                return nil
            }
            guard owner != index else { continue }
            guard let record = records[owner], record.isRequired,
                  case .simplex(let markers) = placements[owner], markers.marker == cell.symbol else { return nil }
            multipliers[owner, default: 0] += cell.coefficient / markers.markerCoefficient
        }
        // The named constraints (x) and the new one (y), summed over symbols and expanded
        // through the definitions, both at once: the new one's multiplier is ±1 in the same scale.
        var coefficients: [Int32: SIMD2<Double>] = [:]
        var constant = SIMD2<Double>.zero
        func add(_ expression: LinearExpression, _ factor: SIMD2<Double>) -> Bool {
            constant += expression.constant * factor
            for term in expression.terms {
                guard term.variable.index < symbolOfVariable.count else { return false }
                let symbol = symbolOfVariable[term.variable.index]
                guard symbol >= 0 else { return false }
                coefficients[symbol, default: .zero] += term.coefficient * factor
            }
            return true
        }
        guard let added = records[index] else { return nil }
        for (owner, multiplier) in multipliers {
            guard add(records[owner]!.expression, SIMD2(multiplier, 0)) else { return nil }
        }
        guard add(added.expression, SIMD2(0, 1)) else { return nil }
        var definitionFactors: [(definition: Int, factor: SIMD2<Double>)] = []
        for symbol in dependencyOrder(from: Array(coefficients.keys).sorted(), asWritten: true) {
            guard let factor = coefficients.removeValue(forKey: symbol), factor != .zero else { continue }
            let definition = Int(definitionOf[Int(symbol)])
            guard !definitionIsExpanded[definition] else { return nil }
            definitionFactors.append((definition, factor))
            let written = definition < definitionsAsWritten.count ? definitionsAsWritten[definition] : nil
            constant += factor * (written?.constant ?? definitionConstants[definition])
            for cell in written?.cells ?? definitions[definition].cells where tableau.kinds[Int(cell.symbol)] != .dummy {
                coefficients[cell.symbol, default: .zero] += factor * cell.coefficient
            }
        }
        let scale = multipliers.values.reduce(1) { max($0, abs($1)) }
        let tolerance = 1e-7 * scale
        for sign in [1.0, -1.0] {
            let combined = { (pair: SIMD2<Double>) in pair.x + sign * pair.y }
            guard coefficients.values.allSatisfy({ abs(combined($0)) <= tolerance }) else { continue }
            var members: [(index: Int, multiplier: Double)] = multipliers.map { ($0.key, $0.value) }
            members.append((index, sign))
            for (definition, factor) in definitionFactors where abs(combined(factor)) > tolerance {
                // An equality: its multiplier's sign does not matter.
                members.append((constraintOfDefinition[definition], 1))
            }
            // Σ y·expression ≤ 0 wherever the members hold (a `<=` needs y ≥ 0, a `>=` y ≤ 0);
            // a constant above 0 (or, all signs flipped, below 0) contradicts it.
            for orientation in [1.0, -1.0] where orientation * combined(constant) > tolerance {
                let signsHold = members.allSatisfy { member in
                    switch records[member.index]!.relation {
                    case .equal: true
                    case .lessThanOrEqual: orientation * member.multiplier >= 0
                    case .greaterThanOrEqual: orientation * member.multiplier <= 0
                    }
                }
                if signsHold { return Set(members.map(\.index)).sorted() }
            }
        }
        return nil
    }
}
