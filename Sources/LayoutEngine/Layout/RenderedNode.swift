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
    /// The text the view draws (labels, buttons, text fields), broken into lines; nil for other views.
    public var text: DrawnText? = nil
    /// The view's name in the render's `constraints` (formats placed by Auto Layout); nil for
    /// Layout templates, which have none.
    public var constraintItem: String? = nil
    /// Set on a row or item of a table or collection view: which cell template it was made from.
    public var cell: RenderedCell? = nil
    /// Content hugging and compression resistance where they differ from the class's default
    /// (formats placed by Auto Layout); nil when both are the default on both axes.
    public var contentPriorities: ContentPriorities? = nil

    public static func == (lhs: RenderedNode, rhs: RenderedNode) -> Bool {
        lhs.className == rhs.className && lhs.id == rhs.id && lhs.outlet == rhs.outlet && lhs.frame == rhs.frame
            && lhs.props.map(\.name) == rhs.props.map(\.name) && lhs.props.map(\.value) == rhs.props.map(\.value)
            && lhs.file == rhs.file && lhs.position == rhs.position && lhs.children == rhs.children && lhs.text == rhs.text
            && lhs.constraintItem == rhs.constraintItem && lhs.cell == rhs.cell && lhs.contentPriorities == rhs.contentPriorities
    }

    /// The protocol's NODE object (docs/PROTOCOL.md).
    public var json: JSON {
        var members: [(String, JSON)] = [("class", .string(className))]
        if let id { members.append(("id", .string(id))) }
        if let outlet { members.append(("outlet", .string(outlet))) }
        if let constraintItem { members.append(("item", .string(constraintItem))) }
        if let cell { members.append(("cell", cell.json)) }
        members.append(("frame", [
            "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
        ]))
        members.append(("props", propsJSON))
        if let typesJSON { members.append(("types", typesJSON)) }
        if let text { members.append(("text", text.json)) }
        if let contentPriorities { members.append(("content_priorities", contentPriorities.json)) }
        members.append(("source", ["file": .string(file), "line": .number(Double(position.line)), "column": .number(Double(position.column))]))
        members.append(("children", .array(children.map(\.json))))
        return .object(members)
    }

    /// The NODE object's `props` member.
    public var propsJSON: JSON { .object(props.map { ($0.name, $0.value.json) }) }

    /// The NODE object's `types` member, nil when no prop needs one.
    public var typesJSON: JSON? {
        let types = props.compactMap { prop in prop.value.typeNameUnsaidByJSON.map { (prop.name, JSON.string($0)) } }
        return types.isEmpty ? nil : .object(types)
    }

    /// Roughly how many bytes `write(to:)` produces, to reserve a buffer once: a frame
    /// and source position take about 200 bytes, each property about 40, and its `types`
    /// entry about 30 more (a font's family and face another 40). An estimate short of the
    /// event doubles the buffer and copies it.
    public var estimatedEncodedSize: Int {
        withUnsafePointer(to: self) { Self.estimatedEncodedSize(of: $0) }
    }

    /// `estimatedEncodedSize` of the node at `node`, its children read where they are: a child
    /// read from the array (or through its buffer's subscript) is a copy, every string and
    /// array in it retained and released.
    private static func estimatedEncodedSize(of node: UnsafePointer<RenderedNode>) -> Int {
        var size = 200 + 40 * node.pointee.props.count + node.pointee.file.utf8.count
        for index in node.pointee.props.indices {
            switch node.pointee.props[index].value {
            case .null, .bool, .number, .string, .array, .dictionary: break
            case .font: size += 70
            default: size += 30
            }
        }
        if let text = node.pointee.text {
            size += 80
            size += text.linesUTF8Count + 3 * text.lineCount
        }
        if node.pointee.contentPriorities != nil { size += 100 }
        node.pointee.children.withUnsafeBufferPointer { children in
            for index in children.indices { size += estimatedEncodedSize(of: children.baseAddress! + index) }
        }
        return size
    }

    /// Writes the NODE object straight to bytes — the same text as
    /// `json.encoded`, without building the intermediate `JSON` tree.
    public func write(to output: inout [UInt8]) {
        var bytes = ByteOutput(capacity: 4096)
        write(to: &bytes)
        bytes.withBytes { output.append(contentsOf: $0) }
    }

    /// Writes the NODE object to `output`, as `write(to:)` of an array writes it.
    /// Props and children are visited by index: a `for … in` loop would copy
    /// (retain and release) every element it visits.
    public func write(to output: inout ByteOutput) {
        var fonts = FontMemo()
        withUnsafePointer(to: self) { Self.write($0, to: &output, fonts: &fonts) }
    }

    /// Writes the node at `node`, its children read where they are (as `estimatedEncodedSize`).
    private static func write(_ node: UnsafePointer<RenderedNode>, to output: inout ByteOutput, fonts: inout FontMemo) {
        var frameBytes = 0..<0
        writeHead(node, to: &output, frameBytes: &frameBytes, fonts: &fonts)
        node.pointee.children.withUnsafeBufferPointer { children in
            for index in children.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(children.baseAddress! + index, to: &output, fonts: &fonts)
            }
        }
        output.append("]}")
    }

    /// The last font prop written, and where its object's bytes are: the next prop of the
    /// same font copies them (a template's labels mostly share one font, and its family and
    /// face names are looked up by name).
    struct FontMemo {
        var font: FontDescriptor?
        var bytes = 0..<0
    }

    /// The NODE object up to its children: everything but them and the closing `]}`, ending
    /// in `"children":[`. Notes where in `output` the frame's four numbers are written (from
    /// the first digit of `x` to the last of `height`): a head whose frame alone changed is
    /// the old bytes with `writeNumbers(of:to:)` spliced in (`EncodedTree`).
    ///
    /// Static over a pointer, every field read where it is: a method called on a node reached
    /// through a pointer (a child, `EncodedTree`'s nodes) copied the whole node first.
    static func writeHead(_ node: UnsafePointer<RenderedNode>, to output: inout ByteOutput, frameBytes: inout Range<Int>,
                          fonts: inout FontMemo) {
        output.append(#"{"class":"#)
        JSON.write(string: node.pointee.className, to: &output)
        if let id = node.pointee.id {
            output.append(#","id":"#)
            JSON.write(string: id, to: &output)
        }
        if let outlet = node.pointee.outlet {
            output.append(#","outlet":"#)
            JSON.write(string: outlet, to: &output)
        }
        if let constraintItem = node.pointee.constraintItem {
            output.append(#","item":"#)
            JSON.write(string: constraintItem, to: &output)
        }
        if let cell = node.pointee.cell {
            output.append(#","cell":"#)
            cell.json.write(to: &output)
        }
        output.append(#","frame":{"x":"#)
        let frameStart = output.count
        Self.writeNumbers(of: node.pointee.frame, to: &output)
        frameBytes = frameStart..<output.count
        output.append(#"},"props":{"#)
        // The props whose JSON does not say their type, noted as they are written (the first
        // 64; any after those are asked again): each value is read once.
        var typed: UInt64 = 0
        for index in node.pointee.props.indices {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSON.write(string: node.pointee.props[index].name, to: &output)
            output.append(UInt8(ascii: ":"))
            if Self.write(node.pointee.props[index].value, to: &output, fonts: &fonts), index < 64 { typed |= 1 << UInt64(index) }
        }
        output.append(UInt8(ascii: "}"))
        if typed != 0 || node.pointee.props.count > 64 { writeTypes(node, to: &output, typed: typed) }
        if let text = node.pointee.text { Self.write(text, to: &output) }
        if let contentPriorities = node.pointee.contentPriorities {
            output.append(#","content_priorities":"#)
            contentPriorities.json.write(to: &output)
        }
        output.append(#","source":{"file":"#)
        JSON.write(string: node.pointee.file, to: &output)
        output.append(#","line":"#)
        JSON.write(number: Double(node.pointee.position.line), to: &output)
        output.append(#","column":"#)
        JSON.write(number: Double(node.pointee.position.column), to: &output)
        output.append(#"},"children":["#)
    }

    /// The frame's numbers as the head writes them: `X,"y":Y,"width":W,"height":H` (a caller
    /// holding its node through a pointer passes the frame alone: a method called on the node
    /// would copy it).
    static func writeNumbers(of frame: Rect, to output: inout ByteOutput) {
        JSON.write(number: frame.x, to: &output)
        output.append(#","y":"#)
        JSON.write(number: frame.y, to: &output)
        output.append(#","width":"#)
        JSON.write(number: frame.width, to: &output)
        output.append(#","height":"#)
        JSON.write(number: frame.height, to: &output)
    }

    /// Whether this node's head (`writeHead`) is written exactly as `other`'s: everything but
    /// the children is equal.
    func hasSameHead(as other: RenderedNode) -> Bool {
        frame == other.frame && hasSameHeadBesidesFrame(as: other)
    }

    /// Whether this node's head is written as `other`'s but for the frame's numbers.
    func hasSameHeadBesidesFrame(as other: RenderedNode) -> Bool {
        withUnsafePointer(to: self) { mine in withUnsafePointer(to: other) { Self.sameHeadBesidesFrame(mine, $0) } }
    }

    /// `hasSameHeadBesidesFrame(as:)` of two nodes reached through pointers, their fields read
    /// in place (a node passed by value, or called a method on, is copied: each field retained).
    static func sameHeadBesidesFrame(_ lhs: UnsafePointer<RenderedNode>, _ rhs: UnsafePointer<RenderedNode>) -> Bool {
        guard lhs.pointee.className == rhs.pointee.className, lhs.pointee.id == rhs.pointee.id, lhs.pointee.outlet == rhs.pointee.outlet,
              lhs.pointee.file == rhs.pointee.file, lhs.pointee.position == rhs.pointee.position,
              lhs.pointee.constraintItem == rhs.pointee.constraintItem, lhs.pointee.cell == rhs.pointee.cell,
              lhs.pointee.contentPriorities == rhs.pointee.contentPriorities
        else { return false }
        return sameText(lhs, rhs) && sameProps(lhs, rhs)
    }

    /// Whether two nodes draw the same text (or both none), read in place.
    public static func sameText(_ lhs: UnsafePointer<RenderedNode>, _ rhs: UnsafePointer<RenderedNode>) -> Bool {
        switch (hasText(lhs), hasText(rhs)) {
        case (false, false): return true
        case (true, true): return DrawnText.same(lhs.pointee.text.unsafelyUnwrapped, rhs.pointee.text.unsafelyUnwrapped)
        default: return false
        }
    }

    /// Whether two nodes have the same props, in the same order, read in place: an element read
    /// from the array is a copy of its name and value.
    public static func sameProps(_ lhs: UnsafePointer<RenderedNode>, _ rhs: UnsafePointer<RenderedNode>) -> Bool {
        guard lhs.pointee.props.count == rhs.pointee.props.count else { return false }
        return lhs.pointee.props.withUnsafeBufferPointer { mine in
            rhs.pointee.props.withUnsafeBufferPointer { theirs in
                guard let first = mine.baseAddress, let second = theirs.baseAddress else { return true }
                // One array (a Layout node none of whose values a save reached keeps its props).
                if first == second { return true }
                for index in mine.indices where first[index].name != second[index].name || first[index].value != second[index].value {
                    return false
                }
                return true
            }
        }
    }

    /// Whether the node draws text. (`text != nil` would be `==` of two `DrawnText?`, which
    /// copies both.)
    private static func hasText(_ node: UnsafePointer<RenderedNode>) -> Bool {
        if case .some = node.pointee.text { return true }
        return false
    }

    /// The `types` member, after `props`: only when some prop's JSON does not say its type
    /// (`typed`: which of the first 64 props, as `write(_:to:fonts:)` found).
    private static func writeTypes(_ node: UnsafePointer<RenderedNode>, to output: inout ByteOutput, typed: UInt64) {
        let props = node.pointee.props
        var first = true
        for index in props.indices {
            let type: String
            if index < 64 {
                guard typed & (1 << UInt64(index)) != 0 else { continue }
                type = props[index].value.typeName
            } else {
                guard let unsaid = props[index].value.typeNameUnsaidByJSON else { continue }
                type = unsaid
            }
            output.append(first ? #","types":{"# : ",")
            first = false
            JSON.write(string: props[index].name, to: &output)
            output.append(UInt8(ascii: ":"))
            JSON.write(string: type, to: &output)
        }
        if !first { output.append(UInt8(ascii: "}")) }
    }

    /// The `text` member, after `props`.
    private static func write(_ text: DrawnText, to output: inout ByteOutput) {
        output.append(#","text":{"face":"#)
        JSON.write(string: text.face.fileName, to: &output)
        output.append(#","size":"#)
        JSON.write(number: text.size, to: &output)
        output.append(#","line_height":"#)
        JSON.write(number: text.lineHeight, to: &output)
        output.append(#","lines":["#)
        var first = true
        text.forEachLine { line in
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            JSON.write(utf8: line, to: &output)
        }
        output.append("]}")
    }

    /// A prop value: the common kinds directly, the rest through `Value.json`. Returns
    /// whether the node's `types` names its type (`Value.typeNameUnsaidByJSON` is not nil).
    private static func write(_ value: Value, to output: inout ByteOutput, fonts: inout FontMemo) -> Bool {
        switch value {
        case let .number(number): JSON.write(number: number, to: &output)
        case let .string(text): JSON.write(string: text, to: &output)
        case let .bool(flag): output.append(flag ? "true" : "false")
        case let .color(color):
            JSON.write(string: color.hexString, to: &output)
            return true
        case let .font(font):
            if let last = fonts.font, last == font {
                output.copy(fonts.bytes)
                return true
            }
            let start = output.count
            output.append(#"{"name":"#)
            JSON.write(string: font.name ?? "System", to: &output)
            let naming = font.naming
            output.append(#","family":"#)
            JSON.write(string: naming.family, to: &output)
            output.append(#","face":"#)
            JSON.write(string: naming.face, to: &output)
            output.append(#","size":"#)
            JSON.write(number: font.size, to: &output)
            output.append(#","weight":"#)
            JSON.write(string: font.weight, to: &output)
            output.append(#","traits":["#)
            for index in font.traits.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.write(string: font.traits[index], to: &output)
            }
            output.append("]}")
            fonts = FontMemo(font: font, bytes: start..<output.count)
            return true
        default:
            value.json.write(to: &output)
            return value.typeNameUnsaidByJSON != nil
        }
        return false
    }

    /// An indented outline with frames, for `render --format tree`: for reading, so
    /// numbers show at most two decimals (`71.33`; the JSON has every digit).
    public func outline(indent: String = "") -> String {
        let name = id.map { "\(className)#\($0)" } ?? className
        let numbers = [frame.x, frame.y, frame.width, frame.height].map { Value.format(($0 * 100).rounded() / 100) }
        var text = "\(indent)\(name) (\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))\n"
        for child in children { text += child.outline(indent: indent + "  ") }
        return text
    }
}

/// Which cell template a row or item of a list was made from, and its place in the list.
public struct RenderedCell: Equatable, Sendable {
    /// The template's `reuseIdentifier`; nil when it has none.
    public var identifier: String?
    /// The row's (or item's) index in the list, from 0.
    public var index: Int

    public init(identifier: String?, index: Int) {
        self.identifier = identifier
        self.index = index
    }

    /// The NODE's `cell` member.
    public var json: JSON {
        .object([("identifier", identifier.map(JSON.string) ?? .null), ("index", .number(Double(index)))])
    }
}
