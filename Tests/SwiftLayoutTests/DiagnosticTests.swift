import Diagnostics
import LayoutEngine
import SwiftLayout
import TestSupport
import Testing

/// What cannot be known without running the app (R-SL-OUT-OF-SCOPE) is an error at that expression,
/// with a caret; guesses are warnings; the rest of the layout still renders.
@Suite struct SwiftLayoutDiagnosticTests {
    struct Expected: Sendable, CustomStringConvertible {
        var severity: Diagnostic.Severity
        var message: String
        var marker: Int
        var description: String { "\(severity): \(message) at marker \(marker)" }
    }

    /// Renders the marked text as `Screen.swift` and checks each expected diagnostic is there, at its marker.
    func check(_ marked: String, _ expected: [Expected], rendered views: [String]) {
        let text = MarkedText(marked)
        let project = ProjectDeclarations(files: [("Screen.swift", text.text)])
        let render = SwiftLayoutRenderer.render("Screen.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        for wanted in expected {
            let found = render.diagnostics.first { $0.message == wanted.message && $0.severity == wanted.severity }
            #expect(found != nil, "missing \(wanted); got \(render.diagnostics.map { "\($0.severity): \($0.message)" })")
            #expect(found?.range?.start == text.positions[wanted.marker], "\(wanted)")
            #expect(found?.excerpt?.contains("^") == true)
        }
        var ids: [String] = []
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            ids.append(node.id ?? "")
            pending += node.children.reversed()
        }
        #expect(ids == views)
    }

    @Test func aComputedViewPropertyIsNotGuessed() {
        check("""
            final class Screen: UIView, Layoutable {
                let cap = UIView()
                let shoe = UIView()
                var capTop = true
                var top: UIView { capTop ? cap : shoe }
                var layout: some Layout {
                    self.sl.sublayout {
                        1️⃣top.sl.anchors { Anchors.cap() }
                        shoe.sl.anchors { Anchors.shoe() }
                    }
                }
            }
            """, [
                Expected(severity: .error, message: "top is a computed property: its value is only known when the app runs (not statically evaluable); this part is not rendered", marker: 1),
            ], rendered: ["self", "shoe"])
    }

    @Test func aFunctionCallIsNotGuessed() {
        check("""
            root.sl.sublayout {
                a.sl.anchors {
                    Anchors.top.equalToSuper(constant: 1️⃣spacing(for: .regular))
                    Anchors.leading
                }
                2️⃣makeBadge()
            }
            """, [
                Expected(severity: .error, message: "The call spacing(for: .regular) is only evaluated when the app runs (not statically evaluable); this part is not rendered", marker: 1),
                Expected(severity: .error, message: "The call makeBadge() is only evaluated when the app runs (not statically evaluable); this part is not rendered", marker: 2),
            ], rendered: ["root", "a"])
    }

    @Test func aValueFromElsewhereIsNotGuessed() {
        check("""
            let inset = 1️⃣Theme.current.inset
            root.sl.sublayout {
                a.sl.anchors {
                    Anchors.allSides(offset: inset)
                }
                b.sl.anchors { Anchors.size(width: 10, height: 10) }
            }
            """, [
                Expected(severity: .error, message: "Theme.current.inset is not statically evaluable; this part is not rendered", marker: 1),
            ], rendered: ["root", "a", "b"])
    }

    @Test func aConditionThatIsNotStaticRendersNeitherBranch() {
        check("""
            root.sl.sublayout {
                if 1️⃣session.isSignedIn {
                    avatar
                } else {
                    signIn
                }
                footer
            }
            """, [
                Expected(severity: .error, message: "session.isSignedIn is not statically evaluable; this part is not rendered", marker: 1),
            ], rendered: ["root", "footer"])
    }

    @Test func undeclaredNamesAndUnknownClassesAreViewsWithAWarning() {
        check("""
            let badge = 2️⃣BadgeView()
            1️⃣root.sl.sublayout {
                badge.sl.anchors { Anchors.center() }
            }
            """, [
                Expected(severity: .warning, message: "root is not declared in the project: taken as a UIView", marker: 1),
                Expected(severity: .warning, message: "Unknown view class BadgeView: taken as a UIView", marker: 2),
            ], rendered: ["root", "badge"])
    }

    @Test func whatTheCompilerRefusesIsAnError() {
        check("""
            root.sl.sublayout {
                a.sl.anchors {
                    1️⃣Anchors.leading.equalTo(b, attribute: .top)
                    2️⃣Anchors.top.equalTo(constant: 10)
                    3️⃣Anchors.leading.equalTo(b.topAnchor)
                    Anchors.allSides()
                }
                b
            }
            """, [
                Expected(severity: .error, message: "attribute: .top does not fit the X-axis chain (the compiler refuses it)", marker: 1),
                Expected(severity: .error, message: "equalTo(constant:) exists only for width and height, not .top (the compiler refuses it)", marker: 2),
                Expected(severity: .error, message: "topAnchor does not fit the X-axis chain (the compiler refuses it)", marker: 3),
            ], rendered: ["root", "a", "b"])
    }

    @Test func activationProblemsAreReportedWhereTheAnchorIs() {
        check("""
            root.sl.sublayout {
                a.sl.anchors {
                    Anchors.allSides()
                    1️⃣Anchors.top.equalTo("nowhere", attribute: .bottom)
                }
            }
            a.sl.anchors {
                2️⃣Anchors.leading
            }
            """, [
                Expected(severity: .warning, message: #"No view of this layout is identified as "nowhere": SwiftLayout silently uses the superview instead"#, marker: 1),
                Expected(severity: .error, message: "a.leading is tied to the superview, but a has none in this layout: UIKit raises NSInvalidArgumentException (a location equal to a constant); the constraint is dropped", marker: 2),
            ], rendered: ["root", "a"])
    }

    @Test func aSyntaxErrorIsReportedAndTheRestIsRead() {
        check("""
            root.sl.sublayout {
                a.sl.anchors { Anchors.top.equalToSuper(constant: 8 1️⃣}
                b
                c.sl.anchors { Anchors.top } 2️⃣]
            }
            """, [
                Expected(severity: .error, message: "Swift syntax error: expected `)`", marker: 1),
                Expected(severity: .error, message: "Swift syntax error: unexpected `]`", marker: 2),
            ], rendered: ["root", "a", "b", "c"])
    }

    @Test func definitionsThroughThemselvesEnd() {
        let text = """
            let a = b + 1
            let b = a * 2
            final class Loop: UIView, Layoutable {
                let child = Loop()
                var layout: some Layout {
                    self.sl.sublayout { child.sl.anchors { Anchors.allSides(offset: a) } }
                }
            }
            """
        let project = ProjectDeclarations(files: [("Loop.swift", text)])
        let render = SwiftLayoutRenderer.render("Loop.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.map { "\($0.range!.start): \($0.message)" } == ["2:9: a is not statically evaluable; this part is not rendered"])
        var depth = 0
        var node = render.tree
        while let current = node {
            depth += 1
            node = current.children.first
        }
        // self, then `child` nested in itself, read 16 levels deep.
        #expect(depth == 18)
    }

    @Test func misspelledNamesGetSuggestions() {
        let text = MarkedText("""
            final class Card: UIView, Layoutable {
                let title = UILabel()
                var layout: some Layout {
                    self.sl.sublayout {
                        1️⃣titel.sl.anchors { Anchors.2️⃣topp }
                        3️⃣UILable()
                    }
                }
            }
            """)
        let project = ProjectDeclarations(files: [("Card.swift", text.text)])
        let render = SwiftLayoutRenderer.render("Card.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        let found = render.diagnostics.map { "\($0.range!.start) \($0.message) \($0.suggestions)" }
        #expect(found.contains("\(text.positions[1]!) titel is not declared in the project: taken as a UIView [\"title\"]"), "\(found)")
        #expect(found.contains("\(text.positions[2]!) Anchors has no attribute topp [\"top\"]"), "\(found)")
        #expect(found.contains("\(text.positions[3]!) Unknown view class UILable: taken as a UIView [\"UILabel\"]"), "\(found)")
    }

    @Test func aViewAddedInsideItselfStaysWhereItWas() {
        check("""
            root.sl.sublayout {
                a.sl.sublayout {
                    1️⃣root
                    2️⃣a
                }
            }
            """, [
                Expected(severity: .error, message: "root is added as a subview of a, which is inside it: UIKit cannot make that hierarchy; it stays where it was", marker: 1),
                Expected(severity: .error, message: "a is added as a subview of itself: UIKit raises an exception (Can't add self as subview); it stays where it was", marker: 2),
            ], rendered: ["root", "a"])
    }

    @Test func aClassHoldingTwoInstancesOfItselfStops() {
        let text = """
            final class Tree: UIView, Layoutable {
                let left = Tree()
                let right = Tree()
                var layout: some Layout {
                    self.sl.sublayout { left; right }
                }
            }
            """
        let project = ProjectDeclarations(files: [("Tree.swift", text)])
        let render = SwiftLayoutRenderer.render("Tree.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.map(\.message) == [
            "The custom classes' own layouts add more than 4,096 views (a class holding instances of itself?); the rest is not read",
        ])
    }

    /// A `@LayoutBuilder` function that calls itself rendered an empty layout with no word
    /// (the entry point counted as used by another layout): the call is an error, the rest renders.
    @Test func aBuilderFunctionThatCallsItselfIsSaid() {
        check("""
            final class Screen: UIView {
                let title = UILabel()

                @LayoutBuilder func makeLayout() -> some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.top.leading.equalToSuper() }
                        1️⃣makeLayout()
                    }
                }
            }
            """, [
                Expected(severity: .error, message: "The layout builder makeLayout() uses itself here: it is not followed into itself (it would never end), so this part is not rendered", marker: 1),
            ], rendered: ["self", "title"])
    }

    @Test func aBuilderPropertyThatUsesItselfIsSaid() {
        check("""
            final class Screen: UIView {
                let title = UILabel()

                @LayoutBuilder var content: some Layout {
                    self.sl.sublayout {
                        title
                        1️⃣content
                    }
                }
            }
            """, [
                Expected(severity: .error, message: "The layout builder content uses itself here: it is not followed into itself (it would never end), so this part is not rendered", marker: 1),
            ], rendered: ["self", "title"])
    }

    /// swift-syntax's parser takes exponential time on deep `[` nesting (found by fuzzing:
    /// 20 levels took half a minute), so such a file is refused at once, with the place.
    @Test func deepBracketNestingIsRefusedQuickly() {
        let text = MarkedText("root.sl.sublayout {\n    a.sl.anchors { Anchors.top.equalToSuper(constant: x[[[[[[[[[[1️⃣[[[[[[[[[[[[[[[[[[[[1) }\n}\n")
        #expect(SwiftLayoutRenderer.looksLikeLayout(text.text))
        let project = ProjectDeclarations(files: [("Deep.swift", text.text)])
        let render = SwiftLayoutRenderer.render("Deep.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.diagnostics.map(\.message) == ["Swift syntax error: `[` nested more than 10 deep; the file is not read"])
        #expect(render.diagnostics.first?.range?.start == text.positions[1])
        #expect(render.tree == nil)
    }

    /// A generic type nested 2,500 levels deep in a type annotation took 3 s and 147 MB to parse
    /// (and overflows a debug build's stack): generic arguments deeper than 32 are refused as
    /// deep `[` are, at the first `<` past the limit.
    @Test func deepGenericNestingIsRefusedQuickly() {
        let depth = 2_500
        let type = String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth)
        let text = "let x: \(type) = 1\nroot.sl.sublayout {\n    a.sl.anchors { Anchors.top.equalToSuper(constant: 8) }\n}\n"
        #expect(SwiftLayoutRenderer.looksLikeLayout(text))
        let project = ProjectDeclarations(files: [("Deep.swift", text)])
        let render = SwiftLayoutRenderer.render("Deep.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.diagnostics.map(\.message) == ["Swift syntax error: `<` nested more than 32 deep; the file is not read"])
        // The 33rd `<`: 7 characters of `let x: `, then two per level.
        #expect(render.diagnostics.first?.range?.start == SourcePosition(line: 1, column: 8 + 32 * 2 + 1))
        #expect(render.tree == nil)
    }

    /// Generic arguments up to the limit are read, and comparisons written without spaces are
    /// not generic arguments, however many a file has.
    @Test func shallowGenericsAndComparisonsAreRead() {
        let type = String(repeating: "Array<", count: 32) + "Int" + String(repeating: ">", count: 32)
        let comparisons = (1...40).map { "let c\($0) = 1<2" }.joined(separator: "\n")
        let text = "let x: \(type)? = nil\n\(comparisons)\nroot.sl.sublayout {\n    a.sl.anchors { Anchors.top.equalToSuper(constant: 8) }\n}\n"
        let project = ProjectDeclarations(files: [("Shallow.swift", text)])
        let render = SwiftLayoutRenderer.render("Shallow.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        #expect(render.tree?.children.map(\.id) == ["a"])
    }
}
