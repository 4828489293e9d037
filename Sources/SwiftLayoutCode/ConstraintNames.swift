import LayoutEngine

/// The views a render's constraint list names. A view goes by its id, and by
/// `Class@line:column` (MarkupKit's name for a view without one), and the top view also by
/// `root`; a guide by `name.safeAreaLayoutGuide` and the like.
///
/// A document included twice makes two views of one name. Constraints only join a view to
/// itself, its superview, its subviews or its siblings, so of the views a name may mean, the
/// pairs that are so related are kept; the n-th time the same constraint is listed, it is
/// taken as the n-th such pair (an include's constraints are listed once per include, in
/// tree order).
struct ConstraintNames {
    private var views: [String: [Int]] = [:]
    private var occurrences: [String: Int] = [:]

    init(_ nodes: [RenderedNode]) {
        func add(_ name: String, _ index: Int) {
            if views[name]?.contains(index) != true { views[name, default: []].append(index) }
        }
        for (index, node) in nodes.enumerated() {
            if let id = node.id { add(id, index) }
            add("\(node.className)@\(node.position.line):\(node.position.column)", index)
        }
        if views["root"] == nil { views["root"] = [0] }
    }

    enum Resolution {
        case found(AnchorReference, AnchorReference?)
        case unknownFirst, unknownSecond
    }

    /// The items of a constraint from `first` to `second` (nil for a constant); `occurrence`
    /// identifies the constraint among its repeats.
    mutating func resolve(_ first: String, _ second: String?, occurrence: String, in layout: CodeLayout) -> Resolution {
        let firsts = candidates(first)
        guard !firsts.isEmpty else { return .unknownFirst }
        let seconds: [AnchorReference?] = second.map { candidates($0).map(Optional.some) } ?? [nil]
        guard !seconds.isEmpty else { return .unknownSecond }
        if firsts.count == 1, seconds.count == 1 { return .found(firsts[0], seconds[0]) }
        var pairs: [(AnchorReference, AnchorReference?)] = []
        for item in firsts {
            for target in seconds where target.map({ related(item.view, $0.view, layout) }) ?? true { pairs.append((item, target)) }
        }
        if pairs.isEmpty { return .found(firsts[0], seconds[0]) }
        let count = occurrences[occurrence, default: 0]
        occurrences[occurrence] = count + 1
        let pair = pairs[count % pairs.count]
        return .found(pair.0, pair.1)
    }

    private func candidates(_ name: String) -> [AnchorReference] {
        if let found = views[name] { return found.map { .view($0) } }
        for kind in LayoutGuideKind.allCases where name.hasSuffix("." + kind.rawValue) {
            if let owners = views[String(name.dropLast(kind.rawValue.count + 1))] { return owners.map { .guide($0, kind) } }
        }
        return []
    }

    /// The same view, parent and child, or siblings.
    private func related(_ lhs: Int, _ rhs: Int, _ layout: CodeLayout) -> Bool {
        let left = layout.views[lhs].parent
        let right = layout.views[rhs].parent
        return lhs == rhs || left == rhs || right == lhs || (left != nil && left == right)
    }
}
