import Diagnostics
import Expressions
import LayoutEngine
import LayoutServe
import TestSupport
import Testing

/// EverLayout layouts through the format seam: which `.json` files are layouts, and what
/// `layout-serve.json` hands them.
@Suite struct EverLayoutFormatTests {
    @Test func claimsLayoutIndexesOnly() throws {
        let project = try TemporaryFolder([
            "Home.json": #"{"name": "Home", "root": {}}"#,
            "Thing.json": #"{"name": "Thing"}"#,
            "Broken.json": #"{"root": {"#,
            "package.json": #"{"name": "app", "version": "1.0.0"}"#,
            "layout-serve.json": #"{"everlayout": {"environment": {"purpleSquare": "UIView"}}}"#,
            "Main.xml": "<UIView/>",
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        #expect(renderer.format(for: "Home.json")?.name == "everlayout")
        #expect(renderer.format(for: "Thing.json")?.name == "everlayout")
        #expect(renderer.format(for: "Broken.json")?.name == "everlayout")
        #expect(renderer.format(for: "package.json") == nil)
        #expect(renderer.format(for: "layout-serve.json") == nil)
        #expect(renderer.format(for: "Main.xml")?.name == "layout")
    }

    @Test func configurationInjectsDataAndProvidesViews() throws {
        let configuration = try ProjectConfiguration.parse(#"{"everlayout": {"inject": {"w": 120}, "environment": {"purple": "UIView"}}}"#)
        #expect(configuration.everLayout.inject == ["w": "120"])
        let project = try TemporaryFolder([
            "Home.json": #"{"root": {"views": {"purple": {"constraints": {"top left": "@super", "width height": "+#{w}"}}}}}"#,
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: configuration)
        let outcome = renderer.render("Home.json", device: try Device.parse("400x800@2"))
        #expect(outcome.errors.isEmpty && outcome.warnings.isEmpty)
        #expect(outcome.tree?.children.first?.frame == Rect(x: 0, y: 0, width: 120, height: 120))
        #expect(outcome.constraints?.count == 4)
        #expect(outcome.encodedEvent(revision: 3) == outcome.event(revision: 3).encoded)
    }

    @Test func unknownEverLayoutKeysAreRefused() {
        #expect(throws: ConfigurationError(message: #"layout-serve.json: everlayout has an unknown key "enviroment" (expected inject, environment, bridge)"#)) {
            try ProjectConfiguration.parse(#"{"everlayout": {"enviroment": {}}}"#)
        }
    }

    @Test func theBridgePortIsAPortNumber() throws {
        #expect(try ProjectConfiguration.parse(#"{"everlayout": {"bridge": 3333}}"#).everLayout.bridgePort == 3333)
        #expect(try ProjectConfiguration.parse(#"{"everlayout": {}}"#).everLayout.bridgePort == nil)
        for port in ["0", "65536", "3333.5", #""3333""#] {
            #expect(throws: ConfigurationError(message: "layout-serve.json: everlayout bridge must be a port number from 1 to 65535")) {
                try ProjectConfiguration.parse(#"{"everlayout": {"bridge": \#(port)}}"#)
            }
        }
    }
}
