import Diagnostics
import Foundation
import Project
@testable import Templates
import Testing
import TestSupport

/// The shared conformance cases this layer answers for, run as data:
/// XML well-formedness, `.strings` parsing and `.layout-ignore` handling.
@Suite struct ConformanceTests {
    static let cases: [JSON] = {
        guard let data = try? Data(contentsOf: FixturePaths.conformanceCases),
              let json = try? JSON.parse(String(decoding: data, as: UTF8.self)) else { return [] }
        return json["cases"]?.arrayValue ?? []
    }()

    static func cases(kind: String) -> [JSON] {
        cases.filter { $0["kind"]?.stringValue == kind }
    }

    static func fragments(_ expected: JSON?) -> [String] {
        if let text = expected?["error_contains"]?.stringValue { return [text] }
        return expected?["error_contains"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// Every case with XML input: a syntax error must be reported with the
    /// expected fragments (in Layout's `<message> at line N` form); every other
    /// case is well-formed XML whose problems belong to the template layer.
    @Test func xmlCasesParseOrFailAsExpected() throws {
        let xmlCases = ConformanceLedger.xmlSyntax.cases
        #expect(xmlCases.count >= 15)
        for testCase in xmlCases {
            let id = testCase["id"]?.stringValue ?? "?"
            let xml = testCase["input"]?["xml"]?.stringValue ?? ""
            let operation = testCase["input"]?["operation"]?.stringValue
            let fragments = Self.fragments(testCase["expected"])
            let isSyntaxCase = operation == "parseXML" || fragments == ["Empty"]
            do {
                let file = try XMLReader.read(xml)
                #expect(!isSyntaxCase, "\(id) should fail")
                if let nodes = testCase["expected"]?["nodes"]?.arrayValue, operation == "XMLParser.parse" {
                    #expect(nodes.first?["node"]?.stringValue == file.root.name, "\(id)")
                }
            } catch {
                #expect(isSyntaxCase, "\(id): \(error)")
                for fragment in fragments {
                    #expect(error.description.contains(fragment), "\(id): '\(error.description)' lacks '\(fragment)'")
                }
            }
        }
    }

    @Test func stringsFileCases() {
        let served = ConformanceLedger.stringsFiles.cases
        #expect(!served.isEmpty)
        for testCase in served {
            let contents = testCase["input"]?["contents"]?.stringValue ?? ""
            let table = StringsFile.parse(Array(contents.utf8))
            let expected = testCase["expected"]?["value"]?.objectValue ?? []
            #expect(table.diagnostics.isEmpty, "\(testCase["id"]?.stringValue ?? "?")")
            #expect(table.values.count == expected.count)
            for (key, value) in expected { #expect(table[key] == value.stringValue) }
        }
    }

    /// Ignore-file cases; the project-directory and source-lookup ones are
    /// translated into a project on disk (see `locatesSourceLikeLayoutsLoader`).
    @Test func ignoreFileCases() throws {
        var served = 0
        for testCase in ConformanceLedger.ignoreFiles.selected {
            let id = testCase["id"]?.stringValue ?? "?"
            let input = testCase["input"]
            let expected = testCase["expected"]
            switch input?["operation"]?.stringValue {
            case "parseIgnoreFile(contents, baseURL)":
                let contents = input?["contents"]?.stringValue ?? ""
                let paths = try IgnoreFile.paths(in: Array(contents.utf8), folder: input?["base"]?.stringValue ?? "")
                #expect(paths == expected?["paths"]?.arrayValue?.compactMap(\.stringValue), "\(id)")
                served += 1
            case "parseIgnoreFile(url)":
                let folder = try TemporaryFolder()
                let name = (input?["file"]?.stringValue ?? "file").split(separator: "/").last.map(String.init) ?? "file"
                let url = folder.url.appendingPathComponent(name)
                if let hex = input?["file_bytes_hex"]?.stringValue { try Data(Self.bytes(hex: hex)).write(to: url) }
                let error = try #require(throws: IgnoreFileError.self) { try IgnoreFile.read(contentsOf: url, folder: "") }
                for fragment in Self.fragments(expected) {
                    #expect(error.message.contains(fragment), "\(id): \(error.message)")
                }
                served += 1
            default:
                // findProjectDirectory / findSourceURL: see the notes in the tests below.
                #expect(Self.notApplicable.keys.contains(id) || Self.translated.contains(id), "unhandled case \(id)")
            }
        }
        #expect(served >= 4)
    }

    /// Cases that do not apply to a server that is given its project root.
    static let notApplicable = ConformanceLedger.ignoreFiles.notRun

    static let translated: Set<String> = ["loader-find-source", "loader-find-source-missing"]

    /// `loader-find-source(-missing)`: the Layout repository's layout, with its
    /// `.layout-ignore`, rebuilt in a temporary folder.
    @Test func locatesSourceLikeLayoutsLoader() throws {
        let repo = try TemporaryFolder()
        try repo.write(".layout-ignore", "Layout\nLayoutTests\nLayoutTool\nLayoutToolTests\nUIDesigner\n")
        for path in ["SampleApp/Examples.xml", "LayoutTests/Examples.xml", "UIDesigner/Examples.xml",
                     "build/Examples.xml", "Layout.xcodeproj/Examples.xml"] {
            try repo.write(path, "<UIView/>")
        }
        let files = try ProjectWalker.walk(root: repo.url)
        #expect(try files.locate("Examples.xml") == "SampleApp/Examples.xml")
        let error = try #require(throws: ProjectLookupError.self) { try files.locate("DoesntExist.xml") }
        #expect(error.description.contains("Unable to locate"))
    }

    /// `ignore-utf16-file` gives `file_bytes_hex` an odd number of digits (a
    /// transcription slip: "UTF16" needs a final `00`); a lone last digit is
    /// taken as the high nibble of one more byte.
    static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex)
        return stride(from: 0, to: digits.count, by: 2).map { index in
            let pair = index + 1 < digits.count ? String(digits[index...index + 1]) : String(digits[index]) + "0"
            return UInt8(pair, radix: 16) ?? 0
        }
    }
}
