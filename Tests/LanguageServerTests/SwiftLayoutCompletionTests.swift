import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Completion in a SwiftLayout file as it is typed: `Anchors` attributes, composites, relations,
/// a relation's arguments, the modifiers after it, priorities, UIKit classes, strings keys.
@Suite struct SwiftLayoutCompletionTests {
    static let card = """
        import SwiftLayout
        import UIKit

        final class Card: UIView, Layoutable {
            var activation: Activation?
            let title = UILabel()
            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors { Anchors.top.equalToSuper() }
                }
            }
        }
        """

    static let typed = """
        import SwiftLayout
        import UIKit

        final class Card: UIView, Layoutable {
            var activation: Activation?
            let title = UILa
            let name: UIBu
            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors {
                        Anchors.top.equalToSuper(constant: 8).priority(.defaultHigh)
                        Anchors.leading.equalTo(title, attribute: .trailing)
                            .setMultiplier(2)
                        Anchors.cap.
                    }
                }
            }
            let text = NSLocalizedString("Ho", comment: "")
        }
        """

    @Test func anchorsClassesAndKeys() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}", "Localizable.strings": "\"Home.Title\" = \"Welcome\";\n"])
        let uri = EditorSessionTests.uri(folder, "Card.swift")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.card)
        client.server.idle()
        client.change(uri, version: 2, [(range: nil, text: Self.typed)])
        func items(_ line: Int, _ character: Int) -> [JSON] {
            client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? []
        }
        func labels(_ line: Int, _ character: Int) -> [String] { items(line, character).compactMap { $0["label"]?.stringValue } }
        let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                          "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
                          "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
        let relations = ["equalTo", "equalToSuper", "greaterThanOrEqualTo", "greaterThanOrEqualToSuper", "lessThanOrEqualTo", "lessThanOrEqualToSuper"]
        let modifiers = ["constant", "identifier", "multiplier", "priority", "setConstant", "setMultiplier"]

        // `Anchors.`: the attributes and composites.
        let afterAnchors = items(10, 24)
        #expect(afterAnchors.compactMap { $0["label"]?.stringValue } == attributes + ["allSides", "cap", "center", "horizontal", "shoe", "size", "vertical"])
        #expect(afterAnchors.first?.encoded == #"{"label":"left","kind":10,"detail":"NSLayoutConstraint.Attribute","sortText":"0","textEdit":{"range":{"start":{"line":10,"character":24},"end":{"line":10,"character":24}},"newText":"left"}}"#)
        #expect(afterAnchors.first { $0["label"] == "cap" }?["detail"] == "composite: top, leading, trailing")
        // `Anchors.to|`: the word typed is replaced.
        #expect(items(10, 26).first?["textEdit"]?["range"]?.encoded == #"{"start":{"line":10,"character":24},"end":{"line":10,"character":26}}"#)
        // `Anchors.top.`: more attributes, then the relations.
        let afterTop = items(10, 28)
        #expect(afterTop.compactMap { $0["label"]?.stringValue } == attributes + relations)
        #expect(afterTop.first { $0["label"] == "greaterThanOrEqualToSuper" }?["detail"] == "relation >= the superview")
        // After the relation's call: the modifiers with their argument's type.
        let afterRelation = items(10, 54)
        #expect(afterRelation.compactMap { $0["label"]?.stringValue } == modifiers)
        #expect(afterRelation.first { $0["label"] == "setMultiplier" }?["detail"] == "CGFloat")
        #expect(afterRelation.first { $0["label"] == "priority" }?["detail"] == "UILayoutPriority")
        // `.priority(.`: the named priorities.
        let priorities = items(10, 64)
        #expect(priorities.compactMap { $0["label"]?.stringValue } == ["required", "defaultHigh", "dragThatCanResizeScene", "sceneSizeStayPut",
                                                                         "dragThatCannotResizeScene", "defaultLow", "fittingSizeLevel"])
        #expect(priorities[1]["detail"] == "UILayoutPriority (750)")
        // Where a relation's argument starts: its labels.
        let arguments = items(11, 47)
        #expect(arguments.compactMap { $0["label"]?.stringValue } == ["attribute", "constant", "inwardOffset", "offset", "offsetX", "xOffset",
                                                                        "offsetY", "yOffset", "width", "height", "widthOffset", "heightOffset"])
        #expect(arguments[1].encoded == #"{"label":"constant","kind":10,"detail":"CGFloat","sortText":"01","textEdit":{"range":{"start":{"line":11,"character":47},"end":{"line":11,"character":47}},"newText":"constant: "}}"#)
        // `attribute: .`: the attributes.
        #expect(labels(11, 59) == attributes)
        // A modifier on the next line of the chain.
        #expect(labels(12, 21) == modifiers)
        // A composite: the relations only.
        #expect(labels(13, 28) == relations)
        // `UI` where a value goes: initialisers; where a type goes: class names.
        let views = items(5, 20)
        #expect(views.first { $0["label"] == "UILabel()" }?.encoded == #"{"label":"UILabel()","kind":7,"detail":"UILabel : UIView","sortText":"UILabel","textEdit":{"range":{"start":{"line":5,"character":16},"end":{"line":5,"character":20}},"newText":"UILabel()"}}"#)
        #expect(views.contains { $0["label"] == "UIStackView(arrangedSubviews: [])" })
        #expect(!views.contains { $0["label"] == "UILabel" })
        let types = labels(6, 18)
        #expect(types.contains("UIButton") && !types.contains("UIButton()"))
        // The key of NSLocalizedString: the project's keys with their text.
        #expect(items(17, 36).map(\.encoded) == [#"{"label":"Home.Title","kind":12,"detail":"Welcome","textEdit":{"range":{"start":{"line":17,"character":34},"end":{"line":17,"character":36}},"newText":"Home.Title"}}"#])
        // Elsewhere in a string, and in an ordinary word: nothing.
        #expect(items(17, 49).isEmpty)
        #expect(items(4, 20).isEmpty)
        #expect(client.server.renderCount == 1)
    }
}
