import Foundation
import SwiftLayout
import TestSupport
import Testing

/// A render's model (its layout nodes and views, and what they reach) is freed once the render
/// is dropped: the server renders every save and device change, so an object kept alive by a
/// reference cycle is memory lost each time (1.2–3.8 KB per render, RSS 310 → 452 MB over
/// 20,000 device changes).
@Suite struct SwiftLayoutLeakTests {
    /// A weak reference to one object of a render.
    final class Watched {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Every layout node and view of `render`, each once.
    static func objects(of render: SwiftLayoutRender) -> [AnyObject] {
        var seen: Set<ObjectIdentifier> = []
        var found: [AnyObject] = []
        func add(_ object: AnyObject) {
            if seen.insert(ObjectIdentifier(object)).inserted { found.append(object) }
        }
        var pending = render.layouts
        while let node = pending.popLast() {
            add(node)
            if let view = node.view { add(view) }
            pending += node.sublayouts
        }
        for constraint in render.constraints {
            add(constraint.item)
            if let other = constraint.toItem { add(other.view) }
        }
        return found
    }

    /// The example project's screen (a controller with stored views, a closure-made label and
    /// a `PrimaryButton` that brings its own layout), rendered 20 times at 300 and 301 points wide.
    @Test func renderedModelsAreFreed() throws {
        let folder = FixturePaths.repository.appendingPathComponent("Examples/SwiftLayout")
        let files = try ["ProfileViewController.swift", "PrimaryButton.swift"].map { name in
            (file: name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        let project = ProjectDeclarations(files: files)
        var watched: [Watched] = []
        for index in 0..<20 {
            let options = SwiftLayoutOptions(rootWidth: index % 2 == 0 ? 300 : 301, rootHeight: 800)
            let render = SwiftLayoutRenderer.render("ProfileViewController.swift", project: project, options: options)
            #expect(render.errors.isEmpty)
            watched += Self.objects(of: render).map(Watched.init)
        }
        // 8 views (the controller's `view` and 7 stored ones) and 10 layout nodes per render.
        #expect(watched.count == 20 * 18)
        #expect(watched.filter { $0.object != nil }.count == 0)
    }
}
