@testable import SwiftLayout
import Testing

/// `Evaluator.attribute(named:)`, the evaluator's reading of an attribute's name (`Anchors.top`,
/// `attribute: .bottom`, `topAnchor`): found by the name's length and a letter, then compared
/// once. Every name gives its attribute; a name of the same length and letters that is not one,
/// a wrong case, an empty name give none.
@Suite struct AttributeNameTests {
    static let names = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline",
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
        "centerYWithinMargins",
    ]

    @Test func everyNameGivesItsAttribute() {
        #expect(AnchorsVocabulary.attributes == Self.names)
        for name in Self.names { #expect(Evaluator.attribute(named: name)?.rawValue == name, "\(name)") }
    }

    @Test func otherNamesGiveNone() {
        // Same lengths and first letters as attributes' names, other words, other cases.
        for name in ["", "t", "tip", "lift", "rigid", "wides", "button", "hither", "lagging", "centerZ", "centerx", "Top", "trailers",
                     "topMargim", "leftMarkup", "rightMargins", "lastBaselin", "bottomMargin2", "firstBaselinE", "trailingMargim",
                     "centerZWithinMargins", "centerXWithinMargin", "top ", "leading\u{301}"] {
            #expect(Evaluator.attribute(named: name) == nil, "\(name)")
        }
    }

    @Test func anchorNamesGiveTheirAttribute() {
        #expect(Evaluator.anchorAttribute("topAnchor")?.rawValue == "top")
        #expect(Evaluator.anchorAttribute("centerYAnchor")?.rawValue == "centerY")
        #expect(Evaluator.anchorAttribute("lastBaselineAnchor")?.rawValue == "lastBaseline")
        #expect(Evaluator.anchorAttribute("widthAnchor")?.rawValue == "width")
        #expect(Evaluator.anchorAttribute("topAnchors") == nil)
        #expect(Evaluator.anchorAttribute("Anchor") == nil)
    }
}

/// `Evaluator.relation(named:)`, the relations' names compared one by one, gives what the
/// table of relations gives, and nothing for a modifier or a near name.
@Suite struct RelationNameTests {
    @Test func namesGiveTheirRelation() {
        let expected: [(String, String, Bool)] = [
            ("equalTo", "==", false), ("equalToSuper", "==", true), ("greaterThanOrEqualTo", ">=", false),
            ("greaterThanOrEqualToSuper", ">=", true), ("lessThanOrEqualTo", "<=", false), ("lessThanOrEqualToSuper", "<=", true),
        ]
        for (name, relation, isSuper) in expected {
            let found = Evaluator.relation(named: name)
            #expect(found?.0.rawValue == relation && found?.isSuper == isSuper, "\(name)")
            #expect(Evaluator.relations[name]?.0.rawValue == relation && Evaluator.relations[name]?.isSuper == isSuper, "\(name)")
        }
        #expect(Evaluator.relations.count == expected.count)
    }

    @Test func otherNamesGiveNone() {
        for name in ["", "priority", "multiplier", "equalto", "equalToSuperview", "EqualTo", "lessThanOrEqual"] {
            #expect(Evaluator.relation(named: name) == nil, "\(name)")
        }
    }
}

/// `LayoutSyntax.isActivationCall(_:)`: the calls a layout is activated with, and no other name.
@Suite struct ActivationCallNameTests {
    @Test func activationCalls() {
        for name in ["finalActive", "active", "store", "update"] { #expect(LayoutSyntax.isActivationCall(name), "\(name)") }
        for name in ["", "activate", "Active", "finalActives", "sublayout", "anchors", "updateLayout", "stored"] {
            #expect(!LayoutSyntax.isActivationCall(name), "\(name)")
        }
    }
}
