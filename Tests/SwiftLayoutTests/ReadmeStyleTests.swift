import Diagnostics
import LayoutEngine
import SwiftLayout
import Testing

/// A view written the way SwiftLayout's README writes its own example (the seed dialect:
/// `.sl` namespace, `config`, seed composites, an anonymous identified view, `Layoutable` with
/// `sl.updateLayout()` in `init`) renders without errors.
@Suite struct ReadmeStyleTests {
    static let view = #"""
import SwiftLayout
import UIKit

final class SwiftLayoutView: UIView, Layoutable {
    var activation: Activation?

    let leftParenthesis = UILabel().sl.config { label in
        label.text = "("
        label.font = .systemFont(ofSize: 120, weight: .thin)
    }
    let viewLogo = UIImageView().sl.config { imageView in
        imageView.image = UIImage(named: "view-logo")
    }
    let constraintLogo = UIImageView().sl.config { imageView in
        imageView.image = UIImage(named: "constraint-logo")
    }
    let rightParenthesis = UILabel().sl.config { label in
        label.text = ")"
        label.font = .systemFont(ofSize: 120, weight: .thin)
    }

    @LayoutBuilder var layout: some Layout {
        self.sl.sublayout {
            leftParenthesis.sl.anchors {
                Anchors.leading.equalToSuper(constant: 16)
                Anchors.centerY
            }
            viewLogo.sl.anchors {
                Anchors.leading.equalTo(leftParenthesis, attribute: .trailing, constant: 20)
                Anchors.centerY.equalToSuper(constant: 30)
                Anchors.size(width: 200, height: 200)
            }
            UIImageView().sl.identifying("plus").sl.config { imageView in
                imageView.image = UIImage(systemName: "plus")
                imageView.tintColor = .SLColor
            }.sl.anchors {
                Anchors.center(offsetY: 30)
                Anchors.size(width: 150, height: 150)
            }
            constraintLogo.sl.anchors {
                Anchors.trailing.equalTo(rightParenthesis.leadingAnchor)
                Anchors.centerY.equalTo("plus")
                Anchors.size(width: 200, height: 150)
            }
            rightParenthesis.sl.anchors {
                Anchors.trailing.equalToSuper(constant: -16)
                Anchors.centerY
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        sl.updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
"""#

    @Test func rendersWithItsFrames() throws {
        let project = ProjectDeclarations(files: [("SwiftLayoutView.swift", Self.view)])
        let render = SwiftLayoutRenderer.render("SwiftLayoutView.swift", project: project,
                                                options: SwiftLayoutOptions(rootWidth: 1024, rootHeight: 768, scale: 2))
        #expect(render.errors.isEmpty)
        // The app's own colour, declared in none of the project's files, is drawn as a stand-in.
        #expect(render.warnings.map(\.message) == [".SLColor is only known when the app runs: drawn in lightGray as a placeholder"])
        let tree = try #require(render.tree)
        #expect(tree.id == "self")
        #expect(tree.className == "SwiftLayoutView")
        let frames = tree.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.y) \($0.frame.width) \($0.frame.height)" }
        #expect(frames == [
            "leftParenthesis 16.0 315.0 40.0 138.0",
            "viewLogo 76.0 314.0 200.0 200.0",
            "plus 437.0 339.0 150.0 150.0",
            "constraintLogo 768.0 339.0 200.0 150.0",
            "rightParenthesis 968.0 315.0 40.0 138.0",
        ])
        #expect(tree.children[0].props.map(\.name) == ["text", "font"])
        #expect(tree.children[2].position.line == 33)
        #expect(render.constraints.count == 16)
    }
}
