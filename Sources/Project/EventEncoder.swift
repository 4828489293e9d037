import LayoutEngine

/// Writes render events for one queue (a render lane), remembering the last tree it wrote for
/// each template and device, so that the next event of that template copies the bytes of
/// every node that did not change (`EncodedTree`). The bytes are exactly
/// `RenderOutcome.encodedEventBytes(revision:)`'s. Bounded: at most `maximumTrees` trees and
/// about `maximumBytes` of their bytes (past either, all are forgotten; a forgotten tree only
/// means one event written in full). Used from one queue at a time.
public final class EventEncoder: @unchecked Sendable {
    public static let maximumTrees = 32
    public static let maximumBytes = 16 << 20

    private struct Key: Hashable {
        var template: String
        var device: Device
    }

    private var trees: [Key: EncodedTree] = [:]
    private var bytes = 0

    public init() {}

    /// The event of `outcome` at `revision`, as `outcome.encodedEventBytes(revision:)` writes it.
    public func encode(_ outcome: RenderOutcome, revision: Int) -> [UInt8] {
        guard let tree = outcome.tree, outcome.errors.isEmpty else { return outcome.encodedEventBytes(revision: revision) }
        let key = Key(template: outcome.template, device: outcome.device)
        let previous = trees.removeValue(forKey: key)
        if let previous { bytes -= previous.bytes.count }
        let encoded = EncodedTree(tree, reusing: previous)
        if trees.count >= Self.maximumTrees || bytes + encoded.bytes.count > Self.maximumBytes { forgetAll() }
        if encoded.bytes.count <= Self.maximumBytes / 4 {
            trees[key] = encoded
            bytes += encoded.bytes.count
        }
        return outcome.encodedEventBytes(revision: revision, tree: encoded)
    }

    /// Forgets every tree (the next events are written in full).
    public func forgetAll() {
        trees.removeAll()
        bytes = 0
    }
}
