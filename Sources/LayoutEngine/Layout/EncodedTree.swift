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
        /// The frame's numbers in the head (`RenderedNode.writeFrameNumbers`).
        var frame: Range<Int> = 0..<0
    }

    /// `tree` written as `tree.write(to:)` writes it, copying from `previous` the head of every
    /// node whose head is the same as the node in the same place of `previous.tree` (the same
    /// path of child indices).
    public init(_ tree: RenderedNode, reusing previous: EncodedTree? = nil) {
        var writer = Writer(previous: previous)
        bytes = ByteOutput.array(capacity: previous.map { $0.bytes.count + 1024 } ?? tree.estimatedEncodedSize) { output in
            writer.write(tree, matching: previous.map { ($0.tree, 0) }, to: &output)
        }
        self.tree = tree
        nodes = writer.nodes
    }

    private struct Writer {
        let previous: EncodedTree?
        var nodes: [Entry] = []
        var fonts = RenderedNode.FontMemo()

        /// Writes `node`; `old` is the node in its place in the previous tree, with its preorder index.
        mutating func write(_ node: RenderedNode, matching old: (node: RenderedNode, index: Int)?, to output: inout ByteOutput) {
            let entryIndex = nodes.count
            nodes.append(Entry(start: output.count, headEnd: 0, size: 0))
            if let old, let previous, node.hasSameHeadBesidesFrame(as: old.node) {
                let entry = previous.nodes[old.index]
                if node.frame == old.node.frame {
                    let shift = output.count - entry.start
                    output.append(previous.bytes[entry.start..<entry.headEnd])
                    nodes[entryIndex].frame = (entry.frame.lowerBound + shift)..<(entry.frame.upperBound + shift)
                } else {
                    // Only the frame moved: its numbers are written between the old bytes.
                    output.append(previous.bytes[entry.start..<entry.frame.lowerBound])
                    let frameStart = output.count
                    node.writeFrameNumbers(to: &output)
                    nodes[entryIndex].frame = frameStart..<output.count
                    output.append(previous.bytes[entry.frame.upperBound..<entry.headEnd])
                }
            } else {
                node.writeHead(to: &output, frameBytes: &nodes[entryIndex].frame, fonts: &fonts)
            }
            nodes[entryIndex].headEnd = output.count
            // The old children in preorder: each after the subtree of the one before.
            var oldChild = old.map { $0.index + 1 }
            for index in node.children.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if let old, let at = oldChild, index < old.node.children.count, let previous {
                    write(node.children[index], matching: (old.node.children[index], at), to: &output)
                    oldChild = at + previous.nodes[at].size
                } else {
                    write(node.children[index], matching: nil, to: &output)
                }
            }
            output.append("]}")
            nodes[entryIndex].size = nodes.count - entryIndex
        }
    }
}
