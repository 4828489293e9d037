import Foundation
import LayoutServeCLI
import Testing

/// The warm-up a rendering process runs on another thread at start: each document renders,
/// without errors, through its own format (so the warm-up goes down every format's path).
@Suite struct RuntimeWarmUpTests {
    @Test func everyDocumentRendersThroughItsFormat() {
        let outcomes = RuntimeWarmUp.render()
        #expect(outcomes.map(\.template) == ["WarmUp.xml", "WarmUp.json", "WarmUpMarkup.xml"])
        for outcome in outcomes {
            #expect(outcome.errors.isEmpty, "\(outcome.template): \(outcome.errors)")
        }
        // Views rendered, counted in each event's JSON.
        #expect(outcomes.map { $0.encodedEvent(revision: 1).components(separatedBy: "\"frame\":").count - 1 } == [4, 3, 5])
    }

    @Test func onlyCommandsThatRenderWarmUp() {
        #expect(RuntimeWarmUp.rendersFirst(["layout-serve", "render", "Home.xml"]))
        #expect(RuntimeWarmUp.rendersFirst(["layout-serve", "./MyApp"]))
        #expect(RuntimeWarmUp.rendersFirst(["layout-serve"]))
        #expect(!RuntimeWarmUp.rendersFirst(["layout-serve", "render", "--help"]))
        #expect(!RuntimeWarmUp.rendersFirst(["layout-serve", "format", "Home.xml"]))
        #expect(!RuntimeWarmUp.rendersFirst(["layout-serve", "reload", "*.xml"]))
    }
}
