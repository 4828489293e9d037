/// A project class (a `UIView` or `UIViewController` subclass defined by the app) that templates
/// may use, with the extra properties it exposes to expressions.
public struct CustomClass: Hashable, Sendable {
    /// The class name templates use (`BoxesViewController`).
    public let name: String
    /// A catalog class or another custom class. When it is unknown the class is treated as
    /// LayoutTool does: a `UIViewController` subclass if `name` ends in `Controller`, else a `UIView` one.
    public let superclassName: String
    /// Extra expression keys → type names as Layout writes them (`Bool`, `CGFloat`, `UIColor`…).
    public let properties: [String: String]
    /// Extra constructor parameters → type names.
    public let parameters: [String: String]

    /// A custom class with its superclass and added properties.
    public init(name: String, superclass: String, properties: [String: String] = [:], parameters: [String: String] = [:]) {
        self.name = name
        self.superclassName = superclass
        self.properties = properties
        self.parameters = parameters
    }
}
