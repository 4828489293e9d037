import Diagnostics
import LayoutEngine
import SwiftLayout
import TestSupport
import Testing

/// Content hugging and compression resistance set in code — every priority spelling, in every
/// place literal configuration is read — decide how views share space, and the render says
/// them (`contentPriorities`, where they differ from the class's); segmented controls size to
/// their segments.
@Suite struct SwiftLayoutContentPriorityTests {
    static func render(_ text: String, width: Double = 320) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: [("Screen.swift", text)])
        return SwiftLayoutRenderer.render("Screen.swift", project: project, options: SwiftLayoutOptions(rootWidth: width, rootHeight: 480))
    }

    /// A priority as written, and the value it is.
    struct Spelling: Sendable, CustomTestStringConvertible {
        var code: String
        var value: Float
        var testDescription: String { code }
    }

    static let spellings = [
        Spelling(code: ".required", value: 1000), Spelling(code: ".defaultHigh", value: 750),
        Spelling(code: ".defaultLow", value: 250), Spelling(code: ".fittingSizeLevel", value: 50),
        Spelling(code: "UILayoutPriority(600)", value: 600), Spelling(code: "UILayoutPriority(rawValue: 600)", value: 600),
        Spelling(code: ".init(600)", value: 600), Spelling(code: ".init(rawValue: 600)", value: 600),
        Spelling(code: "UILayoutPriority.defaultHigh", value: 750), Spelling(code: ".defaultHigh + 1", value: 751),
        Spelling(code: ".required - 1", value: 999), Spelling(code: "UILayoutPriority(999) - 1", value: 998),
    ]

    /// Each spelling set as a plain view's vertical hugging and horizontal compression resistance.
    @Test(arguments: spellings)
    func everyPrioritySpelling(_ spelling: Spelling) throws {
        let render = Self.render("""
            let box = UIView().sl.config {
                $0.setContentHuggingPriority(\(spelling.code), for: .vertical)
                $0.setContentCompressionResistancePriority(\(spelling.code), for: .horizontal)
            }
            let root = UIView()
            root.sl.sublayout { box.sl.anchors { Anchors.top.leading; Anchors.size.equalTo(width: 10, height: 10) } }
            """)
        #expect(render.diagnostics.filter { $0.severity != .note }.isEmpty, "\(render.diagnostics.map(\.message))")
        let box = try #require(render.tree?.children.first)
        // A plain view hugs at 250 and resists at 750: those are its defaults, not listed.
        let hugging: Float? = spelling.value == 250 ? nil : spelling.value
        let compression: Float? = spelling.value == 750 ? nil : spelling.value
        #expect(box.contentPriorities?.hugging == ContentPriorities.Axes(vertical: hugging))
        #expect(box.contentPriorities?.compressionResistance == ContentPriorities.Axes(horizontal: compression))
    }

    /// Where configuration is written, each setting the price label's horizontal hugging.
    static let places: [String] = [
        // `.sl.config` on the declaration.
        """
        let price = UILabel().sl.config { $0.text = "3.50"; $0.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        """,
        // The 2.x `.config` with a named parameter.
        """
        let price = UILabel().config { label in label.text = "3.50"; label.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        """,
        // A closure initialiser.
        """
        let price: UILabel = {
            let label = UILabel()
            label.text = "3.50"
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            return label
        }()
        """,
        // `onActivate`.
        """
        let price = UILabel().sl.onActivate { $0.text = "3.50"; $0.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        """,
        // A custom class's initialiser, with and without `self.`.
        """
        final class PriceLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                text = "3.50"
                setContentHuggingPriority(.defaultHigh, for: .horizontal)
            }
        }
        let price = PriceLabel()
        """,
        """
        final class PriceLabel: UILabel {
            init() {
                super.init(frame: .zero)
                self.text = "3.50"
                self.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            }
        }
        let price = PriceLabel()
        """,
    ]

    /// Two labels on one line: the one that hugs harder keeps its text's width, the other
    /// takes the rest (without the call both hug at 251 and the line is ambiguous).
    @Test(arguments: places)
    func huggingDecidesWhoStretches(_ declaration: String) throws {
        let render = Self.render("""
            let name = UILabel().sl.config { $0.text = "Coffee" }
            \(declaration)
            let root = UIView()
            root.sl.sublayout {
                name.sl.anchors { Anchors.top.leading }
                price.sl.anchors {
                    Anchors.leading.equalTo(name, attribute: .trailing, constant: 8)
                    Anchors.top.trailing
                }
            }
            """)
        #expect(render.diagnostics.filter { $0.severity != .note }.isEmpty, "\(render.diagnostics.map(\.message))")
        let tree = try #require(render.tree)
        #expect(tree.children.map(\.frame) == [
            .init(x: 0, y: 0, width: 278.5, height: 20),
            .init(x: 286.5, y: 0, width: 33.5, height: 20),
        ])
        #expect(tree.children[1].contentPriorities == ContentPriorities(hugging: .init(horizontal: 750)))
    }

    /// Without the call the same line is ambiguous: the reader reads the call, it does not guess it.
    @Test func withoutTheCallTheLineIsAmbiguous() {
        let render = Self.render("""
            let name = UILabel().sl.config { $0.text = "Coffee" }
            let price = UILabel().sl.config { $0.text = "3.50" }
            let root = UIView()
            root.sl.sublayout {
                name.sl.anchors { Anchors.top.leading }
                price.sl.anchors {
                    Anchors.leading.equalTo(name, attribute: .trailing, constant: 8)
                    Anchors.top.trailing
                }
            }
            """)
        #expect(render.diagnostics.map(\.message).contains("The layout of name is ambiguous (horizontal not determined by its constraints)"))
        #expect(render.tree?.children.map(\.contentPriorities) == [nil, nil])
    }

    /// A title that does not fit beside its badge gives way when it resists compression less.
    @Test func compressionResistanceDecidesWhoIsCut() throws {
        let render = Self.render("""
            let title = UILabel().sl.config {
                $0.text = "A title far too long to fit beside its badge"
                $0.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            }
            let badge = UILabel().sl.config { $0.text = "NEW" }
            let root = UIView()
            root.sl.sublayout {
                title.sl.anchors { Anchors.top.leading }
                badge.sl.anchors {
                    Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)
                    Anchors.top.trailing
                }
            }
            """, width: 200)
        #expect(render.diagnostics.filter { $0.severity != .note }.isEmpty, "\(render.diagnostics.map(\.message))")
        let tree = try #require(render.tree)
        #expect(tree.children.map(\.frame) == [
            .init(x: 0, y: 0, width: 152, height: 20),
            .init(x: 160, y: 0, width: 40, height: 20),
        ])
        #expect(tree.children[0].contentPriorities == ContentPriorities(compressionResistance: .init(horizontal: 250)))
    }

    /// A priority only the running app knows, or one UIKit refuses, is an error at it, and the
    /// class's default stays.
    @Test func aPriorityThatCannotBeReadIsNotGuessed() throws {
        let text = MarkedText("""
            let box = UIView().sl.config {
                $0.setContentHuggingPriority(1️⃣.medium, for: .vertical)
                $0.setContentCompressionResistancePriority(2️⃣priority(for: mode), for: .vertical)
                $0.setContentHuggingPriority(3️⃣.required + 1, for: .horizontal)
            }
            let root = UIView()
            root.sl.sublayout { box.sl.anchors { Anchors.top.leading; Anchors.size.equalTo(width: 10, height: 10) } }
            """)
        let render = Self.render(text.text)
        let errors = render.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            ".medium is not a priority this reader can evaluate statically; the class's default is kept",
            "The call priority(for: mode) is only evaluated when the app runs (not statically evaluable); this part is not rendered",
            ".required + 1 is not a priority UIKit accepts (above 0, at most 1000); the class's default is kept",
        ])
        #expect(errors.map { $0.range?.start } == [text.positions[1], text.positions[2], text.positions[3]])
        #expect(render.tree?.children.first?.contentPriorities == nil)
    }

    /// `UISegmentedControl(items:)` and `insertSegment(withTitle:at:animated:)` give a segmented
    /// control its segments, and so its width (equal segments, as wide as the widest title
    /// plus 10 each side) and UIKit's 32-point height.
    @Test func aSegmentedControlSizesToItsSegments() throws {
        let render = Self.render("""
            let period = UISegmentedControl(items: ["Day", "Week", "Month"])
            let range: UISegmentedControl = {
                let control = UISegmentedControl()
                control.insertSegment(withTitle: "Week", at: 0, animated: false)
                control.insertSegment(withTitle: "Month", at: 5, animated: false)
                control.insertSegment(withTitle: "Day", at: 0, animated: false)
                return control
            }()
            let root = UIView()
            root.sl.sublayout {
                period.sl.anchors { Anchors.top.leading }
                range.sl.anchors { Anchors.top.equalTo(period, attribute: .bottom); Anchors.leading }
            }
            """)
        #expect(render.diagnostics.filter { $0.severity != .note }.isEmpty, "\(render.diagnostics.map(\.message))")
        let tree = try #require(render.tree)
        #expect(tree.children.map(\.frame) == [.init(x: 0, y: 0, width: 169.5, height: 32), .init(x: 0, y: 32, width: 169.5, height: 32)])
        #expect(tree.children[1].props.first { $0.name == "segments" }?.value == .array([.string("Day"), .string("Week"), .string("Month")]))
    }
}
