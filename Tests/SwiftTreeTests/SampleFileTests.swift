import Diagnostics
import Foundation
import SwiftTree
import Testing

/// Every Swift file the repository holds as a layout or a fixture, and every Swift source of the
/// package, parses without an error.
@Suite struct SampleFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func report(_ file: SwiftFile, _ name: String) -> [String] {
        file.errors.map { error in
            let line = file.bytes[..<Int(error.span.lower)].filter { $0 == UInt8(ascii: "\n") }.count + 1
            return "\(name):\(line): \(error.message)"
        }
    }

    @Test func examplesAndFixturesParseWithoutErrors() throws {
        let folders = [Self.repository.appendingPathComponent("Examples"), Self.repository.appendingPathComponent("Tests/Fixtures")]
        let files = folders.flatMap(Self.swiftFiles)
        #expect(files.count >= 3)
        var problems: [String] = []
        for url in files {
            let file = SwiftFile.parse(bytes: Array(try Data(contentsOf: url)))
            problems += Self.report(file, url.lastPathComponent)
        }
        #expect(problems == [])
    }

    @Test func theSwiftLayoutConformanceCasesParseWithoutErrors() throws {
        let url = Self.repository.appendingPathComponent("Tests/Fixtures/conformance/swiftlayout-cases.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let cases = json?["cases"] as? [[String: Any]] ?? []
        var problems: [String] = []
        var count = 0
        for item in cases {
            guard let input = item["input"] as? [String: Any], let swift = input["swift"] as? String else { continue }
            count += 1
            problems += Self.report(SwiftFile.parse(swift), item["id"] as? String ?? "?")
        }
        #expect(count == 56)
        #expect(problems == [])
    }

    /// This package's own sources and tests: real Swift of every kind (generics, patterns, regex
    /// literals, raw and multi-line strings, accessors), read with no error.
    @Test func thisPackagesSourcesParseWithoutErrors() throws {
        let files = ["Sources", "Tests"].flatMap { Self.swiftFiles(under: Self.repository.appendingPathComponent($0)) }
        #expect(files.count > 100)
        var problems: [String] = []
        for url in files {
            let file = SwiftFile.parse(bytes: Array(try Data(contentsOf: url)))
            problems += Self.report(file, url.lastPathComponent)
        }
        #expect(problems == [])
    }
}
