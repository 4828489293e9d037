import Diagnostics
import Expressions
import LayoutEngine
import SwiftLayout
import Testing

/// Screens as real apps write them (issue 25): views reading their own safe area, literal colours
/// and fonts, model values only the running app knows, the app's own colour and font extensions.
@Suite struct SwiftLayoutRealAppTests {
    /// Renders `files` (the first is the layout) on a 393 × 852 device with a 59/34 safe area.
    static func render(_ files: [(String, String)]) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: files)
        return SwiftLayoutRenderer.render(files[0].0, project: project, options: SwiftLayoutOptions(
            rootWidth: 393, rootHeight: 852, scale: 3, safeArea: .init(top: 59, left: 0, bottom: 34, right: 0)))
    }

    /// Every view of the tree, pre-order: `id x y width height`.
    static func frames(_ render: SwiftLayoutRender) -> [String] {
        var frames: [String] = []
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            frames.append("\(node.id ?? "") \(node.frame.x) \(node.frame.y) \(node.frame.width) \(node.frame.height)")
            pending += node.children.reversed()
        }
        return frames
    }

    /// `severity line:column message` of every diagnostic.
    static func messages(_ render: SwiftLayoutRender) -> [String] {
        render.diagnostics.map { diagnostic in
            let place = diagnostic.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
            return "\(diagnostic.severity) \(place) \(diagnostic.message)"
        }
    }

    /// A prop of the view whose id is `id`.
    static func prop(_ name: String, of id: String, in render: SwiftLayoutRender) -> Value? {
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            if node.id == id { return node.props.last { $0.name == name }?.value }
            pending += node.children
        }
        return nil
    }

    static let profileHeader = #"""
import SwiftLayout
import UIKit

final class ProfileHeaderView: UIView, Layoutable {
    var activation: Activation?
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Kim Minji"
        handleLabel.text = "@minji"
        sl.updateLayout()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var layout: some Layout {
        self.sl.sublayout {
            nameLabel.sl.anchors {
                Anchors.top.equalTo(safeAreaLayoutGuide.topAnchor, constant: 12)
                Anchors.leading.trailing.equalTo(self.safeAreaLayoutGuide, inwardOffset: 20)
            }
            handleLabel.sl.anchors {
                Anchors.top.equalTo(nameLabel.bottomAnchor, constant: 4)
                Anchors.leading.equalTo(safeAreaLayoutGuide, constant: 20)
                Anchors.bottom.lessThanOrEqualTo(self.safeAreaLayoutGuide.bottomAnchor)
            }
        }
    }
}
"""#

    /// `safeAreaLayoutGuide` and `self.safeAreaLayoutGuide` inside a `Layoutable` view are the
    /// view's own guide (they were an undeclared view with no common ancestor).
    @Test func aViewsOwnSafeAreaGuide() {
        let render = Self.render([("ProfileHeaderView.swift", Self.profileHeader)])
        #expect(Self.messages(render) == [])
        #expect(Self.frames(render) == [
            "self 0.0 0.0 393.0 852.0",
            // 59 (the device's top inset) + 12; the name's line is 19.67 high.
            "nameLabel 20.0 71.0 353.0 19.66666666666667",
            "handleLabel 20.0 94.66666666666667 52.33333333333333 19.666666666666657",
        ])
        let lines = render.constraints.map(\.equation)
        #expect(lines.contains("nameLabel.top == self.safeAreaLayoutGuide.top + 12.0"))
        #expect(lines.contains("handleLabel.bottom <= self.safeAreaLayoutGuide.bottom"))
    }
}
