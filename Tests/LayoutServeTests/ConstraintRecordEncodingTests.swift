import AutoLayout
import Diagnostics
import Foundation
import LayoutEngine
import Project
import Testing
import TestSupport

/// A render event writes its constraints directly (`ConstraintRecord.write(to:)`); the bytes
/// are those of the documented `json` form.
@Suite struct ConstraintRecordEncodingTests {
    /// The event encoder reuses a record's bytes when `ConstraintRecord.same` says it is the
    /// record of last time: it must say so exactly when `==` does, whichever field differs.
    @Test func sameAgreesWithEqualityFieldByField() {
        let base = ConstraintRecord(item: "a", attribute: .top, relation: .equal, toItem: "b", toAttribute: .bottom, multiplier: 1,
                                    constant: 8, priority: 1000, identifier: "x",
                                    sizeClasses: SizeClassCondition(horizontal: "compact", vertical: "any", isActive: true),
                                    file: "A.json", source: SourcePosition(line: 3, column: 12))
        var variants: [ConstraintRecord] = []
        func variant(_ change: (inout ConstraintRecord) -> Void) {
            var record = base
            change(&record)
            variants.append(record)
        }
        variant { $0.item = "c" }
        variant { $0.attribute = .left }
        variant { $0.relation = .lessThanOrEqual }
        variant { $0.toItem = "d" }
        variant { $0.toAttribute = .top }
        variant { $0.multiplier = 2 }
        variant { $0.constant = 9 }
        variant { $0.priority = 750 }
        variant { $0.identifier = nil }
        variant { $0.sizeClasses = nil }
        variant { $0.file = "B.json" }
        variant { $0.source = SourcePosition(line: 3, column: 13) }
        // Every stored property is varied once (a new one must be added here and to `same`).
        #expect(variants.count == Mirror(reflecting: base).children.count)
        for record in variants + [base] {
            let same = withUnsafePointer(to: base) { lhs in withUnsafePointer(to: record) { ConstraintRecord.same(lhs, $0) } }
            #expect(same == (record == base), "\(record)")
        }
    }

    @Test func aRecordWritesWhatItsJSONEncodes() {
        let records = [
            ConstraintRecord(item: "title", attribute: .top, toItem: "root", toAttribute: .bottom, constant: 8,
                             file: "A.json", source: SourcePosition(line: 3, column: 12)),
            ConstraintRecord(item: "ba\"d\\name\u{2028}é", attribute: .width, relation: .greaterThanOrEqual, multiplier: 0.3,
                             constant: 0.30000000000000004, priority: 749.5, identifier: "UISV-spacing",
                             sizeClasses: SizeClassCondition(horizontal: "compact", vertical: "unspecified", isActive: false),
                             file: "Views/B.json", source: SourcePosition(line: 1, column: 1)),
        ]
        for record in records {
            var bytes: [UInt8] = []
            record.write(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == record.json.encoded)
        }
        var first: [UInt8] = []
        records[0].write(to: &first)
        #expect(String(decoding: first, as: UTF8.self) == """
            {"item":"title","attr":"top","rel":"==","toItem":"root","toAttr":"bottom","mult":1,"const":8,"priority":1000,\
            "identifier":null,"source":{"file":"A.json","line":3,"column":12}}
            """)
    }

    @Test func aConstraintPlacedRenderEncodesAsItsEvent() throws {
        let root = FixturePaths.samples.appendingPathComponent("everlayout").path
        let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
        let outcome = renderer.render("ViewController.json", device: Device.standard, mode: .legacy)
        #expect(outcome.constraints?.count == 8)
        #expect(outcome.encodedEvent(revision: 4) == outcome.event(revision: 4).encoded)
    }
}
