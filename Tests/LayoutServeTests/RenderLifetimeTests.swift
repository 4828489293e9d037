import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// What a project renderer builds for each format (its sources, the format's caches and the
/// models of every render) is freed with the renderer, after renders alternating between two
/// devices as a resized viewer asks for them. The models of one render are checked in each
/// format's own tests (SwiftLayoutLeakTests, MarkupKitLeakTests, CompiledLayoutLifetimeTests);
/// EverLayout's render holds no object (its documents and constraints are values).
@Suite struct RenderLifetimeTests {
    static let cases: [(folder: URL, path: String)] = [
        (FixturePaths.repository.appendingPathComponent("Examples"), "Screens/Home.xml"),
        (FixturePaths.samples.appendingPathComponent("everlayout"), "ViewController.json"),
        (FixturePaths.samples.appendingPathComponent("markupkit/4.5.1/MarkupKit-iOS/MarkupKitExamples"), "GridViewController.xml"),
        (FixturePaths.repository.appendingPathComponent("Examples"), "SwiftLayout/ProfileViewController.swift"),
    ]

    @Test(arguments: cases.indices)
    func aRendererIsFreedAfterTwentyRenders(index: Int) throws {
        let (folder, path) = Self.cases[index]
        weak var watched: ProjectRenderer?
        do {
            let renderer = try ProjectLoader(root: folder.path).renderer
            for render in 0..<20 {
                let device = Device(name: "viewer", width: render % 2 == 0 ? 300 : 301, height: 800, scale: 2)
                let outcome = renderer.render(path, device: device)
                #expect(outcome.tree?.frame.width == device.width, "\(path): \(outcome.errors.map(\.formatted))")
            }
            watched = renderer
        }
        #expect(watched == nil, "\(path)")
    }
}
