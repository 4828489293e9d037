import Diagnostics
@testable import MarkupKit
import Testing

/// A render's view nodes are freed with it (children are held, parents weakly): the server
/// renders every save and device change, so a node kept by a reference cycle would be memory
/// lost each time.
@Suite struct MarkupKitLeakTests {
    final class Watched {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// A document read and solved 20 times, at 300 and 301 points wide; every node is watched.
    @Test func renderedNodesAreFreed() {
        let document = Array("""
            <LMColumnView>
                <UILabel text="Title" font="System-Bold 17"/>
                <LMRowView>
                    <UIImageView width="44" height="44"/>
                    <UILabel text="A longer line of text that wraps at the row's width" numberOfLines="0" weight="1"/>
                </LMRowView>
                <UIButton style="systemButton" title="Follow"/>
            </LMColumnView>
            """.utf8)
        var watched: [Watched] = []
        for index in 0..<20 {
            let options = MarkupKitOptions(rootWidth: index % 2 == 0 ? 300 : 301, rootHeight: 800)
            var reader = DocumentReader(options: options)
            guard let root = reader.read(document, file: "Card.xml") else {
                Issue.record("not read: \(reader.log.diagnostics.map(\.message))")
                return
            }
            var log = reader.log
            let solved = MarkupKitRenderer.solve(root, options: options, log: &log)
            #expect(solved.tree.frame.width == options.rootWidth)
            var pending = [root]
            while let node = pending.popLast() {
                watched.append(Watched(node))
                pending += node.children
            }
        }
        // Six views per render.
        #expect(watched.count == 20 * 6)
        #expect(watched.filter { $0.object != nil }.count == 0)
    }
}
