import Expressions
import Foundation
import LayoutEngine
import Project
import Testing
import TestSupport

/// Each variant axis rendered, with literal frames: text sizes, right to left, languages and
/// pseudo-localisation, in the formats that have them.
struct VariantRenderTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"
    static let device = try! Device.parse("375x667@2")

    static func renderer(_ files: [String: String]) throws -> (ProjectRenderer, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        return (try ProjectLoader(root: folder.path).renderer, folder)
    }

    static func render(_ renderer: ProjectRenderer, _ path: String, _ variant: String) throws -> RenderedNode? {
        let outcome = renderer.render(path, device: device, variant: try RenderVariant.parse(variant))
        #expect(outcome.errors.map(\.message) == [])
        return outcome.tree
    }

    /// `font="body"` in a Layout template: 17 pt at L (two lines in 200 pt), 40 pt at AX3 (five).
    @Test func layoutBodyLabelWrapsMoreAtAccessibilitySize3() throws {
        let (renderer, folder) = try Self.renderer([
            "Label.xml": #"<UIView><UILabel font="body" text="\#(Self.sentence)" width="200" numberOfLines="0"/></UIView>"#,
        ])
        defer { withExtendedLifetime(folder) {} }
        let large = try #require(try Self.render(renderer, "Label.xml", "L")?.children.first)
        #expect(large.frame == Rect(x: 0, y: 0, width: 200, height: 39.5))
        #expect(large.text?.lines == ["The quick brown fox", "jumps over the lazy dog"])
        let ax3 = try #require(try Self.render(renderer, "Label.xml", "AX3")?.children.first)
        #expect(ax3.frame == Rect(x: 0, y: 0, width: 200, height: 230))
        #expect(ax3.text?.lines == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        // The compiled template is kept per text size: L again is L.
        #expect(try Self.render(renderer, "Label.xml", "L")?.children.first?.frame.height == 39.5)
        #expect(renderer.compiledCount == 2)
    }

    /// `UIFont.preferredFont(forTextStyle: .body)` in SwiftLayout scales the same way; RTL puts the
    /// leading-anchored label at the right.
    @Test func swiftLayoutPreferredFontScalesAndLeadsFromTheRight() throws {
        let (renderer, folder) = try Self.renderer([
            "Label.swift": """
                let root = UIView()
                let label = UILabel()
                label.font = UIFont.preferredFont(forTextStyle: .body)
                label.numberOfLines = 0
                label.text = "\(Self.sentence)"
                root.sl.sublayout {
                    label.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.width.equalTo(constant: 200) }
                }
                """,
        ])
        defer { withExtendedLifetime(folder) {} }
        #expect(try Self.render(renderer, "Label.swift", "L")?.children.first?.frame == Rect(x: 0, y: 0, width: 200, height: 39.5))
        let ax3 = try #require(try Self.render(renderer, "Label.swift", "AX3")?.children.first)
        #expect(ax3.frame == Rect(x: 0, y: 0, width: 200, height: 230))
        #expect(ax3.text?.lines.count == 5)
        #expect(try Self.render(renderer, "Label.swift", "rtl")?.children.first?.frame == Rect(x: 175, y: 0, width: 200, height: 39.5))
    }

    /// MarkupKit's text-style font (`font="body"`): one line at L in a 375-point column, three at AX3.
    @Test func markupKitTextStyleFontScales() throws {
        let (renderer, folder) = try Self.renderer([
            "Column.xml": """
                <LMColumnView>
                    <UILabel font="body" numberOfLines="0" text="\(Self.sentence)"/>
                </LMColumnView>
                """,
        ])
        defer { withExtendedLifetime(folder) {} }
        #expect(try Self.render(renderer, "Column.xml", "L")?.children.first?.text?.lines == [Self.sentence])
        #expect(try Self.render(renderer, "Column.xml", "AX3")?.children.first?.text?.lines
            == ["The quick brown fox", "jumps over the lazy", "dog"])
    }

    /// An RTL row: SwiftLayout's leading anchors and a horizontal UIStackView run from the right.
    @Test func rightToLeftRowLeadsFromTheRight() throws {
        let (renderer, folder) = try Self.renderer([
            "Row.swift": """
                let root = UIView()
                let first = UIView()
                let second = UIView()
                root.sl.sublayout {
                    first.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.size.equalTo(width: 40, height: 20) }
                    second.sl.anchors { Anchors.top.equalToSuper(); Anchors.leading.equalTo(first, attribute: .trailing, constant: 10); Anchors.size.equalTo(width: 50, height: 20) }
                }
                """,
            "Stack.swift": """
                let root = UIView()
                let stack = UIStackView()
                stack.axis = .horizontal
                stack.spacing = 10
                let first = UIView()
                let second = UIView()
                root.sl.sublayout {
                    stack.sl.anchors { Anchors.top.leading.trailing.equalToSuper() }.sublayout {
                        first.sl.anchors { Anchors.size.equalTo(width: 40, height: 20) }
                        second.sl.anchors { Anchors.size.equalTo(width: 50, height: 20) }
                        UIView()
                    }
                }
                """,
        ])
        defer { withExtendedLifetime(folder) {} }
        #expect(try Self.render(renderer, "Row.swift", "ltr")?.children.map(\.frame)
            == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 50, y: 0, width: 50, height: 20)])
        #expect(try Self.render(renderer, "Row.swift", "rtl")?.children.map(\.frame)
            == [Rect(x: 335, y: 0, width: 40, height: 20), Rect(x: 275, y: 0, width: 50, height: 20)])
        #expect(try Self.render(renderer, "Stack.swift", "ltr")?.children.first?.children.map(\.frame.x) == [0, 50, 110])
        #expect(try Self.render(renderer, "Stack.swift", "rtl")?.children.first?.children.map(\.frame.x) == [335, 275, 0])
    }

    /// An EverLayout view pinned to its superview's leading edge is at the right in RTL.
    @Test func everLayoutLeadingIsTheRightEdgeInRightToLeft() throws {
        let (renderer, folder) = try Self.renderer([
            "Row.json": #"{"name": "Row", "root": {"views": {"!box:UIView": {"constraints": {"top leading": "@super +16", "width height": "+40"}}}}}"#,
        ])
        defer { withExtendedLifetime(folder) {} }
        #expect(try Self.render(renderer, "Row.json", "ltr")?.children.first?.frame == Rect(x: 16, y: 16, width: 40, height: 40))
        #expect(try Self.render(renderer, "Row.json", "rtl")?.children.first?.frame == Rect(x: 319, y: 16, width: 40, height: 40))
    }

    /// Layout's `leading` and `trailing` measure from the right in RTL, `previous.trailing` read
    /// by a leading expression too, and a horizontal stack runs from the right.
    @Test func layoutLeadingAndTrailingMirrorInRightToLeft() throws {
        let (renderer, folder) = try Self.renderer([
            "Lead.xml": """
                <UIView>
                    <UIView leading="10" width="40" height="20"/>
                    <UIView leading="previous.trailing + 5" width="50" height="20"/>
                    <UIView trailing="20" width="30" height="20"/>
                </UIView>
                """,
            "Stack.xml": """
                <UIStackView axis="horizontal" spacing="10" width="200">
                    <UIView width="40" height="20"/>
                    <UIView width="50" height="20"/>
                    <UIView width="50" height="20"/>
                </UIStackView>
                """,
        ])
        defer { withExtendedLifetime(folder) {} }
        // Left to right, `trailing` alone keeps Layout's own `trailing + width` (R-LL-DEFAULTS).
        #expect(try Self.render(renderer, "Lead.xml", "ltr")?.children.map(\.frame.x) == [10, 55, 50])
        #expect(try Self.render(renderer, "Lead.xml", "rtl")?.children.map(\.frame.x) == [325, 270, 20])
        #expect(try Self.render(renderer, "Stack.xml", "ltr")?.children.map(\.frame.x) == [0, 90, 150])
        #expect(try Self.render(renderer, "Stack.xml", "rtl")?.children.map(\.frame.x) == [120, 60, 0])
    }

    /// `pseudo` lengthens every string of the table; `lang=fr` reads `fr.lproj` first, falling
    /// back to the project's strings for a key French lacks; a language without files says so.
    @Test func pseudoLocalisationAndLanguage() throws {
        let (renderer, folder) = try Self.renderer([
            "Strings.xml": #"<UIView><UILabel text="{strings.settings}"/><UILabel top="30" text="{strings.done}"/></UIView>"#,
            "Column.xml": #"<LMColumnView><UILabel text="@settings"/></LMColumnView>"#,
            "en.lproj/Localizable.strings": #""settings" = "Settings"; "done" = "Done";"#,
            "fr.lproj/Localizable.strings": #""settings" = "Réglages";"#,
        ])
        defer { withExtendedLifetime(folder) {} }
        let lines = { (variant: String) throws -> [[String]] in
            try Self.render(renderer, "Strings.xml", variant)?.children.map { $0.text?.lines ?? [] } ?? []
        }
        #expect(try lines("L") == [["Settings"], ["Done"]])
        #expect(try lines("pseudo") == [["[Šéţţîñĝš one]"], ["[Ðöñé one]"]])
        #expect(try lines("lang=fr") == [["Réglages"], ["Done"]])
        #expect(try lines("lang=fr,pseudo") == [["[Ŕéĝļåĝéš one]"], ["[Ðöñé one]"]])
        #expect(try Self.render(renderer, "Strings.xml", "pseudo")?.children.first?.frame == Rect(x: 0, y: 0, width: 105, height: 20))
        #expect(try Self.render(renderer, "Column.xml", "lang=fr,pseudo")?.children.first?.text?.lines == ["[Ŕéĝļåĝéš one]"])
        let german = renderer.render("Strings.xml", device: Self.device, variant: try RenderVariant.parse("lang=de"))
        #expect(german.warnings.map(\.message) == ["lang=de: the project has no de.lproj strings; the project's own strings are shown"])
    }

    /// The transform, exactly: accents, placeholders kept, ⌈40 %⌉ of padding words, brackets.
    @Test(arguments: [
        ("Settings", "[Šéţţîñĝš one]"),
        ("OK", "[ÖĶ one]"),
        ("", ""),
        ("Hello, %@!", "[Ĥéļļö, %@! one]"),
        ("%1$@ of %2$ld items", "[%1$@ öƒ %2$ld îţéɱš one two]"),
        ("100%% done", "[100%% ðöñé one]"),
        ("Sign in to continue", "[Šîĝñ îñ ţö çöñţîñûé one two]"),
    ])
    func pseudoTransform(text: String, expected: String) {
        #expect(PseudoLocalization.transform(text) == expected)
    }
}
