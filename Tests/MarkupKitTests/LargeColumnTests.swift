import MarkupKit
import Testing

/// Conflicts stay cheap: long columns render and say what is
/// wrong. Before the solver fixes the 2,000-view column took 6.8 s (release) and the
/// overflowing 2,000-label one 7.3 s; each must simply finish here with the right diagnostics.
@Suite struct LargeColumnTests {
    static func render(_ document: String) -> MarkupKitRender {
        MarkupKitRenderer.render(Array(document.utf8), file: "Column.xml", options: MarkupKitOptions(rootWidth: 320, rootHeight: 480))
    }

    /// "the 2,000-view MarkupKit column of `<UIView/>`": UIViews have no intrinsic size, so
    /// every one is ambiguous vertically, and every one is reported.
    @Test func twoThousandEmptyViewsAreEachReportedAmbiguous() throws {
        let render = Self.render("<LMColumnView>\n" + String(repeating: "<UIView/>\n", count: 2_000) + "</LMColumnView>\n")
        #expect(render.errors.isEmpty)
        let messages = render.warnings.map(\.message)
        #expect(messages.count == 2_000)
        #expect(messages.first == "The layout of UIView@2:1 is ambiguous (vertical not determined by its constraints)")
        #expect(messages.last == "The layout of UIView@2001:1 is ambiguous (vertical not determined by its constraints)")
        #expect(try #require(render.tree).children.count == 2_000)
    }

    /// "the overflowing 2,000-label column renders, with its conflicts reported": one label of
    /// one line per row, 8 pt apart, far taller than the screen. The one conflict names every
    /// label's height and spacing, the host's height and the column's bottom, which breaks.
    @Test func twoThousandLabelsOverflowingTheScreenReportOneConflict() throws {
        let labels = (0..<2_000).map { "<UILabel text=\"Label \($0)\"/>\n" }.joined()
        let render = Self.render("<LMColumnView spacing=\"8\">\n" + labels + "</LMColumnView>\n")
        #expect(render.errors.isEmpty)
        let conflicts = render.warnings.map(\.message).filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }
        let message = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints: root.height == 480 (UIView-Encapsulated-Layout-height); UILabel@2:1.height >= "))
        #expect(message.hasSuffix("UILabel@2001:1.top == UILabel@2000:1.bottom + 8 (LMColumnView-spacing); UILabel@2001:1.bottom == root.bottomMargin (LMColumnView-bottom). Will attempt to recover by breaking constraint UILabel@2001:1.bottom == root.bottomMargin (LMColumnView-bottom)"))
        #expect(message.components(separatedBy: "(NSContentSizeLayoutConstraint)").count - 1 == 2_000)
        #expect(message.components(separatedBy: "(LMColumnView-spacing)").count - 1 == 1_999)
        #expect(render.isUnsatisfiable)
    }
}
