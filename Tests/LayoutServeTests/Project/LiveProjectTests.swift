import Diagnostics
import Dispatch
import Foundation
@testable import LayoutServe
@testable import Project
import Testing
import TestSupport
import Watcher

/// The Project stage driven by literal change sets, without a watcher or sockets: what each
/// kind of change makes the server render, announce and forget.
@Suite struct LiveProjectTests {
    /// A project on disk and its `LiveProject`, every template rendered once.
    final class Fixture {
        let folder: TemporaryFolder
        let queue = DispatchQueue(label: "LiveProjectTests")
        let project: LiveProject

        init(_ files: [String: String]) throws {
            folder = try TemporaryFolder(files)
            project = LiveProject(try ProjectLoader(root: folder.path, watched: true), queue: queue)
            renderAll()
        }

        /// Renders every template and records what it read, as the server does at start.
        func renderAll() {
            queue.sync {
                for path in project.templatePaths { project.record(project.renderer.render(path), for: path) }
            }
        }

        func apply(_ changes: FileChange...) -> ProjectUpdate {
            queue.sync { project.apply(ChangeSet(changes)) }
        }

        var templates: [String] { queue.sync { project.templatePaths } }

        func revision(_ path: String) -> Int? { queue.sync { project.record(of: path)?.revision } }

        func bump(_ path: String) -> Int { queue.sync { project.nextRevision(path) } }

        func write(_ path: String, _ text: String) throws { _ = try folder.write(path, text) }

        func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: folder.path(path)) }
    }

    static let files = [
        "Home.xml": #"<UIView width="100%" height="200"><UILabel text="{strings.Title}"/><UIView xml="Parts/Card.xml"/></UIView>"#,
        "Settings.xml": #"<UIView width="100%" height="50"><UILabel text="{strings.Other}"/></UIView>"#,
        "Parts/Card.xml": #"<UIView width="100" height="40"/>"#,
        "Fragment.xml": #"<children/>"#,
        "Localizable.strings": "\"Title\" = \"Hello\";\n\"Other\" = \"Other\";\n",
    ]

    @Test func theIndexHoldsTheTemplatesAFormatClaims() throws {
        let fixture = try Fixture(Self.files)
        #expect(fixture.templates == ["Home.xml", "Parts/Card.xml", "Settings.xml"])
    }

    @Test func anIncludeReRendersItselfAndItsIncludersOnly() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("Parts/Card.xml", #"<UIView width="100" height="41"/>"#)
        let update = fixture.apply(FileChange(path: "Parts/Card.xml", kind: .modified))
        #expect(update.rerender == ["Home.xml", "Parts/Card.xml"])
        #expect(update.removed.isEmpty)
    }

    @Test func aTouchOrARescanFindingTheSameBytesRendersNothing() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("Home.xml", Self.files["Home.xml"]!)
        #expect(fixture.apply(FileChange(path: "Home.xml", kind: .modified)).rerender.isEmpty)
        #expect(fixture.apply(FileChange(path: "Home.xml", kind: .modified, fromRescan: true)).rerender.isEmpty)
    }

    /// After a kernel queue overflow the watcher rescans and reports every file it finds as
    /// a possible change; only those whose bytes differ render. (The watcher's own overflow
    /// handling is tested in WatcherTests; this replaces an end-to-end test that made 20,000
    /// files to overflow the queue and took half a minute.)
    @Test func anOverflowRescanRendersExactlyTheRealChanges() throws {
        var files = Self.files
        files["bulk/README.txt"] = "bulk"
        let fixture = try Fixture(files)
        try fixture.write("Settings.xml", #"<UIView width="100%" height="5"/>"#)
        try fixture.write("bulk/New.xml", #"<UIView width="100%" height="6"/>"#)
        var changes = (0..<20_000).map { FileChange(path: "bulk/f\($0).txt", kind: .created, fromRescan: true) }
        changes += ["Home.xml", "Parts/Card.xml", "Fragment.xml", "Localizable.strings", "Settings.xml"].map {
            FileChange(path: $0, kind: .modified, fromRescan: true)
        }
        changes.append(FileChange(path: "bulk/New.xml", kind: .created, fromRescan: true))
        let update = fixture.queue.sync { fixture.project.apply(ChangeSet(changes)) }
        #expect(update.rerender == ["Settings.xml", "bulk/New.xml"])
        #expect(update.removed.isEmpty)
        #expect(fixture.templates == ["Home.xml", "Parts/Card.xml", "Settings.xml", "bulk/New.xml"])
    }

    @Test func aStringsEditReRendersTheUsersOfTheChangedKey() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("Localizable.strings", "\"Title\" = \"Bonjour\";\n\"Other\" = \"Other\";\n")
        #expect(fixture.apply(FileChange(path: "Localizable.strings", kind: .modified)).rerender == ["Home.xml"])
    }

    /// A broken `.strings` file is the project's problem: clients are told, with its position,
    /// and every template reading keys renders again, its outcome naming the real cause.
    @Test func aBrokenStringsFileIsReportedWithItsPosition() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("Localizable.strings", "\"Title\" = \"Bonjour\"\n")
        let update = fixture.apply(FileChange(path: "Localizable.strings", kind: .modified))
        #expect(update.log.first?.hasPrefix(#"Localizable.strings:1:20: error: Missing ';' after the value of "Title""#) == true)
        #expect(update.problemsChanged)
        #expect(update.rerender == ["Home.xml", "Settings.xml"])
        let problems = fixture.queue.sync { fixture.project.problems }
        #expect(problems.map(\.message) == [#"Missing ';' after the value of "Title""#])
        #expect(problems.first?.file == "Localizable.strings")
        #expect(problems.first?.range?.start.line == 1)
        #expect(problems.first?.range?.start.column == 20)
        let outcome = fixture.queue.sync { fixture.project.renderer.render("Home.xml") }
        #expect(outcome.errors.map { $0.message } == ["Missing localized string for key Title", #"Missing ';' after the value of "Title""#])
    }

    @Test func newFilesAreTemplatesOnlyWhenAFormatClaimsThem() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("New.xml", #"<UIView width="10" height="10"/>"#)
        try fixture.write("other.xml", #"<plist version="1.0"/>"#)
        let update = fixture.apply(FileChange(path: "New.xml", kind: .created), FileChange(path: "other.xml", kind: .created))
        #expect(update.rerender == ["New.xml"])
        #expect(fixture.templates == ["Home.xml", "New.xml", "Parts/Card.xml", "Settings.xml"])
    }

    /// A SwiftLayout file saved with a `}` missing stays a template and renders its syntax
    /// error: it used to stop being claimed, fall to Layout's XML reader, and be
    /// announced `removed`, so the viewer dropped it while it was being typed.
    @Test func aSwiftLayoutFileBrokenWhileTypedStaysATemplate() throws {
        let layout = SwiftLayoutCard.layout
        let fixture = try Fixture(["Card.swift": layout])
        #expect(fixture.templates == ["Card.swift"])
        try fixture.write("Card.swift", SwiftLayoutCard.missingABrace)
        let update = fixture.apply(FileChange(path: "Card.swift", kind: .modified))
        #expect(update.removed.isEmpty)
        #expect(update.rerender == ["Card.swift"])
        #expect(fixture.templates == ["Card.swift"])
        let outcome = fixture.queue.sync { fixture.project.renderer.render("Card.swift") }
        #expect(outcome.errors.map(\.message) == ["Swift syntax error: expected `}`"])
        #expect(outcome.errors.first?.range?.start == SourcePosition(line: 14, column: 2))
    }

    @Test func aRemovedTemplateIsAnnouncedAndItsIncludersRenderAgain() throws {
        let fixture = try Fixture(Self.files)
        try fixture.remove("Parts/Card.xml")
        let update = fixture.apply(FileChange(path: "Parts/Card.xml", kind: .removed))
        #expect(update.removed == ["Parts/Card.xml"])
        #expect(update.rerender == ["Home.xml"])
        #expect(fixture.templates == ["Home.xml", "Settings.xml"])
    }

    /// Revisions never repeat for a path within one run, even across removal.
    @Test func aRecreatedTemplateGoesOnCounting() throws {
        let fixture = try Fixture(Self.files)
        #expect(fixture.bump("Settings.xml") == 1)
        #expect(fixture.bump("Settings.xml") == 2)
        try fixture.remove("Settings.xml")
        _ = fixture.apply(FileChange(path: "Settings.xml", kind: .removed))
        try fixture.write("Settings.xml", #"<UIView width="1" height="1"/>"#)
        #expect(fixture.apply(FileChange(path: "Settings.xml", kind: .created)).rerender == ["Settings.xml"])
        #expect(fixture.revision("Settings.xml") == 2)
        #expect(fixture.bump("Settings.xml") == 3)
    }

    @Test func newIgnoreRulesRemoveTheTemplatesTheyCover() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write(".layout-ignore", "Parts\n")
        let update = fixture.apply(FileChange(path: ".layout-ignore", kind: .created))
        #expect(update.removed == ["Parts/Card.xml"])
        #expect(update.ignoreRules?.isIgnored(relativePath: "Parts/Card.xml", isDirectory: false) == true)
        #expect(fixture.templates == ["Home.xml", "Settings.xml"])
    }

    @Test func aConfigurationChangeReRendersEverythingAndABrokenOneKeepsThePrevious() throws {
        let fixture = try Fixture(Self.files)
        try fixture.write("layout-serve.json", #"{"layout_mode": "new"}"#)
        #expect(fixture.apply(FileChange(path: "layout-serve.json", kind: .created)).rerender == ["Home.xml", "Parts/Card.xml", "Settings.xml"])
        try fixture.write("layout-serve.json", #"{"layout_mode": "newest"}"#)
        let broken = fixture.apply(FileChange(path: "layout-serve.json", kind: .modified))
        #expect(broken.rerender.isEmpty)
        #expect(broken.log == [#"layout-serve.json: layout_mode must be "legacy" or "new"; keeping the previous configuration"#])
        #expect(broken.problemsChanged)
        try fixture.write("layout-serve.json", "{\"layout_mode\": \"new\",\n}")
        _ = fixture.apply(FileChange(path: "layout-serve.json", kind: .modified))
        let problem = try #require(fixture.queue.sync { fixture.project.problems.first })
        #expect(problem.message == "layout-serve.json is not valid JSON: Expected a string key at offset 23 (the previous configuration stays in use)")
        #expect(problem.severity == .warning)
        #expect(problem.range?.start.line == 2)
        #expect(problem.range?.start.column == 1)
        try fixture.write("layout-serve.json", #"{"layout_mode": "legacy"}"#)
        let fixed = fixture.apply(FileChange(path: "layout-serve.json", kind: .modified))
        #expect(fixed.problemsChanged)
        #expect(fixture.queue.sync { fixture.project.problems }.isEmpty)
    }

    /// Saving a `layout-serve.json` whose inject keys double at each key
    /// killed the server; the file is now refused, the previous configuration kept, and the
    /// warning points at the key.
    @Test func aDoublingInjectChainKeepsThePreviousConfiguration() throws {
        let fixture = try Fixture(Self.files.merging(["Title.json": ##"{"root": {"views": {"!t:UILabel": {"properties": {"text": "#{k00}"}}}}}"##]) { $1 })
        let chain = (0..<24).map { index in
            let key = { (index: Int) in index < 10 ? "k0\(index)" : "k\(index)" }
            return ##"    "\##(key(index))": "#{\##(key(index + 1))}#{\##(key(index + 1))}""##
        }
        try fixture.write("layout-serve.json", "{\"everlayout\": {\"inject\": {\n" + chain.joined(separator: ",\n") + "\n}}}\n")
        let update = fixture.apply(FileChange(path: "layout-serve.json", kind: .created))
        #expect(update.rerender.isEmpty)
        #expect(update.log == ["layout-serve.json: everlayout inject.k00 expands to 100663296 bytes once the keys its value names are injected in turn (#{k01}, …), more than the 16 MiB a layout may grow to: a layout using #{k00} could not render; keeping the previous configuration"])
        let problem = try #require(fixture.queue.sync { fixture.project.problems.first })
        #expect(problem.severity == .warning)
        #expect(problem.range?.start == SourcePosition(line: 2, column: 5))
    }

    /// `formats` sends files to a named front end; naming an unknown one is refused.
    @Test func formatOverridesAreCheckedByName() throws {
        #expect(throws: ConfigurationError(message: #"layout-serve.json: formats Cells/*.xml names an unknown format "markdown" (known: markupkit, layout, everlayout, swiftlayout)"#)) {
            try ProjectConfiguration.parse(#"{"formats": {"Cells/*.xml": "markdown"}}"#)
        }
        let configuration = try ProjectConfiguration.parse(#"{"formats": {"Cells/*.xml": "layout"}}"#)
        #expect(configuration.formatOverrides.map(\.format) == ["layout"])
    }
}
