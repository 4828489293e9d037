@testable import Expressions
import Testing

/// Which weights Layout's font assembly drops (issue 25): after a word naming the system
/// font or a text style, not when no font is named or a family is.
@Suite struct FontIgnoredWeightTests {
    let resolver = FontResolver()

    @Test func aWeightAfterSystemIsIgnoredAndTheTextWithoutSystemTakesIt() {
        #expect(resolver.ignoredWeight(specifier: "system 28 bold") == IgnoredFontWeight(
            weight: "bold", offsets: 10..<14, keptWeight: "regular", textStyle: nil, replacement: "28 bold"))
    }

    @Test func aWeightAfterATextStyleIsIgnored() {
        #expect(resolver.ignoredWeight(specifier: "title1 bold") == IgnoredFontWeight(
            weight: "bold", offsets: 7..<11, keptWeight: "regular", textStyle: "title1", replacement: nil))
        #expect(resolver.ignoredWeight(specifier: "headline light")?.keptWeight == "semibold")
    }

    @Test func weightsThatTakeEffectAreNotReported() {
        for text in ["28 bold", "bold", "helvetica 28 bold", "systemBold 28", "headline semibold", "title1", "system {size}", "foo bold"] {
            #expect(resolver.ignoredWeight(specifier: text) == nil, "\(text)")
        }
    }
}
