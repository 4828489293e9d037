import Diagnostics
import Expressions

/// One view of a rendered frame tree: what a client draws.
public struct RenderedNode: Equatable, Sendable {
    public var className: String
    public var id: String?
    public var outlet: String?
    /// Relative to the parent, as `UIView.frame`.
    public var frame: Rect
    /// The evaluated value of every expression set on the node, by property name.
    public var props: [(name: String, value: Value)]
    public var file: String
    public var position: SourcePosition
    public var children: [RenderedNode]

    public static func == (lhs: RenderedNode, rhs: RenderedNode) -> Bool {
        lhs.className == rhs.className && lhs.id == rhs.id && lhs.outlet == rhs.outlet && lhs.frame == rhs.frame
            && lhs.props.map(\.name) == rhs.props.map(\.name) && lhs.props.map(\.value) == rhs.props.map(\.value)
            && lhs.file == rhs.file && lhs.position == rhs.position && lhs.children == rhs.children
    }

    /// The protocol's NODE object (docs/PROTOCOL.md).
    public var json: JSON {
        var members: [(String, JSON)] = [("class", .string(className))]
        if let id { members.append(("id", .string(id))) }
        if let outlet { members.append(("outlet", .string(outlet))) }
        members.append(("frame", [
            "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
        ]))
        members.append(("props", .object(props.map { ($0.name, $0.value.json) })))
        members.append(("source", ["file": .string(file), "line": .number(Double(position.line)), "column": .number(Double(position.column))]))
        members.append(("children", .array(children.map(\.json))))
        return .object(members)
    }

    /// Writes the NODE object straight to bytes — the same text as
    /// `json.encoded`, without building the intermediate `JSON` tree.
    public func write(to output: inout [UInt8]) {
        output.append(contentsOf: #"{"class":"#.utf8)
        JSON.write(string: className, to: &output)
        if let id {
            output.append(contentsOf: #","id":"#.utf8)
            JSON.write(string: id, to: &output)
        }
        if let outlet {
            output.append(contentsOf: #","outlet":"#.utf8)
            JSON.write(string: outlet, to: &output)
        }
        output.append(contentsOf: #","frame":{"x":"#.utf8)
        JSON.write(number: frame.x, to: &output)
        output.append(contentsOf: #","y":"#.utf8)
        JSON.write(number: frame.y, to: &output)
        output.append(contentsOf: #","width":"#.utf8)
        JSON.write(number: frame.width, to: &output)
        output.append(contentsOf: #","height":"#.utf8)
        JSON.write(number: frame.height, to: &output)
        output.append(contentsOf: #"},"props":{"#.utf8)
        for (index, prop) in props.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSON.write(string: prop.name, to: &output)
            output.append(UInt8(ascii: ":"))
            switch prop.value {
            case let .number(number): JSON.write(number: number, to: &output)
            case let .string(text): JSON.write(string: text, to: &output)
            default: prop.value.json.write(to: &output)
            }
        }
        output.append(contentsOf: #"},"source":{"file":"#.utf8)
        JSON.write(string: file, to: &output)
        output.append(contentsOf: #","line":"#.utf8)
        JSON.write(number: Double(position.line), to: &output)
        output.append(contentsOf: #","column":"#.utf8)
        JSON.write(number: Double(position.column), to: &output)
        output.append(contentsOf: #"},"children":["#.utf8)
        for (index, child) in children.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            child.write(to: &output)
        }
        output.append(contentsOf: "]}".utf8)
    }

    /// An indented outline with frames, for `render --format tree`.
    public func outline(indent: String = "") -> String {
        let name = id.map { "\(className)#\($0)" } ?? className
        let numbers = [frame.x, frame.y, frame.width, frame.height].map(Value.format)
        var text = "\(indent)\(name) (\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))\n"
        for child in children { text += child.outline(indent: indent + "  ") }
        return text
    }
}
