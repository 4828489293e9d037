import Foundation

/// Reads the compact record text of `UIKitClassesData` (format documented there and in
/// `scripts/generate-uikit-catalog.py`) on raw UTF-8 bytes.
///
/// The text is ~7,700 records, and a render names a handful of its 63 classes and helper types:
/// `index` reads the global and struct tables (a few dozen records, every node needs them) and
/// only notes where each class's or helper's records are; `table` parses one of those on first
/// use (`CatalogSource`).
enum CatalogTextParser {
    /// One `@class` or `@helper` section: its header and where its records are.
    struct Section: Sendable {
        let name: String
        let kind: ClassTable.Kind
        /// Nil for `UIView`, `UIViewController` and helper types.
        let superclassName: String?
        let rootName: String?
        /// Byte offsets of the records after the header line.
        let body: Range<Int>
    }

    /// What one scan of the text finds: the small tables in full, the class sections by name.
    struct Index: Sendable {
        /// Classes and helper types by name (a repeated name: the last section).
        var sections: [String: Section] = [:]
        /// View and view-controller classes in data order.
        var classNames: [String] = []
        var helperNames: [String] = []
        var globals: [String: OrderedTable] = [:]
        var structSubkeys: [String: [String: String]] = [:]
    }

    /// Scans `text`: section headers are read, class and helper records are skipped.
    /// Malformed records are a generator bug and stop the program.
    static func index(_ text: String) -> Index {
        var index = Index()
        var open: (header: [String], start: Int)?
        var tableSection: (isStruct: Bool, name: String)?
        withBytes(of: text) { bytes in
            var fields: [String] = []
            fields.reserveCapacity(4)
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = endOfLine(bytes, from: lineStart)
                if lineEnd > lineStart, bytes[lineStart] == UInt8(ascii: "@") {
                    if let section = open { index.close(section.header, body: section.start..<lineStart) }
                    open = nil
                    tableSection = nil
                    split(bytes, lineStart, lineEnd, into: &fields)
                    switch fields[0] {
                    case "@class", "@helper": open = (fields, lineEnd + 1)
                    case "@global": tableSection = (false, fields[1])
                    case "@struct": tableSection = (true, fields[1])
                    default: preconditionFailure("unknown catalog section \(fields[0])")
                    }
                } else if lineEnd > lineStart, open == nil {
                    // Records of a global or struct table (class records are left for `table`).
                    split(bytes, lineStart, lineEnd, into: &fields)
                    guard let section = tableSection, fields.count > 2 else {
                        preconditionFailure("catalog record \(fields.joined(separator: "|")) outside a section")
                    }
                    if section.isStruct {
                        index.structSubkeys[section.name, default: [:]][fields[1]] = fields[2]
                    } else {
                        index.globals[section.name, default: OrderedTable()].append(fields[1], fields[2])
                    }
                }
                lineStart = lineEnd + 1
            }
            if let section = open { index.close(section.header, body: section.start..<max(section.start, bytes.count)) }
        }
        return index
    }

    /// The table of `section`, parsed from its records in `text`.
    static func table(_ section: Section, in text: String) -> ClassTable {
        var builder = ClassTable.Builder(
            name: section.name, kind: section.kind, superclassName: section.superclassName, rootName: section.rootName)
        // Most records are properties of ~30 bytes: room for them all, so that filling never rehashes.
        builder.types.reserveCapacity(section.body.count / 24)
        withBytes(of: text) { bytes in
            var fields: [String] = []
            fields.reserveCapacity(4)
            var lineStart = section.body.lowerBound
            while lineStart < section.body.upperBound {
                let lineEnd = endOfLine(bytes, from: lineStart)
                if lineEnd > lineStart {
                    split(bytes, lineStart, lineEnd, into: &fields)
                    apply(fields, to: &builder)
                }
                lineStart = lineEnd + 1
            }
        }
        return ClassTable(builder)
    }

    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // The catalog text is a literal: contiguous UTF-8, so this does not copy.
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The index of the `\n` ending the line that starts at `start`, or `bytes.count`.
    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // `memchr` compares many bytes per instruction: the scan of the whole text is most of `index`.
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// The `|`-separated fields of `bytes[start..<end]`.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into fields: inout [String]) {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = start
        for position in start...end where position == end || bytes[position] == UInt8(ascii: "|") {
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<position]), as: UTF8.self))
            fieldStart = position + 1
        }
    }

    private static func apply(_ fields: [String], to table: inout ClassTable.Builder) {
        let code = fields[0]
        let key = fields.count > 1 ? fields[1] : ""
        let value = fields.count > 2 ? fields[2] : nil
        let extra = fields.count > 3 ? fields[3] : nil
        switch code {
        case "p": table.addProperty(key, value!)
        case "l": table.addLayoutProperty(key, value!)
        case "lc": table.conditionalProperties[key] = (value!, extra!)
        case "ps": table.pseudoProperties.insert(key)
        case "x": table.keyPathPrefixes[key] = value!
        case "t": table.addTypeCorrection(key, .init(codeType: value!, symbolsSwiftType: extra!))
        case "u":
            table.unavailable[key] = .some(value)
            table.restricted.add(key, .unavailable(reason: value))
        case "r":
            table.readOnly[key] = .some(value)
            table.restricted.add(key, .readOnly(typeName: value))
        case "v":
            table.privateKeys.append(key)
            table.restricted.add(key, .privateKey)
        case "n": table.renamed[key] = value!
        case "a": table.parameters.append((key, value!))
        case "d": table.defaultExpressions.append((key, value!))
        case "b": table.bodyProperty = key
        case "z": table.deprecatedSymbols[key] = value!
        case "i": table.intrinsicSizeNote = key
        default: preconditionFailure("unknown catalog record \(code)|\(key)")
        }
    }
}

extension CatalogTextParser.Index {
    /// Records the class or helper section whose header fields are `header`.
    fileprivate mutating func close(_ header: [String], body: Range<Int>) {
        let name = header.count > 1 ? header[1] : ""
        if header[0] == "@class" {
            let superclass = header.count > 2 && !header[2].isEmpty ? header[2] : nil
            sections[name] = CatalogTextParser.Section(
                name: name, kind: .uikitClass, superclassName: superclass, rootName: header[3], body: body)
            classNames.append(name)
        } else {
            sections[name] = CatalogTextParser.Section(name: name, kind: .helper, superclassName: nil, rootName: nil, body: body)
            helperNames.append(name)
        }
    }
}
