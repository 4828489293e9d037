import Diagnostics
import Testing
import TestSupport

/// Issue 24: each conformance suite checked only its own selection, so a case no selection
/// took, or a key of `expected` no suite compared, went unnoticed. Per case file, every case
/// must be run by a suite of `ConformanceLedger` or listed there with the reason it is not,
/// and every key a run case expects must be compared by a suite that runs it, or be listed:
/// as not compared in that case, with the case by a suite that does not run it, or in
/// `ConformanceLedger.notServedKeys`, each with the reason. (Each suite checks that it runs
/// what its selection says.)
@Suite struct ConformanceCoverageTests {
    /// Per case id of `file`: the selections that run it, and those that list it as not run.
    struct Claims {
        var running: [String: [ConformanceSelection]] = [:]
        var listing: [String: [ConformanceSelection]] = [:]

        init(_ file: ConformanceFile) {
            for selection in ConformanceLedger.all where selection.file == file {
                for id in selection.selected.compactMap(\.id) {
                    if selection.notRun[id] == nil { running[id, default: []].append(selection) } else { listing[id, default: []].append(selection) }
                }
            }
        }
    }

    @Test(arguments: ConformanceFile.allCases)
    func everyCaseIsRunOrListed(_ file: ConformanceFile) {
        let claims = Claims(file)
        #expect(!file.cases.isEmpty, "\(file.rawValue)-cases.json has no cases")
        for item in file.cases {
            let id = item.id ?? "?"
            #expect(claims.running[id] != nil || claims.listing[id] != nil, "\(file.rawValue): \(id) is neither run nor listed")
        }
    }

    @Test(arguments: ConformanceFile.allCases)
    func everyExpectedKeyIsComparedOrListed(_ file: ConformanceFile) {
        let claims = Claims(file)
        let unserved = Set((ConformanceLedger.notServedKeys[file] ?? [:]).keys)
        for item in file.cases {
            let id = item.id ?? "?"
            guard let running = claims.running[id] else { continue }
            let compared = running.reduce(into: Set<String>()) { $0.formUnion($1.compares(in: id)) }
            var listed = running.reduce(into: Set<String>()) { listed, selection in
                listed.formUnion(selection.notCompared.keys.filter { $0.hasPrefix(id + ": ") }.map { String($0.dropFirst(id.count + 2)) })
            }
            // The keys a suite would compare in a case it lists as not run are listed with the case.
            for selection in claims.listing[id] ?? [] { listed.formUnion(selection.compares) }
            let keys = Set(item["expected"]?.objectValue?.map(\.0) ?? [])
            let uncompared = keys.subtracting(compared).subtracting(listed).subtracting(unserved)
            #expect(uncompared.isEmpty, "\(file.rawValue): \(id) expects \(uncompared.sorted()), which no suite running it compares")
        }
    }

    /// A listed case or key that is no longer in its file is a stale entry.
    @Test func everyListedCaseAndKeyIsInItsFile() {
        for selection in ConformanceLedger.all {
            let ids = Set(selection.selected.compactMap(\.id))
            for id in selection.notRun.keys { #expect(ids.contains(id), "\(selection.suite) lists \(id), which it does not select") }
            for entry in selection.notCompared.keys {
                let parts = entry.components(separatedBy: ": ")
                let item = selection.cases.first { $0.id == parts[0] }
                #expect(parts.count == 2 && item?["expected"]?[parts[1]] != nil, "\(selection.suite) lists \(entry), which no case it runs expects")
            }
        }
        for (file, keys) in ConformanceLedger.notServedKeys {
            let expected = Set(file.cases.flatMap { $0["expected"]?.objectValue?.map(\.0) ?? [] })
            for key in keys.keys { #expect(expected.contains(key), "\(file.rawValue): no case expects \(key)") }
        }
    }
}
