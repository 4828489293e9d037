import Expressions
import LayoutEngine
import SwiftLayout
import Testing

/// What code printed by `render --format swiftlayout` writes beyond SwiftLayout's README,
/// read back: declared layout margins, a scroll view's content and frame guides, and a layout
/// that is only the top view's own anchors.
@Suite struct PrintedCodeTests {
    static func render(_ text: String, width: Double = 320, height: Double = 480) -> SwiftLayoutRender {
        SwiftLayoutRenderer.render("Printed.swift", project: ProjectDeclarations(files: [("Printed.swift", text)]),
                                   options: SwiftLayoutOptions(rootWidth: width, rootHeight: height))
    }

    static func frames(_ node: RenderedNode?) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        func walk(_ node: RenderedNode) {
            frames[node.id ?? "?"] = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            node.children.forEach(walk)
        }
        if let node { walk(node) }
        return frames
    }

    @Test func declaredLayoutMarginsAreTheMarginAttributes() {
        let render = Self.render("""
            let root: UIView = {
                let view = UIView()
                view.layoutMargins = UIEdgeInsets(top: 4.0, left: 16.0, bottom: 0.0, right: 16.0)
                return view
            }()
            let row: UIView = {
                let view = UIView()
                view.layoutMargins = .zero
                return view
            }()
            let plain = UIView()
            let cell = UIView()
            let dot = UIView()

            root.sl.sublayout {
                row.sl.anchors {
                    Anchors.top.equalToSuper(attribute: .topMargin)
                    Anchors.leading.equalToSuper(attribute: .leadingMargin)
                    Anchors.trailing.equalToSuper(attribute: .trailingMargin)
                    Anchors.height.equalTo(constant: 40.0)
                }.sublayout {
                    cell.sl.anchors {
                        Anchors.top.bottom.equalToSuper(attribute: .topMargin)
                        Anchors.leading.equalToSuper(attribute: .leadingMargin)
                        Anchors.width.equalTo(constant: 10.0)
                    }
                }
                plain.sl.anchors {
                    Anchors.top.equalTo(row, attribute: .bottom)
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 40.0)
                }.sublayout {
                    dot.sl.anchors {
                        Anchors.top.leading.equalTo(plain.layoutMarginsGuide)
                        Anchors.width.height.equalTo(constant: 4.0)
                    }
                }
            }
            """)
        #expect(render.errors.isEmpty, "\(render.diagnostics.map(\.message))")
        #expect(render.warnings.filter { $0.message.contains("layoutMargins") }.isEmpty, "\(render.warnings.map(\.message))")
        #expect(Self.frames(render.tree) == [
            "root": [0, 0, 320, 480], "row": [16, 4, 288, 40], "cell": [0, 0, 10, 0], "plain": [0, 44, 320, 40], "dot": [8, 8, 4, 4],
        ])
    }

    @Test func aScrollViewsContentAndFrameGuides() {
        let render = Self.render("""
            let root = UIScrollView()
            let content = UIView()
            let badge = UIView()

            root.sl.sublayout {
                content.sl.anchors {
                    Anchors.leading.trailing.equalTo(root.contentLayoutGuide)
                    Anchors.top.bottom.equalTo(root.contentLayoutGuide)
                    Anchors.width.equalTo(root.frameLayoutGuide)
                    Anchors.height.equalTo(constant: 900.0)
                }
                badge.sl.anchors {
                    Anchors.bottom.trailing.equalTo(root.frameLayoutGuide)
                    Anchors.width.height.equalTo(constant: 20.0)
                }
            }
            """)
        #expect(render.errors.isEmpty, "\(render.diagnostics.map(\.message))")
        #expect(Self.frames(render.tree) == [
            "root": [0, 0, 320, 480], "content": [0, 0, 320, 900], "badge": [300, 460, 20, 20],
        ])
    }

    @Test func aLayoutOfTheTopViewsOwnAnchors() {
        let text = """
            let root = UIView()

            root.sl.anchors {
                Anchors.width.equalTo(constant: 200.0)
                Anchors.height.equalTo(constant: 50.0)
            }
            """
        #expect(SwiftLayoutRenderer.looksLikeLayout(text))
        let render = Self.render(text)
        #expect(render.errors.isEmpty, "\(render.diagnostics.map(\.message))")
        #expect(Self.frames(render.tree) == ["root": [0, 0, 200, 50]])
    }
}
