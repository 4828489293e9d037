/// The `Anchors…` lines of one view, as SwiftLayout's `ViewPrinter` writes them
/// (R-SL-PRINTER-GROUPS): constraints that differ only in their attribute share a line, lines are
/// ordered by attribute raw values, and a relation to the superview with nothing to say is left
/// bare.
///
/// Beyond ViewPrinter (R-SL-EXPORT-LINES): a priority other than required is appended as
/// `.priority(…)` (so such a line is never bare), and a constant size of 0 prints
/// `equalTo(constant: 0.0)` where ViewPrinter would print the uncompilable `equalTo()`.
/// Ties ViewPrinter leaves to `Set` order are broken by constant, multiplier, priority and
/// target name, and a line is bare only when it relates an attribute to the same one.
enum AnchorLines {
    /// The lines for the constraints whose first item is `view`, duplicates dropped.
    static func lines(of view: Int, in layout: CodeLayout) -> [String] {
        let parent = layout.views[view].parent
        return groups(of: view, in: layout).map { text(of: $0, parent: parent, layout: layout) }
    }

    /// The constraints of each line, in line order and, within a line, in attribute order.
    static func groups(of view: Int, in layout: CodeLayout) -> [[AnchorConstraint]] {
        var seen: Set<AnchorConstraint> = []
        let own = layout.constraints.filter { $0.item == view && seen.insert($0).inserted }
        var groups: [[AnchorConstraint]] = []
        for constraint in own {
            if let index = groups.firstIndex(where: { sharesLine($0[0], constraint) }) {
                groups[index].append(constraint)
            } else {
                groups.append([constraint])
            }
        }
        return groups
            .map { group in group.sorted { order($0) < order($1) } }
            .sorted { precedes($0[0], $1[0], layout) }
    }

    /// Within a line: by target attribute, then attribute (R-SL-PRINTER-GROUPS).
    private static func order(_ constraint: AnchorConstraint) -> (Int, Int) {
        (constraint.targetAttribute.rawValue, constraint.attribute.rawValue)
    }

    /// Whether two constraints print as one line: same items, kind, relation and numbers,
    /// each relating an attribute to the same attribute (or a size to a constant).
    private static func sharesLine(_ lhs: AnchorConstraint, _ rhs: AnchorConstraint) -> Bool {
        lhs.item == rhs.item && lhs.target == rhs.target && lhs.attribute.kind != .none
            && lhs.attribute.kind == rhs.attribute.kind && lhs.relation == rhs.relation && lhs.constant == rhs.constant
            && lhs.multiplier == rhs.multiplier && lhs.priority == rhs.priority && relatesSameAttribute(lhs)
            && relatesSameAttribute(rhs)
    }

    /// ViewPrinter's `firstAttributeIsSecondAttribute`: a size against a constant counts.
    private static func relatesSameAttribute(_ constraint: AnchorConstraint) -> Bool {
        if constraint.attribute.isDimension, constraint.targetAttribute == .notAnAttribute { return true }
        return constraint.attribute == constraint.targetAttribute
    }

    /// Line order: by the first constraint's attribute, target attribute, relation (R-SL-PRINTER-GROUPS).
    private static func precedes(_ lhs: AnchorConstraint, _ rhs: AnchorConstraint, _ layout: CodeLayout) -> Bool {
        let left = (lhs.attribute.rawValue, lhs.targetAttribute.rawValue, lhs.relation.rawValue)
        let right = (rhs.attribute.rawValue, rhs.targetAttribute.rawValue, rhs.relation.rawValue)
        if left != right { return left < right }
        if lhs.constant != rhs.constant { return lhs.constant < rhs.constant }
        if lhs.multiplier != rhs.multiplier { return lhs.multiplier < rhs.multiplier }
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        return targetName(lhs.target, layout) < targetName(rhs.target, layout)
    }

    static func targetName(_ target: AnchorReference?, _ layout: CodeLayout) -> String {
        switch target {
        case nil: ""
        case let .view(index): layout.views[index].name
        case let .guide(index, kind): layout.views[index].name + "." + kind.rawValue
        }
    }

    /// How a line names its target: not at all (`Anchors.top`), as the superview
    /// (`equalToSuper(…)`) or by name (`equalTo(header, …)`, and constants).
    enum Form {
        case bare, superview, named
    }

    static func form(of constraint: AnchorConstraint, parent: Int?) -> Form {
        guard let parent, constraint.target == .view(parent) else { return .named }
        // ViewPrinter also leaves `top == superview.centerY` bare, which reads back as
        // `top == superview.top`: a bare line here relates an attribute to the same one.
        if constraint.relation == .equal, !constraint.attribute.isDimension, constraint.attribute == constraint.targetAttribute,
           constraint.constant == 0, constraint.multiplier == 1, constraint.priority == 1000 {
            return .bare
        }
        return relatesSameAttribute(constraint) || !constraint.attribute.isDimension ? .superview : .named
    }

    /// `Anchors.top.bottom.equalTo(header, attribute: .bottom, constant: 8.0).multiplier(0.5)`.
    static func text(of group: [AnchorConstraint], parent: Int?, layout: CodeLayout) -> String {
        let first = group[0]
        var text = "Anchors." + group.map(\.attribute.name).joined(separator: ".")
        let form = form(of: first, parent: parent)
        if form != .bare {
            let sameAttribute = relatesSameAttribute(first)
            let superForm = form == .superview
            var parameters: [String] = []
            if !superForm, first.target != nil { parameters.append(targetName(first.target, layout)) }
            if !sameAttribute, first.targetAttribute != .notAnAttribute {
                parameters.append("attribute: .\(first.targetAttribute.name)")
            }
            if first.constant != 0 || (first.target == nil && parameters.isEmpty) {
                parameters.append("constant: \(SwiftNumber.text(first.constant))")
            }
            text += ".\(first.relation.functionName)\(superForm ? "Super" : "")(\(parameters.joined(separator: ", ")))"
        }
        if first.multiplier != 1 { text += ".multiplier(\(SwiftNumber.text(first.multiplier)))" }
        if first.priority != 1000 { text += ".priority(\(SwiftNumber.priority(first.priority)))" }
        return text
    }
}
