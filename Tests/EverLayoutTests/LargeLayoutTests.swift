import Diagnostics
import EverLayout
import Expressions
import Testing

/// Layouts far bigger than anyone writes by hand still build, with the same frames and
/// positions (before, 4,000 views took 6.1 s on one line, 0.76 s indented).
@Suite struct LargeLayoutTests {
    /// A root with `count` subviews, each under the one before: `!vé0` … (a two-byte
    /// character in every id, so columns and byte offsets differ).
    static func chain(_ count: Int, minified: Bool) -> String {
        let separator = minified ? "" : "\n    "
        let views = (0..<count).map { index in
            let constraints = index == 0
                ? #""top left":"@super","width height":"+10""#
                : #""top":"@vé\#(index - 1).bottom +1","left":"@vé\#(index - 1).left","width height":"+10""#
            return #"\#(separator)"!vé\#(index)":{"constraints":{\#(constraints)}}"#
        }
        return #"{"root":{"views":{"# + views.joined(separator: ",") + (minified ? "" : "\n") + "}}}"
    }

    /// The position of a UTF-8 offset counted the slow way: lines, then scalars.
    static func position(of offset: Int, in text: String) -> SourcePosition {
        let before = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return SourcePosition(line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    @Test(arguments: [true, false])
    func fourThousandChainedViewsBuild(minified: Bool) throws {
        let text = Self.chain(4_000, minified: minified)
        let render = EverLayoutRenderer.render(Array(text.utf8), file: "Big.json", options: EverLayoutOptions(rootWidth: 400, rootHeight: 800))
        #expect(render.diagnostics.isEmpty)
        let views = try #require(render.tree?.children)
        #expect(views.count == 4_000)
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(views[3_999].frame == Rect(x: 0, y: 43_989, width: 10, height: 10))
        #expect(render.constraints.count == 16_000)
        // The last view's top, at its right-hand string.
        let top = try #require(render.constraints.last { $0.item == "vé3999" && $0.attribute == .top })
        let found = try #require(text.range(of: #""@vé3998.bottom +1""#))
        let offset = text[..<found.lowerBound].utf8.count
        #expect(top.source == Self.position(of: offset, in: text))
        #expect(top.source == (minified ? SourcePosition(line: 1, column: 384_596) : SourcePosition(line: 4_001, column: 37)))
    }
}
