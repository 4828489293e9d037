import Expressions

/// Every problem the SwiftLayout reader reports, with its text. What the compiler would refuse is
/// an error; what cannot be known without running the app (R-SL-OUT-OF-SCOPE) is an error at that
/// expression while the rest renders, but for texts, images and colours drawn as stand-ins
/// (R-SL-STAND-IN); guesses the reader makes are warnings.
public enum SwiftLayoutMessage: Hashable, Sendable, CustomStringConvertible {
    case syntaxError(String)
    case noLayout
    case undeclaredView(String)
    case unknownClass(String)
    case computedProperty(String)
    case functionCall(String)
    case notStatic(String)
    case conditionNotStatic(String)
    /// A builder `if` or `switch` on a value only the running app knows: its first branch or
    /// case is rendered as a stand-in (R-SL-STAND-IN).
    case branchAssumed(String, isSwitch: Bool)
    case unsupportedStatement(String)
    case unknownAttribute(String)
    case unknownAnchorsForm(String)
    case unknownArgument(String, function: String)
    case wrongAttributeKind(attribute: String, chain: String)
    case wrongAnchorKind(anchor: String, chain: String)
    case constantOnlyNotDimension(String)
    case locationWithoutSuperview(view: String, attribute: String)
    case unknownIdentifier(String)
    case notInHierarchy(String)
    case noCommonAncestor(String, String)
    /// A conflict or an ambiguity, in the Auto Layout stage's words.
    case layout(String)
    case configIgnored(String)
    case readableContentGuide
    case mixedDirections(String, String)
    case layoutParameters(String)
    case unknownPriority(String)
    case contentPriorityNotStatic(String)
    case contentPriorityOutOfRange(String)
    case tooDeep
    case tooManyViews
    case addedToItself(view: String, superview: String)
    case inheritsFromItself(String, path: [String])
    case builderCallsItself(String)
    /// A value only the running app knows, drawn as a stand-in (R-SL-STAND-IN).
    case standIn(String, StandIn)
    /// The same, drawn as the value the project's configuration gives for it (a note).
    case configuredStandIn(String, StandIn)
    /// `UIColor(hex: "#FF8800")`: an app initialiser whose literal argument names the colour.
    case hexInitialiserRead(String, String)
    case unknownProperty(String, className: String)

    public var description: String {
        switch self {
        case let .syntaxError(detail): "Swift syntax error: \(detail)"
        case .noLayout:
            "No SwiftLayout layout found: a Layoutable type's `layout`, a @LayoutBuilder property or function, or a top-level `view.sl.sublayout { … }`"
        case let .undeclaredView(name): "\(name) is not declared in the project: taken as a UIView"
        case let .unknownClass(name): "Unknown view class \(name): taken as a UIView"
        case let .computedProperty(name):
            "\(name) is a computed property: its value is only known when the app runs (not statically evaluable); this part is not rendered"
        case let .functionCall(text): "The call \(text) is only evaluated when the app runs (not statically evaluable); this part is not rendered"
        case let .notStatic(text): "\(text) is not statically evaluable; this part is not rendered"
        case let .conditionNotStatic(text):
            "The condition \(text) is not statically evaluable (only literals and stored properties with literal initial values are); its branches are not rendered"
        case let .branchAssumed(text, isSwitch):
            isSwitch
                ? "\(text) is only known when the app runs: its first case is rendered as a stand-in"
                : "\(text) is only known when the app runs: the first branch is rendered as a stand-in"
        case let .unsupportedStatement(text): "\(text) is not a layout statement SwiftLayout's builder accepts statically; it is skipped"
        case let .unknownAttribute(name): "Anchors has no attribute \(name)"
        case let .unknownAnchorsForm(text): "\(text) is not an Anchors form this reader knows; no constraint is made"
        case let .unknownArgument(label, function): "\(function) has no argument \(label); it is ignored"
        case let .wrongAttributeKind(attribute, chain): "attribute: .\(attribute) does not fit the \(chain) chain (the compiler refuses it)"
        case let .wrongAnchorKind(anchor, chain): "\(anchor) does not fit the \(chain) chain (the compiler refuses it)"
        case let .constantOnlyNotDimension(attribute):
            "equalTo(constant:) exists only for width and height, not .\(attribute) (the compiler refuses it)"
        case let .locationWithoutSuperview(view, attribute):
            "\(view).\(attribute) is tied to the superview, but \(view) has none in this layout: UIKit raises NSInvalidArgumentException (a location equal to a constant); the constraint is dropped"
        case let .unknownIdentifier(name):
            "No view of this layout is identified as \"\(name)\": SwiftLayout silently uses the superview instead"
        case let .notInHierarchy(name): "\(name) is not added to the layout's root view; it is not rendered"
        case let .noCommonAncestor(first, second):
            "\(first) and \(second) have no common ancestor in this layout: activating the constraint raises an exception in UIKit; it is not installed"
        case let .layout(message): message
        case let .configIgnored(text): "\(text) does not change a size and is not read statically; it is ignored"
        case .readableContentGuide: "readableContentGuide is taken as layoutMarginsGuide (its width limit depends on the text size setting)"
        case let .mixedDirections(first, second):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(first), \(second)); it is installed left-to-right"
        case let .layoutParameters(name): "\(name) takes parameters, whose values are only known when it is called; it is rendered without them where it is an entry point"
        case let .unknownPriority(text): "\(text) is not a priority this reader can evaluate; required (1000) is used"
        case let .contentPriorityNotStatic(text): "\(text) is not a priority this reader can evaluate statically; the class's default is kept"
        case let .contentPriorityOutOfRange(text): "\(text) is not a priority UIKit accepts (above 0, at most 1000); the class's default is kept"
        case let .addedToItself(view, superview):
            view == superview
                ? "\(view) is added as a subview of itself: UIKit raises an exception (Can't add self as subview); it stays where it was"
                : "\(view) is added as a subview of \(superview), which is inside it: UIKit cannot make that hierarchy; it stays where it was"
        case let .inheritsFromItself(name, path):
            "\(name) inherits from itself (\(path.joined(separator: " → "))): the compiler refuses it; its superclasses are not read"
        case let .builderCallsItself(name):
            "The layout builder \(name) uses itself here: it is not followed into itself (it would never end), so this part is not rendered"
        case let .standIn(text, .text(placeholder)):
            "\(text) is only known when the app runs: drawn as placeholder \"\(placeholder)\""
        case let .standIn(text, .image(placeholder)):
            "\(text) is only known when the app runs: drawn as a placeholder image named \"\(placeholder)\" (sized by its constraints)"
        case let .configuredStandIn(text, .text(value)):
            "\(text) is only known when the app runs: drawn as \"\(value)\", its placeholder in layout-serve.json"
        case let .configuredStandIn(text, .image(value)):
            "\(text) is only known when the app runs: drawn as the image named \"\(value)\", its placeholder in layout-serve.json"
        case let .configuredStandIn(text, _):
            "\(text) is only known when the app runs: drawn with its placeholder in layout-serve.json"
        case let .hexInitialiserRead(text, color):
            "\(text) is the app's own initialiser: its hexadecimal argument is read as the colour \(color)"
        case let .standIn(text, .color):
            "\(text) is only known when the app runs: drawn in lightGray as a placeholder"
        case let .standIn(text, .font(size)):
            "\(text) is only known when the app runs: measured in the system font of size \(Value.format(size)) as a placeholder"
        case let .unknownProperty(name, className): "\(className) has no property \(name) (the compiler refuses it); it is not read"
        case .tooManyViews: "The custom classes' own layouts add more than 4,096 views (a class holding instances of itself?); the rest is not read"
        case .tooDeep: "The layout nests deeper than this reader follows (120 levels); the rest of this part is not rendered"
        }
    }
}
