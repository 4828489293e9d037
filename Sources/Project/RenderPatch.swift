import Diagnostics
import Expressions
import LayoutEngine

/// What changed from one render of a template to the next, for the same device and state:
/// the protocol's `patch` event (docs/PROTOCOL.md). Nodes are keyed by their path in the tree
/// (`0` the root, `0.2.1` its third child's second child), as the viewer names them. A node
/// whose class, identity, source or number of children changed is sent whole; otherwise only
/// its frame, its props (with their types) or its text, each when it changed.
public struct RenderPatch: Sendable {
    public enum Change: Sendable {
        case frame(path: String, Rect)
        case props(path: String, RenderedNode)
        case text(path: String, DrawnText?)
        case node(path: String, RenderedNode)
    }

    public var changes: [Change] = []
    /// The new warnings (always sent: a patch says the whole state of the render but the tree).
    public var warnings: [Diagnostic]
    /// The new constraints, when they changed.
    public var constraints: [ConstraintRecord]?
    public var timing: RenderOutcome.Timing

    /// The patch from `old` to `new`, or nil when one of them is not a render (a Red Box is
    /// always sent whole) or they are not of one template on one device.
    public init?(from old: RenderOutcome, to new: RenderOutcome) {
        guard let oldTree = old.tree, old.errors.isEmpty, let newTree = new.tree, new.errors.isEmpty,
              old.template == new.template, old.device == new.device,
              (old.constraints == nil) == (new.constraints == nil)
        else { return nil }
        warnings = new.warnings
        timing = new.timing
        constraints = old.constraints == new.constraints ? nil : new.constraints
        var path = [0]
        withUnsafePointer(to: oldTree) { old in
            withUnsafePointer(to: newTree) { new in Self.compare(old, new, path: &path, into: &changes) }
        }
    }

    /// True when nothing but the timing changed.
    public var isEmpty: Bool { changes.isEmpty && constraints == nil }

    /// Nesting is bounded by the templates' depth limit, so recursion is safe here. `path` is
    /// the node's, as indices: it is spelled out only for a node that changed.
    /// The nodes are reached through pointers: a node passed by value, or read out of its
    /// parent's array, is copied (each of its fields retained).
    private static func compare(_ old: UnsafePointer<RenderedNode>, _ new: UnsafePointer<RenderedNode>, path: inout [Int],
                                into changes: inout [Change]) {
        guard old.pointee.className == new.pointee.className, old.pointee.id == new.pointee.id, old.pointee.outlet == new.pointee.outlet,
              old.pointee.constraintItem == new.pointee.constraintItem, old.pointee.cell == new.pointee.cell,
              old.pointee.contentPriorities == new.pointee.contentPriorities, old.pointee.file == new.pointee.file,
              old.pointee.position == new.pointee.position, old.pointee.children.count == new.pointee.children.count
        else {
            changes.append(.node(path: spelled(path), new.pointee))
            return
        }
        if old.pointee.frame != new.pointee.frame { changes.append(.frame(path: spelled(path), new.pointee.frame)) }
        if !RenderedNode.sameProps(old, new) { changes.append(.props(path: spelled(path), new.pointee)) }
        if !RenderedNode.sameText(old, new) { changes.append(.text(path: spelled(path), new.pointee.text)) }
        old.pointee.children.withUnsafeBufferPointer { oldChildren in
            new.pointee.children.withUnsafeBufferPointer { newChildren in
                for index in newChildren.indices {
                    path.append(index)
                    compare(oldChildren.baseAddress! + index, newChildren.baseAddress! + index, path: &path, into: &changes)
                    path.removeLast()
                }
            }
        }
    }

    /// `0.2.1`
    private static func spelled(_ path: [Int]) -> String {
        path.map(String.init).joined(separator: ".")
    }

    /// The `patch` event turning revision `base` into `revision`.
    public func event(template: String, revision: Int, base: Int) -> JSON {
        var members: [(String, JSON)] = [
            ("event", "patch"), ("template", .string(template)), ("revision", .number(Double(revision))),
            ("base", .number(Double(base))),
            ("timing", timing.json),
            ("warnings", .array(warnings.map(\.json))),
            ("changes", .array(changes.map(\.json))),
        ]
        if let constraints { members.append(("constraints", .array(constraints.map(\.json)))) }
        return .object(members)
    }
}

extension RenderPatch.Change {
    /// One entry of the event's `changes`.
    public var json: JSON {
        switch self {
        case let .frame(path, frame):
            return ["path": .string(path), "frame": ["x": .number(frame.x), "y": .number(frame.y),
                                                     "width": .number(frame.width), "height": .number(frame.height)]]
        case let .props(path, node):
            var members: [(String, JSON)] = [("path", .string(path)), ("props", node.propsJSON)]
            if let types = node.typesJSON { members.append(("types", types)) }
            return .object(members)
        case let .text(path, text):
            return ["path": .string(path), "text": text?.json ?? .null]
        case let .node(path, node):
            return ["path": .string(path), "node": node.json]
        }
    }
}
