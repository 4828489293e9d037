import Diagnostics
import EverLayout
import LayoutEngine
import SwiftLayoutCode
import Testing
import TestSupport

/// Every `export` case of `swiftlayout-cases.json` (R-SL-EXPORT), as data: a frame tree printed
/// in its mode, or an EverLayout layout printed from its constraints; the expected text is
/// ViewPrinter's body, or LayoutPrinter's tree when it starts with `ViewLayout`.
@Suite struct ExportCaseTests {
    static let ids = CaseFile.cases(kind: "export").map { $0["id"]!.stringValue! }

    /// The shared file's cases run (more cases of the kind run the same way).
    @Test func theSharedCasesAreHere() {
        let shared: Set = ["sl-export-frames-edges", "sl-export-everlayout-constraints", "sl-export-tree-layoutprinter-style"]
        #expect(shared.isSubset(of: Set(Self.ids)))
        #expect(Self.ids == ConformanceLedger.swiftLayoutExport.ids)
    }

    @Test(arguments: ids)
    func exportCase(id: String) throws {
        let testCase = CaseFile.testCase(id)
        let input = try #require(testCase["input"])
        let expected = try #require(testCase["expected"]?["output"]?.stringValue)
        let layout: CodeLayout
        if let frameTree = input["frame_tree"] {
            let mode = try #require(ExportMode(rawValue: input["mode"]?.stringValue ?? "absolute"))
            layout = Self.synthesised(CodeLayout(frameTree: frameTree), mode: mode)
        } else {
            let views = try #require(input["everlayout"])
            let document: JSON = ["name": "ExportCase", "root": ["views": views]]
            let render = EverLayoutRenderer.render(Array(document.encoded.utf8), file: "case.json",
                                                   options: EverLayoutOptions(rootWidth: 375, rootHeight: 667))
            #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
            let tree = try #require(render.tree)
            layout = CodeLayout(tree: tree, constraints: render.constraints, mode: .constraints)
        }
        let output = expected.hasPrefix("ViewLayout")
            ? LayoutTreeText.text(of: layout, anchors: expected.contains("\n│     .") || expected.contains("      ."))
            : ViewPrinterText.text(of: layout)
        #expect(output == expected)
    }

    /// The layout placed by constraints synthesised from its frames.
    static func synthesised(_ layout: CodeLayout, mode: ExportMode) -> CodeLayout {
        var layout = layout
        layout.synthesiseConstraints(mode: mode)
        return layout
    }
}
