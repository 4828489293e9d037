/// Two weightings of one direction of the ambiguity search (`SolverCore.weight(_:)`), with the
/// arithmetic the search does on them: what `SIMD2<Double>` was. A plain struct: an array of
/// `SIMD2<Double>` made the first search of a process look up `Double: SIMDScalar` at run
/// time, a scan of every conformance record of the binary (0.08 to 0.14 ms of its first render).
struct DirectionWeight: Equatable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    static let zero = DirectionWeight(0, 0)

    static func + (left: DirectionWeight, right: DirectionWeight) -> DirectionWeight {
        DirectionWeight(left.x + right.x, left.y + right.y)
    }

    static func - (left: DirectionWeight, right: DirectionWeight) -> DirectionWeight {
        DirectionWeight(left.x - right.x, left.y - right.y)
    }

    static func += (sum: inout DirectionWeight, term: DirectionWeight) {
        sum.x += term.x
        sum.y += term.y
    }

    static func * (factor: Double, weight: DirectionWeight) -> DirectionWeight {
        DirectionWeight(factor * weight.x, factor * weight.y)
    }
}
