import Diagnostics
import Expressions
import LayoutEngine
@testable import Project
import Testing
import TestSupport

/// `check --audit`: each rule, on a template that triggers it and one that does not (docs/AUDITS.md).
@Suite struct LayoutAuditTests {
    static let se = Device.presets.first { $0.name == "iphone-se" }!
    static let iphone15 = Device.presets.first { $0.name == "iphone-15" }!

    /// The audit's messages for a Layout template rendered on `device`.
    static func findings(_ xml: String, device: Device = se) -> [String] {
        guard let project = try? TemporaryFolder(["T.xml": xml]) else { return ["the project could not be written"] }
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let outcome = renderer.render("T.xml", device: device, mode: .legacy)
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
        return LayoutAudit().findings(in: outcome).map { "\($0.range!.start): \($0.message)" }
    }

    @Test func textTruncatedAndClipped() throws {
        #expect(Self.findings("""
            <UIView width="100%" height="100%">
                <UILabel id="title" top="20" width="60" height="30" text="A long headline"/>
                <UILabel id="body" top="60" width="100" height="20" numberOfLines="0" text="One two three four five six seven"/>
                <UILabel id="fits" top="100" text="Fits"/>
            </UIView>
            """) == [
                "2:5: text-truncated: UILabel#title's text \"A long headline\" is wider than its 60 pt: it is cut short",
                "3:5: text-clipped: UILabel#body is 20 pt high but its 4 lines of text need 78.19 pt",
            ])
    }

    @Test func overlapIsBetweenSiblingsThatDrawContent() throws {
        #expect(Self.findings("""
            <UIView width="100%" height="100%">
                <UIView backgroundColor="red" width="100" height="100"/>
                <UILabel id="a" top="10" left="10" text="Over the view"/>
                <UILabel id="b" top="15" left="20" text="Over the label"/>
                <UILabel id="c" top="60" left="10" text="Clear"/>
            </UIView>
            """) == ["4:5: overlap: UILabel#b ((20, 15) 106 × 20 pt) overlaps UILabel#a ((10, 10) 104 × 20 pt)"])
    }

    @Test func outsideAClippingParentAndOffscreen() throws {
        #expect(Self.findings("""
            <UIView width="100%" height="100%">
                <UIView clipsToBounds="true" top="20" width="100" height="100">
                    <UIView left="80" width="40" height="40"/>
                </UIView>
                <UIView top="20" left="120" width="100" height="100">
                    <UIView left="80" width="40" height="40"/>
                </UIView>
                <UIView left="400" width="10" height="10"/>
                <UIView left="370" width="10" height="10"/>
            </UIView>
            """) == [
                "3:9: outside-parent: UIView ((80, 20) 40 × 40 pt) reaches outside UIView ((0, 20) 100 × 100 pt), which clips it",
                "8:5: offscreen: UIView at (400, 0) is wholly outside the 375 × 667 pt screen",
                "9:5: outside-parent: UIView ((370, 0) 10 × 10 pt) reaches outside UIView ((0, 0) 375 × 667 pt), which clips it",
            ])
    }

    @Test func touchTargetsAndTheUnsafeArea() throws {
        let xml = """
            <UIView width="100%" height="100%">
                <UIButton id="small" title="Go" top="300"/>
                <UIButton id="big" title="Go" top="400" width="44" height="44"/>
                <UIButton id="top" title="Back" top="10" width="60" height="44"/>
            </UIView>
            """
        #expect(Self.findings(xml, device: Self.iphone15) == [
            "2:5: touch-target: UIButton#small is 20.33 × 29.33 pt: a touch target should be at least 44 × 44 pt",
            "4:5: under-unsafe-area: UIButton#top is under the status bar and sensor housing of iphone-15",
        ])
        #expect(Self.findings(xml) == [
            "2:5: touch-target: UIButton#small is 20.5 × 29.5 pt: a touch target should be at least 44 × 44 pt",
            "4:5: under-unsafe-area: UIButton#top is under the status bar of iphone-se",
        ])
    }

    @Test func zeroSizeContent() throws {
        #expect(Self.findings("""
            <UIView width="100%" height="100%">
                <UILabel id="empty" width="0" text="Hidden by its width"/>
                <UIView width="0" height="0"/>
            </UIView>
            """) == ["2:5: zero-size: UILabel#empty draws text but is 0 × 20 pt"])
    }

    /// A stack's conflict (two required 51 pt switches and 10 pt cannot fill 300 pt) is a
    /// `conflict` finding at the stack, an error by default, naming the arranged views.
    @Test func aStacksConflictNamesItsArrangedViews() throws {
        let xml = """
            <UIView>
              <UIStackView id="s" top="100" width="300" height="40" spacing="10">
                <UISwitch id="a" contentHuggingPriority.horizontal="required" contentCompressionResistancePriority.horizontal="required"/>
                <UISwitch id="b" contentHuggingPriority.horizontal="required" contentCompressionResistancePriority.horizontal="required"/>
              </UIStackView>
            </UIView>
            """
        guard let project = try? TemporaryFolder(["T.xml": xml]) else { return }
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let outcome = renderer.render("T.xml", device: Self.se, mode: .legacy)
        let (findings, warnings) = LayoutAudit().audit(outcome)
        #expect(warnings.isEmpty)
        #expect(findings.map { "\($0.range!.start) \($0.severity): \($0.message)" } == [
            "2:4 error: conflict: UISwitch#a, UISwitch#b — Unable to simultaneously satisfy the constraints of UIStackView#s;"
                + " breaking 'UISV-spacing' UISwitch#b.leading == UISwitch#a.trailing + 10",
        ])
        #expect(LayoutAudit(levels: [.conflict: .off]).audit(outcome).findings.isEmpty)
    }

    /// MarkupKit's `LMTableView` is a table view, so a scroll view: its rows below the screen
    /// scroll into view and are neither offscreen nor outside it (each was a finding).
    @Test func rowsOfAnLMTableViewScroll() throws {
        let rows = (1...20).map { #"    <UITableViewCell textLabel.text="Row \#($0)"/>"# }.joined(separator: "\n")
        #expect(Self.findings("<LMTableView>\n\(rows)\n</LMTableView>") == [])
    }

    @Test func theBundledExampleIsClean() throws {
        let root = FixturePaths.repository.appendingPathComponent("Examples").path
        let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
        for path in ["Screens/Home.xml", "Screens/Settings.xml", "Screens/Profile.xml", "MarkupKit/Detail.xml", "EverLayout/SignIn.json"] {
            let outcome = renderer.render(path, device: Self.iphone15, mode: .legacy)
            #expect(LayoutAudit().findings(in: outcome).map(\.message) == [], "\(path)")
        }
    }
}

extension LayoutAuditTests {
    /// The sweep finds the same pairs a comparison of every pair does, in document order.
    @Test func overlappingPairsMatchEveryPairCompared() {
        var frames: [Rect] = []
        for index in 0..<300 { frames.append(Rect(x: Double(index % 7) * 13, y: Double(index / 3) * 9, width: 30, height: 12)) }
        var expected: [(Int, Int)] = []
        for later in frames.indices {
            for earlier in 0..<later where AuditWalk.overlapArea(frames[earlier], frames[later]) > AuditWalk.tolerance {
                expected.append((later, earlier))
            }
        }
        let found = AuditWalk.overlappingPairs(frames)
        #expect(found.count == expected.count)
        #expect(found.map { "\($0.0)-\($0.1)" } == expected.map { "\($0.0)-\($0.1)" })
        #expect(expected.count == 541)
    }
}
