import Diagnostics
@testable import EverLayout
import TestSupport
import Testing

/// `#{}` values that name other keys are injected in turn: a chain of keys each naming the
/// next twice doubles the layout per key (before, 24 keys took 4.5 s and 1.2 GB,
/// 27 aborted on a 2 GB allocation). The injected text stops at a limit, with an error.
@Suite struct InjectionLimitTests {
    /// `"k00": "#{k01}#{k01}"`, `"k01": "#{k02}#{k02}"`, …: `count` keys.
    static func doublingChain(_ count: Int) -> [String: String] {
        func key(_ index: Int) -> String { index < 10 ? "k0\(index)" : "k\(index)" }
        return Dictionary(uniqueKeysWithValues: (0..<count).map { (key($0), "#{\(key($0 + 1))}#{\(key($0 + 1))}") })
    }

    @Test(arguments: [24, 27])
    func aDoublingChainIsAnErrorAtItsPlaceholder(keys: Int) throws {
        let text = MarkedText(#"{"root": {"views": {"!title:UILabel": {"properties": {"text": "1️⃣#{k00}"}}}}}"#)
        let render = EverLayoutRenderer.render(Array(text.text.utf8), file: "Title.json",
                                               options: EverLayoutOptions(rootWidth: 400, rootHeight: 800, inject: Self.doublingChain(keys)))
        #expect(render.tree == nil)
        let error = try #require(render.errors.first)
        #expect(render.diagnostics.count == 1)
        #expect(error.message == "Injecting #{k17} (layout-serve.json everlayout.inject) makes the layout larger than 1 MiB, the most this layout may grow to (64 times its size, at least 1 MiB, at most 16 MiB): the injected values name other keys, which are injected in turn (EverLayout builds nothing)")
        #expect(error.range == SourceRange(start: text[1], end: SourcePosition(line: 1, column: text[1].column + 6)))
    }

    @Test func theLimitIsSixtyFourTimesTheLayoutWithinBounds() {
        #expect(Injection.limit(forLayoutOf: 100) == 1 << 20)
        #expect(Injection.limit(forLayoutOf: 100_000) == 6_400_000)
        #expect(Injection.limit(forLayoutOf: 1 << 20) == 16 << 20)
        #expect(Injection.limit(forLayoutOf: .max) == 16 << 20)
    }

    /// Text up to the limit is injected as before; positions still map back.
    @Test func aChainWithinTheLimitIsInjected() throws {
        let text = #"{"root": {"views": {"!a": {"constraints": {"top left": "@super", "width": "+#{w}", "height": "+1O"}}}}}"#
        let render = EverLayoutRenderer.render(Array(text.utf8), file: "A.json",
                                               options: EverLayoutOptions(rootWidth: 400, rootHeight: 800, inject: ["w": "#{x}#{x}", "x": "1"]))
        #expect(render.tree?.children.first?.frame.width == 11)
        #expect(render.warnings.map(\.message) == ["Invalid value for constant: 1O"])
        #expect(render.warnings.first?.range?.start == SourcePosition(line: 1, column: 95))
    }

    @Test func expandedLengthsFollowLaterKeysOnly() {
        let lengths = Injection.expandedLengths(of: ["a": "#{b}#{b}", "b": "#{c}xyz", "c": "1234567890", "d": "#{a}"])
        #expect(lengths == ["a": 26, "b": 13, "c": 10, "d": 4])
        #expect(Injection.expandedLengths(of: Self.doublingChain(24))["k00"] == 100_663_296)
    }

    @Test func theBridgeWithholdsALayoutThatGrowsPastTheLimit() {
        let bytes = Array(##"{"name": "Title", "root": {"properties": {"text": "#{k00}"}}}"##.utf8)
        #expect(BridgeDocument.route(bytes, inject: Self.doublingChain(27)) == .failure(.injectionTooLarge(key: "k17", limit: 1 << 20)))
    }
}
