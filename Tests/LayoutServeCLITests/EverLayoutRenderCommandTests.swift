import LayoutServeCLI
import TestSupport
import Testing

/// `layout-serve render` on an EverLayout layout: the same render object as a Layout
/// template's, plus the constraints as built.
@Suite struct EverLayoutRenderCommandTests {
    static let layout = """
        {"name": "Home", "root": {"views": {
          "!box": {"constraints": {"width height": "+180", "center": "@super <24"}, "properties": {"backgroundColor": "red"}}
        }}}
        """

    @Test func printsTheRenderEventWithTheConstraintsAsBuilt() throws {
        let project = try TemporaryFolder(["Home.json": Self.layout])
        let result = try CommandRun(RenderCommand.self, [project.path("Home.json"), "--device", "400x800@2"])
        #expect(result.status == 0)
        let constraint = { (attribute: String, toItem: String, constant: Int) in
            #"{"item":"box","attr":"\#(attribute)","rel":"==","toItem":\#(toItem),"toAttr":"\#(toItem == "null" ? "notAnAttribute" : attribute)","mult":1,"const":\#(constant),"priority":1000,"identifier":null,"source":{"file":"Home.json","line":2,"column":\#(attribute.hasPrefix("center") ? 62 : 44)}}"#
        }
        let constraints = [constraint("width", "null", 180), constraint("height", "null", 180),
                           constraint("centerX", #""root""#, 24), constraint("centerY", #""root""#, 24)]
        #expect(result.output.withoutTimings == ##"{"event":"render","template":"Home.json","revision":1,"device":{"name":"400x800@2","width":400,"height":800,"scale":2,"insets":{"top":0,"left":0,"bottom":0,"right":0}},"timing":{},"warnings":[],"tree":{"class":"UIView","id":"root","item":"root","frame":{"x":0,"y":0,"width":400,"height":800},"props":{},"source":{"file":"Home.json","line":1,"column":18},"children":[{"class":"UIView","id":"box","item":"box","frame":{"x":134,"y":334,"width":180,"height":180},"props":{"backgroundColor":"#ff0000ff"},"types":{"backgroundColor":"UIColor"},"source":{"file":"Home.json","line":2,"column":3},"children":[]}]},"constraints":["## + constraints.joined(separator: ",") + "]}\n")
    }

    @Test func printsTheTreeAndTheDiagnostics() throws {
        let project = try TemporaryFolder(["Home.json": #"{"root": {"views": {"!box": {"constraints": {"edges": "@super <10", "leftMarign": "@super"}}}}}"#])
        let result = try CommandRun(RenderCommand.self, [project.path("Home.json"), "--device", "400x800@2", "--format", "tree"])
        #expect(result.status == 0)
        #expect(result.output == """
            UIView#root (0, 0, 400 × 800)
              UIView#box (10, 10, 380 × 780)

            """)
        #expect(result.error == """
            Home.json:1:70: warning: Unknown attribute leftMarign: no constraint is made for it
            1 | {"root": {"views": {"!box": {"constraints": {"edges": "@super <10", "leftMarign": "@super"}}}}}
              |                                                                      ^~~~~~~~~~
            note: did you mean leftMargin?

            """)
    }

    @Test func aLayoutThatBuildsNothingFails() throws {
        let project = try TemporaryFolder(["Thing.json": #"{"name": "Thing"}"#])
        let result = try CommandRun(RenderCommand.self, [project.path("Thing.json"), "--format", "tree"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Thing.json:1:1: error: The layout has no \"root\" object: EverLayout builds nothing"))
    }
}
