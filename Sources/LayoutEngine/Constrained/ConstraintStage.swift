import AutoLayout
import Constraints
import Diagnostics
import Expressions

/// What a constraint-placed format (EverLayout, MarkupKit, SwiftLayout) hands the stage once
/// it has read its document: a `LayoutSystem` with every view and constraint installed, the
/// views of the tree to render, and its constraints as records.
public struct ConstraintScene {
    public var system: LayoutSystem
    /// The rendered tree's views, the root first; `children` index into this array.
    public var views: [SceneView]
    /// The format's constraints in the order it lists them, each with the id it got in the
    /// system (nil when it was not installed: inactive for the traits, or refused).
    public var constraints: [SceneConstraint]

    public init(system: LayoutSystem, views: [SceneView], constraints: [SceneConstraint]) {
        self.system = system
        self.views = views
        self.constraints = constraints
    }
}

/// One view of the tree to render.
public struct SceneView {
    /// Class, id, properties, source position, constraint name and content priorities; the
    /// stage sets the frame, the drawn text and the children.
    public var node: RenderedNode
    /// Its item in the system; nil for a view Auto Layout does not place (its frame is zero).
    public var item: ItemID?
    public var children: [Int]
    /// The text the view draws (a label's, a button's title), laid out at its final width.
    public var text: SceneText?
    /// For a label that wraps: its width on one line. A solve that gives it less measures it
    /// again at the width it got (what `preferredMaxLayoutWidth` does).
    public var oneLineWidth: Double?

    public init(node: RenderedNode, item: ItemID?, children: [Int] = [], text: SceneText? = nil, oneLineWidth: Double? = nil) {
        self.node = node
        self.item = item
        self.children = children
        self.text = text
        self.oneLineWidth = oneLineWidth
    }
}

/// Text to draw in a view's final frame.
public struct SceneText {
    public var string: String { didSet { drawn = DrawnLines() } }
    public var font: ResolvedFont { didSet { drawn = DrawnLines() } }
    public var numberOfLines: Int { didSet { drawn = DrawnLines() } }
    /// The lines last drawn of this text, and at what width and scale: a scene kept for the next
    /// save (`KeptRenders`) draws a label whose width did not change from them instead of
    /// breaking its text again. Shared by the scene's copies, which the render that took the
    /// scene uses alone; any change of the text starts a new one.
    private var drawn = DrawnLines()

    private final class DrawnLines: @unchecked Sendable {
        var width = -1.0
        var scale = 0.0
        var text: DrawnText?
    }

    public init(_ string: String, font: ResolvedFont, numberOfLines: Int) {
        self.string = string
        self.font = font
        self.numberOfLines = numberOfLines
    }

    /// The text drawn in a frame `width` wide.
    func drawn(width: Double, measurer: TextMeasurer) -> DrawnText {
        if drawn.width == width, drawn.scale == measurer.scale, let text = drawn.text { return text }
        let text = DrawnText(string, font: font, width: width, numberOfLines: numberOfLines, measurer: measurer)
        drawn.width = width
        drawn.scale = measurer.scale
        drawn.text = text
        return text
    }
}

/// A format's constraint and the id it got in the system.
public struct SceneConstraint {
    public var record: ConstraintRecord
    public var id: LayoutConstraintID?

    public init(record: ConstraintRecord, id: LayoutConstraintID?) {
        self.record = record
        self.id = id
    }
}

/// A conflict or an ambiguity, worded the same whichever format made the layout; the format
/// positions it (`place`) in its own source and turns it into its own diagnostic.
public struct ConstraintProblem {
    public enum Place: Hashable, Sendable {
        /// The format's constraint at this index of `ConstraintScene.constraints`.
        case constraint(Int)
        /// The view at this index of `ConstraintScene.views`.
        case view(Int)
    }

    public var message: String
    public var place: Place
    /// Each of the format's constraints involved, with its equation, for notes at its source.
    public var involved: [(equation: String, constraint: Int)]
    /// Conflict or ambiguity, and the views it is about (where their nodes are written), for
    /// the audit's rules.
    public var finding: LayoutFinding
}

/// What the stage made of a scene.
public struct ConstraintLayout {
    /// The views with frames relative to their superview, each edge rounded to the pixel grid
    /// in root coordinates (R-AL-ROUND).
    public var tree: RenderedNode
    /// The format's constraints, in its order.
    public var constraints: [ConstraintRecord]
    /// Conflicts, then ambiguous views, in item order.
    public var problems: [ConstraintProblem]
    /// Views whose frame the constraints leave free, by their name in the system.
    public var ambiguous: [String: [Axis]]
    /// Whether some required constraints could not all hold (one of each set was broken).
    public var isUnsatisfiable: Bool
}

/// The one step from "constraints built" to "frames out" that every constraint-placed format
/// takes (docs/DESIGN.md, "One Auto Layout stage"): solve; measure wrapping labels again at the
/// width they got and solve again (their content-size constraints are edited, the tableau
/// kept); round to pixels; name conflicts and ambiguity; build the rendered tree.
public enum ConstraintStage {
    /// Labels narrower than their one-line width by less than this are not measured again.
    static let wrapTolerance = 0.001

    /// Lays `scene` out. `remeasure` gets the wrapping labels that came out narrower than one
    /// line (view index → solved width) and answers the intrinsic sizes that changed, by item
    /// (the labels', and any container's that adds them up).
    ///
    /// With `solved`, the system is solved from the one kept for `key` when only constants
    /// differ (a saved document whose numbers changed), and kept for the next render; with
    /// `changed` too, the format vouches that the scene is its last one for `key` but for those
    /// constraints' constants (`SolvedSystems.resume`). `stamp`: the format's token for the
    /// solve it patched `scene` from (`after`; `changed` is trusted only if the kept system is
    /// still that one) and for this one (`new`, kept with the system).
    /// The height UIKit gives a self-sizing cell whose constraints fit it in no height.
    static let standardRowHeight = 44.0
    /// UIKit's words when it does.
    public static let collapsedCellMessage = "Detected a case where constraints ambiguously suggest a height of zero for a table view "
        + "cell's content view. We're considering the collapse unintentional and using standard height instead."

    public static func run(_ scene: ConstraintScene, solved: (systems: SolvedSystems, key: String)? = nil,
                           changed: [LayoutConstraintID]? = nil, stamp: (after: Int?, new: Int)? = nil,
                           remeasure: ([Int: Double]) -> [(ItemID, IntrinsicSize)]) -> ConstraintLayout {
        var system = scene.system
        if let solved, let resumed = solved.systems.resume(system, key: solved.key, changed: changed, stamp: stamp?.after) { system = resumed }
        var remeasured = false
        defer { if let solved { solved.systems.keep(system, key: solved.key, remeasured: remeasured, stamp: stamp?.new) } }
        var result = system.solve()
        var narrower: [Int: Double] = [:]
        // By index, read in place: enumerating copied every view (its node's strings and arrays).
        for index in scene.views.indices {
            guard let oneLine = scene.views[index].oneLineWidth, let item = scene.views[index].item else { continue }
            let width = result.exactFrames[item.index].width
            if width < oneLine - wrapTolerance { narrower[index] = width }
        }
        if !narrower.isEmpty {
            remeasured = true
            for (item, size) in remeasure(narrower) { system.setIntrinsicSize(of: item, to: size) }
            result = system.solve()
        }
        let collapsed = system.host.fitsHeight && result.exactFrames[system.root.index].height < 0.5
        if collapsed {
            // UIKit takes a cell whose content fits in no height for a mistake and gives it a
            // table's standard row.
            system.setRootSize(Size(width: result.exactFrames[system.root.index].width, height: standardRowHeight))
            result = system.solve()
        }
        // Only conflicts and ambiguous views are placed by it: a layout without either makes none.
        var viewOfItem: [Int: Int] = [:]
        if !result.conflicts.isEmpty || !result.ambiguous.isEmpty {
            for index in scene.views.indices {
                if let item = scene.views[index].item { viewOfItem[item.index] = index }
            }
        }
        var problems = conflicts(result, system: system, scene: scene, viewOfItem: viewOfItem)
        if collapsed, !scene.views.isEmpty {
            problems.append(ConstraintProblem(message: collapsedCellMessage, place: .view(0), involved: [],
                                              finding: LayoutFinding(kind: .ambiguous, views: [place(scene.views[0])])))
        }
        var ambiguous: [String: [Axis]] = [:]
        for entry in result.ambiguous {
            guard let index = viewOfItem[entry.item.index], index != 0 else { continue }
            let name = system.name(of: entry.item)
            ambiguous[name] = entry.axes
            let axes = entry.axes.map(\.rawValue).joined(separator: " and ")
            problems.append(ConstraintProblem(message: "The layout of \(name) is ambiguous (\(axes) not determined by its constraints)",
                                              place: .view(index), involved: [],
                                              finding: LayoutFinding(kind: .ambiguous, views: [place(scene.views[index])])))
        }
        // Each record copied once (`map(\.record)` copied each scene constraint, then its record).
        var records: [ConstraintRecord] = []
        records.reserveCapacity(scene.constraints.count)
        // The record read through a pointer: `scene.constraints[index].record` copied the whole
        // scene constraint first, then the record (each string retained twice).
        scene.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices { records.append((constraints.baseAddress! + index).pointee.record) }
        }
        return ConstraintLayout(tree: tree(scene, result), constraints: records, problems: problems,
                                ambiguous: ambiguous, isUnsatisfiable: !result.conflicts.isEmpty)
    }

    /// UIKit's words for a conflict: every member, then the one it breaks.
    private static func conflicts(_ result: LayoutSolution, system: LayoutSystem, scene: ConstraintScene,
                                  viewOfItem: [Int: Int]) -> [ConstraintProblem] {
        guard !result.conflicts.isEmpty else { return [] }
        var formatIndex: [LayoutConstraintID: Int] = [:]
        for (index, constraint) in scene.constraints.enumerated() {
            if let id = constraint.id { formatIndex[id] = index }
        }
        // UIKit's log names a constraint's identifier with it (`'UISV-spacing'`); so do these.
        func equation(_ id: LayoutConstraintID) -> String {
            if let index = formatIndex[id] {
                let record = scene.constraints[index].record
                return record.identifier.map { "\(record.equation) (\($0))" } ?? record.equation
            }
            let constraint = system.constraint(id)
            let text = ConstraintRecord.equation(
                item: system.name(of: constraint.item), attribute: constraint.attribute, relation: constraint.relation,
                toItem: constraint.toItem.map(system.name(of:)), toAttribute: constraint.toAttribute,
                multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
            return constraint.identifier.map { "\(text) (\($0))" } ?? text
        }
        return result.conflicts.map { conflict in
            var message = "Unable to simultaneously satisfy constraints: " + conflict.constraints.map(equation).joined(separator: "; ")
            if let broken = conflict.broken { message += ". Will attempt to recover by breaking constraint " + equation(broken) }
            let place = conflict.broken.flatMap { formatIndex[$0] }.map(ConstraintProblem.Place.constraint) ?? .view(0)
            let involved = conflict.constraints.compactMap { id in formatIndex[id].map { (scene.constraints[$0].record.equation, $0) } }
            // The views the constraints place, each once, in the order they are named; the root
            // (the superview everything hangs from) only when no other view is.
            var views: [Int] = []
            for id in conflict.constraints {
                let constraint = system.constraint(id)
                for item in [constraint.item] + (constraint.toItem.map { [$0] } ?? []) {
                    if let view = viewOfItem[item.index], !views.contains(view) { views.append(view) }
                }
            }
            let placed = views.contains { $0 != 0 } ? views.filter { $0 != 0 } : views
            return ConstraintProblem(message: message, place: place, involved: involved,
                                     finding: LayoutFinding(kind: .conflict, views: placed.map { Self.place(scene.views[$0]) }))
        }
    }

    /// A node of the tree given its frame, its children and its drawn text (moved in).
    private static func finish(_ node: inout RenderedNode, frame: Rect, children: inout [RenderedNode], text: inout DrawnText?) {
        node.frame = frame
        swap(&node.children, &children)
        if case .some = text { swap(&node.text, &text) }
    }

    /// Where a scene's view is written, as its rendered node says.
    private static func place(_ view: SceneView) -> LayoutFinding.View {
        LayoutFinding.View(file: view.node.file, position: view.node.position)
    }

    /// The rendered tree, built without recursion (documents nest as deep as their format
    /// allows): frames in the superview's space from edges rounded in root coordinates.
    private static func tree(_ scene: ConstraintScene, _ result: LayoutSolution) -> RenderedNode {
        var order: [(view: Int, parent: Int?)] = []
        order.reserveCapacity(scene.views.count)
        var pending: [(Int, Int?)] = [(0, nil)]
        pending.reserveCapacity(scene.views.count)
        var visited = [Bool](repeating: false, count: scene.views.count)
        while let (index, parent) = pending.popLast() {
            // A view reached twice would be drawn twice; formats hand a tree, this keeps it one.
            guard !visited[index] else { continue }
            visited[index] = true
            order.append((index, parent))
            for child in scene.views[index].children.reversed() { pending.append((child, index)) }
        }
        let measurer = TextMeasurer(scale: result.scale)
        var frames: [Rect?] = Array(repeating: nil, count: scene.views.count)
        for (index, _) in order {
            guard let item = scene.views[index].item else { continue }
            let frame = result.frame(of: item)
            frames[index] = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        var root: RenderedNode?
        var children: [[RenderedNode]] = Array(repeating: [], count: scene.views.count)
        for (index, parent) in order.reversed() {
            var frame = frames[index] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            if frames[index] != nil, let parent, let origin = frames[parent] {
                // In whole pixels (R-AL-ROUND-1): 10⅓ − 7 is 3⅓, not 3.333333333333334.
                frame.x = PixelRounding.difference(frame.x, origin.x, scale: result.scale)
                frame.y = PixelRounding.difference(frame.y, origin.y, scale: result.scale)
            }
            // Taken out and turned round in place: no second array, and each node moved, not
            // copied (`Array.reverse` copied every node it swapped, each field retained).
            var kids: [RenderedNode] = []
            swap(&kids, &children[index])
            // (An empty array is the shared empty buffer: a mutable pointer to it allocates one.)
            if kids.count > 1 { kids.withUnsafeMutableBufferPointer { $0.reverse() } }
            var drawn: DrawnText?
            if let text = scene.views[index].text, !text.string.isEmpty {
                drawn = text.drawn(width: frame.width, measurer: measurer)
            }
            // The scene's node copied once, into its place, and finished there.
            if let parent {
                // Sized once for all the parent's children: regrowing copied every node before.
                if children[parent].isEmpty { children[parent].reserveCapacity(scene.views[parent].children.count) }
                children[parent].append(scene.views[index].node)
                Self.finish(&children[parent][children[parent].count - 1], frame: frame, children: &kids, text: &drawn)
            } else {
                var node = scene.views[index].node
                Self.finish(&node, frame: frame, children: &kids, text: &drawn)
                root = node
            }
        }
        return root ?? scene.views[0].node
    }
}
