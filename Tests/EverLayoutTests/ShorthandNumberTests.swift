@testable import EverLayout
import AutoLayout
import Diagnostics
import Testing

/// The shorthand reader's quick paths give what the tables and `Double(String)` give: whole
/// numbers read without `strtod`, attribute names found without hashing.
@Suite struct ShorthandNumberTests {
    @Test func wholeNumbersReadAsStrtodReadsThem() {
        for text in ["0", "7", "16", "007", "750", "999999999999999", "1000000000000000", "9007199254740993",
                     "12345678901234567890", "1.5", "1e3", "0x10", "", "-16", "+16", " 16", "16 ", "nan", "inf"] {
            // Bit for bit (NaN is not equal to itself).
            #expect(ShorthandParser.double(Substring(text)).map(\.bitPattern) == Double(text).map(\.bitPattern), "\(text)")
        }
    }

    @Test func everyAttributeNameIsFoundAndNoOther() {
        for (name, attribute) in ConstraintKeys.attributes {
            #expect(ConstraintKeys.attribute(named: name) == attribute, "\(name)")
            #expect(ConstraintKeys.compoundAttributes(name) == nil, "\(name)")
        }
        for name in ["", "to", "Top", "tops", "lefts", "widht", "edges", "center", "margins", "centerZ", "topmargin"] {
            #expect(ConstraintKeys.attribute(named: name) == nil, "\(name)")
        }
        #expect(ConstraintKeys.compoundAttributes("edges") == [.top, .left, .bottom, .right])
        #expect(ConstraintKeys.compoundAttributes("center") == [.centerX, .centerY])
        #expect(ConstraintKeys.compoundAttributes("margins") == [.leftMargin, .rightMargin])
    }

    @Test func constantsPrioritiesAndMultipliersOfTheShorthand() {
        let (argument, warnings) = ShorthandSplitTests.parse("@v0.bottom +8 $750 *2 %>=")
        #expect(warnings.isEmpty)
        #expect(argument.target == "v0")
        #expect(argument.rightAttribute == .bottom)
        #expect(argument.constant?.value == 8)
        #expect(argument.priority == 750)
        #expect(argument.multiplier == 2)
        #expect(argument.relation == .greaterThanOrEqual)
        let (decimal, _) = ShorthandSplitTests.parse("-0.25 /4")
        #expect(decimal.constant?.value == 0.25)
        #expect(decimal.multiplier == 0.25)
        let (invalid, invalidWarnings) = ShorthandSplitTests.parse("+8x")
        #expect(invalid.constant?.value == 0)
        #expect(invalidWarnings.count == 1)
    }
}
