extension AffineTransform {
    /// Reads a Core Animation style key path of the transform: `rotation`
    /// (radians), `scale` (mean of x and y), `scale.x`, `scale.y`,
    /// `translation.x`, `translation.y`, or an element `a`…`ty`. Decomposition
    /// assumes no shear, like Core Animation's helpers.
    func member(_ path: String) -> Double? {
        let parts = decomposed
        switch path {
        case "rotation": return parts.rotation
        case "scale": return (parts.scaleX + parts.scaleY) / 2
        case "scale.x": return parts.scaleX
        case "scale.y": return parts.scaleY
        case "translation.x", "tx": return tx
        case "translation.y", "ty": return ty
        case "a": return a
        case "b": return b
        case "c": return c
        case "d": return d
        default: return nil
        }
    }

    /// The transform with one component replaced and the others kept
    /// (`scale` sets both axes).
    func setting(_ path: String, to value: Double) -> AffineTransform? {
        var parts = decomposed
        switch path {
        case "rotation": parts.rotation = value
        case "scale": parts.scaleX = value; parts.scaleY = value
        case "scale.x": parts.scaleX = value
        case "scale.y": parts.scaleY = value
        case "translation.x": parts.translationX = value
        case "translation.y": parts.translationY = value
        default: return nil
        }
        return AffineTransform(parts)
    }

    /// Scale, then rotation, then translation.
    private struct Components {
        var scaleX, scaleY, rotation, translationX, translationY: Double
    }

    private var decomposed: Components {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX == 0 ? 0 : TransformMath.arcTangent(b, a)
        let scaleY = scaleX == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / scaleX
        return Components(scaleX: scaleX, scaleY: scaleY, rotation: rotation, translationX: tx, translationY: ty)
    }

    private init(_ parts: Components) {
        let cosine = TransformMath.cosine(parts.rotation), sine = TransformMath.sine(parts.rotation)
        self.init(a: parts.scaleX * cosine, b: parts.scaleX * sine,
                  c: -parts.scaleY * sine, d: parts.scaleY * cosine,
                  tx: parts.translationX, ty: parts.translationY)
    }
}
