@testable import LayoutServeCLI
import Project
import TestSupport
import Testing

/// `render` opens its project reading each file once: the format's claim and the render take
/// the same read. Other commands read a file again at every use.
@Suite struct ReadingOnceTests {
    @Test func aProjectOpenedReadingOnceKeepsWhatItRead() throws {
        let folder = try TemporaryFolder(["Home.json": #"{"root": {}}"#])
        let project = try #require(ProjectLoader.open(folder.path, reportingTo: CapturedOutput(), readingOnce: true))
        #expect(try project.renderer.sources.bytes("Home.json") == Array(#"{"root": {}}"#.utf8))
        try folder.write("Home.json", #"{"name": "Changed"}"#)
        #expect(try project.renderer.sources.bytes("Home.json") == Array(#"{"root": {}}"#.utf8))
    }

    @Test func aProjectOpenedOtherwiseReadsAgain() throws {
        let folder = try TemporaryFolder(["Home.json": #"{"root": {}}"#])
        let project = try #require(ProjectLoader.open(folder.path, reportingTo: CapturedOutput()))
        #expect(try project.renderer.sources.bytes("Home.json") == Array(#"{"root": {}}"#.utf8))
        try folder.write("Home.json", #"{"name": "Changed"}"#)
        #expect(try project.renderer.sources.bytes("Home.json") == Array(#"{"name": "Changed"}"#.utf8))
    }
}
