import Expressions
import SwiftLayout
import Testing

/// Constants are folded by Swift's precedence, in one pass over swift-syntax's flat sequence
/// (removing one operator at a time made a constant of 100,000 `+` terms quadratic).
@Suite struct ArithmeticTests {
    /// `a`'s frame with its top and height given by the two constants.
    static func frame(top: String, height: String) -> [Double] {
        let text = """
            let top = \(top)
            let height = \(height)
            root.sl.sublayout {
                a.sl.anchors {
                    Anchors.top.equalToSuper(constant: top)
                    Anchors.leading.equalToSuper()
                    Anchors.size(width: 10, height: height)
                }
            }
            """
        let render = SwiftLayoutRenderer.render("Sum.swift", project: ProjectDeclarations(files: [("Sum.swift", text)]),
                                                options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        guard let a = render.tree?.children.first else { return [] }
        return [a.frame.y, a.frame.height]
    }

    @Test func operatorsBindByPrecedenceAndFromTheLeft() {
        #expect(Self.frame(top: "2 + 3 * 4 - 12 / 2 / 3", height: "20 - 4 - 2 * 3 + 1") == [12, 11])
    }

    /// `&&` binds tighter than `||`, comparisons tighter than both, arithmetic tighter still.
    @Test func conditionsBindByPrecedence() {
        let text = """
            let shown = false && true || 1 + 1 == 2 && 3 - 1 > 1
            root.sl.sublayout {
                if shown { a } else { b }
            }
            """
        let render = SwiftLayoutRenderer.render("If.swift", project: ProjectDeclarations(files: [("If.swift", text)]),
                                                options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.tree?.children.map(\.id) == ["a"])
    }

    /// A constant of 100,000 `+` terms, as a generated file might hold.
    @Test func aConstantOfAHundredThousandTerms() {
        let sum = Array(repeating: "1", count: 100_000).joined(separator: " + ")
        #expect(Self.frame(top: sum, height: "4 * 5 - " + Array(repeating: "1", count: 10).joined(separator: " - ")) == [100_000, 10])
    }

    /// A statement of 100,000 terms, at the top level and in a function, a chain of 30,000
    /// members and one of 20,000 modifiers are scanned for layouts and for localized keys without
    /// recursing along them.
    @Test func aStatementOfAHundredThousandTermsIsScanned() {
        let sum = Array(repeating: "1", count: 100_000).joined(separator: " + ")
        let path = "model" + String(repeating: ".next", count: 30_000)
        let modifiers = "box" + String(repeating: ".config { }", count: 20_000)
        let text = """
            var total = 0
            total = \(sum)
            func update() { total = \(sum) + NSLocalizedString("sum.key", comment: "") }
            let last = \(path)
            \(modifiers)
            let root = UIView()
            root.sl.sublayout { UILabel() }
            """
        let render = SwiftLayoutRenderer.render("Sum.swift", project: ProjectDeclarations(files: [("Sum.swift", text)]),
                                                options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.tree?.children.map(\.className) == ["UILabel"])
        #expect(LocalizedKeys.keys(in: text) == ["sum.key"])
    }

    /// Strings are joined by `+` as numbers are added, a long chain included.
    @Test func aLongConcatenation() {
        let title = Array(repeating: "\"ab\"", count: 1_000).joined(separator: " + ")
        let text = """
            let title = "<" + \(title) + ">"
            root.sl.sublayout {
                UILabel().sl.identifying("title").sl.config { $0.text = title }
            }
            """
        let render = SwiftLayoutRenderer.render("Join.swift", project: ProjectDeclarations(files: [("Join.swift", text)]),
                                                options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        let label = render.layouts.first?.sublayouts.first?.view
        #expect(label?.props.first { $0.name == "text" }?.value == .string("<" + String(repeating: "ab", count: 1_000) + ">"))
    }
}
