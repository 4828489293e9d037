import Diagnostics
import Foundation
import LayoutServe
import Project
import Testing
import TestSupport

/// The layout cases no table-driven suite selects (there were five, run nowhere and
/// listed nowhere): each is run here through a render, or listed with the reason it is not.
@Suite struct UnroutedConformanceTests {
    static let cases: [String: JSON] = {
        guard let data = try? Data(contentsOf: FixturePaths.conformanceCases),
              let root = try? JSON.parse(String(decoding: data, as: UTF8.self)) else { return [:] }
        var found: [String: JSON] = [:]
        for item in root["cases"]?.arrayValue ?? [] { if let id = item["id"]?.stringValue { found[id] = item } }
        return found
    }()

    static let urlResolution = "Layout's urlFromString resolves a string against the app bundle's resourceURL or a URL; layout-serve reads includes and images from the project folder (relative paths) or allowed remote hosts, with no bundle"

    /// Not served, with the reason.
    static let unserved: [String: String] = [
        "url-testURLFromAbsoluteURL": urlResolution,
        "url-testURLFromDataURL": urlResolution,
        "url-testURLFromRelativePath": urlResolution,
        "node-outlet-parent-text": "binds an outlet to the owner at mount time: outlets are reported (`outlet` in the render), never bound",
    ]

    @Test func theListedCasesAreInTheFixture() {
        for id in Self.unserved.keys { #expect(Self.cases[id] != nil, "\(id) is not in the fixture") }
    }

    /// node-doesnt-have-expression: an attribute commented out (`//red`) is no expression, so
    /// the view keeps its default background and the render lists no such property.
    @Test func aCommentedOutAttributeIsNoExpression() throws {
        let item = try #require(Self.cases["node-doesnt-have-expression"])
        #expect(item["input"]?["operation"]?.stringValue == "hasExpression")
        let name = try #require(item["input"]?["name"]?.stringValue)
        let value = try #require(item["input"]?["expressions"]?[name]?.stringValue)
        let folder = try TemporaryFolder(["A.xml": #"<UIView width="10" height="10" \#(name)="\#(value)"/>"#])
        let outcome = try ProjectLoader(root: folder.path).renderer.render("A.xml")
        #expect(outcome.errors.isEmpty)
        let tree = try #require(outcome.tree)
        #expect(tree.props.contains { $0.name == name } == (item["expected"]?["value"] == .bool(true)))
    }
}
