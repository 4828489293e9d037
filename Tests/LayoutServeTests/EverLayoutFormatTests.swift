import Diagnostics
import Expressions
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

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
        // The line `render --format json` writes: the same bytes and a newline, no other.
        let line = outcome.encodedEventLine(revision: 3)
        #expect(line.last == UInt8(ascii: "\n"))
        #expect(String(decoding: line.dropLast(), as: UTF8.self) == outcome.event(revision: 3).encoded)
        #expect(line.filter { $0 == UInt8(ascii: "\n") }.count == 1)
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

    /// `"k00": "#{k01}#{k01}"`, `"k01": "#{k02}#{k02}"`, …: `count` keys, one line each.
    static func doublingChain(_ count: Int) -> String {
        func key(_ index: Int) -> String { index < 10 ? "k0\(index)" : "k\(index)" }
        let pairs = (0..<count).map { ##"    "\##(key($0))": "#{\##(key($0 + 1))}#{\##(key($0 + 1))}""## }
        return "{\"everlayout\": {\"inject\": {\n" + pairs.joined(separator: ",\n") + "\n}}}\n"
    }

    /// Inject keys that double at each key: 24 chained keys (a 679-byte layout-serve.json) took 4.5 s and 1.2 GB
    /// per layout, 27 aborted the server. Such a file is refused at the key that starts the chain.
    @Test(arguments: [(24, "100663296"), (27, "805306368")])
    func aDoublingInjectChainIsRefusedAtItsKey(keys: Int, bytes: String) throws {
        let text = Self.doublingChain(keys)
        let error = try #require(throws: ConfigurationError.self) { try ProjectConfiguration.parse(text) }
        #expect(error.message == "layout-serve.json: everlayout inject.k00 expands to \(bytes) bytes once the keys its value names are injected in turn (#{k01}, …), more than the 16 MiB a layout may grow to: a layout using #{k00} could not render")
        let diagnostic = error.diagnostic(text: text)
        #expect(diagnostic.range?.start == SourcePosition(line: 2, column: 5))
        #expect(diagnostic.file == "layout-serve.json")
    }

    /// The CLI and a served project refuse the file too; a layout never sees the chain.
    @Test func aProjectWithADoublingChainDoesNotLoad() throws {
        let project = try TemporaryFolder([
            "layout-serve.json": Self.doublingChain(27),
            "Title.json": ##"{"root": {"views": {"!title:UILabel": {"properties": {"text": "#{k00}"}}}}}"##,
        ])
        #expect(throws: ProjectError(message: "layout-serve.json:2:5: everlayout inject.k00 expands to 805306368 bytes once the keys its value names are injected in turn (#{k01}, …), more than the 16 MiB a layout may grow to: a layout using #{k00} could not render")) {
            try ProjectLoader(root: project.path)
        }
    }

    /// A chain that passes the file's check can still grow a small layout past 64 times its size
    /// (each placeholder in the layout is expanded): that layout is an error, positioned at its
    /// placeholder, and the others render.
    @Test func aLayoutThatGrowsPastItsLimitIsAnErrorAtItsPlaceholder() throws {
        var configuration = ProjectConfiguration()
        configuration.everLayout = try ProjectConfiguration.parse(Self.doublingChain(20)).everLayout
        let project = try TemporaryFolder([
            "Title.json": ##"{"root": {"views": {"!title:UILabel": {"properties": {"text": "#{k00}"}}}}}"##,
            "Plain.json": #"{"root": {"views": {"!a": {"constraints": {"top left": "@super", "width height": "+10"}}}}}"#,
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: configuration)
        let device = try Device.parse("400x800@2")
        let outcome = renderer.render("Title.json", device: device)
        #expect(outcome.tree == nil)
        #expect(outcome.errors.map { $0.message } == ["Injecting #{k17} (layout-serve.json everlayout.inject) makes the layout larger than 1 MiB, the most this layout may grow to (64 times its size, at least 1 MiB, at most 16 MiB): the injected values name other keys, which are injected in turn (EverLayout builds nothing)"])
        #expect(outcome.errors.first?.range?.start == SourcePosition(line: 1, column: 64))
        #expect(renderer.render("Plain.json", device: device).tree?.children.first?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A render of a file not claimed yet reads it once: the claim's parse is the render's.
    @Test func aRenderTakesItsClaimsParse() throws {
        let project = try TemporaryFolder([
            "Home.json": #"{"root": {"views": {"!a": {"constraints": {"top left": "@super", "width height": "+10"}}}}}"#,
            "Broken.json": "{\"root\": {\n  \"views\": ",
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let format = try #require(renderer.formats.lazy.compactMap { $0 as? EverLayoutFormat }.first)
        let device = try Device.parse("400x800@2")
        #expect(renderer.render("Home.json", device: device).tree?.children.first?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        let broken = renderer.render("Broken.json", device: device)
        #expect(broken.errors.map(\.message) == ["The layout is not valid JSON: Unexpected end of JSON (EverLayout builds nothing)"])
        #expect(broken.errors.first?.range?.start == SourcePosition(line: 2, column: 12))
        #expect(format.rendersFromClaimedParse == 2)
        // Claimed already: the render reads the file itself.
        #expect(renderer.render("Home.json", device: device).tree?.children.first?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(format.rendersFromClaimedParse == 2)
    }

    /// A file saved between its claim and its render is rendered as it is now, not as claimed.
    @Test func aFileChangedAfterItsClaimIsReadAgain() throws {
        let project = try TemporaryFolder([
            "Home.json": #"{"root": {"views": {"!a": {"constraints": {"top left": "@super", "width height": "+10"}}}}}"#,
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let format = try #require(renderer.formats.lazy.compactMap { $0 as? EverLayoutFormat }.first)
        #expect(format.claimsForRender("Home.json", in: renderer.context))
        #expect(renderer.isTemplate("Home.json"))
        _ = try project.write("Home.json", #"{"root": {"views": {"!a": {"constraints": {"top left": "@super", "width height": "+25"}}}}}"#)
        let outcome = renderer.render("Home.json", device: try Device.parse("400x800@2"))
        #expect(outcome.tree?.children.first?.frame == Rect(x: 0, y: 0, width: 25, height: 25))
        #expect(format.rendersFromClaimedParse == 0)
    }
}
