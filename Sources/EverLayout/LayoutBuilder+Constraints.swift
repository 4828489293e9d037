import AutoLayout
import Constraints
import Diagnostics
import LayoutEngine

/// A constraint established for the layout: what its `ConstraintRecord` shows, by model index,
/// and whether it reaches the solver.
struct PendingConstraint {
    var item: Int
    var attribute: LayoutAttribute
    var relation: Relation
    var toItem: Int?
    var toAttribute: LayoutAttribute?
    var multiplier: Float
    var constant: Double
    var priority: Float
    var identifier: String?
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    var isActive: Bool
    var itemName: String
    var toItemName: String?
    var valueSpan: SourceSpan
    var keySpan: SourceSpan

    /// The constraint as the render lists it, positioned (`source`) at the string or object that
    /// made it (`valueSpan`).
    func record(file: String, source: SourcePosition) -> ConstraintRecord {
        let sizeClasses = horizontalSizeClass == .unspecified && verticalSizeClass == .unspecified
            ? nil : SizeClassCondition(horizontal: horizontalSizeClass.rawValue, vertical: verticalSizeClass.rawValue, isActive: isActive)
        return ConstraintRecord(
            item: itemName, attribute: attribute, relation: relation, toItem: toItemName, toAttribute: toAttribute,
            multiplier: multiplier, constant: constant, priority: priority, identifier: identifier, sizeClasses: sizeClasses,
            file: file, source: source)
    }
}

extension LayoutBuilder {
    /// What a target name finds (R-EL-INFER).
    enum Target {
        /// A view model of this layout that has a view (placed or not).
        case model(Int)
        /// A view the app provides that this layout does not place.
        case environment(String)
    }

    /// R-EL-ENTRIES: one constraint per left-hand attribute of every argument, own entries first,
    /// then each template's (R-EL-TEMPLATE-CONSTRAINTS).
    mutating func establishConstraints(of index: Int) {
        establish(document.views[index].constraints, of: index)
        // Most views name no template: no list of their entries and the templates' is made.
        guard !document.views[index].templateNames.isEmpty else { return }
        for template in templates(of: index) { establish(template.constraints, of: index) }
    }

    private mutating func establish(_ entries: [ConstraintEntry], of index: Int) {
        // By index: the entries and arguments are read in place, not copied (a copy retains
        // each of their arrays and strings).
        for entry in entries.indices {
            for argument in entries[entry].arguments.indices {
                for attribute in entries[entry].attributes.indices {
                    establish(entries[entry].attributes[attribute].attribute, of: index, entries[entry].arguments[argument],
                              keySpan: entries[entry].attributes[attribute].span)
                }
            }
        }
    }

    /// The model of the view's superview, when it has a view; looked up by id once a view
    /// (`superviews`), not for every constraint that names `super` or binds to it.
    func superview(of index: Int) -> Int? {
        if index < superviews.count { return superviews[index] }
        return findSuperview(of: index)
    }

    func findSuperview(of index: Int) -> Int? {
        guard index > 0, let parent = index < parentModel.count ? parentModel[index]
                : document.views[index].parentID.flatMap({ modelByID[$0] }), views[parent].hasView else { return nil }
        return parent
    }

    private mutating func target(_ argument: ConstraintArgument, of index: Int) -> Target? {
        guard let name = argument.target else { return nil }
        if name == "super" { return superview(of: index).map(Target.model) }
        if let model = modelByID[name], views[model].hasView { return .model(model) }
        if options.environment[name] != nil { return .environment(name) }
        let candidates = ["super"] + document.views.indices.filter { isSurviving($0) }.map { document.views[$0].id }
            + options.environment.keys.sorted()
        log.warning(.unknownTarget(name), at: argument.targetSpan ?? argument.span,
                    suggestions: Suggestions.bestMatches(for: name, in: candidates, limit: 3))
        return nil
    }

    private mutating func establish(_ attribute: LayoutAttribute, of index: Int, _ argument: ConstraintArgument, keySpan: SourceSpan) {
        let named = target(argument, of: index)
        // R-EL-INFER: a size with no target is a constant; a location binds to the superview.
        let rightAttribute: LayoutAttribute? = attribute.isDimension && named == nil ? nil : argument.rightAttribute ?? attribute
        let effective: Target? = named ?? (rightAttribute != nil ? superview(of: index).map(Target.model) : nil)
        let multiplier = Float(argument.multiplier ?? 1)
        let id = document.views[index].id
        var priority = Float(argument.priority ?? 1000)
        func name(_ target: Target?) -> String? {
            switch target {
            case let .model(model): document.views[model].id
            case let .environment(name): name
            case nil: nil
            }
        }

        // R-EL-INIT-ERRORS: what NSLayoutConstraint's initialiser refuses.
        let at = argument.span
        if effective == nil, !attribute.isDimension {
            log.error(.locationToNothing(view: id, attribute: ConstraintKeys.name(of: attribute), isRoot: index == 0), at: keySpan)
            return
        }
        if let rightAttribute, effective != nil {
            let pairsAxes = attribute.isDimension || attribute.axis == rightAttribute.axis
            if attribute.isDimension != rightAttribute.isDimension || !pairsAxes {
                log.error(.invalidPairing(item: id, attribute: ConstraintKeys.name(of: attribute), toItem: name(effective)!,
                                          toAttribute: ConstraintKeys.name(of: rightAttribute)), at: at)
                return
            }
            if (attribute.isLeadingTrailing && rightAttribute.isLeftRight) || (attribute.isLeftRight && rightAttribute.isLeadingTrailing) {
                log.error(.mixedDirections(ConstraintKeys.name(of: attribute), ConstraintKeys.name(of: rightAttribute)), at: at)
                return
            }
            if !attribute.isDimension, multiplier == 0 {
                log.error(.zeroMultiplierOnLocation(ConstraintKeys.name(of: attribute)), at: at)
                return
            }
        }
        let constant = argument.constant(for: attribute)
        guard constant.isFinite, multiplier.isFinite else {
            log.error(.nonFiniteConstraint, at: at)
            return
        }
        if !(priority > 0 && priority <= 1000) {
            log.error(.priorityOutOfRange(Double(priority)), at: at)
            priority = priority.isNaN ? 1000 : min(max(priority, 1), 1000)
        }
        // R-EL-ANCESTRY: installed only where the views share an ancestor.
        var reason: String?
        if index == 0 {
            reason = "the root view has no superview while EverLayout builds"
        } else if !views[index].isPlaced {
            reason = "\(id) is not in the view hierarchy"
        } else if case let .environment(other) = effective {
            reason = "\(other) is provided by the app but not placed in this layout"
        } else if case let .model(other) = effective, !views[other].isPlaced {
            reason = "\(document.views[other].id) is not in the view hierarchy"
        }
        if let reason {
            log.error(.noSharedAncestry(identifier: argument.identifier, reason: reason), at: at)
            return
        }
        let toItem: Int? = if case let .model(model) = effective { model } else { nil }
        built.append(PendingConstraint(
            item: index, attribute: attribute, relation: argument.relation, toItem: toItem,
            toAttribute: toItem == nil ? nil : rightAttribute, multiplier: multiplier, constant: constant, priority: priority,
            identifier: argument.identifier, horizontalSizeClass: argument.horizontalSizeClass,
            verticalSizeClass: argument.verticalSizeClass,
            isActive: traits.allows(horizontal: argument.horizontalSizeClass, vertical: argument.verticalSizeClass),
            itemName: id, toItemName: name(effective), valueSpan: argument.span, keySpan: keySpan))
    }
}
