import AutoLayout
import Diagnostics

/// The content hugging and compression resistance a view was laid out with, on each axis
/// where they differ from its class's default (a MarkupKit container forces them on its
/// children; SwiftLayout code sets them): what the constraints list cannot say, and what a
/// printed layout must set again to share space the same way.
public struct ContentPriorities: Hashable, Sendable {
    /// One priority per axis; nil where the view keeps its class's default.
    public struct Axes: Hashable, Sendable {
        public var horizontal: Float?
        public var vertical: Float?

        public init(horizontal: Float? = nil, vertical: Float? = nil) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The axes of `priorities` that differ from `defaults`.
        public init(_ priorities: AxisPriorities, differingFrom defaults: AxisPriorities) {
            horizontal = priorities.horizontal == defaults.horizontal ? nil : priorities.horizontal
            vertical = priorities.vertical == defaults.vertical ? nil : priorities.vertical
        }

        public var isEmpty: Bool { horizontal == nil && vertical == nil }

        /// These axes over `defaults`.
        public func applied(to defaults: AxisPriorities) -> AxisPriorities {
            AxisPriorities(horizontal: horizontal ?? defaults.horizontal, vertical: vertical ?? defaults.vertical)
        }

        var json: JSON {
            .object([("horizontal", horizontal), ("vertical", vertical)].compactMap { name, value in
                value.map { (name, JSON.number(Double($0))) }
            })
        }
    }

    public var hugging: Axes
    public var compressionResistance: Axes

    public init(hugging: Axes = Axes(), compressionResistance: Axes = Axes()) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }

    public var isEmpty: Bool { hugging.isEmpty && compressionResistance.isEmpty }

    /// The protocol's `content_priorities` member: `{"hugging":{"horizontal":1000},…}`, an axis
    /// (and a kind) only when it differs from the default.
    public var json: JSON {
        var members: [(String, JSON)] = []
        if !hugging.isEmpty { members.append(("hugging", hugging.json)) }
        if !compressionResistance.isEmpty { members.append(("compression_resistance", compressionResistance.json)) }
        return .object(members)
    }
}
