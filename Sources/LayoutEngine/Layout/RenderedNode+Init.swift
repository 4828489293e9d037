import Diagnostics
import Expressions

extension RenderedNode {
    /// A node built by another front end (an EverLayout view placed by Auto Layout), without an outlet.
    public init(className: String, id: String?, frame: Rect, props: [(name: String, value: Value)],
                file: String, position: SourcePosition, children: [RenderedNode]) {
        self.className = className
        self.id = id
        self.outlet = nil
        self.frame = frame
        self.props = props
        self.file = file
        self.position = position
        self.children = children
    }
}
