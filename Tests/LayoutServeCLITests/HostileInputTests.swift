import LayoutServeCLI
import Testing
import TestSupport

/// Small files and arguments that used to crash or hang every command.
@Suite struct HostileInputTests {
    func render(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(RenderCommand.self, arguments)
    }

    @Test(arguments: ["", "@", " ", "x", "@2"])
    func anEmptyOrMalformedDeviceIsAUsageError(device: String) throws {
        let project = try TemporaryFolder(["A.xml": #"<UIView width="10" height="10"/>"#])
        let result = try render([project.path("A.xml"), "--device", device])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: --device: "))
    }

    /// 45 bytes: a run of dots in an attribute name made key resolution exponential.
    @Test(arguments: [25, 400])
    func aRunOfDotsInAnAttributeNameIsAnUnknownProperty(dots: Int) throws {
        let name = "layer" + String(repeating: ".", count: dots) + "b"
        let project = try TemporaryFolder(["Dots.xml": "<UIView \(name)=\"1\"/>"])
        let result = try render([project.path("Dots.xml"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Dots.xml:1:9: error: Unknown property layer........................."))
    }

    @Test func dottedStructKeysStillResolve() throws {
        let project = try TemporaryFolder(["A.xml": #"<UIView width="10" height="10" layer.borderWidth="2" layer.shadowOffset.height="3"/>"#])
        let result = try render([project.path("A.xml"), "--format", "tree"])
        #expect(result.status == 0)
        #expect(result.output == "UIView (0, 0, 10 × 10)\n")
    }

    /// Every depth the XML reader accepts (1,000 levels) renders; each level's frame depends on
    /// its parent's and its previous sibling's, so evaluation recurses through every level.
    @Test func theDeepestAcceptedTemplateRenders() throws {
        let depth = 1_000
        let open = #"<UIView top="previous.bottom + 1" left="1" width="parent.width - 1" height="auto">"#
        let deepest = #"<UIView width="parent.width" height="7"/>"#
        let xml = String(repeating: open, count: depth - 1) + deepest + String(repeating: "</UIView>", count: depth - 1)
        let project = try TemporaryFolder(["Deep.xml": xml])
        let result = try render([project.path("Deep.xml"), "--device", "2000x800@2", "--format", "tree"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == depth)
        // Every level but the leaf sits 1 point in and 1 down from its parent's origin and is 1 point
        // narrower; `auto` heights wrap the child: the leaf's 7 plus 1 for each of the 998 levels
        // between it and the root.
        #expect(lines.first == "UIView (1, 1, 1999 × 1005)")
        #expect(lines.last.map { String($0.drop { $0 == " " }) } == "UIView (0, 0, 1001 × 7)")
    }

    /// Found by fuzzing: `1/0` gave a frame of `null` with no error.
    @Test func aFrameThatIsNotAFiniteNumberIsAnError() throws {
        let project = try TemporaryFolder(["Inf.xml": #"<UIView width="100" height="50"><UIView width="1/0" height="0/0"/></UIView>"#])
        let result = try render([project.path("Inf.xml"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.error == """
            Inf.xml:1:48: error: Expression for width is not a finite number (infinity)
            1 | <UIView width="100" height="50"><UIView width="1/0" height="0/0"/></UIView>
              |                                                ^~~
            Inf.xml:1:61: error: Expression for height is not a finite number (NaN)
            1 | <UIView width="100" height="50"><UIView width="1/0" height="0/0"/></UIView>
              |                                                             ^~~

            """)
    }

    @Test func aTemplateDeeperThanTheLimitIsRefusedWithAPosition() throws {
        let xml = String(repeating: "<UIView>", count: 1_001) + String(repeating: "</UIView>", count: 1_001)
        let project = try TemporaryFolder(["Deeper.xml": xml])
        let result = try render([project.path("Deeper.xml"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Deeper.xml:1:8002: error: "))
    }
}
