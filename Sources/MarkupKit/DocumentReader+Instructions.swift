import Diagnostics
import Expressions
import Templates

extension DocumentReader {
    /// An instruction outside every view (before or after the root element).
    mutating func process(_ instruction: XMLInstruction, in view: ViewNode?, file: String) {
        var slot: String?
        process(instruction, in: view, slot: &slot, file: file)
    }

    /// R-PI-*: the builder's own instructions first (`properties`, `case`, `end`, MK3
    /// `include`, MK1 `strings`), then the view's (`sectionBreak`, `rightView`…).
    mutating func process(_ instruction: XMLInstruction, in view: ViewNode?, slot: inout String?, file: String) {
        let target = instruction.target
        if target == "case" {
            caseTarget = instruction.data.trimmingSpaces
            return
        }
        if target == "end" {
            caseTarget = nil
            return
        }
        if isSkipping { return }
        switch target {
        case "properties":
            if version == .v1, view != nil { return }
            readProperties(instruction, file: file)
            return
        case "include" where version == .v3:
            if let view { include(instruction, into: view, file: file) }
            return
        case "strings" where version == .v1:
            return
        default:
            break
        }
        guard let view else {
            // Before the root (or after it) there is no view to ask: MarkupKit ignores it.
            log.warning(.ignoredInstruction(target), file: file, at: instruction.targetRange,
                        suggestions: Suggestions.bestMatches(for: target, in: ["properties", "case", "end"], limit: 2))
            return
        }
        if handles(target, data: instruction.data.trimmingSpaces, in: view, slot: &slot) { return }
        if version.raisesForUnexpectedMarkup {
            log.error(.unexpectedInstruction(parent: view.className, target: target), file: file, at: instruction.targetRange,
                      suggestions: Suggestions.bestMatches(for: target, in: Self.instructionNames(for: view), limit: 3))
        } else {
            log.warning(.ignoredInstruction(target), file: file, at: instruction.targetRange,
                        suggestions: Suggestions.bestMatches(for: target, in: Self.instructionNames(for: view), limit: 3))
        }
    }

    static func instructionNames(for view: ViewNode) -> [String] {
        MarkupKitInstructions.names(within: view.ancestry)
    }

    /// `processMarkupInstruction:data:` of the view classes that have one.
    private mutating func handles(_ target: String, data: String, in view: ViewNode, slot: inout String?) -> Bool {
        if view.isKind(of: "LMTableView") {
            if view.sections.isEmpty { view.sections.append(TableSection()) }
            let last = view.sections.count - 1
            switch target {
            case "sectionBreak": view.sections.append(TableSection())
            case "sectionName": view.sections[last].name = data
            case "sectionSelectionMode": view.sections[last].selectionMode = data
            case "backgroundView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView": slot = target
            default: return false
            }
            return true
        }
        if view.isKind(of: "LMTableViewCell") || view.isKind(of: "LMCollectionViewCell") || view.isKind(of: "LMTableViewHeaderFooterView") {
            switch target {
            case "ignoreLayoutMargins": view.ignoresLayoutMargins = true
            case "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView": slot = target
            default: return false
            }
            return true
        }
        if view.isKind(of: "UITextField"), target == "leftView" || target == "rightView" {
            slot = target
            return true
        }
        if view.isKind(of: "UIScrollView"), target == "refreshControl" {
            slot = target
            return true
        }
        if view.isKind(of: "UIImageView"), target == "overlayContent" {
            slot = target
            return true
        }
        if view.isKind(of: "LMPickerView"), target == "componentSeparator" || target == "componentName" { return true }
        if version == .v1, view.isKind(of: "UISegmentedControl"), target == "segmentTitle" || target == "segmentImage" { return true }
        return false
    }

    /// R-PI-PROPERTIES: inline JSON merged key-wise into the templates; anything not starting
    /// with `{` is a file name only MK1/MK3 load (ignored in MK4).
    private mutating func readProperties(_ instruction: XMLInstruction, file: String) {
        let data = instruction.data
        guard data.hasPrefix("{") else {
            if version == .v4 {
                log.warning(.ignoredInstruction("properties \(data.trimmingSpaces)"), file: file, at: instruction.dataRange)
            } else {
                readPropertiesFiles(named: data.trimmingSpaces, instruction, file: file)
            }
            return
        }
        let json: JSON
        do {
            json = try JSON.parse(data)
        } catch {
            let position = SourceText(data).position(atOffset: error.offset)
            let line = instruction.dataRange.start.line + position.line - 1
            let column = position.line == 1 ? instruction.dataRange.start.column + position.column - 1 : position.column
            let at = SourcePosition(line: line, column: column)
            log.error(.malformedProperties(line: instruction.range.end.line, detail: error.message), file: file,
                      at: SourceRange(start: at, end: at))
            return
        }
        merge(json)
    }

    /// Templates from JSON (or a property list read as JSON), merged key-wise into those so far.
    private mutating func merge(_ json: JSON) {
        guard let members = json.objectValue else { return }
        for (name, template) in members {
            guard let entries = template.objectValue else { continue }
            var merged = templates[name] ?? []
            // Where each key is, so that a template of 40,000 keys is not searched 40,000 times.
            var positions = Dictionary(merged.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 })
            for (key, value) in entries {
                if let index = positions[key] {
                    merged[index].value = value
                } else {
                    positions[key] = merged.count
                    merged.append((key, value))
                }
            }
            templates[name] = merged
        }
    }

    /// How many documents deep `<?include?>` may go.
    static let maximumIncludeDepth = 64
    /// How many documents one render may include in all.
    static let maximumIncludes = 64

    /// R-PI-PROPERTIES for a file name: MK3 reads `Name.json`, then `Name~sizeClass.json`
    /// over it; MK1 reads `Name.plist` (next to the document, as from the app's bundle). A
    /// missing file loads nothing, silently on iOS.
    private mutating func readPropertiesFiles(named name: String, _ instruction: XMLInstruction, file: String) {
        let base = MarkupKitRenderer.sibling(name, of: file)
        let paths = version == .v1 ? [base + ".plist"] : [base + ".json"] + (options.sizeClass.map { [base + "~" + $0 + ".json"] } ?? [])
        var found = false
        for path in paths {
            dependencies.insert(path)
            guard let bytes = options.load(path) else { continue }
            found = true
            let text = String(decoding: bytes, as: UTF8.self)
            let json: JSON
            if version == .v1 {
                guard let list = try? PropertyList.read(bytes) else {
                    log.error(.unreadableProperties(path: path, detail: "not an XML property list"), file: file, at: instruction.dataRange)
                    continue
                }
                json = list
            } else {
                do {
                    json = try JSON.parse(text)
                } catch {
                    let position = SourceText(text).position(atOffset: error.offset)
                    log.error(.unreadableProperties(path: path, detail: "line \(position.line), column \(position.column): \(error.message)"),
                              file: file, at: instruction.dataRange)
                    continue
                }
            }
            merge(json)
        }
        if !found {
            log.warning(.missingProperties(paths), file: file, at: instruction.dataRange)
        }
    }

    /// R-PI-INCLUDE (MK3): an anonymous container at this position, holding the named
    /// document's root pinned to its edges. The document for the size class
    /// (`Name~sizeClass.xml`) is preferred to `Name.xml`.
    private mutating func include(_ instruction: XMLInstruction, into view: ViewNode, file: String) {
        let name = instruction.data.trimmingSpaces
        let base = MarkupKitRenderer.sibling(name, of: file)
        var path = base + ".xml"
        if let sizeClass = options.sizeClass {
            let variant = base + "~" + sizeClass + ".xml"
            dependencies.insert(variant)
            if options.load(variant) != nil { path = variant }
        }
        let container = ViewNode(className: "UIView", ancestry: ["UIView"], file: file, position: instruction.range.start)
        container.isIncludeContainer = true
        container.layout.margins = .defaultMargins
        dependencies.insert(path)
        if includeChain.contains(path) {
            log.error(.includeCycle(includeChain + [path]), file: file, at: instruction.dataRange)
        } else if includeCount >= Self.maximumIncludes {
            // Two includes per document, each naming a new path, double the work at every level.
            log.error(.tooManyIncludes(limit: Self.maximumIncludes), file: file, at: instruction.dataRange)
        } else if includeChain.count >= Self.maximumIncludeDepth {
            // Names that grow (`<?include Parts/Part?>` in Parts/Part.xml, through a symlinked
            // folder) never repeat a path; MarkupKit would recurse until the stack ran out.
            log.error(.includesTooDeep(limit: Self.maximumIncludeDepth), file: file, at: instruction.dataRange)
        } else if let bytes = options.load(path) {
            includeCount += 1
            if let root = read(bytes, file: path) {
                root.role = .content
                container.children.append(root)
            }
        } else {
            log.error(.includeNotFound(name), file: file, at: instruction.dataRange)
        }
        var slot: String?
        append(container, to: view, slot: &slot, file: file)
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
