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

    /// Not served, with the reason.
    static let unserved = ConformanceLedger.unrouted.notRun

    /// The suite's selection (`ConformanceLedger.unrouted`) is the case run below.
    @Test func runsItsWholeSelection() {
        #expect(ConformanceLedger.unrouted.ids == ["node-doesnt-have-expression"])
    }

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
