import Diagnostics

/// Every problem an EverLayout layout can have, with its text. Where EverLayout itself
/// prints a report (R-EL-REPORT), the message starts with the original's words.
public enum EverLayoutMessage: Hashable, Sendable, CustomStringConvertible {
    case malformedJSON(String)
    case malformedAfterInjection(String, keys: [String])
    case injectionTooLarge(key: String, limit: Int)
    case notAnObject
    case noRoot
    case rootNotObject(String)
    case unknownViewKey(String)
    case viewNotObject(String, type: String)
    case missingEnvironmentView(String)
    case orphanView(String, missingAncestor: String)
    case viewInsideItself(String, superview: String)
    case duplicateViewID(String)
    case unknownClass(String)
    case zIndexNotString(String)
    case invalidZIndex(String)
    case templateNotString
    case unknownTemplate(String)
    case templateKeyIgnored(String)
    case constraintsNotObject(String)
    case constraintValueIgnored(String)
    case unknownAttribute(String)
    case emptyLeftSide
    case unknownTarget(String)
    case unknownRightAttribute(String)
    case invalidConstant(String)
    case invalidNumber(field: String, value: String)
    case unknownModifier(String)
    case ignoredArgument(String, kept: String)
    case unknownRelation(String)
    case unknownSizeClass(String)
    case unknownComprehensiveKey(String)
    case invalidPairing(item: String, attribute: String, toItem: String, toAttribute: String)
    case mixedDirections(String, String)
    case locationToNothing(view: String, attribute: String, isRoot: Bool)
    case zeroMultiplierOnLocation(String)
    case nonFiniteConstraint
    case priorityOutOfRange(Double)
    case noSharedAncestry(identifier: String?, reason: String)
    case propertiesNotObject
    case propertyNotString(String, type: String)
    case unknownProperty(String, className: String)
    /// A conflict or an ambiguity, in the Auto Layout stage's words.
    case layout(String)

    public var description: String {
        switch self {
        case let .malformedJSON(detail): "The layout is not valid JSON: \(detail) (EverLayout builds nothing)"
        case let .malformedAfterInjection(detail, keys):
            "The layout is not valid JSON after injecting \(keys.map { "#{\($0)}" }.joined(separator: ", ")): \(detail) (injected values are inserted unescaped)"
        case let .injectionTooLarge(key, limit):
            "Injecting #{\(key)} (layout-serve.json everlayout.inject) makes the layout larger than \(limit.byteCount), the most this layout may grow to (64 times its size, at least 1 MiB, at most 16 MiB): the injected values name other keys, which are injected in turn (EverLayout builds nothing)"
        case .notAnObject: "The layout must be a JSON object with a \"root\" view"
        case .noRoot: "The layout has no \"root\" object: EverLayout builds nothing"
        case let .rootNotObject(type): "\"root\" must be an object, not \(type): EverLayout builds nothing"
        case let .unknownViewKey(key):
            "Unknown view key \"\(key)\" is ignored (a view model reads constraints, properties, z-index, views and template; subviews go inside \"views\")"
        case let .viewNotObject(id, type): "View \(id) must be an object, not \(type): it is skipped"
        case let .missingEnvironmentView(id):
            "Unable to find target view:- \(id) (a view without '!' must be provided by the app: declare it in layout-serve.json everlayout.environment)"
        case let .orphanView(id, ancestor): "View \(id) is not in the hierarchy: its superview \(ancestor) was not found"
        case let .viewInsideItself(id, superview):
            "View \(id) is not in the hierarchy: it is inside \(superview), which is declared again inside itself (the last declaration of an id is used, so \(superview) would be its own superview)"
        case let .duplicateViewID(id): "Duplicate view id \(id): the last one in the document is used"
        case let .unknownClass(name): "Unknown view class \(name): EverLayout creates a plain UIView"
        case let .zIndexNotString(type): "z-index must be a string (\"2\"), not \(type): it counts as 0"
        case let .invalidZIndex(text): "z-index \"\(text)\" is not an integer: it counts as 0"
        case .templateNotString: "A template name must be a string"
        case let .unknownTemplate(name): "Unknown template \(name) is ignored"
        case let .templateKeyIgnored(key): "Templates only hold constraints and properties: \"\(key)\" is ignored"
        case let .constraintsNotObject(type): "\"constraints\" must be an object, not \(type)"
        case let .constraintValueIgnored(type): "A constraint must be a string, an object or an array of them, not \(type): it is ignored"
        case let .unknownAttribute(name): "Unknown attribute \(name): no constraint is made for it"
        case .emptyLeftSide: "No attribute named: no constraint is made"
        case let .unknownTarget(name): "Unknown view \(name): EverLayout ties location attributes to the superview and makes sizes constant"
        case let .unknownRightAttribute(name): "Unknown attribute \(name): EverLayout uses the left-hand attribute"
        case let .invalidConstant(value): "Invalid value for constant: \(value)"
        case let .invalidNumber(field, value): "Invalid value for \(field): \(value) (ignored)"
        case let .unknownModifier(argument):
            "Unknown argument \(argument) is ignored (arguments start with @ + - < > * / % $ ! h v)"
        case let .ignoredArgument(argument, kept): "\(argument) is ignored: \(kept) comes first in EverLayout's order"
        case let .unknownRelation(value): "Unknown relation \(value): EverLayout uses == (shorthand: %<= %= %>=; comprehensive: gte, lte)"
        case let .unknownSizeClass(value): "Unknown size class \(value): the constraint applies in every size class"
        case let .unknownComprehensiveKey(key): "Unknown constraint key \"\(key)\" is ignored"
        case let .invalidPairing(item, attribute, toItem, toAttribute):
            "Invalid pairing of layout attributes: \(item).\(attribute) and \(toItem).\(toAttribute) (UIKit raises NSInvalidArgumentException); the constraint is dropped"
        case let .mixedDirections(first, second):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(first), \(second)); the constraint is dropped"
        case let .locationToNothing(view, attribute, isRoot):
            isRoot
                ? "Constraint on the root view's \(attribute): the root has no superview while EverLayout builds, so UIKit raises NSInvalidArgumentException (a location equal to a constant); the constraint is dropped"
                : "\(view).\(attribute) has nothing to relate to: a location equal to a constant raises NSInvalidArgumentException in UIKit; the constraint is dropped"
        case let .zeroMultiplierOnLocation(attribute):
            "A multiplier of 0 on the location \(attribute) raises NSInvalidArgumentException in UIKit; the constraint is dropped"
        case .nonFiniteConstraint: "The constraint's multiplier or constant is not finite; the constraint is dropped"
        case let .priorityOutOfRange(value): "Priority \(value.formatted) is outside 1…1000; clamped"
        case let .noSharedAncestry(identifier, reason):
            if let identifier {
                "Some views do not share a view ancestry and so this constraint cannot be made. Constraint: \(identifier) (\(reason))"
            } else {
                "Some views do not share a view ancestry and so this constraint cannot be made. Use constraint identifiers to determine which constraint is causing the problem. (\(reason))"
            }
        case .propertiesNotObject: "\"properties\" must be an object"
        case let .propertyNotString(name, type): "Property \(name) must be a string, not \(type): EverLayout ignores it"
        case let .unknownProperty(name, className): "\(className) has no EverLayout property \(name): it is ignored"
        case let .layout(message): message
        }
    }
}

extension Int {
    /// `64 KiB`, `16 MiB`, `700 bytes`.
    var byteCount: String {
        if self >= 1 << 20, self % (1 << 20) == 0 { return "\(self >> 20) MiB" }
        if self >= 1 << 10, self % (1 << 10) == 0 { return "\(self >> 10) KiB" }
        return "\(self) bytes"
    }
}

extension Double {
    /// `12`, `0.5`: a number as a user wrote it.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
