#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math functions transforms need, in one place so the target stays
/// free of Foundation.
enum TransformMath {
    static func sine(_ x: Double) -> Double { sin(x) }
    static func cosine(_ x: Double) -> Double { cos(x) }
    static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
    static func arcSine(_ x: Double) -> Double { asin(Swift.min(1, Swift.max(-1, x))) }
}
