import Diagnostics
import Foundation

/// One case file of `Tests/Fixtures/conformance` (the conformance data the tests run as tables).
public enum ConformanceFile: String, CaseIterable, Sendable {
    case layout, autolayout, everlayout, markupkit, swiftlayout

    /// `<name>-cases.json`.
    public var url: URL { FixturePaths.fixtures.appendingPathComponent("conformance/\(rawValue)-cases.json") }

    /// The file's `cases`, in file order (empty when the file cannot be read, which the
    /// coverage test reports).
    public var cases: [JSON] { ConformanceFile.parsed[self] ?? [] }

    private static let parsed: [ConformanceFile: [JSON]] = {
        var files: [ConformanceFile: [JSON]] = [:]
        for file in allCases {
            guard let data = try? Data(contentsOf: file.url),
                  let root = try? JSON.parse(String(decoding: data, as: UTF8.self)) else { continue }
            files[file] = root["cases"]?.arrayValue ?? []
        }
        return files
    }()
}

/// What one table-driven suite takes from a case file: the cases it selects, those of them
/// it does not run (each with the reason), and the keys of `expected` it compares.
///
/// The suite itself checks that it runs exactly `ids` (and compares `compares`), and
/// `ConformanceCoverageTests` checks that every case of every file is run by a selection or
/// listed, and that every key a run case expects is compared or listed in
/// `ConformanceLedger.notServedKeys`.
public struct ConformanceSelection: Sendable {
    /// The suite (and test) that runs the selection.
    public let suite: String
    public let file: ConformanceFile
    let selects: @Sendable (JSON) -> Bool
    /// Selected cases the suite does not run, with the reason.
    public let notRun: [String: String]
    /// The keys of `expected` the suite compares with what the product gives.
    public let compares: Set<String>
    /// Keys of `expected` the suite leaves uncompared in one case it runs, as `"<id>: <key>"`, with
    /// the reason (`fails: …` when the product gives another answer).
    public let notCompared: [String: String]

    public init(_ suite: String, _ file: ConformanceFile, notRun: [String: String] = [:], compares: Set<String>,
                notCompared: [String: String] = [:], selects: @escaping @Sendable (JSON) -> Bool) {
        self.suite = suite
        self.file = file
        self.selects = selects
        self.notRun = notRun
        self.compares = compares
        self.notCompared = notCompared
    }

    /// The keys of `expected` the suite compares in the case `id`.
    public func compares(in id: String) -> Set<String> {
        compares.filter { notCompared["\(id): \($0)"] == nil }
    }

    /// Every case the selection takes, run or not.
    public var selected: [JSON] { file.cases.filter(selects) }

    /// The ids of the cases the suite runs.
    public var ids: [String] {
        selected.compactMap(\.id).filter { notRun[$0] == nil }
    }

    /// The cases the suite runs.
    public var cases: [JSON] { selected.filter { $0.id.map { notRun[$0] == nil } ?? false } }
}

extension JSON {
    /// A case's `id`.
    public var id: String? { self["id"]?.stringValue }
    /// A case's `kind`.
    var kind: String? { self["kind"]?.stringValue }
    /// A case's `input.operation`.
    var operation: String? { self["input"]?["operation"]?.stringValue }
}
