import SwiftLayoutCode
import Testing

/// ViewPrinter's line rules (R-SL-PRINTER-GROUPS) and the export's additions (R-SL-EXPORT-LINES),
/// on constraints written out by hand.
@Suite struct AnchorLinesTests {
    /// `root` holding `one` and `two`; `one` holds `inner`.
    static func layout(_ constraints: [AnchorConstraint]) -> CodeLayout {
        let frame = CodeLayout.Frame(x: 0, y: 0, width: 100, height: 100)
        return CodeLayout(views: [
            .init(name: "root", className: "UIView", frame: frame, parent: nil),
            .init(name: "one", className: "UIView", frame: frame, parent: 0),
            .init(name: "inner", className: "UILabel", frame: frame, parent: 1),
            .init(name: "two", className: "UIView", frame: frame, parent: 0),
        ], constraints: constraints)
    }

    static let root = 0, one = 1, inner = 2, two = 3

    static func to(_ item: Int, _ attribute: AnchorAttribute, _ target: Int?, _ targetAttribute: AnchorAttribute? = nil,
                   _ relation: AnchorRelation = .equal, multiplier: Double = 1, constant: Double = 0,
                   priority: Double = 1000) -> AnchorConstraint {
        AnchorConstraint(item: item, attribute: attribute, relation: relation, target: target.map { .view($0) },
                         targetAttribute: targetAttribute ?? attribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    @Test func linesOfOneViewAreGroupedAndOrderedByRawValues() {
        let text = ViewPrinterText.text(of: Self.layout([
            Self.to(Self.two, .trailing, Self.root), Self.to(Self.two, .height, nil, constant: 10),
            Self.to(Self.two, .leading, Self.root), Self.to(Self.two, .width, nil, constant: 10),
            Self.to(Self.two, .top, Self.one, .bottom, constant: 8), Self.to(Self.two, .left, Self.one),
            Self.to(Self.two, .bottom, Self.root, nil, .lessThanOrEqual),
        ]))
        #expect(text == """
            root.sl.sublayout {
                one.sl.sublayout {
                    inner
                }
                two.sl.anchors {
                    Anchors.left.equalTo(one)
                    Anchors.top.equalTo(one, attribute: .bottom, constant: 8.0)
                    Anchors.bottom.lessThanOrEqualToSuper()
                    Anchors.leading.trailing
                    Anchors.width.height.equalTo(constant: 10.0)
                }
            }
            """)
    }

    @Test func superviewFormsFollowViewPrinter() {
        let text = ViewPrinterText.text(of: Self.layout([
            Self.to(Self.inner, .width, Self.one, constant: -20), Self.to(Self.inner, .height, Self.one, .width),
            Self.to(Self.inner, .top, Self.one, .centerY), Self.to(Self.inner, .centerX, Self.one, multiplier: 1.2),
            Self.to(Self.inner, .leading, Self.one, nil, .greaterThanOrEqual),
        ]))
        #expect(text == """
            root.sl.sublayout {
                one.sl.sublayout {
                    inner.sl.anchors {
                        Anchors.top.equalToSuper(attribute: .centerY)
                        Anchors.leading.greaterThanOrEqualToSuper()
                        Anchors.width.equalToSuper(constant: -20.0)
                        Anchors.height.equalTo(one, attribute: .width)
                        Anchors.centerX.equalToSuper().multiplier(1.2000000476837158)
                    }
                }
                two
            }
            """)
    }

    /// Beyond ViewPrinter: priorities are printed (a bare line gets its relation back), a zero
    /// size keeps its constant, duplicates print once.
    @Test func prioritiesZeroSizesAndDuplicates() {
        let text = ViewPrinterText.text(of: Self.layout([
            Self.to(Self.one, .top, Self.root, priority: 750), Self.to(Self.one, .bottom, Self.root, priority: 250),
            Self.to(Self.one, .leading, Self.root, priority: 999), Self.to(Self.one, .trailing, Self.root, priority: 50),
            Self.to(Self.one, .width, nil), Self.to(Self.one, .width, nil),
            Self.to(Self.one, .height, nil, constant: 44, priority: 1000),
        ]))
        #expect(text == """
            root.sl.sublayout {
                one.sl.anchors {
                    Anchors.top.equalToSuper().priority(.defaultHigh)
                    Anchors.bottom.equalToSuper().priority(.defaultLow)
                    Anchors.leading.equalToSuper().priority(UILayoutPriority(rawValue: 999.0))
                    Anchors.trailing.equalToSuper().priority(.fittingSizeLevel)
                    Anchors.width.equalTo(constant: 0.0)
                    Anchors.height.equalTo(constant: 44.0)
                }.sublayout {
                    inner
                }
                two
            }
            """)
    }

    @Test func layoutGuidesAndTheTopViewsOwnConstraints() {
        let layout = Self.layout([
            AnchorConstraint(item: Self.one, attribute: .top, target: .guide(Self.root, .safeAreaLayoutGuide), targetAttribute: .top),
            AnchorConstraint(item: Self.one, attribute: .bottom, target: .guide(Self.root, .safeAreaLayoutGuide),
                             targetAttribute: .bottom),
            AnchorConstraint(item: Self.two, attribute: .leading, target: .guide(Self.root, .layoutMarginsGuide),
                             targetAttribute: .leading, constant: 4),
            Self.to(Self.root, .width, nil, constant: 320),
        ])
        #expect(ViewPrinterText.text(of: layout) == """
            root.sl.anchors {
                Anchors.width.equalTo(constant: 320.0)
            }.sublayout {
                one.sl.anchors {
                    Anchors.top.bottom.equalTo(root.safeAreaLayoutGuide)
                }.sublayout {
                    inner
                }
                two.sl.anchors {
                    Anchors.leading.equalTo(root.layoutMarginsGuide, constant: 4.0)
                }
            }
            """)
    }

    @Test func numbersPrintAsSwiftDoubles() {
        #expect(SwiftNumber.text(16) == "16.0")
        #expect(SwiftNumber.text(0.5) == "0.5")
        #expect(SwiftNumber.text(-0.0) == "0.0")
        #expect(SwiftNumber.text(0.00001) == "1e-05")
        #expect(SwiftNumber.text(1.0 / 3) == "0.3333333333333333")
        #expect(SwiftNumber.priority(500) == "UILayoutPriority(rawValue: 500.0)")
        #expect(SwiftNumber.priority(1000) == ".required")
    }
}
