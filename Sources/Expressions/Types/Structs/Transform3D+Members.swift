extension Transform3D {
    /// Reads a Core Animation key path of the transform: `rotation` (= `rotation.z`),
    /// `rotation.x/y/z` (radians), `scale` (mean of the three), `scale.x/y/z`,
    /// `translation.x/y/z`, or an element `m11`…`m44`. Rows follow Core
    /// Animation (points are row vectors; translation is `m41 m42 m43`).
    func member(_ path: String) -> Double? {
        guard m.count == 16 else { return nil }
        if let index = Transform3D.elementIndex(path) { return m[index] }
        let parts = decomposed
        switch path {
        case "rotation", "rotation.z": return parts.rotation[2]
        case "rotation.x": return parts.rotation[0]
        case "rotation.y": return parts.rotation[1]
        case "scale": return (parts.scale[0] + parts.scale[1] + parts.scale[2]) / 3
        case "scale.x": return parts.scale[0]
        case "scale.y": return parts.scale[1]
        case "scale.z": return parts.scale[2]
        case "translation.x": return m[12]
        case "translation.y": return m[13]
        case "translation.z": return m[14]
        default: return nil
        }
    }

    /// The transform with one component replaced, the others (and the
    /// perspective column) kept; `scale` sets all three axes.
    func setting(_ path: String, to value: Double) -> Transform3D? {
        guard m.count == 16 else { return nil }
        var result = self
        switch path {
        case "m34": result.m[11] = value; return result
        case "translation.x": result.m[12] = value; return result
        case "translation.y": result.m[13] = value; return result
        case "translation.z": result.m[14] = value; return result
        default: break
        }
        var parts = decomposed
        switch path {
        case "rotation", "rotation.z": parts.rotation[2] = value
        case "rotation.x": parts.rotation[0] = value
        case "rotation.y": parts.rotation[1] = value
        case "scale": parts.scale = [value, value, value]
        case "scale.x": parts.scale[0] = value
        case "scale.y": parts.scale[1] = value
        case "scale.z": parts.scale[2] = value
        default: return nil
        }
        let rows = Transform3D.rotationRows(parts.rotation)
        for row in 0..<3 {
            for column in 0..<3 { result.m[row * 4 + column] = parts.scale[row] * rows[row][column] }
        }
        return result
    }

    /// Per-row scale and Euler angles (x, y, z) with the upper 3×3 equal to
    /// scale · Rx · Ry · Rz.
    private var decomposed: (scale: [Double], rotation: [Double]) {
        var rows = (0..<3).map { row in (0..<3).map { m[row * 4 + $0] } }
        let scale = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        for row in 0..<3 where scale[row] != 0 { rows[row] = rows[row].map { $0 / scale[row] } }
        let y = TransformMath.arcSine(-rows[0][2])
        let x: Double, z: Double
        if abs(rows[0][2]) < 0.999_999 {
            x = TransformMath.arcTangent(rows[1][2], rows[2][2])
            z = TransformMath.arcTangent(rows[0][1], rows[0][0])
        } else {
            x = TransformMath.arcTangent(-rows[2][1], rows[1][1])
            z = 0
        }
        return (scale, [x, y, z])
    }

    /// Rows of Rx(a) · Ry(b) · Rz(c) for row vectors.
    private static func rotationRows(_ angles: [Double]) -> [[Double]] {
        let (sa, ca) = (TransformMath.sine(angles[0]), TransformMath.cosine(angles[0]))
        let (sb, cb) = (TransformMath.sine(angles[1]), TransformMath.cosine(angles[1]))
        let (sc, cc) = (TransformMath.sine(angles[2]), TransformMath.cosine(angles[2]))
        return [
            [cb * cc, cb * sc, -sb],
            [sa * sb * cc - ca * sc, sa * sb * sc + ca * cc, sa * cb],
            [ca * sb * cc + sa * sc, ca * sb * sc - sa * cc, ca * cb],
        ]
    }
}
