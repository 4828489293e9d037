import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine
import SwiftLayoutCode
import Testing

/// A render's tree and constraint list printed as a Swift file.
@Suite struct RenderedLayoutTests {
    static func node(_ className: String, _ id: String?, _ frame: [Double], line: Int, props: [(name: String, value: Value)] = [],
                     _ children: [RenderedNode] = []) -> RenderedNode {
        RenderedNode(className: className, id: id, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                     props: props, file: "Home.xml", position: SourcePosition(line: line, column: 5), children: children)
    }

    static let tree = node("LMColumnView", nil, [0, 0, 320, 480], line: 1, [
        node("UILabel", "title", [8, 8, 304, 20], line: 2, props: [
            ("text", .string("Say \"hi\"\n")), ("font", .font(FontDescriptor(name: nil, size: 17, weight: "semibold"))),
            ("numberOfLines", .number(0)),
        ]),
        node("UIImageView", nil, [8, 36, 18, 18], line: 3, props: [("image", .image(ImageReference(name: "Icon")))]),
        node("UIView", nil, [0, 0, 0, 0], line: 4, props: [("isHidden", .bool(true))]),
    ])

    static func constraint(_ item: String, _ attr: String, _ toItem: String?, _ toAttr: String, rel: String = "==",
                           mult: Float = 1, const: Double = 0, priority: Float = 1000, active: Bool? = nil) -> ConstraintRecord {
        ConstraintRecord(
            item: item, attribute: LayoutAttribute(rawValue: attr)!, relation: Relation(rawValue: rel)!, toItem: toItem,
            toAttribute: LayoutAttribute(rawValue: toAttr), multiplier: mult, constant: const, priority: priority,
            sizeClasses: active.map { SizeClassCondition(horizontal: "compact", vertical: "unspecified", isActive: $0) },
            file: "Home.xml", source: SourcePosition(line: 1, column: 1))
    }

    static let constraints: [ConstraintRecord] = [
        constraint("title", "top", "LMColumnView@1:5", "topMargin"),
        constraint("title", "leading", "LMColumnView@1:5", "leadingMargin"),
        constraint("title", "trailing", "LMColumnView@1:5", "trailingMargin"),
        constraint("UIImageView@3:5", "top", "title", "bottom", const: 8),
        constraint("UIImageView@3:5", "leading", "LMColumnView@1:5", "leadingMargin", priority: 999),
        constraint("UIImageView@3:5", "width", nil, "notAnAttribute", const: 50, active: false),
        constraint("guide", "top", "LMColumnView@1:5", "top"),
        constraint("title", "left", "guide", "left"),
        constraint("title", "top", nil, "notAnAttribute", const: 4),
        constraint("LMColumnView@1:5.contentLayoutGuide", "top", "title", "top", rel: "<=", const: 3),
        constraint("LMColumnView@1:5.contentLayoutGuide", "left", "title", "left", mult: 2),
        constraint("UIImageView@3:5", "bottom", "root", "bottom", rel: "<="),
    ]

    @Test func fromConstraints() {
        let layout = CodeLayout(tree: Self.tree, constraints: Self.constraints, mode: .constraints)
        let text = SwiftLayoutFile.text(of: layout, header: ["Home.xml as SwiftLayout code.", ""]) { name in
            name.hasPrefix("LM") ? (name == "LMColumnView" ? "LMBoxView" : "UIView") : nil
        }
        #expect(text == """
            // Home.xml as SwiftLayout code.
            //
            // - not printed, its first item is not a view of the tree: guide.top == LMColumnView@1:5.top × 1.0 + 0.0 @1000.0
            // - not printed, its second item is not a view of the tree: title.left == guide.left × 1.0 + 0.0 @1000.0
            // - not printed, a position cannot equal a constant: title.top == 4.0 @1000.0
            // - not printed, a layout guide's constraint SwiftLayout cannot write: LMColumnView@1:5.contentLayoutGuide.left == title.left × 2.0 + 0.0 @1000.0
            // - no constraint places view1: pinned to the frame rendered

            import SwiftLayout
            import UIKit

            class LMBoxView: UIView {}
            class LMColumnView: LMBoxView {}

            let root = LMColumnView()
            let title: UILabel = {
                let view = UILabel()
                view.text = "Say \\"hi\\"\\n"
                view.font = .systemFont(ofSize: 17.0, weight: .semibold)
                view.numberOfLines = 0
                return view
            }()
            let imageview1: UIImageView = {
                let view = UIImageView()
                view.image = UIImage(named: "Icon")
                return view
            }()
            let view1: UIView = {
                let view = UIView()
                view.isHidden = true
                return view
            }()

            root.sl.sublayout {
                title.sl.anchors {
                    Anchors.top.greaterThanOrEqualTo(root.contentLayoutGuide, constant: -3.0)
                    Anchors.top.equalToSuper(attribute: .topMargin)
                    Anchors.leading.equalToSuper(attribute: .leadingMargin)
                    Anchors.trailing.equalToSuper(attribute: .trailingMargin)
                }
                imageview1.sl.anchors {
                    Anchors.top.equalTo(title, attribute: .bottom, constant: 8.0)
                    Anchors.bottom.lessThanOrEqualToSuper()
                    Anchors.leading.equalToSuper(attribute: .leadingMargin).priority(UILayoutPriority(rawValue: 999.0))
                }
                view1.sl.anchors {
                    Anchors.top
                    Anchors.leading
                    Anchors.width.height.equalTo(constant: 0.0)
                }
            }

            """)
    }

    /// A frame mode ignores the constraints; a stack view's children are not arranged.
    @Test func fromFramesWithAStackView() {
        let tree = Self.node("UIView", nil, [0, 0, 320, 480], line: 1, [
            Self.node("UIStackView", "stack", [0, 0, 320, 40], line: 2, [Self.node("UIView", nil, [0, 0, 160, 40], line: 3)]),
        ])
        let layout = CodeLayout(tree: tree, constraints: Self.constraints, mode: .absolute)
        #expect(ViewPrinterText.text(of: layout) == """
            root.sl.sublayout {
                stack.sl.anchors {
                    Anchors.top
                    Anchors.leading
                    Anchors.width.equalTo(constant: 320.0)
                    Anchors.height.equalTo(constant: 40.0)
                }.sublayout {
                    GroupLayout(option: .isNotArranged) {
                        view1.sl.anchors {
                            Anchors.top
                            Anchors.leading
                            Anchors.width.equalTo(constant: 160.0)
                            Anchors.height.equalTo(constant: 40.0)
                        }
                    }
                }
            }
            """)
        #expect(layout.notes.isEmpty)
    }

    /// A view laid out with content priorities other than its class's sets them where it is
    /// declared, one call per axis, a named priority where there is one; a segmented control
    /// inserts its segments.
    @Test func contentPrioritiesAndSegmentsAreConfiguration() {
        var label = Self.node("UILabel", "price", [0, 0, 40, 20], line: 2, props: [("text", .string("3.50"))])
        label.contentPriorities = ContentPriorities(hugging: .init(horizontal: 750, vertical: 1000),
                                                    compressionResistance: .init(horizontal: 999))
        let segments = Self.node("UISegmentedControl", "period", [0, 20, 120, 28], line: 3,
                                  props: [("segments", .array([.string("Day"), .string("Week \"1\"")]))])
        let tree = Self.node("UIView", "root", [0, 0, 320, 480], line: 1, [label, segments])
        let layout = CodeLayout(tree: tree, constraints: [], mode: .constraints, fromSwiftLayout: true)
        #expect(layout.views.map(\.configuration) == [
            [],
            [
                "text = \"3.50\"", "setContentHuggingPriority(.defaultHigh, for: .horizontal)",
                "setContentHuggingPriority(.required, for: .vertical)",
                "setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999.0), for: .horizontal)",
            ],
            [
                "insertSegment(withTitle: \"Day\", at: 0, animated: false)",
                "insertSegment(withTitle: \"Week \\\"1\\\"\", at: 1, animated: false)",
            ],
        ])
    }
}

/// A document included twice makes two views of each name in the constraint list.
@Suite struct AmbiguousNamesTests {
    typealias Node = RenderedLayoutTests

    @Test func eachRepeatOfAConstraintTakesTheNextRelatedPair() {
        let include = { (line: Int) in
            Node.node("UIView", nil, [0, 0, 100, 50], line: 5, [Node.node("UILabel", nil, [8, 8, 84, 20], line: 6)])
        }
        let tree = Node.node("UIView", nil, [0, 0, 320, 480], line: 1, [
            Node.node("UIView", "first", [0, 0, 320, 100], line: 2, [include(5)]),
            Node.node("UIView", "second", [0, 100, 320, 100], line: 3, [include(5)]),
        ])
        let repeated: [ConstraintRecord] = [
            Node.constraint("UIView@5:5", "top", "first", "top"),
            Node.constraint("UILabel@6:5", "top", "UIView@5:5", "top", const: 8),
            Node.constraint("UIView@5:5", "top", "second", "top"),
            Node.constraint("UILabel@6:5", "top", "UIView@5:5", "top", const: 8),
        ]
        let layout = CodeLayout(tree: tree, constraints: repeated, mode: .constraints)
        #expect(ViewPrinterText.text(of: layout) == """
            root.sl.sublayout {
                first.sl.sublayout {
                    view1.sl.anchors {
                        Anchors.top
                    }.sublayout {
                        label1.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8.0)
                        }
                    }
                }
                second.sl.sublayout {
                    view2.sl.anchors {
                        Anchors.top
                    }.sublayout {
                        label2.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8.0)
                        }
                    }
                }
            }
            """)
    }
}
