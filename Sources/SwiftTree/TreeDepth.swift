/// How deep a tree goes, counting every link from a node to a node inside it
/// (`SwiftNode.forEachChild`): a chain of `else if`s, of prefix operators, of members or calls
/// as well as nested brackets. Worked out with a list, not recursion, and only as far as `limit`.
extension SwiftFile {
    public func isDeeper(than limit: Int) -> Bool {
        var work: [(SwiftNode, Int)] = [(.block(statements), 0)]
        while let (node, depth) = work.popLast() {
            guard depth <= limit else { return true }
            node.forEachChild { child in work.append((child, depth + 1)) }
        }
        return false
    }
}
