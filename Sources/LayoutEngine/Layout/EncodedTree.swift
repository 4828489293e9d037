import Diagnostics

/// A render tree written as JSON, with where each node's bytes are, so that the next render of
/// the same template copies what did not change instead of writing it again: a save that
/// moves frames rewrites the numbers of those frames, and every other byte is copied.
/// Numbers are the dear part of writing a tree (each frame's four, the text's size and line
/// height), and a save changes few of them.
public struct EncodedTree: Sendable {
    /// The tree these bytes are the NODE object of.
    public let tree: RenderedNode
    /// `tree.write(to:)`'s bytes, exactly.
    public let bytes: [UInt8]
    /// Each node in preorder: where its object starts, where its children start, and how many
    /// nodes its subtree holds (itself included).
    let nodes: [Entry]

    struct Entry {
        var start: Int
        var headEnd: Int
        var size: Int
        /// The frame's numbers in the head (`RenderedNode.writeNumbers(of:to:)`).
        var frame: Range<Int> = 0..<0
    }

    /// `tree` written as `tree.write(to:)` writes it, copying from `previous` the head of every
    /// node whose head is the same as the node in the same place of `previous.tree` (the same
    /// path of child indices).
    public init(_ tree: RenderedNode, reusing previous: EncodedTree? = nil) {
        var nodes: [Entry] = []
        bytes = ByteOutput.array(capacity: previous.map { $0.bytes.count + 1024 } ?? tree.estimatedEncodedSize) { output in
            guard let previous else {
                var writer = Writer(previousBytes: UnsafeBufferPointer(start: nil, count: 0), previousNodes: UnsafeBufferPointer(start: nil, count: 0))
                withUnsafePointer(to: tree) { root in writer.write(root, old: nil, to: &output) }
                nodes = writer.nodes
                return
            }
            // The previous tree, bytes and entries are read in place: its nodes are reached
            // through pointers, not kept in optional tuples that each held a copy of a node (a
            // copy retains every one of its fields), and its bytes are copied without slicing
            // the array, for each node of the tree at every save.
            previous.bytes.withUnsafeBufferPointer { previousBytes in
                previous.nodes.withUnsafeBufferPointer { previousNodes in
                    withUnsafePointer(to: previous.tree) { oldRoot in
                        withUnsafePointer(to: tree) { root in
                            var writer = Writer(previousBytes: previousBytes, previousNodes: previousNodes)
                            writer.write(root, old: (oldRoot, 0), to: &output)
                            nodes = writer.nodes
                        }
                    }
                }
            }
        }
        self.tree = tree
        self.nodes = nodes
    }

    /// Valid while `init` runs: the previous tree's bytes and entries, borrowed.
    private struct Writer {
        let previousBytes: UnsafeBufferPointer<UInt8>
        let previousNodes: UnsafeBufferPointer<Entry>
        var nodes: [Entry] = []
        var fonts = RenderedNode.FontMemo()

        init(previousBytes: UnsafeBufferPointer<UInt8>, previousNodes: UnsafeBufferPointer<Entry>) {
            self.previousBytes = previousBytes
            self.previousNodes = previousNodes
        }

        /// Writes `node`; `old` is the node in its place in the previous tree, with its preorder
        /// index. Both are reached through pointers: a node passed by value is copied (every one
        /// of its fields retained) at each level of the tree.
        mutating func write(_ node: UnsafePointer<RenderedNode>, old: (node: UnsafePointer<RenderedNode>, index: Int)?,
                            to output: inout ByteOutput) {
            let entryIndex = nodes.count
            nodes.append(Entry(start: output.count, headEnd: 0, size: 0))
            if let old, RenderedNode.sameHeadBesidesFrame(node, old.node) {
                let entry = previousNodes[old.index]
                if node.pointee.frame == old.node.pointee.frame {
                    let shift = output.count - entry.start
                    append(entry.start..<entry.headEnd, to: &output)
                    nodes[entryIndex].frame = (entry.frame.lowerBound + shift)..<(entry.frame.upperBound + shift)
                } else {
                    // Only the frame moved: its numbers are written between the old bytes.
                    append(entry.start..<entry.frame.lowerBound, to: &output)
                    let frameStart = output.count
                    RenderedNode.writeNumbers(of: node.pointee.frame, to: &output)
                    nodes[entryIndex].frame = frameStart..<output.count
                    append(entry.frame.upperBound..<entry.headEnd, to: &output)
                }
            } else {
                RenderedNode.writeHead(node, to: &output, frameBytes: &nodes[entryIndex].frame, fonts: &fonts)
            }
            nodes[entryIndex].headEnd = output.count
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let old else {
                    for index in children.indices {
                        if index > 0 { output.append(UInt8(ascii: ",")) }
                        write(children.baseAddress! + index, old: nil, to: &output)
                    }
                    return
                }
                old.node.pointee.children.withUnsafeBufferPointer { oldChildren in
                    // The old children in preorder: each after the subtree of the one before.
                    var oldChild = old.index + 1
                    for index in children.indices {
                        if index > 0 { output.append(UInt8(ascii: ",")) }
                        if index < oldChildren.count {
                            write(children.baseAddress! + index, old: (oldChildren.baseAddress! + index, oldChild), to: &output)
                            oldChild += previousNodes[oldChild].size
                        } else {
                            write(children.baseAddress! + index, old: nil, to: &output)
                        }
                    }
                }
            }
            output.append("]}")
            nodes[entryIndex].size = nodes.count - entryIndex
        }

        /// Copies `range` of the previous tree's bytes.
        private func append(_ range: Range<Int>, to output: inout ByteOutput) {
            output.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: previousBytes[range])))
        }
    }
}
