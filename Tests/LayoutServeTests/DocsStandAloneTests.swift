import Foundation
import TestSupport
import Testing

/// The repository stands alone: its code and docs cite only what it holds. Every rule id the
/// sources, tests and test data name is an entry of docs/RULES.md, and nothing points a reader
/// at a specification or tracker outside the repository.
@Suite struct DocsStandAloneTests {
    static let repository = FixturePaths.repository

    /// A rule id as the code cites it: `R-AL-UNSAT-1`, `R-ICS-CAT`, `R1-BOX`, `R-SL-PRINTER-ORDER`.
    /// Simple word boundaries, so `R-ICS-3's` is `R-ICS-3` (Unicode's rules keep `3's` one word).
    static var ruleID: Regex<Substring> {
        #/\bR[0-9]?-[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\b/#.wordBoundaryKind(.simple)
    }

    /// Every text file under `folder` (relative to the repository) with its text, Swift, Markdown,
    /// JSON, scripts and the viewer's files alike; `keep` decides on the relative path.
    static func texts(under folder: String, keep: (String) -> Bool = { _ in true }) throws -> [(path: String, text: String)] {
        let root = repository.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let extensions: Set = ["swift", "md", "json", "py", "js", "html", "css", "txt", "xml", ""]
        var files: [(String, String)] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            let path = String(url.path.dropFirst(repository.path.count + 1))
            guard keep(path), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((path, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The ids docs/RULES.md defines: each entry starts a line with its id in bold.
    static func definedRules() throws -> Set<String> {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/RULES.md"), encoding: .utf8)
        var defined: Set<String> = []
        for line in text.split(separator: "\n") {
            guard line.hasPrefix("**"), let match = line.dropFirst(2).prefixMatch(of: ruleID),
                  line.dropFirst(2 + match.output.count).hasPrefix("**") else { continue }
            defined.insert(String(match.output))
        }
        return defined
    }

    /// Every rule id cited in Sources/ and Tests/ (the conformance data's `rules` included) has
    /// its entry in docs/RULES.md.
    @Test func everyCitedRuleIsDefined() throws {
        let defined = try Self.definedRules()
        var missing: [String: String] = [:]
        for (path, text) in try Self.texts(under: "Sources") + Self.texts(under: "Tests") {
            for match in text.matches(of: Self.ruleID) where !defined.contains(String(match.output)) {
                missing[String(match.output)] = missing[String(match.output)] ?? path
            }
        }
        let report = missing.keys.sorted().map { "\($0) (\(missing[$0]!))" }.joined(separator: ", ")
        #expect(missing.isEmpty, "not in docs/RULES.md: \(report)")
    }

    /// The external specification's folder and the shared folder beside the repository, spelt
    /// in two parts so that this file does not cite them itself.
    static let needles = ["spec" + "/", ".." + "/shared"]

    /// No source, test, doc or the README points at `needles`. The conformance cases and
    /// samples under Tests/Fixtures are data copied byte for byte (their metadata names where
    /// they came from), so only the Markdown there is read.
    @Test func nothingCitesTheExternalSpec() throws {
        let notData: (String) -> Bool = { !$0.hasPrefix("Tests/Fixtures/") || $0.hasSuffix(".md") }
        var files = try Self.texts(under: "Sources") + Self.texts(under: "Tests", keep: notData) + Self.texts(under: "docs")
        files.append(("README.md", try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)))
        var citing: [String] = []
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.needles.contains(where: { line.contains($0) }) {
                citing.append("\(path):\(number + 1)")
            }
        }
        #expect(citing.isEmpty, "cite what is not in the repository: \(citing.joined(separator: ", "))")
    }

    /// The sources say what a behaviour is, not which tracker issue asked for it.
    @Test func sourcesNameNoIssue() throws {
        var citing: [String] = []
        for (path, text) in try Self.texts(under: "Sources") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(#/\b[Ii]ssues? #?[0-9]+/#) {
                citing.append("\(path):\(number + 1)")
            }
        }
        #expect(citing.isEmpty, "name an issue: \(citing.joined(separator: ", "))")
    }
}
