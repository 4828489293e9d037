/// How printed code places the views.
public enum ExportMode: String, Hashable, Sendable, CaseIterable {
    /// The layout's own constraints (formats placed by Auto Layout).
    case constraints
    /// From frames (R-SL-EXPORT-FRAMES): `top` and `leading` against the superview, constant width
    /// and height.
    case absolute
    /// From frames: `top`, constant height, `leading` and `trailing` insets (stretches horizontally).
    case edges
    /// From frames: insets on all four edges (stretches both ways).
    case edgesAll = "edges-all"
}

/// Constraints that put every view but the top one at its frame (R-SL-EXPORT-FRAMES), so that the
/// code laid out again at the same root size reproduces every frame. In a scroll view, trailing and
/// bottom insets are the frame's (`frameLayoutGuide`): its own edges are its content area's (R-AL-SCROLL).
enum FrameSynthesis {
    static func constraints(for layout: CodeLayout, mode: ExportMode) -> [AnchorConstraint] {
        var constraints: [AnchorConstraint] = []
        for (index, view) in layout.views.enumerated() {
            guard let parent = view.parent else { continue }
            let frame = view.frame
            let container = layout.views[parent].frame
            func pin(_ attribute: AnchorAttribute, _ constant: Double) {
                let farEdge = attribute == .trailing || attribute == .bottom
                let target: AnchorReference = farEdge && layout.views[parent].scrollsContent ? .guide(parent, .frameLayoutGuide) : .view(parent)
                constraints.append(AnchorConstraint(
                    item: index, attribute: attribute, target: target, targetAttribute: attribute, constant: constant))
            }
            func size(_ attribute: AnchorAttribute, _ constant: Double) {
                constraints.append(AnchorConstraint(item: index, attribute: attribute, target: nil, targetAttribute: .notAnAttribute,
                                                    constant: constant))
            }
            pin(.top, frame.y)
            switch mode {
            case .edgesAll: pin(.bottom, frame.y + frame.height - container.height)
            case .absolute, .edges, .constraints: size(.height, frame.height)
            }
            pin(.leading, frame.x)
            switch mode {
            case .edges, .edgesAll: pin(.trailing, frame.x + frame.width - container.width)
            case .absolute, .constraints: size(.width, frame.width)
            }
        }
        return constraints
    }
}

extension CodeLayout {
    /// Replaces the constraints with ones synthesised from the frames in `mode` (`.constraints`
    /// is taken as `.absolute`).
    public mutating func synthesiseConstraints(mode: ExportMode) {
        constraints = FrameSynthesis.constraints(for: self, mode: mode)
    }
}
