import EverLayout
import Testing

/// A root with 1,600 views, each `top` to the previous `bottom`, renders and
/// says what is wrong — ambiguous without heights, in conflict when fixed heights overflow a
/// fixed-height parent. Each must simply finish here with the right diagnostics.
@Suite struct LargeChainTests {
    static func chain(count: Int, height: Int?) -> String {
        (0..<count).map { index in
            var constraints = [#""top": "\#(index == 0 ? "@super" : "@v\(index - 1).bottom +8")""#, #""left right": "@super""#]
            if let height { constraints.append(#""height": "+\#(height)""#) }
            if index == count - 1 { constraints.append(#""bottom": "@super""#) }
            return #""!v\#(index)": {"constraints": {\#(constraints.joined(separator: ", "))}}"#
        }.joined(separator: ",\n")
    }

    static func render(_ json: String) -> EverLayoutRender {
        EverLayoutRenderer.render(Array(json.utf8), file: "Chain.json", options: EverLayoutOptions(rootWidth: 400, rootHeight: 800))
    }

    @Test func sixteenHundredViewsWithoutHeightsAreEachAmbiguous() throws {
        let render = Self.render(#"{"root": {"views": {"# + Self.chain(count: 1_600, height: nil) + "}}}")
        let messages = render.warnings.map(\.message)
        #expect(messages.count == 1_600)
        #expect(messages.first == "The layout of v0 is ambiguous (vertical not determined by its constraints)")
        #expect(messages.last == "The layout of v1599 is ambiguous (vertical not determined by its constraints)")
    }

    @Test func sixteenHundredFixedHeightsOverflowingTheirParentConflict() throws {
        let box = #"{"root": {"views": {"!box": {"constraints": {"top left right": "@super", "height": "+500"}, "views": {"#
        let render = Self.render(box + Self.chain(count: 1_600, height: 20) + "}}}}}")
        let messages = render.warnings.map(\.message)
        let message = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints: box.height == 500; v0.top == box.top; v0.height == 20; v1.top == v0.bottom + 8; "))
        #expect(message.hasSuffix("; v1599.top == v1598.bottom + 8; v1599.height == 20; v1599.bottom == box.bottom. Will attempt to recover by breaking constraint v1599.bottom == box.bottom"))
        #expect(message.components(separatedBy: ".height == 20").count - 1 == 1_600)
    }
}
