/// Reads the compact record text of `UIKitClassesData` (format documented there and in
/// `scripts/generate-uikit-catalog.py`) into `CatalogTables`.
///
/// Works on raw UTF-8 bytes: the text is ~7,700 records and is parsed on first use.
enum CatalogTextParser {
    /// Parses `text`; malformed records are a generator bug and stop the program.
    static func parse(_ text: String) -> CatalogTables {
        var state = ParseState()
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            var fields: [String] = []
            fields.reserveCapacity(4)
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                fields.removeAll(keepingCapacity: true)
                var fieldStart = lineStart
                for position in lineStart...index where position == index || bytes[position] == UInt8(ascii: "|") {
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<position]), as: UTF8.self))
                    fieldStart = position + 1
                }
                if index > lineStart { state.apply(fields) }
                lineStart = index + 1
            }
        }
        return state.finish()
    }
}

/// The tables being filled while records stream in.
private struct ParseState {
    var tables: [String: ClassTable] = [:]
    var classNames: [String] = []
    var helperNames: [String] = []
    var globals: [String: OrderedTable] = [:]
    var structSubkeys: [String: [String: String]] = [:]

    /// Where `p` records currently go.
    enum Section {
        case none, global(String), structType(String), table
    }
    var section = Section.none
    /// The class or helper being read when `section` is `.table`; mutated in place.
    var builder: ClassTable.Builder?

    mutating func apply(_ fields: [String]) {
        let key = fields.count > 1 ? fields[1] : ""
        let value = fields.count > 2 ? fields[2] : nil
        switch fields[0] {
        case "@class":
            closeSection()
            let superclass = value.flatMap { $0.isEmpty ? nil : $0 }
            builder = ClassTable.Builder(name: key, kind: .uikitClass, superclassName: superclass, rootName: fields[3])
            section = .table
            classNames.append(key)
        case "@helper":
            closeSection()
            builder = ClassTable.Builder(name: key, kind: .helper)
            section = .table
            helperNames.append(key)
        case "@global":
            closeSection()
            section = .global(key)
        case "@struct":
            closeSection()
            section = .structType(key)
        default:
            applyEntry(fields[0], key, value, fields.count > 3 ? fields[3] : nil)
        }
    }

    private mutating func applyEntry(_ code: String, _ key: String, _ value: String?, _ extra: String?) {
        switch section {
        case .global(let name):
            globals[name, default: OrderedTable()].append(key, value!)
        case .structType(let name):
            structSubkeys[name, default: [:]][key] = value!
        case .table:
            Self.apply(code, key, value, extra, to: &builder!)
        case .none:
            preconditionFailure("catalog record \(code)|\(key) outside a section")
        }
    }

    private static func apply(_ code: String, _ key: String, _ value: String?, _ extra: String?, to table: inout ClassTable.Builder) {
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

    private mutating func closeSection() {
        if let builder {
            tables[builder.name] = ClassTable(builder)
        }
        builder = nil
        section = .none
    }

    mutating func finish() -> CatalogTables {
        closeSection()
        return CatalogTables(
            tables: tables, classNames: classNames, helperNames: helperNames,
            layoutSymbols: globals["layout_symbols"] ?? OrderedTable(),
            nodeAttributes: globals["node_attributes"] ?? OrderedTable(),
            nodeReadOnlySymbols: globals["node_read_only_symbols"] ?? OrderedTable(),
            commonProperties: globals["common_properties"] ?? OrderedTable(),
            structSubkeys: structSubkeys)
    }
}
