/// UIKit's rule for scroll views (R-AL-SCROLL): a constraint between an edge or a margin of a
/// scroll view and a view inside it attaches to the scroll view's content area — its `contentLayoutGuide`,
/// whose size is what the content's constraints make it — while constraints on its width,
/// height and centres, and those to views outside it, attach to its frame. A subview pinned on
/// all four sides and as wide as the scroll view scrolls vertically, as tall as its own content.
extension LayoutSystem {
    /// The content layout guide of `scrollView`: at content offset zero it starts at the scroll
    /// view's origin; its width and height are left to the content's constraints. It has the
    /// scroll view's margins, which a constraint to them keeps.
    public mutating func contentLayoutGuide(of scrollView: ItemID) -> ItemID {
        if let guide = contentGuides[scrollView.index] { return guide }
        let guide = addGuide(name: "\(name(of: scrollView)).contentLayoutGuide", owner: scrollView,
                             margins: items[scrollView.index].options.margins)
        for attribute in [LayoutAttribute.left, .top] {
            _ = store(LayoutConstraint(item: guide, attribute: attribute, toItem: scrollView, toAttribute: attribute), origin: .caller)
        }
        contentGuides[scrollView.index] = guide
        return guide
    }

    /// `constraint` with a scroll view's edge or margin that it relates to a view inside the
    /// scroll view replaced by the same edge or margin of its content area.
    mutating func attachingToContentArea(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard let toItem = constraint.toItem, let toAttribute = constraint.toAttribute else { return constraint }
        var constraint = constraint
        if toAttribute.isEdgeOrMargin, items[toItem.index].options.scrollsContent, isContent(constraint.item, of: toItem) {
            constraint.toItem = contentLayoutGuide(of: toItem)
        } else if constraint.attribute.isEdgeOrMargin, items[constraint.item.index].options.scrollsContent, isContent(toItem, of: constraint.item) {
            constraint.item = contentLayoutGuide(of: constraint.item)
        }
        return constraint
    }

    /// Whether `item` is inside `scrollView`'s content: a descendant, other than the scroll
    /// view's own layout guides (its frame and content guides are not scrolled content). Only
    /// the scroll views above `item` are visited, so a deep tree costs no more than a flat one.
    private func isContent(_ item: ItemID, of scrollView: ItemID) -> Bool {
        if items[item.index].isGuide && items[item.index].options.parent == scrollView { return false }
        var current = items[item.index].scrollingAncestor
        while let ancestor = current {
            if ancestor == scrollView { return true }
            current = items[ancestor.index].scrollingAncestor
        }
        return false
    }
}

extension LayoutAttribute {
    /// An edge of the frame or of the margins (not a centre, a baseline or a dimension).
    var isEdgeOrMargin: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
