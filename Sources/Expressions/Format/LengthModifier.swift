/// A length modifier: `hh h l ll j z t L q`.
public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
    case char = "hh", short = "h", long = "l", longLong = "ll"
    case intMax = "j", size = "z", pointerDifference = "t", longDouble = "L", quad = "q"
}
