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

    /// Whether two arguments are the same in every field.
    static func same(_ one: ConstraintArgument, _ other: ConstraintArgument) -> Bool {
        one.target == other.target && one.targetSpan == other.targetSpan && one.rightAttribute == other.rightAttribute
            && one.constant?.value == other.constant?.value && one.constant?.sign == other.constant?.sign
            && one.multiplier == other.multiplier && one.relation == other.relation && one.priority == other.priority
            && one.identifier == other.identifier && one.horizontalSizeClass == other.horizontalSizeClass
            && one.verticalSizeClass == other.verticalSizeClass && one.span == other.span
    }

    /// A string that names another view first is read from the one parsed before it with the
    /// same rest (`"@v0.bottom +8"` then `"@title_2.bottom +8"`): every field is what parsing it
    /// at its own place gives.
    @Test(arguments: [
        ".bottom +8", ".bottom", "", " +8", ".top -8 %>= $750", ".width *0.5 +4", ".height /2 !gap hc",
        ".left <16 vr", ".right >4 $250 %<=", ".centerX",
    ])
    func aStringNamingAnotherViewParsesAsItsOwnText(rest: String) throws {
        let first = "@v0" + rest, second = "@title_2" + rest
        let text = #"{"root": {"views": {"!a": {"constraints": {"left": "\#(first)"}}, "!b": {"constraints": {"left": "\#(second)"}}}}}"#
        let found = try Self.arguments(text)
        #expect(found.count == 2)
        var log = ProblemLog(bytes: Array(text.utf8))
        let parsed = ShorthandParser.parse(second, span: found[1].span, log: &log)
        #expect(log.problems.isEmpty)
        #expect(Self.same(found[1], parsed))
        #expect(found[1].target == "title_2")
        #expect(found[0].target == "v0")
    }

    /// Where a string's leading target name ends, and what follows it: the key the rest is kept by.
    @Test(arguments: [
        ("@title.bottom +8", 5, ".bottom +8"), ("@super +16", 5, " +16"), ("@super", 5, ""), ("@a b", 1, " b"),
        ("@", nil, nil), ("@.top", nil, nil), ("@ +8", nil, nil), ("+8", nil, nil), ("@vé.top", nil, nil), ("", nil, nil),
    ] as [(String, Int?, String?)])
    func leadingTargets(text: String, nameLength: Int?, rest: String?) {
        #expect(LayoutDocumentReader.leadingTargetLength(text) == nameLength)
        if let nameLength { #expect(String(LayoutDocumentReader.afterTarget(text, nameLength: nameLength)) == rest) }
    }

    @Test func theRestOfAStringNamingAViewIsReadOnce() throws {
        let text = #"{"root": {"views": {"!a": {"constraints": {"top": "@v0.bottom +8"}}, "!b": {"constraints": {"top": "@title.bottom +8"}}}}}"#
        let found = try Self.arguments(text)
        // `"@title.bottom +8"` at 99: the name 2 bytes after the opening quote, 5 long.
        #expect(found[1].span == SourceSpan(99, 117))
        #expect(found[1].targetSpan == SourceSpan(101, 106))
        #expect(found[1].target == "title")
        #expect(found[1].rightAttribute == .bottom)
        #expect(found[1].constant?.value == 8)
        #expect(found[1].constant?.sign == .positive)
    }

    @Test func aNameWrittenWithAnEscapeOrNotInASCIIIsTheParsersOwn() throws {
        let text = #"{"root": {"views": {"!a": {"constraints": {"top": "@v0.bottom +8"}}, "!b": {"constraints": {"top": "@v\u0031.bottom +8"}}, "!c": {"constraints": {"top": "@vé.bottom +8"}}}}}"#
        let found = try Self.arguments(text)
        #expect(found.count == 3)
        #expect(found[1].target == "v1")
        // The escape: the decoded name no longer lines up with the bytes, so the whole string.
        #expect(found[1].targetSpan == found[1].span)
        #expect(found[2].target == "vé")
        #expect(found[2].targetSpan == SourceSpan(Int(found[2].span.lower) + 2, Int(found[2].span.lower) + 5))
        #expect(found[2].rightAttribute == .bottom)
    }

    @Test func aStringWithAProblemIsReportedEachTime() throws {
        let bytes = Array(#"{"root": {"views": {"!a": {"constraints": {"top": "@v0.botom +8"}}, "!b": {"constraints": {"top": "@v1.botom +8"}}}}}"#.utf8)
        var reader = LayoutDocumentReader(log: ProblemLog(bytes: bytes))
        _ = try #require(reader.read(try JSONNodeReader.read(bytes)))
        #expect(reader.log.problems.map(\.message.description) == [
            "Unknown attribute botom: EverLayout uses the left-hand attribute",
            "Unknown attribute botom: EverLayout uses the left-hand attribute",
        ])
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
