import Diagnostics
import Expressions

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

extension UIKitCatalog {
    /// A warning for each of `classes` named like a UIKit class (`UIImageView`): the declaration
    /// extends that class rather than defining a new one. `text` is the configuration file's
    /// text, to place each warning at the class's key.
    public func shadowingWarnings(for classes: [CustomClass], file: String, text: String) -> [Diagnostic] {
        let source = SourceText(text)
        var reported: Set<String> = []
        return classes.compactMap { custom -> Diagnostic? in
            guard isBuiltInClass(custom.name), reported.insert(custom.name).inserted else { return nil }
            let builtIn = Self.unqualified(custom.name)
            var diagnostic = Diagnostic(
                severity: .warning,
                message: "classes: \(custom.name) shadows the built-in class \(builtIn); its properties are added to \(builtIn), "
                    + "which keeps its own properties and superclass",
                file: file, attribute: custom.name)
            if let offset = ByteSearch.offset(of: "\"\(custom.name)\"", in: text) {
                diagnostic.range = source.range(of: SourceSpan(offset, offset + custom.name.utf8.count + 2))
                diagnostic = diagnostic.withExcerpt(from: source)
            }
            return diagnostic
        }
    }
}
