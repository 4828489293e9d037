import SwiftLayoutCode
import Testing

/// Anchors synthesised from frames (R-SL-EXPORT-FRAMES) in each mode, printed.
@Suite struct FrameSynthesisTests {
    /// A 300×200 root; `card` at (10, 20, 280 × 60) in it; `badge` at (0, 0, 24 × 24) in the
    /// card; `stack` (a stack view) with one child.
    static var layout: CodeLayout {
        CodeLayout(views: [
            .init(name: "root", className: "UIView", frame: .init(x: 0, y: 0, width: 300, height: 200), parent: nil),
            .init(name: "card", className: "UIView", frame: .init(x: 10, y: 20, width: 280, height: 60), parent: 0),
            .init(name: "badge", className: "UILabel", frame: .init(x: 0, y: 0, width: 24, height: 24), parent: 1),
        ])
    }

    static func text(_ mode: ExportMode) -> String {
        var layout = Self.layout
        layout.synthesiseConstraints(mode: mode)
        return ViewPrinterText.text(of: layout)
    }

    @Test func absolute() {
        #expect(Self.text(.absolute) == """
            root.sl.sublayout {
                card.sl.anchors {
                    Anchors.top.equalToSuper(constant: 20.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.width.equalTo(constant: 280.0)
                    Anchors.height.equalTo(constant: 60.0)
                }.sublayout {
                    badge.sl.anchors {
                        Anchors.top
                        Anchors.leading
                        Anchors.width.height.equalTo(constant: 24.0)
                    }
                }
            }
            """)
    }

    @Test func edges() {
        #expect(Self.text(.edges) == """
            root.sl.sublayout {
                card.sl.anchors {
                    Anchors.top.equalToSuper(constant: 20.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.trailing.equalToSuper(constant: -10.0)
                    Anchors.height.equalTo(constant: 60.0)
                }.sublayout {
                    badge.sl.anchors {
                        Anchors.top
                        Anchors.leading
                        Anchors.trailing.equalToSuper(constant: -256.0)
                        Anchors.height.equalTo(constant: 24.0)
                    }
                }
            }
            """)
    }

    @Test func edgesAll() {
        #expect(Self.text(.edgesAll) == """
            root.sl.sublayout {
                card.sl.anchors {
                    Anchors.top.equalToSuper(constant: 20.0)
                    Anchors.bottom.equalToSuper(constant: -120.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.trailing.equalToSuper(constant: -10.0)
                }.sublayout {
                    badge.sl.anchors {
                        Anchors.top
                        Anchors.bottom.equalToSuper(constant: -36.0)
                        Anchors.leading
                        Anchors.trailing.equalToSuper(constant: -256.0)
                    }
                }
            }
            """)
    }

    /// A stack view's children keep their frames: added with `addSubview` only.
    @Test func stackViewChildrenAreNotArranged() {
        var layout = CodeLayout(views: [
            .init(name: "root", className: "UIView", frame: .init(x: 0, y: 0, width: 300, height: 200), parent: nil),
            .init(name: "stack", className: "UIStackView", frame: .init(x: 0, y: 0, width: 300, height: 100), parent: 0),
            .init(name: "first", className: "UILabel", frame: .init(x: 0, y: 0, width: 300, height: 50), parent: 1),
            .init(name: "second", className: "UILabel", frame: .init(x: 0, y: 50, width: 300, height: 50), parent: 1),
        ])
        layout.views[1].childrenNotArranged = true
        layout.synthesiseConstraints(mode: .edges)
        #expect(ViewPrinterText.text(of: layout) == """
            root.sl.sublayout {
                stack.sl.anchors {
                    Anchors.top
                    Anchors.leading.trailing
                    Anchors.height.equalTo(constant: 100.0)
                }.sublayout {
                    GroupLayout(option: .isNotArranged) {
                        first.sl.anchors {
                            Anchors.top
                            Anchors.leading.trailing
                            Anchors.height.equalTo(constant: 50.0)
                        }
                        second.sl.anchors {
                            Anchors.top.equalToSuper(constant: 50.0)
                            Anchors.leading.trailing
                            Anchors.height.equalTo(constant: 50.0)
                        }
                    }
                }
            }
            """)
        #expect(LayoutTreeText.text(of: layout) == """
            ViewLayout - view: root
            └─ ViewLayout - view: stack
               └─ GroupLayout
                  └─ ListLayout
                     ├─ ViewLayout - view: first
                     └─ ViewLayout - view: second
            """)
    }
}
