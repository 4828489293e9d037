import Diagnostics
import LayoutEngine
import SwiftLayout
import Testing

/// `#if` inside a member chain (SE-0308), as apps write it around a debug-only modifier or a
/// platform's anchors: the branch an iOS debug build compiles is rendered.
@Suite struct ConditionalChainTests {
    static let file = """
        import SwiftLayout
        import UIKit

        final class Panel: UIView {
            let title = UILabel()
            let badge = UIView()

            @LayoutBuilder var layout: some Layout {
                self.sl.sublayout {
                    title
                    #if os(iOS)
                        .anchors {
                            Anchors.top.leading.equalToSuper(constant: 16)
                            Anchors.size.equalTo(width: 100, height: 30)
                        }
                    #else
                        .anchors { Anchors.allSides.equalToSuper() }
                    #endif
                    badge.sl
                    #if DEBUG
                        .identifying("debugBadge")
                    #endif
                        .anchors {
                            Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
                            Anchors.leading.equalTo(title)
                            Anchors.size.equalTo(width: 20, height: 20)
                        }
                }
            }
        }
        """

    @Test func theCompiledBranchIsRendered() throws {
        let project = ProjectDeclarations(files: [("Panel.swift", Self.file)])
        let render = SwiftLayoutRenderer.render("Panel.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.diagnostics.map(\.message) == [])
        let tree = try #require(render.tree)
        #expect(tree.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.y) \($0.frame.width) \($0.frame.height)" } == [
            "title 16.0 16.0 100.0 30.0",
            "debugBadge 16.0 54.0 20.0 20.0",
        ])
    }
}
