extension FaceMetrics {
    /// The advance of `scalar` in font units, falling back for scalars the face lacks.
    ///
    /// iOS would draw those with a fallback font (PingFang, Apple Color Emoji,
    /// Geeza Pro…) whose metrics are not available here: wide scripts and emoji are
    /// taken as one em, anything else as the face's average advance.
    @inline(__always)
    func width(of scalar: UInt32) -> Double {
        if let advance = advance(of: scalar) { return Double(advance) }
        return ScalarRole.isWide(scalar) ? Double(unitsPerEm) : Double(averageAdvance)
    }

    /// The kerning between two adjacent scalars in font units, as a width.
    @inline(__always)
    func kerningWidth(_ left: UInt32, _ right: UInt32) -> Double {
        Double(kerning(left, right))
    }
}
