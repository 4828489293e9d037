import Diagnostics
import LayoutEngine
import SwiftLayout
import SwiftLayoutCode
import Testing
import TestSupport

/// Every `view_printer` case of `swiftlayout-cases.json` (R-SL-VIEW-PRINTER), as data: the case's
/// Swift (code that activates a layout, then `ViewPrinter(root).description`) read by the
/// SwiftLayout reader, its render — views and constraints — printed by `ViewPrinterText`.
@Suite struct ViewPrinterCaseTests {
    static let ids = CaseFile.cases(kind: "view_printer").map { $0["id"]!.stringValue! }

    /// Cases whose input cannot be run as given, with the reason and what shows the input
    /// still lacks it (the test fails once the input has it, so that the case is run).
    static let notRunnable: [String: (reason: String, missing: String)] = [
        "sl-viewprinter-deepassignidentifier": (
            "the case needs the Gont, Duny, Earth and Wizard classes of SwiftLayout's ViewPrinterTests.swift, which the shared "
                + "files do not hold, and prints IdentifierUpdater's `name:Type` tags (`sea:UILabel`), which are no Swift names",
            "class Gont"),
    ]

    /// A case is an XCTest method, verbatim: its statements are the file's top level (where
    /// the reader finds `root.sl.sublayout { … }.active()`).
    static func body(of method: String) -> String {
        var lines = method.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix("func ") == true, lines.last?.trimmingPrefix(" ") == "}" else { return method }
        lines.removeFirst()
        lines.removeLast()
        return lines.joined(separator: "\n")
    }

    @Test func theSharedCasesAreHere() {
        #expect(Self.ids.count >= 14)
        #expect(Self.ids.filter { Self.notRunnable[$0] == nil } == ConformanceLedger.swiftLayoutViewPrinter.ids)
        #expect(Set(Self.notRunnable.keys) == Set(ConformanceLedger.swiftLayoutViewPrinter.notRun.keys))
    }

    @Test(arguments: ids)
    func viewPrinterCase(id: String) throws {
        let testCase = CaseFile.testCase(id)
        if let (reason, missing) = Self.notRunnable[id] {
            let input = testCase["input"]?["swift"]?.stringValue ?? ""
            #expect(!input.contains(missing), "\(id) now has \(missing): run it (it was not run because \(reason))")
            return
        }
        let swift = Self.body(of: try #require(testCase["input"]?["swift"]?.stringValue))
        let expected = try #require(testCase["expected"]?["output"]?.stringValue)
        let render = SwiftLayoutRenderer.render("Case.swift", project: ProjectDeclarations(files: [("Case.swift", swift)]),
                                                options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.diagnostics.map(\.message))")
        let tree = try #require(render.tree)
        let constraints = render.records
        let layout = CodeLayout(tree: tree, constraints: constraints, mode: .constraints, fromSwiftLayout: true)
        #expect(ViewPrinterText.text(of: layout) == expected)
    }
}
