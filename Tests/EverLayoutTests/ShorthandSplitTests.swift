@testable import EverLayout
import Diagnostics
import Testing

/// Shorthand arguments are cut at spaces: ASCII text at its space bytes, other text by
/// character, where a space followed by a combining mark is no separator.
@Suite struct ShorthandSplitTests {
    /// `text` parsed as the JSON string written at offset 0 (quotes included).
    static func parse(_ text: String) -> (argument: ConstraintArgument, warnings: [String]) {
        var log = ProblemLog(bytes: Array("\"\(text)\"".utf8))
        let argument = ShorthandParser.parse(text, span: SourceSpan(0, text.utf8.count + 2), log: &log)
        return (argument, log.problems.map(\.message.description))
    }

    @Test func asciiArgumentsWithDoubleSpacesAndTheirPlaces() {
        let (argument, warnings) = Self.parse("  @header.bottom   +8  $750 !gap ")
        #expect(argument.target == "header")
        #expect(argument.targetSpan == SourceSpan(4, 10))
        #expect(argument.rightAttribute == .bottom)
        #expect(argument.constant?.value == 8)
        #expect(argument.priority == 750)
        #expect(argument.identifier == "gap")
        #expect(warnings.isEmpty)
    }

    @Test func aCarriageReturnLineFeedStaysInItsArgument() {
        let (argument, warnings) = Self.parse("@super.top\r\n+8 -4")
        #expect(argument.target == "super")
        #expect(argument.rightAttribute == nil)
        #expect(warnings == ["Unknown attribute top\r\n+8: EverLayout uses the left-hand attribute"])
        #expect(argument.constant?.value == 4)
        #expect(argument.constant?.sign == .negative)
    }

    @Test func aSpaceWithACombiningMarkIsNoSeparator() {
        let (argument, warnings) = Self.parse("@super \u{301}+8 +2")
        #expect(argument.target == "super \u{301}+8")
        #expect(argument.constant?.value == 2)
        #expect(warnings.isEmpty)
        // A dot with a combining mark is no dot either.
        #expect(Self.parse("@header.\u{301}bottom").argument.target == "header.\u{301}bottom")
        #expect(Self.parse("@hé.bottom").argument.target == "hé")
    }
}
