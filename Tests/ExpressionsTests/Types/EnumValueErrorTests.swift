import Diagnostics
import Expressions
import Testing

/// A name an enum property cannot resolve says which type's value it is not and offers
/// the nearest case names (issue 25), where it used to say `Unknown property email`.
@Suite struct EnumValueErrorTests {
    private func error(_ text: String, _ typeName: String, state: [String: Value] = [:]) throws -> ExpressionError? {
        let type = try #require(PropertyType(named: typeName))
        do {
            _ = try PropertyExpression.compile(text, as: type, scope: DictionaryScope(state: state))
            return nil
        } catch {
            return error
        }
    }

    @Test func aBadKeyboardTypeNamesTheTypeAndTheNearestValues() throws {
        let found = try #require(try error("email", "UIKeyboardType"))
        #expect(found.message == "email is not a UIKeyboardType value")
        #expect(found.suggestions == ["emailAddress"])
        #expect(found.span == SourceSpan(0, 5))
    }

    @Test func aPartOfSeveralCaseNamesListsThemShortestFirst() throws {
        let found = try #require(try error("pad", "UIKeyboardType"))
        #expect(found.message == "pad is not a UIKeyboardType value")
        #expect(found.suggestions == ["phonePad", "numberPad", "decimalPad", "namePhonePad", "asciiCapableNumberPad"])
    }

    @Test func aMisspeltCaseIsAnEditAway() throws {
        let found = try #require(try error("scaleAspectFitt", "UIViewContentMode"))
        #expect(found.message == "scaleAspectFitt is not a UIViewContentMode value")
        #expect(found.suggestions == ["scaleAspectFit", "scaleAspectFill"])
    }

    /// Nothing near: every value is listed, nearest first.
    @Test func aNameNearNothingListsEveryValue() throws {
        let found = try #require(try error("foo", "UITextBorderStyle"))
        #expect(found.message == "foo is not a UITextBorderStyle value")
        #expect(found.suggestions == ["none", "line", "bezel", "roundedRect"])
    }

    /// A misspelt state name in an enum expression is still an unknown property.
    @Test func aMisspeltSymbolStaysAnUnknownProperty() throws {
        let found = try #require(try error("isEmai ? emailAddress : default", "UIKeyboardType", state: ["isEmail": .bool(true)]))
        #expect(found.message == "Unknown property isEmai")
        #expect(found.suggestions == ["isEmail"])
    }
}
