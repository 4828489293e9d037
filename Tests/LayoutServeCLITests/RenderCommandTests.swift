import Foundation
import LayoutServeCLI
import Testing
import TestSupport

@Suite struct RenderCommandTests {
    static let good = """
        <UIView width="100" height="50">
            <UILabel id="title" left="10" top="5" width="80" height="20" text="Hi"/>
        </UIView>
        """
    static let broken = """
        <UIView>
            <UILabel widht="100"/>
        </UIView>
        """
    static let stateful = """
        <UIView width="size" height="size / 2"/>
        """

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(RenderCommand.self, arguments)
    }

    @Test func printsTheRenderEventAsJSON() throws {
        let project = try TemporaryFolder(["Good.xml": Self.good])
        let result = try run([project.path("Good.xml"), "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.output.withoutTimings == #"{"event":"render","template":"Good.xml","revision":1,"device":{"name":"320x568@2","width":320,"height":568,"scale":2,"insets":{"top":0,"left":0,"bottom":0,"right":0}},"timing":{},"warnings":[],"tree":{"class":"UIView","frame":{"x":0,"y":0,"width":100,"height":50},"props":{"height":50,"width":100},"source":{"file":"Good.xml","line":1,"column":1},"children":[{"class":"UILabel","id":"title","frame":{"x":10,"y":5,"width":80,"height":20},"props":{"height":20,"left":10,"text":"Hi","top":5,"width":80},"text":{"face":"LiberationSans-Regular","size":17,"line_height":19.54833984375,"lines":["Hi"]},"source":{"file":"Good.xml","line":2,"column":5},"children":[]}]}}"# + "\n")
        #expect(result.error == "")
    }

    @Test func printsTheFrameTree() throws {
        let project = try TemporaryFolder(["Good.xml": Self.good])
        let result = try run([project.path("Good.xml"), "--format", "tree"])
        #expect(result.status == 0)
        #expect(result.output == """
            UIView (0, 0, 100 × 50)
              UILabel#title (10, 5, 80 × 20)

            """)
        #expect(result.error == "")
    }

    /// The outline is for reading: two decimals at most; the JSON keeps every digit.
    @Test func theFrameTreeRoundsToTwoDecimals() throws {
        let project = try TemporaryFolder(["Thirds.xml": #"<UIView width="100" height="100 / 3"><UIView width="200 / 3" height="10.005"/></UIView>"#])
        let tree = try run([project.path("Thirds.xml"), "--format", "tree"])
        #expect(tree.output == "UIView (0, 0, 100 × 33.33)\n  UIView (0, 0, 66.67 × 10.01)\n")
        let json = try run([project.path("Thirds.xml")])
        #expect(json.output.contains(#""frame":{"x":0,"y":0,"width":100,"height":33.333333333333336}"#))
    }

    /// `--repeat N` renders N more times from scratch and reports their median and fastest
    /// beside the first render's timing; the frames printed are the first render's.
    @Test func repeatReportsTheFurtherRendersInTiming() throws {
        let project = try TemporaryFolder(["Good.xml": Self.good])
        let result = try run([project.path("Good.xml"), "--device", "320x568@2", "--repeat", "3"])
        #expect(result.status == 0)
        let event = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let timing = try #require(event["timing"] as? [String: Any])
        let repeats = try #require(timing["repeat"] as? [String: Any])
        #expect(repeats["runs"] as? Int == 3)
        #expect(Set(repeats.keys) == ["runs", "median_ms", "min_ms"])
        #expect(try #require(repeats["min_ms"] as? Double) <= (try #require(repeats["median_ms"] as? Double)))
        #expect(result.output.contains(#""tree":{"class":"UIView","frame":{"x":0,"y":0,"width":100,"height":50}"#))
        let tree = try run([project.path("Good.xml"), "--format", "tree", "--repeat", "2"])
        #expect(tree.output == "UIView (0, 0, 100 × 50)\n  UILabel#title (10, 5, 80 × 20)\n")
        #expect(tree.error.hasPrefix("rendered 2 more times: median "))
    }

    @Test func repeatRefusesACountOutOfRange() throws {
        let project = try TemporaryFolder(["Good.xml": Self.good])
        let result = try run([project.path("Good.xml"), "--repeat=-1"])
        #expect(result.status == 64)
        #expect(result.error == "error: --repeat takes a count from 0 to 100000, not -1\n")
        #expect(result.output == "")
    }

    @Test func appliesConstants() throws {
        let project = try TemporaryFolder(["Sized.xml": Self.stateful])
        let result = try run([project.path("Sized.xml"), "--format", "tree", "--constants", #"{"size": 30}"#])
        #expect(result.status == 0)
        #expect(result.output == "UIView (0, 0, 30 × 15)\n")
        #expect(result.error == "")
    }

    @Test func appliesStateFromTheCommandLineAndTheConfiguration() throws {
        let project = try TemporaryFolder(["Sized.xml": Self.stateful, "layout-serve.json": #"{"state": {"size": 10}}"#])
        let fromConfiguration = try run([project.path("Sized.xml"), "--format", "tree"])
        #expect(fromConfiguration.output == "UIView (0, 0, 10 × 5)\n")
        let overridden = try run([project.path("Sized.xml"), "--format", "tree", "--state", #"{"size": 64}"#])
        #expect(overridden.status == 0)
        #expect(overridden.output == "UIView (0, 0, 64 × 32)\n")
        #expect(overridden.error == "")
    }

    @Test func printsTheErrorEventAsJSONWithStatus1() throws {
        let project = try TemporaryFolder(["Broken.xml": Self.broken])
        let result = try run([project.path("Broken.xml")])
        #expect(result.status == 1)
        #expect(result.output == #"{"event":"error","template":"Broken.xml","revision":1,"errors":[{"severity":"error","message":"Unknown property widht of UILabel","file":"Broken.xml","line":2,"column":14,"end_line":2,"end_column":19,"node":"UIView > UILabel","attribute":"widht","expression":"100","suggestions":["width","right"],"excerpt":"2 |     <UILabel widht=\"100\"/>\n  |              ^~~~~"}],"warnings":[]}"# + "\n")
        #expect(result.error == "")
    }

    @Test func printsErrorsCompilerStyleWithTheTree() throws {
        let project = try TemporaryFolder(["Broken.xml": Self.broken])
        let result = try run([project.path("Broken.xml"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == """
            Broken.xml:2:14: error: Unknown property widht of UILabel
            2 |     <UILabel widht="100"/>
              |              ^~~~~
            note: did you mean one of: width, right?

            """)
    }

    @Test func refusesAMissingFileWithStatus2() throws {
        let project = try TemporaryFolder()
        let result = try run([project.path("Nope.xml")])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == "error: no such file: \(project.path("Nope.xml"))\n")
    }

    @Test func refusesAnIgnoredFileWithStatus2() throws {
        let project = try TemporaryFolder(["layout-serve.json": "{}", "build/Good.xml": Self.good])
        let result = try run([project.path("build/Good.xml")])
        #expect(result.status == 2)
        #expect(result.error == "error: build/Good.xml is ignored (a .layout-ignore rule or a built-in one, such as build/, covers it)\n")
    }

    /// A file no format claims is never put through another format's parser (`render
    /// layout-serve.json` used to say `Start tag expected`): the command says what the file is.
    @Test(arguments: [
        ("layout-serve.json", "error: layout-serve.json is the project's configuration, not a layout\n"),
        ("notes.txt", "error: notes.txt is not a layout: no format reads .txt files (layouts are .json, .swift, .xml files)\n"),
        ("package.json", "error: package.json is not a layout: it is not a document of the everlayout format\n"),
        // An `.xml` file whose root is not a view: Layout's own error, at the root element.
        ("Info.plist.xml", """
            Info.plist.xml:1:2: error: Invalid root element <plist> in XML. Root element must be a UIView or UIViewController.
            1 | <plist version="1.0"><dict/></plist>
              |  ^~~~~

            """),
    ])
    func aFileNoFormatClaimsSaysWhatItIs(file: String, expected: String) throws {
        let project = try TemporaryFolder([
            "layout-serve.json": "{}", "notes.txt": "x", "package.json": #"{"name": "app", "version": "1.0.0"}"#,
            "Info.plist.xml": #"<plist version="1.0"><dict/></plist>"#,
        ])
        let result = try run([project.path(file)])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == expected)
    }

    /// A `.swift` layout with a `}` missing, as it is while being typed, is SwiftLayout's Red
    /// Box at the error's position — not Layout's XML reader's `1:1: Start tag expected`.
    @Test func aSwiftLayoutThatDoesNotParseIsARedBoxAtItsPosition() throws {
        let project = try TemporaryFolder(["Card.swift": SwiftLayoutCard.missingABrace])
        let result = try run([project.path("Card.swift"), "--format", "tree"])
        #expect(result.status == 1)
        // What the reader recovered still lays out; the error makes it a Red Box for clients.
        #expect(result.output == "Card#self (0, 0, 393 × 852)\n  UILabel#title (8, 8, 0 × 0)\n")
        #expect(result.error == """
            Card.swift:14:2: error: Swift syntax error: expected `}`
            14 | }
               |  ^

            """)
    }

    @Test(arguments: [
        (["--device", "watch"], "error: --device: unknown device \"watch\": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]\n"),
        (["--state", "{nope"], "error: --state is not valid JSON: Expected a string key at offset 1\n"),
        (["--state", "[1]"], "error: --state must be a JSON object, like {\"width\": 375}\n"),
        (["--constants", #"{"c": {"$color": 1}}"#], "error: --constants c: Invalid $color value 1: expected a string\n"),
    ])
    func refusesBadOptionsWithStatus64(options: [String], expected: String) throws {
        let project = try TemporaryFolder(["Good.xml": Self.good])
        let result = try run([project.path("Good.xml")] + options)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == expected)
    }

    @Test func refusesAnUnknownFormatAsAUsageError() {
        let error = #expect(throws: (any Error).self) { try RenderCommand.parse(["Good.xml", "--format", "yaml"]) }
        #expect(error.map { RenderCommand.exitCode(for: $0).rawValue } == 64)
    }
}
