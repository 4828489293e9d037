import AutoLayout
import Diagnostics
import Expressions
import LayoutEngine
import Synchronization

/// The last render of each document, so that a document saved with one number of a size
/// attribute changed (`<UIView height="1234"/>` → `"1240"`) is rendered again from it: the
/// document is not parsed, read or built again; the view takes the new value (its property
/// and the constraint its size installed, `LayoutSystem.setConstant`) and the stage solves
/// from there (from the last solve, with `SolvedSystems`). The render is the one a render from
/// nothing gives (`SavedRenderPropertyTests`); any other change — another attribute, text, a
/// number made longer or shorter before another view on its line — renders from nothing, as does a document that read another file
/// (an include, a properties file, an image) or is not ASCII text with `\n` line breaks. A
/// render depends on its options, and on the catalog, which this does not compare: a format
/// keeps one table per project and clears it when the catalog changes (`removeAll`).
public final class MarkupKitRenders: Sendable {
    /// The attributes a save renders again from the last render: those `installSize` makes
    /// one constraint of, named as the constraint's identifier.
    static func sizeAttribute(_ name: String) -> (LayoutAttribute, WritableKeyPath<LayoutProperties, Double>)? {
        switch name {
        case "width": (.width, \.width)
        case "height": (.height, \.height)
        case "minimumWidth": (.width, \.minimumWidth)
        case "maximumWidth": (.width, \.maximumWidth)
        case "minimumHeight": (.height, \.minimumHeight)
        case "maximumHeight": (.height, \.maximumHeight)
        default: nil
        }
    }

    /// What a render of `bytes` left to render the next save from. Its nodes are its own:
    /// nothing else holds them once the render is over.
    struct Last: @unchecked Sendable {
        var bytes: [UInt8]
        var options: OptionsKey
        var root: ViewNode
        var prepared: MarkupKitRenderer.Prepared
        /// The reader's and builder's problems (not the stage's).
        var log: ProblemLog
        var stringKeys: Set<String>
        var dependencies: Set<String>
        var sections: [String: [(name: String?, selectionMode: String, headerView: String?, rows: [String])]]
        /// The constraints whose constants the last patch changed: the stage's `changed`, to
        /// resume the last solve with just those (`SolvedSystems.resume(_:key:changed:)`).
        var changed: [LayoutConstraintID] = []
    }

    /// The options a render depends on, but for the catalog and the closures that read files
    /// (a render that called them is not kept).
    struct OptionsKey: Equatable {
        var size: [Double]
        var version: MarkupKitVersion
        var strings: [String: String]
        var state: [String: Value]
        var colors: [String: Color]
        var imageSizes: [String: Size]
        var images: Set<String>?
        var rootClass: String?
        var rootClassKey: String
        var classes: [String: String]
        var systemName: String
        var host: Host.Kind
        var safeArea: EdgeInsets
        var sizeClass: String?
        var contentSizeCategory: ContentSizeCategory
        var layoutDirection: LayoutDirection

        init(_ options: MarkupKitOptions) {
            size = [options.rootWidth, options.rootHeight, options.scale]
            version = options.version
            strings = options.strings
            state = options.state
            colors = options.colors
            imageSizes = options.imageSizes
            images = options.images
            rootClass = options.rootClass
            rootClassKey = options.rootClassKey
            classes = options.classes
            systemName = options.systemName
            host = options.host
            safeArea = options.safeArea
            sizeClass = options.sizeClass
            contentSizeCategory = options.contentSizeCategory
            layoutDirection = options.layoutDirection
        }
    }

    /// Whether a render read anything through its options' closures.
    final class Reads: Sendable {
        private let count = Mutex(0)
        func note() { count.withLock { $0 += 1 } }
        var any: Bool { count.withLock { $0 > 0 } }
    }

    private let kept: KeptRenders<Last>
    /// A system that stands in for one being edited.
    static let placeholder = LayoutSystem(rootSize: Size(width: 0, height: 0))
    public var capacity: Int { kept.capacity }

    public init(capacity: Int = 16) { kept = KeptRenders(capacity: capacity) }

    /// How many renders started from a last render (for tests).
    public var reused: Int { kept.reused }

    /// Forgets every render (the catalog changed).
    public func removeAll() { kept.removeAll() }

    /// Forgets the renders of every document but those whose own file is all that changed:
    /// another file may be one a render read (a strings file, an image), and keeping the
    /// document's last render is only right when nothing else changed.
    public func forget(dependingOn files: Set<String>) {
        kept.forget { !files.isSubset(of: [$0]) }
    }

    /// The last render of `file`, which is given up (a render keeps its own again).
    func take(_ file: String) -> Last? { kept.take(file) }

    /// Keeps `last` for the next render of `file`.
    func keep(_ last: Last, file: String, reused: Bool) { kept.keep(last, file: file, reused: reused) }

    /// ASCII text with `\n` line breaks: its byte offsets, columns and lines are what the
    /// reader's positions count.
    static func isPlain(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }
}

extension MarkupKitRenders.Last {
    /// Applies the one edit that turns the last render's text into `bytes`, in place (the
    /// render is taken from the table: nothing else holds its arrays), when that edit only
    /// changes, adds or removes digits of a size attribute's number: the view's property and
    /// its size constraint take the new value. False for any other text.
    mutating func patch(to bytes: [UInt8], options: MarkupKitOptions) -> Bool {
        changed = []
        guard MarkupKitRenders.OptionsKey(options) == self.options, let edit = DigitEdit(from: self.bytes, to: bytes) else { return false }
        guard !edit.isEmpty else { return true }
        guard let attribute = XMLAttributeScan.attribute(around: edit.new, in: bytes),
              let (sizeAttribute, layoutValue) = MarkupKitRenders.sizeAttribute(attribute.name) else { return false }
        // The value in the old text ends where the edit moved its end from.
        let oldValue = attribute.value.lowerBound..<attribute.value.upperBound + edit.old.count - edit.new.count
        let oldText = String(decoding: self.bytes[oldValue], as: UTF8.self)
        let newText = String(decoding: bytes[attribute.value], as: UTF8.self)
        let (was, wasExact) = AttributeValues.number(oldText)
        let (now, isExact) = AttributeValues.number(newText)
        guard wasExact, isExact, was.isFinite, now.isFinite else { return false }
        let source = SourceText(utf8: bytes)
        let position = source.position(atOffset: attribute.tag)
        let edited = source.position(atOffset: edit.new.lowerBound)
        let file = root.file
        guard let index = prepared.nodes.firstIndex(where: { $0.file == file && $0.position == position }) else { return false }
        let node = prepared.nodes[index]
        func isOnEditedLine(_ range: SourceRange?) -> Bool {
            range.map { $0.start.line <= edited.line && edited.line <= $0.end.line } ?? true
        }
        // The attribute set the view's size (not a key of another meaning for this class);
        // nothing said anything about the line it is on (an excerpt would show the old text);
        // with digits added or removed, no view starts after them on that line (its position
        // would move, and its name with it when it has no id).
        guard node.markupKitKeys(options.version).contains(attribute.name), node.property(attribute.name) == .number(was),
              !log.diagnostics.contains(where: { diagnostic in
                  diagnostic.file == file && isOnEditedLine(diagnostic.range)
                      || diagnostic.notes.contains { ($0.file == nil || $0.file == file) && isOnEditedLine($0.range) }
              }),
              edit.old.count == edit.new.count
                  || !prepared.nodes.contains(where: { $0.file == file && $0.position.line == edited.line && $0.position.column > edited.column })
        else { return false }
        let installed = prepared.builder.installed.indices.filter {
            prepared.builder.installed[$0].owner === node
                && prepared.builder.system.constraint(prepared.builder.installed[$0].id).identifier == attribute.name
        }
        guard installed.count == (prepared.builder.item(node) == nil ? 0 : 1), node.layout[keyPath: layoutValue] == was,
              installed.allSatisfy({ prepared.builder.system.constraint(prepared.builder.installed[$0].id).attribute == sizeAttribute })
        else { return false }
        self.bytes = bytes
        node.layout[keyPath: layoutValue] = now
        node.set(attribute.name, .number(now))
        // The builder and the scene share one system: let go of both, so that it is edited in place.
        var system = prepared.scene.system
        prepared.scene.system = MarkupKitRenders.placeholder
        prepared.builder.system = MarkupKitRenders.placeholder
        for entry in installed {
            system.setConstant(of: prepared.builder.installed[entry].id, to: now)
            changed.append(prepared.builder.installed[entry].id)
            prepared.scene.constraints[entry].record.constant = now
        }
        prepared.scene.system = system
        prepared.builder.system = system
        if let property = prepared.scene.views[index].node.props.firstIndex(where: { $0.name == attribute.name }) {
            prepared.scene.views[index].node.props[property].value = .number(now)
        }
        return true
    }
}

/// Finds the attribute a byte range of an XML document is inside, from the text alone: its
/// value between quotes, `name=` before it, and its element's start tag, read forward from
/// the tag's `<` to the value (attribute values hold no `<` and not their own quote).
enum XMLAttributeScan {
    struct Found {
        var name: String
        /// The value's bytes, between the quotes.
        var value: Range<Int>
        /// The offset of the start tag's `<`.
        var tag: Int
    }

    static func attribute(around range: Range<Int>, in bytes: [UInt8]) -> Found? {
        func isValueByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        var open = range.lowerBound - 1
        while open >= 0, isValueByte(bytes[open]) { open -= 1 }
        var close = range.upperBound
        while close < bytes.count, isValueByte(bytes[close]) { close += 1 }
        guard open >= 0, close < bytes.count, bytes[open] == UInt8(ascii: "\"") || bytes[open] == UInt8(ascii: "'"),
              bytes[close] == bytes[open] else { return nil }
        var tag = open - 1
        while tag >= 0, bytes[tag] != UInt8(ascii: "<") { tag -= 1 }
        guard tag >= 0 else { return nil }
        // Read the start tag forward: its name, then each attribute up to the one found.
        var index = tag + 1
        func skipName() -> Range<Int>? {
            let first = index
            while index < open, isNameByte(bytes[index]) { index += 1 }
            return index > first ? first..<index : nil
        }
        func skipSpace() { while index < open, isSpace(bytes[index]) { index += 1 } }
        guard index < open, isNameStart(bytes[index]), skipName() != nil else { return nil }
        while index < open {
            guard isSpace(bytes[index]) else { return nil }
            skipSpace()
            guard let name = skipName() else { return nil }
            skipSpace()
            guard index < open, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpace()
            guard index <= open, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            if index == open {
                return Found(name: String(decoding: bytes[name], as: UTF8.self), value: open + 1..<close, tag: tag)
            }
            index += 1
            while index < open, bytes[index] != quote { index += 1 }
            guard index < open else { return nil }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"): true
        default: false
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
