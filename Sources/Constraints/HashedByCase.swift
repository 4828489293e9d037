/// An enum with a `String` raw value, hashed by its case instead of its raw value.
///
/// For a `RawRepresentable` type the standard library's `hash(into:)` hashes `rawValue`: each
/// attribute or relation put in a set or looked up in a dictionary hashed its name's bytes (a
/// constraint's key hashed three strings). Equality already compares cases.
///
/// Only for enums without payloads and with at most 256 cases, which are one byte: the byte is
/// the case.
public protocol HashedByCase: RawRepresentable, Hashable {}

extension HashedByCase {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(unsafeBitCast(self, to: UInt8.self))
    }
}
