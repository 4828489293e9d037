import AutoLayout
import Foundation
import Testing
import TestSupport

/// Every `stack` case of `Tests/Fixtures/conformance/autolayout-cases.json`, as data: the
/// template's stack built by `LayoutSystem.addStackView` and solved.
@Suite struct StackConformanceTests {
    /// JSON values are not `Sendable`, so each test reads the (small) file itself.
    static func cases() -> [[String: Any]] {
        let data = try! Data(contentsOf: ConformanceTests.file)
        let root = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        return (root["cases"] as! [[String: Any]]).filter { $0["kind"] as? String == "stack" }
    }

    static let ids: [String] = cases().map { $0["id"] as! String }

    /// Every shared stack case runs and must pass: none is believed wrong.
    @Test func everyStackCaseIsHere() {
        #expect(Self.ids.count == 37)
        #expect(Self.ids == ConformanceLedger.autoLayoutStacks.ids)
    }

    @Test(arguments: ids)
    func stackCase(id: String) throws {
        let testCase = Self.cases().first { $0["id"] as? String == id }!
        let input = testCase["input"] as! [String: Any]
        let expected = testCase["expected"] as! [String: Any]
        let size = input["root_size"] as! [Double]
        var intrinsic: [String: IntrinsicSize] = [:]
        for (name, value) in input["intrinsic"] as? [String: [Any]] ?? [:] {
            intrinsic[name] = IntrinsicSize(width: value[0] as? Double, height: value[1] as? Double)
        }
        var template = try StackTemplate(input["template"] as! String, rootSize: Size(width: size[0], height: size[1]),
                                         scale: input["scale"] as? Double ?? 2,
                                         customSpacing: input["custom_spacing"] as? [String: Double] ?? [:],
                                         intrinsic: intrinsic)
        let (result, frames) = template.frames()
        let names = template.names
        let nameOf = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })
        func check() throws {
            if let error = expected["error"] as? String {
                let involves = Set(expected["involves"] as! [String])
                #expect(error == "ambiguous" || error == "unsatisfiable", "unknown error kind \(error)")
                if error == "ambiguous" {
                    #expect(result.conflicts.isEmpty)
                    #expect(Set(result.ambiguous.compactMap { nameOf[$0.item] }) == involves)
                } else {
                    #expect(Set(result.conflicts.flatMap(\.items).compactMap { nameOf[$0] }) == involves)
                }
                return
            }
            #expect(result.conflicts.isEmpty)
            #expect(result.ambiguous.isEmpty, "\(result.ambiguous.map { nameOf[$0.item] ?? "?" })")
            for (name, value) in expected["frames"] as! [String: [Double]] {
                let frame = try #require(frames[name])
                let actual = [frame.x, frame.y, frame.width, frame.height]
                #expect(zip(actual, value).allSatisfy { abs($0 - $1) <= 0.001 }, "\(name): \(actual) != \(value)")
            }
        }
        try check()
    }
}
