@testable import LayoutServe
@testable import Project
import Testing
import TestSupport

/// The bundled `Examples/` project, which `scripts/run` serves to a newcomer: a screen of each
/// of the four formats, every one rendering without a problem.
@Suite struct ExampleProjectTests {
    @Test func holdsAScreenOfEveryFormatAndEachRendersCleanly() throws {
        let project = try ProjectLoader(root: FixturePaths.examples.path)
        var byFormat: [String: [String]] = [:]
        for path in project.files.templates.sorted() {
            guard let format = project.renderer.format(for: path) else { continue }
            byFormat[format.name, default: []].append(path)
            let outcome = project.renderer.render(path)
            #expect(outcome.errors.isEmpty && outcome.warnings.isEmpty, "\(path): \((outcome.errors + outcome.warnings).map(\.formatted))")
            #expect(outcome.tree != nil, "\(path) renders nothing")
        }
        #expect(byFormat == [
            "everlayout": ["EverLayout/SignIn.json"],
            // Drafts/ is ignored by the project's .layout-ignore.
            "layout": ["Screens/Home.xml", "Screens/Profile.xml", "Screens/Settings.xml", "Shared/Card.xml", "Shared/Header.xml"],
            "markupkit": ["MarkupKit/Detail.xml"],
            "swiftlayout": ["SwiftLayout/PrimaryButton.swift", "SwiftLayout/ProfileViewController.swift"],
        ])
    }
}
