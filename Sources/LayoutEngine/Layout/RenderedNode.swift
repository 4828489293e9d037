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

    /// Roughly how many bytes `write(to:)` produces, to reserve a buffer once: a frame
    /// and source position take about 200 bytes, and each property about 40.
    public var estimatedEncodedSize: Int {
        children.reduce(200 + 40 * props.count + file.utf8.count) { $0 + $1.estimatedEncodedSize }
    }

    /// Writes the NODE object straight to bytes — the same text as
    /// `json.encoded`, without building the intermediate `JSON` tree.
    public func write(to output: inout [UInt8]) {
        output.append(contentsOf: Fragment.classKey)
        JSON.write(string: className, to: &output)
        if let id {
            output.append(contentsOf: Fragment.idKey)
            JSON.write(string: id, to: &output)
        }
        if let outlet {
            output.append(contentsOf: Fragment.outletKey)
            JSON.write(string: outlet, to: &output)
        }
        output.append(contentsOf: Fragment.frameX)
        JSON.write(number: frame.x, to: &output)
        output.append(contentsOf: Fragment.frameY)
        JSON.write(number: frame.y, to: &output)
        output.append(contentsOf: Fragment.frameWidth)
        JSON.write(number: frame.width, to: &output)
        output.append(contentsOf: Fragment.frameHeight)
        JSON.write(number: frame.height, to: &output)
        output.append(contentsOf: Fragment.props)
        for (index, prop) in props.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSON.write(string: prop.name, to: &output)
            output.append(UInt8(ascii: ":"))
            Self.write(prop.value, to: &output)
        }
        output.append(contentsOf: Fragment.sourceFile)
        JSON.write(string: file, to: &output)
        output.append(contentsOf: Fragment.line)
        JSON.write(number: Double(position.line), to: &output)
        output.append(contentsOf: Fragment.column)
        JSON.write(number: Double(position.column), to: &output)
        output.append(contentsOf: Fragment.children)
        for (index, child) in children.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            child.write(to: &output)
        }
        output.append(contentsOf: Fragment.end)
    }

    /// A prop value: the common kinds directly, the rest through `Value.json`.
    private static func write(_ value: Value, to output: inout [UInt8]) {
        switch value {
        case let .number(number): JSON.write(number: number, to: &output)
        case let .string(text): JSON.write(string: text, to: &output)
        case let .bool(flag): output.append(contentsOf: flag ? Fragment.trueValue : Fragment.falseValue)
        case let .color(color): JSON.write(string: color.hexString, to: &output)
        case let .font(font):
            output.append(contentsOf: Fragment.fontName)
            JSON.write(string: font.name ?? "System", to: &output)
            output.append(contentsOf: Fragment.fontSize)
            JSON.write(number: font.size, to: &output)
            output.append(contentsOf: Fragment.fontWeight)
            JSON.write(string: font.weight, to: &output)
            output.append(contentsOf: Fragment.fontTraits)
            for (index, trait) in font.traits.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.write(string: trait, to: &output)
            }
            output.append(contentsOf: Fragment.fontEnd)
        default: value.json.write(to: &output)
        }
    }

    /// The fixed parts of a NODE object as bytes (appending a string's UTF-8
    /// view goes byte by byte; an array is one copy).
    private enum Fragment {
        static let classKey = Array(#"{"class":"#.utf8)
        static let idKey = Array(#","id":"#.utf8)
        static let outletKey = Array(#","outlet":"#.utf8)
        static let frameX = Array(#","frame":{"x":"#.utf8)
        static let frameY = Array(#","y":"#.utf8)
        static let frameWidth = Array(#","width":"#.utf8)
        static let frameHeight = Array(#","height":"#.utf8)
        static let props = Array(#"},"props":{"#.utf8)
        static let sourceFile = Array(#"},"source":{"file":"#.utf8)
        static let line = Array(#","line":"#.utf8)
        static let column = Array(#","column":"#.utf8)
        static let children = Array(#"},"children":["#.utf8)
        static let end = Array("]}".utf8)
        static let trueValue = Array("true".utf8)
        static let falseValue = Array("false".utf8)
        static let fontName = Array(#"{"name":"#.utf8)
        static let fontSize = Array(#","size":"#.utf8)
        static let fontWeight = Array(#","weight":"#.utf8)
        static let fontTraits = Array(#","traits":["#.utf8)
        static let fontEnd = Array("]}".utf8)
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
