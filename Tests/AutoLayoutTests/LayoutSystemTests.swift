import AutoLayout
import Constraints
import Testing

@Suite struct LayoutSystemTests {
    static func pinned(_ system: inout LayoutSystem, _ view: ItemID, _ frame: Rect, to parent: ItemID) throws {
        try system.add(LayoutConstraint(item: view, attribute: .left, toItem: parent, toAttribute: .left, constant: frame.x))
        try system.add(LayoutConstraint(item: view, attribute: .top, toItem: parent, toAttribute: .top, constant: frame.y))
        try system.add(LayoutConstraint(item: view, attribute: .width, constant: frame.width))
        try system.add(LayoutConstraint(item: view, attribute: .height, constant: frame.height))
    }

    @Test func multiplierOnALocationScalesInTheContainersSpace() throws {
        var system = LayoutSystem(rootSize: Size(width: 400, height: 400))
        let parent = system.addView(ViewOptions(name: "p"))
        try Self.pinned(&system, parent, Rect(x: 100, y: 0, width: 200, height: 100), to: system.root)
        let child = system.addView(ViewOptions(name: "c", parent: parent))
        try system.add(LayoutConstraint(item: child, attribute: .centerX, toItem: parent, toAttribute: .centerX, multiplier: 0.5))
        try system.add(LayoutConstraint(item: child, attribute: .width, constant: 20))
        try system.add(LayoutConstraint(item: child, attribute: .top, toItem: parent, toAttribute: .top))
        try system.add(LayoutConstraint(item: child, attribute: .height, constant: 20))
        let result = system.solve()
        // The centre sits at a quarter of the parent's width: 50 in the parent, 150 in the root.
        #expect(result.frame(of: child) == Rect(x: 140, y: 0, width: 20, height: 20))
        #expect(result.frameInParent(of: child) == Rect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test func roundingHappensInWindowCoordinates() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667), scale: 2)
        let parent = system.addView(ViewOptions(name: "p"))
        try Self.pinned(&system, parent, Rect(x: 0.3, y: 0, width: 100, height: 10), to: system.root)
        let child = system.addView(ViewOptions(name: "c", parent: parent))
        try Self.pinned(&system, child, Rect(x: 0.3, y: 0, width: 10, height: 10), to: parent)
        let result = system.solve()
        #expect(result.frame(of: child).x == 0.5)
        #expect(result.frameInParent(of: child).x == 0)
        #expect(result.frame(of: parent) == Rect(x: 0.5, y: 0, width: 100, height: 10))
    }

    @Test func rootSizeEditsReflowTheViews() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let view = system.addView(ViewOptions(name: "a"))
        try system.add(LayoutConstraint(item: view, attribute: .leading, toItem: system.root, toAttribute: .leadingMargin))
        try system.add(LayoutConstraint(item: view, attribute: .trailing, toItem: system.root, toAttribute: .trailingMargin))
        try system.add(LayoutConstraint(item: view, attribute: .top, toItem: system.root, toAttribute: .top))
        try system.add(LayoutConstraint(item: view, attribute: .height, toItem: view, toAttribute: .width, multiplier: 0.5))
        #expect(system.solve().frame(of: view) == Rect(x: 8, y: 0, width: 359, height: 179.5))
        system.setRootSize(Size(width: 1024, height: 768))
        #expect(system.solve().frame(of: view) == Rect(x: 8, y: 0, width: 1008, height: 504))
    }

    /// `setIntrinsicSize` edits a view's content-size constraints in place, removes an axis's
    /// pair when its size goes and adds a pair when one comes (the wrapping-label re-measure),
    /// each axis on its own; an optional height of 50 shows whether the height pair is there.
    @Test func intrinsicSizeEditsChangeRemoveAndAddAnAxissConstraints() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let label = system.addView(ViewOptions(name: "label", intrinsicSize: IntrinsicSize(width: 40, height: 20)))
        let other = system.addView(ViewOptions(name: "other", intrinsicSize: IntrinsicSize(width: 10, height: 10)))
        for view in [label, other] {
            try system.add(LayoutConstraint(item: view, attribute: .left, toItem: system.root, toAttribute: .left))
            try system.add(LayoutConstraint(item: view, attribute: .top, toItem: system.root, toAttribute: .top))
        }
        try system.add(LayoutConstraint(item: label, attribute: .height, constant: 50, priority: 100))
        try system.add(LayoutConstraint(item: label, attribute: .width, constant: 70, priority: 100))
        #expect(system.solve().frame(of: label) == Rect(x: 0, y: 0, width: 40, height: 20))
        system.setIntrinsicSize(of: label, to: IntrinsicSize(width: 60, height: 30))
        #expect(system.solve().frame(of: label) == Rect(x: 0, y: 0, width: 60, height: 30))
        system.setIntrinsicSize(of: label, to: IntrinsicSize(width: 60, height: nil))
        #expect(system.solve().frame(of: label) == Rect(x: 0, y: 0, width: 60, height: 50))
        system.setIntrinsicSize(of: label, to: IntrinsicSize(width: nil, height: 35))
        #expect(system.solve().frame(of: label) == Rect(x: 0, y: 0, width: 70, height: 35))
        system.setIntrinsicSize(of: label, to: IntrinsicSize(width: 25, height: 35))
        let result = system.solve()
        #expect(result.frame(of: label) == Rect(x: 0, y: 0, width: 25, height: 35))
        #expect(result.frame(of: other) == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func baselinesUseTheCallersOffsets() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let label = system.addView(ViewOptions(name: "label", intrinsicSize: IntrinsicSize(width: 40, height: 20),
                                               firstBaselineOffset: 16, lastBaselineOffset: 4))
        let plain = system.addView(ViewOptions(name: "plain"))
        try Self.pinned(&system, plain, Rect(x: 0, y: 100, width: 10, height: 30), to: system.root)
        try system.add(LayoutConstraint(item: label, attribute: .leading, toItem: plain, toAttribute: .trailing))
        try system.add(LayoutConstraint(item: label, attribute: .firstBaseline, toItem: plain, toAttribute: .firstBaseline))
        #expect(system.solve().frame(of: label) == Rect(x: 10, y: 84, width: 40, height: 20))
        try system.add(LayoutConstraint(item: label, attribute: .lastBaseline, toItem: plain, toAttribute: .lastBaseline, priority: 999))
        // A view without text has its last baseline at its bottom (130): 130 + 4 − 20 = 114.
        let result = system.solve()
        #expect(result.frame(of: label).y == 84)
        #expect(result.isExact)
    }

    @Test func tiesStretchTheFirstViewAndCompressTheLast() throws {
        func row(width: Double) throws -> (Rect, Rect) {
            var system = LayoutSystem(rootSize: Size(width: width, height: 100))
            let options = ViewOptions(name: "", intrinsicSize: IntrinsicSize(width: 100, height: 20))
            let a = system.addView(options), b = system.addView(options)
            try system.add(LayoutConstraint(item: a, attribute: .leading, toItem: system.root, toAttribute: .leading))
            try system.add(LayoutConstraint(item: b, attribute: .leading, toItem: a, toAttribute: .trailing, constant: 10))
            try system.add(LayoutConstraint(item: b, attribute: .trailing, toItem: system.root, toAttribute: .trailing))
            for view in [a, b] { try system.add(LayoutConstraint(item: view, attribute: .top, toItem: system.root, toAttribute: .top)) }
            let result = system.solve()
            #expect(result.ambiguous.map(\.axes) == [[.horizontal], [.horizontal]])
            return (result.frame(of: a), result.frame(of: b))
        }
        let wide = try row(width: 375)
        #expect(wide.0.width == 265 && wide.1.width == 100)
        let narrow = try row(width: 150)
        #expect(narrow.0.width == 100 && narrow.1.width == 40)
    }

    @Test func conflictsNameTheConstraintsAndTheBrokenOne() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let view = system.addView(ViewOptions(name: "a"))
        try Self.pinned(&system, view, Rect(x: 0, y: 0, width: 100, height: 10), to: system.root)
        let second = try system.add(LayoutConstraint(item: view, attribute: .width, constant: 200, identifier: "second"))
        let result = system.solve()
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.broken == second)
        #expect(result.conflicts.first?.items == [view])
        #expect(result.frame(of: view).width == 100)
    }

    @Test func invalidConstraintsThrowUIKitsReasons() {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let view = system.addView(ViewOptions(name: "a"))
        #expect(throws: LayoutConstraintError.invalidPairing(.left, .top)) {
            try system.add(LayoutConstraint(item: view, attribute: .left, toItem: system.root, toAttribute: .top))
        }
        #expect(throws: LayoutConstraintError.invalidPairing(.width, .left)) {
            try system.add(LayoutConstraint(item: view, attribute: .width, toItem: system.root, toAttribute: .left))
        }
        #expect(throws: LayoutConstraintError.locationEqualToConstant(.centerX)) {
            try system.add(LayoutConstraint(item: view, attribute: .centerX, constant: 10))
        }
        #expect(throws: LayoutConstraintError.nonFinite) {
            try system.add(LayoutConstraint(item: view, attribute: .width, constant: .infinity))
        }
        #expect(throws: LayoutConstraintError.priorityOutOfRange(0)) {
            try system.add(LayoutConstraint(item: view, attribute: .width, constant: 1, priority: 0))
        }
        #expect(LayoutConstraintError.locationEqualToConstant(.top).description
            == "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
    }

    @Test func mixedDirectionsAreInstalledWithAWarning() throws {
        var system = LayoutSystem(rootSize: Size(width: 375, height: 667))
        let view = system.addView(ViewOptions(name: "a"))
        let id = try system.add(LayoutConstraint(item: view, attribute: .leading, toItem: system.root, toAttribute: .left, constant: 5))
        #expect(system.warnings.map(\.constraint) == [id])
        #expect(system.warnings.map(\.problem) == [.mixedDirections])
        #expect(system.solve().frame(of: view).x == 5)
    }
}
