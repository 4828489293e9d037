import Diagnostics
import LayoutEngine

/// Writes render events for one queue (a render lane), remembering the last tree and
/// constraints it wrote for each template and device, so that the next event of that template
/// copies the bytes of every node (`EncodedTree`) and constraint that did not change. The bytes are exactly
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
    /// The last constraints written for each template and device, with the end of each one's
    /// bytes in `bytes` (the `constraints` member's array, `[` … `]`).
    private var constraints: [Key: (records: [ConstraintRecord], bytes: [UInt8], ends: [Int])] = [:]
    private var bytes = 0

    public init() {}

    /// The event of `outcome` at `revision`, as `outcome.encodedEventBytes(revision:)` writes it,
    /// and with `asLine` the newline that ends it as a line of the protocol.
    public func encode(_ outcome: RenderOutcome, revision: Int, asLine: Bool = false) -> [UInt8] {
        guard let tree = outcome.tree, outcome.errors.isEmpty else {
            let bytes = outcome.encodedEventBytes(revision: revision)
            return asLine ? [UInt8](unsafeUninitializedCapacity: bytes.count + 1) { buffer, initialized in
                _ = buffer.initialize(from: bytes)
                buffer[bytes.count] = UInt8(ascii: "\n")
                initialized = bytes.count + 1
            } : bytes
        }
        let key = Key(template: outcome.template, device: outcome.device)
        let previous = trees.removeValue(forKey: key)
        let previousConstraints = constraints.removeValue(forKey: key)
        if let previous { bytes -= previous.bytes.count }
        if let previousConstraints { bytes -= previousConstraints.bytes.count }
        let encoded = EncodedTree(tree, reusing: previous)
        let written = outcome.constraints.map { Self.write($0, reusing: previousConstraints) }
        let size = encoded.bytes.count + (written?.bytes.count ?? 0)
        if trees.count >= Self.maximumTrees || bytes + size > Self.maximumBytes { forgetAll() }
        if size <= Self.maximumBytes / 4 {
            trees[key] = encoded
            constraints[key] = written
            bytes += size
        }
        return outcome.encodedEventBytes(revision: revision, tree: encoded, constraintBytes: written?.bytes, asLine: asLine)
    }

    /// The `constraints` member's array, copying the bytes of each record equal to the one at
    /// its index last time.
    private static func write(
        _ records: [ConstraintRecord], reusing previous: (records: [ConstraintRecord], bytes: [UInt8], ends: [Int])?
    ) -> (records: [ConstraintRecord], bytes: [UInt8], ends: [Int]) {
        var ends: [Int] = []
        ends.reserveCapacity(records.count)
        // Read in place: a record read out of its array is a copy (each of its strings retained).
        let previousRecords = previous?.records ?? [], previousBytes = previous?.bytes ?? [], previousEnds = previous?.ends ?? []
        let bytes = ByteOutput.array(capacity: previous.map { $0.bytes.count + 256 } ?? records.count * 256 + 2) { output in
            output.append(UInt8(ascii: "["))
            records.withUnsafeBufferPointer { records in
                previousRecords.withUnsafeBufferPointer { old in
                    previousBytes.withUnsafeBytes { oldBytes in
                        for index in records.indices {
                            if index > 0 { output.append(UInt8(ascii: ",")) }
                            if index < old.count, ConstraintRecord.same(old.baseAddress! + index, records.baseAddress! + index) {
                                let start = index == 0 ? 1 : previousEnds[index - 1] + 1
                                output.append(UnsafeRawBufferPointer(rebasing: oldBytes[start..<previousEnds[index]]))
                            } else {
                                ConstraintRecord.write(records.baseAddress! + index, to: &output)
                            }
                            ends.append(output.count)
                        }
                    }
                }
            }
            output.append(UInt8(ascii: "]"))
        }
        return (records, bytes, ends)
    }

    /// Forgets every tree (the next events are written in full).
    public func forgetAll() {
        trees.removeAll()
        constraints.removeAll()
        bytes = 0
    }
}
