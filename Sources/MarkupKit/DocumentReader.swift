import Diagnostics
import Expressions
import Templates

/// `LMViewBuilder` over a parsed document (R-DOC-LOAD, R-DOC-ELEMENT, R-PI): the view tree
/// MarkupKit would build, with every exception it would raise and every silent skip as a
/// diagnostic, going on after each so the whole document reports.
struct DocumentReader {
    let options: MarkupKitOptions
    var log = ProblemLog()
    /// `<?properties?>` templates: name → ordered key/values (key-wise merged).
    var templates: [String: [(key: String, value: JSON)]] = [:]
    var stringKeys: Set<String> = []
    var dependencies: Set<String> = []
    /// The `<?case X?>` in force, nil after `<?end?>`.
    var caseTarget: String?
    var includeChain: [String] = []
    /// Documents included so far in this render.
    var includeCount = 0
    /// Elements open now, across includes (each document's own nesting is limited by the XML reader).
    var depth = 0

    init(options: MarkupKitOptions) {
        self.options = options
    }

    var version: MarkupKitVersion { options.version }
    var isSkipping: Bool { caseTarget.map { $0 != options.systemName } ?? false }

    /// Where one element sits, for instructions: its file's instructions by (element path, child index).
    struct Place {
        var file: String
        var instructions: [[Int]: [Int: [XMLInstruction]]]
    }

    /// Reads `file`; nil when MarkupKit would load nothing (the problems say why).
    mutating func read(_ bytes: [UInt8], file: String) -> ViewNode? {
        includeChain.append(file)
        defer { includeChain.removeLast() }
        dependencies.insert(file)
        let xml: XMLFile
        do {
            xml = try XMLReader.read(bytes)
        } catch {
            let source = SourceText(utf8: bytes)
            log.register(file, source)
            let start = error.range.start
            log.error(.parseError(line: start.line, column: start.column), file: file, at: error.range,
                      notes: [Diagnostic.Note(message: error.message)])
            return nil
        }
        log.register(file, xml.sourceText())
        var place = Place(file: file, instructions: [:])
        var before: [XMLInstruction] = []
        for instruction in xml.instructions {
            if instruction.isInsideRoot {
                place.instructions[instruction.parentPath, default: [:]][instruction.childIndex, default: []].append(instruction)
            } else if instruction.childIndex == 0 {
                before.append(instruction)
            }
        }
        for instruction in before { process(instruction, in: nil, file: file) }
        var pending: String?
        let root = element(xml.root, path: [], parent: nil, pendingSlot: &pending, place: place, isDocumentRoot: true)
        for instruction in xml.instructions where !instruction.isInsideRoot && instruction.childIndex == 1 {
            process(instruction, in: nil, file: file)
        }
        return root
    }

    /// One element and its subtree; returns the view made (nil for an untyped element or one
    /// a `<?case?>` skips).
    mutating func element(_ tag: XMLTag, path: [Int], parent: ViewNode?, pendingSlot: inout String?, place: Place,
                          isDocumentRoot: Bool) -> ViewNode? {
        if isSkipping {
            skip(tag, path: path, place: place)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= XMLLimits.maximumDepth else {
            log.error(.nestedTooDeep(limit: XMLLimits.maximumDepth), file: place.file, at: tag.nameRange)
            return nil
        }
        let node = makeView(tag, parent: parent, file: place.file, isDocumentRoot: isDocumentRoot)
        if let node { applyAttributes(tag, to: node, file: place.file) }
        // The children's own pending instructions (`<?rightView?>`) belong to this element.
        var slot: String?
        let instructions = place.instructions[path] ?? [:]
        let skippingAtStart = isSkipping
        for (index, child) in tag.children.enumerated() {
            for instruction in instructions[index] ?? [] { process(instruction, in: node, slot: &slot, file: place.file) }
            switch child {
            case .element(let childTag):
                let childNode = element(childTag, path: path + [index], parent: node, pendingSlot: &slot, place: place,
                                        isDocumentRoot: false)
                if let childNode, let node { append(childNode, to: node, slot: &slot, file: place.file) }
            case .text(let text):
                guard version != .v1 else { continue }
                if text.isCDATA {
                    log.error(.cdataContent(line: text.range.start.line), file: place.file, at: text.range)
                } else if !text.isWhitespace {
                    log.error(.characterContent(line: text.range.start.line), file: place.file, at: text.range)
                }
            case .comment:
                continue
            }
        }
        for instruction in instructions[tag.children.count] ?? [] { process(instruction, in: node, slot: &slot, file: place.file) }
        if isSkipping, !skippingAtStart {
            log.error(.caseCrossesElement(tag.name), file: place.file, at: tag.endTagRange ?? tag.nameRange)
            caseTarget = nil
        }
        return node
    }

    /// An element inside a `<?case?>` for another system: ignored, unless a `case` or `end`
    /// inside it would end the block in the middle of it.
    private mutating func skip(_ tag: XMLTag, path: [Int], place: Place) {
        for (childPath, byIndex) in place.instructions where childPath.starts(with: path) && childPath.count >= path.count {
            for instruction in byIndex.values.joined() where instruction.target == "case" || instruction.target == "end" {
                log.error(.caseCrossesElement(tag.name), file: place.file, at: instruction.range)
                return
            }
        }
    }
}
