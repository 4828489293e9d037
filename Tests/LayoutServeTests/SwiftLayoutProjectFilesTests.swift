import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// A SwiftLayout render reads the project's other `.swift` files (for their classes) only when
/// they changed: in the server when the watcher reported them, for `render` and `check` when
/// their size or modification time differs.
@Suite struct SwiftLayoutProjectFilesTests {
    static let screen = """
        let root = UIView()
        let button = PrimaryButton()
        root.sl.sublayout {
            button.sl.anchors { Anchors.top.leading.trailing }
        }
        """

    static func button(height: Int) -> String {
        """
        final class PrimaryButton: UIButton, Layoutable {
            var layout: some Layout {
                self.sl.anchors { Anchors.height.equalTo(constant: \(height)) }
            }
        }
        """
    }

    static func buttonHeight(_ renderer: ProjectRenderer) -> Double? {
        renderer.render("Screen.swift", device: try! Device.parse("320x480@2")).tree?.children.first?.frame.height
    }

    /// Without a watcher every render looks at each file's size and modification time; a file
    /// changed less than a second after it was read is read again whatever its stamp (its
    /// clock may not have ticked), one whose stamp is older and unchanged is not.
    @Test func withoutAWatcherAFileIsReadAgainWhenItsStampChanges() throws {
        let folder = try TemporaryFolder(["Screen.swift": Self.screen, "Controls/PrimaryButton.swift": Self.button(height: 50)])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        #expect(Self.buttonHeight(renderer) == 50)

        // The same size, at once: the stamp may be the same, the file was read too recently to trust it.
        try folder.write("Controls/PrimaryButton.swift", Self.button(height: 44))
        #expect(Self.buttonHeight(renderer) == 44)

        let file = folder.path("Controls/PrimaryButton.swift")
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: file)
        #expect(Self.buttonHeight(renderer) == 44)
        // The same size and modification time: not read again (as `make` would not rebuild it).
        try folder.write("Controls/PrimaryButton.swift", Self.button(height: 60))
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: file)
        #expect(Self.buttonHeight(renderer) == 44)
        // Another size: read again.
        try folder.write("Controls/PrimaryButton.swift", Self.button(height: 100))
        try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: file)
        #expect(Self.buttonHeight(renderer) == 100)
    }

    /// The server's sources trust what they read until the watcher reports a change (or
    /// `RELOAD` invalidates it): a render then reads no file at all.
    @Test func withAWatcherOnlyReportedFilesAreReadAgain() throws {
        let folder = try TemporaryFolder(["Screen.swift": Self.screen, "Controls/PrimaryButton.swift": Self.button(height: 50)])
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        let renderer = ProjectRenderer(sources: sources, configuration: ProjectConfiguration())
        #expect(Self.buttonHeight(renderer) == 50)

        try folder.write("Controls/PrimaryButton.swift", Self.button(height: 60))
        #expect(Self.buttonHeight(renderer) == 50)
        renderer.invalidate(files: ["Controls/PrimaryButton.swift"])
        #expect(Self.buttonHeight(renderer) == 60)
    }

    /// A file reported gone takes its classes with it; a new one brings its own.
    @Test func filesThatComeAndGoAreSeenOnceReported() throws {
        let folder = try TemporaryFolder(["Screen.swift": Self.screen, "Controls/PrimaryButton.swift": Self.button(height: 50)])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        #expect(Self.buttonHeight(renderer) == 50)
        try FileManager.default.removeItem(atPath: folder.path("Controls/PrimaryButton.swift"))
        renderer.forgetRendered(dependingOn: ["Controls/PrimaryButton.swift"])
        let without = renderer.render("Screen.swift", device: try Device.parse("320x480@2"))
        #expect(without.warnings.map(\.message) == [
            "The layout of button is ambiguous (vertical not determined by its constraints)",
            "Unknown view class PrimaryButton: taken as a UIView",
        ])
        try folder.write("Controls/Buttons.swift", Self.button(height: 70))
        renderer.forgetRendered(dependingOn: ["Controls/Buttons.swift"])
        #expect(Self.buttonHeight(renderer) == 70)
    }

    /// The project's `.swift` files are the project's listing (what its walk found, then what
    /// was reported), not a walk of their own: a file on disk the project does not list
    /// brings no class until it is reported.
    @Test func classesComeFromTheProjectsListing() throws {
        let folder = try TemporaryFolder(["Screen.swift": Self.screen, "Controls/PrimaryButton.swift": Self.button(height: 50)])
        let sources = ProjectSources(root: folder.path)
        sources.setListing(["Screen.swift"])
        let renderer = ProjectRenderer(sources: sources, configuration: ProjectConfiguration())
        let unlisted = renderer.render("Screen.swift", device: try Device.parse("320x480@2"))
        #expect(unlisted.warnings.map(\.message).contains("Unknown view class PrimaryButton: taken as a UIView"))
        #expect(sources.listedFiles(withExtension: "swift") == ["Screen.swift"])
        renderer.forgetRendered(dependingOn: ["Controls/PrimaryButton.swift"])
        #expect(sources.listedFiles(withExtension: "swift") == ["Controls/PrimaryButton.swift", "Screen.swift"])
        #expect(Self.buttonHeight(renderer) == 50)
    }

    /// Claiming a `.swift` file parses it, and the render takes that parse rather than parsing
    /// the file again — but only while the text is the one parsed: a file written between the
    /// claim and the render is read as it is now.
    @Test func aClaimedFileIsRenderedAsItIsWhenRendered() throws {
        let layoutable = """
            final class Card: UIView, Layoutable {
                let title = UILabel()
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.height.equalTo(constant: 20) }
                    }
                }
            }
            """
        let folder = try TemporaryFolder(["Card.swift": layoutable])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        #expect(renderer.isTemplate("Card.swift"))
        let device = try Device.parse("320x480@2")
        #expect(renderer.render("Card.swift", device: device).tree?.children.first?.frame.height == 20)

        try folder.write("Card.swift", layoutable.replacingOccurrences(of: "constant: 20", with: "constant: 32"))
        renderer.invalidate(files: ["Card.swift"])
        #expect(renderer.isTemplate("Card.swift"))
        try folder.write("Card.swift", layoutable.replacingOccurrences(of: "constant: 20", with: "constant: 44"))
        let render = renderer.render("Card.swift", device: device)
        #expect(render.errors.isEmpty)
        #expect(render.tree?.children.first?.frame.height == 44)
    }
}
