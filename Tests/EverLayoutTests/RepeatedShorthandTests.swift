@testable import EverLayout
import Diagnostics
import Testing

/// A shorthand string repeated in a layout is parsed once and placed at each occurrence: every
/// argument's spans are the ones parsing it at its own place gives.
@Suite struct RepeatedShorthandTests {
    /// The arguments of `left` of every view of `text`, in document order.
    static func arguments(_ text: String) throws -> [ConstraintArgument] {
        let bytes = Array(text.utf8)
        var reader = LayoutDocumentReader(log: ProblemLog(bytes: bytes))
        let document = try #require(reader.read(try JSONNodeReader.read(bytes)))
        #expect(reader.log.problems.isEmpty)
        return document.views.flatMap { $0.constraints.flatMap(\.arguments) }
    }

    @Test func repeatedStringsTakeTheirOwnPlaces() throws {
        let text = #"{"root": {"views": {"!a": {"constraints": {"left": "@super +16"}}, "!b": {"constraints": {"left": "@super +16"}}}}}"#
        let found = try Self.arguments(text)
        #expect(found.count == 2)
        // `"@super +16"` at 51 and 98: the target `super` 2 bytes after each opening quote.
        #expect(found[0].span == SourceSpan(51, 63))
        #expect(found[0].targetSpan == SourceSpan(53, 58))
        #expect(found[1].span == SourceSpan(98, 110))
        #expect(found[1].targetSpan == SourceSpan(100, 105))
        #expect(found[1].target == "super")
        #expect(found[1].constant?.value == 16)
    }

    @Test func aRepeatWrittenWithAnEscapeHasOnlyItsWholeSpan() throws {
        let text = #"{"root": {"views": {"!a": {"constraints": {"left": "@super +16"}}, "!b": {"constraints": {"left": "@sup\u0065r +16"}}}}}"#
        let found = try Self.arguments(text)
        #expect(found.count == 2)
        #expect(found[0].targetSpan == SourceSpan(53, 58))
        // With an escape the decoded text no longer lines up with the bytes: the whole string.
        #expect(found[1].span == SourceSpan(98, 115))
        #expect(found[1].targetSpan == SourceSpan(98, 115))
        #expect(found[1].target == "super")
    }
}

/// A view key's id, `!` and class, cut at bytes in ASCII keys and by character in others.
@Suite struct ViewKeyTests {
    @Test(arguments: [
        ("!title:UILabel", "title", true, "UILabel"), ("title", "title", false, nil), ("!box", "box", true, nil),
        ("!:UIButton", "", true, "UIButton"), ("a:b:c", "a", false, "b:c"), ("!", "", true, nil), ("", "", false, nil),
        ("!é:UILabel", "é", true, "UILabel"), ("!\u{301}x", "!\u{301}x", false, nil), ("a:\u{301}b", "a:\u{301}b", false, nil),
    ] as [(String, String, Bool, String?)])
    func keys(raw: String, id: String, isNew: Bool, declaredClass: String?) {
        let model = ViewModel(rawID: raw, keySpan: SourceSpan(0, 0), parentID: nil)
        #expect(model.id == id)
        #expect(model.isNew == isNew)
        #expect(model.declaredClass == declaredClass)
    }
}
