import Diagnostics

/// Reads a parsed layout index into a `LayoutDocument` (R-EL-PARSE, R-EL-VIEWS, R-EL-TEMPLATES,
/// R-EL-ENTRIES, R-EL-LHS, R-EL-PROPERTIES), keeping what EverLayout keeps and logging
/// everything it would drop silently.
struct LayoutDocumentReader {
    static let viewKeys = ["constraints", "properties", "z-index", "views", "template"]

    var log: ProblemLog
    /// Did-you-means of the unknown view keys met so far: a key repeated in every view (a
    /// misspelt `z-index`) is compared with the known ones once.
    private var viewKeySuggestions: [String: [String]] = [:]
    /// The shorthand parser's argument list, reused from one string to the next.
    private var shorthandScratch = ShorthandParser.Scratch()
    /// Shorthand strings parsed without a problem, for `shorthand(_:span:)`.
    private var parsedShorthands = ShorthandMemo()
    /// The same for strings that begin with a target, kept by what follows the target's name:
    /// `"@title.bottom +8"` is kept as `".bottom +8"`, which parses the same after any name.
    private var parsedAfterTargets = ShorthandMemo()

    init(log: ProblemLog) {
        self.log = log
    }

    /// The document, or nil (logged) when EverLayout would build nothing.
    mutating func read(_ json: JSONNode) -> LayoutDocument? {
        guard json.members != nil else {
            log.error(.notAnObject, at: json.span)
            return nil
        }
        var document = LayoutDocument()
        document.name = json["name"]?.value.string
        document.controllerTitle = json["controllerTitle"]?.value.string
        for item in json["navigationBar"]?.value.members ?? [] {
            if let value = item.value.string { document.navigationBar.append((item.key, value)) }
        }
        for item in json["templates"]?.value.members ?? [] {
            guard let members = item.value.members else {
                log.warning(.viewNotObject("template \(item.key)", type: item.value.typeDescription), at: item.value.span)
                continue
            }
            var template = Template(keySpan: item.keySpan)
            for member in members {
                switch member.key {
                case "constraints": template.constraints = constraints(member.value)
                case "properties": template.properties = properties(member.value)
                default: log.warning(.templateKeyIgnored(member.key), at: member.keySpan)
                }
            }
            document.templates[item.key] = template
        }
        guard let root = json["root"] else {
            log.error(.noRoot, at: json.span.isEmpty ? nil : SourceSpan(Int(json.span.lower), Int(json.span.lower) + 1))
            return nil
        }
        guard root.value.members != nil else {
            log.error(.rootNotObject(root.value.typeDescription), at: root.value.span)
            return nil
        }
        var model = ViewModel(rawID: "root", keySpan: root.keySpan, parentID: nil)
        model.id = "root"
        model.isNew = false
        walk(root.value, model: model, into: &document)
        return document
    }

    /// Adds `model` (read from `node`) and then its subviews, pre-order.
    private mutating func walk(_ node: JSONNode, model: consuming ViewModel, into document: inout LayoutDocument) {
        var model = model
        var subviews: [JSONNode.Member] = []
        for member in node.members ?? [] {
            switch member.key {
            case "constraints": model.constraints = constraints(member.value)
            case "properties": model.properties = properties(member.value)
            case "z-index":
                guard let text = member.value.string else {
                    log.warning(.zIndexNotString(member.value.typeDescription), at: member.value.span)
                    continue
                }
                if let value = Int(text) {
                    model.zIndex = value
                } else {
                    log.warning(.invalidZIndex(text), at: member.value.span)
                }
            case "views":
                guard let members = member.value.members else {
                    log.warning(.viewNotObject("views of \(model.id)", type: member.value.typeDescription), at: member.value.span)
                    continue
                }
                subviews = members
            case "template":
                if let name = member.value.string {
                    model.templateNames = [(name, member.value.span)]
                } else if let names = member.value.elements {
                    for name in names {
                        // A name that is not a string becomes "" (ELJSON), found nowhere.
                        if name.string == nil { log.warning(.templateNotString, at: name.span) }
                        model.templateNames.append((name.string ?? "", name.span))
                    }
                } else {
                    log.warning(.templateNotString, at: member.value.span)
                }
            case "layout-serve-ignore":
                // The audit's findings this view ignores (read by `check --audit`, docs/AUDITS.md);
                // EverLayout skips keys it does not know, so the app is unaffected.
                continue
            default:
                log.warning(.unknownViewKey(member.key), at: member.keySpan, suggestions: suggestions(forViewKey: member.key))
            }
        }
        document.views.append(model)
        for subview in subviews {
            let child = ViewModel(rawID: subview.key, keySpan: subview.keySpan, parentID: model.id)
            guard subview.value.members != nil else {
                log.warning(.viewNotObject(child.id, type: subview.value.typeDescription), at: subview.value.span)
                continue
            }
            walk(subview.value, model: child, into: &document)
        }
    }

    /// `Suggestions.bestMatches` of an unknown view key among `viewKeys`, worked out once a key.
    private mutating func suggestions(forViewKey key: String) -> [String] {
        if let known = viewKeySuggestions[key] { return known }
        let found = Suggestions.bestMatches(for: key, in: Self.viewKeys)
        viewKeySuggestions[key] = found
        return found
    }

    /// `constraints`: `{lhs: string | object | [string | object]}` (R-EL-ENTRIES).
    private mutating func constraints(_ node: JSONNode) -> [ConstraintEntry] {
        guard let members = node.members else {
            log.warning(.constraintsNotObject(node.typeDescription), at: node.span)
            return []
        }
        var entries: [ConstraintEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            var entry = ConstraintEntry(key: member.key, keySpan: member.keySpan, attributes: [], arguments: [])
            // Searched in the key's bytes (a small string's, copied to the stack), not by
            // iterating its UTF-8 view.
            let hasSpace = member.key.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: " ")) }
                ?? member.key.utf8.contains(UInt8(ascii: " "))
            if hasSpace {
                // Split by Character: a space followed by a combining mark is no separator.
                let tokens = member.key.split(separator: " ", omittingEmptySubsequences: false)
                var offset = 0
                for token in tokens {
                    defer { offset += token.utf8.count + 1 }
                    guard !token.isEmpty else { continue }
                    leftHand(String(token), span: log.span(inString: member.keySpan, offset: offset, length: token.utf8.count),
                             into: &entry)
                }
                if tokens.allSatisfy({ $0.isEmpty }) { log.warning(.emptyLeftSide, at: member.keySpan) }
            } else if member.key.isEmpty {
                log.warning(.emptyLeftSide, at: member.keySpan)
            } else {
                // Most keys ("top") are one token: the key itself, no split.
                leftHand(member.key, span: log.span(inString: member.keySpan, offset: 0, length: member.key.utf8.count), into: &entry)
            }
            if let values = member.value.elements {
                entry.arguments.reserveCapacity(values.count)
                for value in values { argument(value, into: &entry) }
            } else {
                argument(member.value, into: &entry)
            }
            entries.append(entry)
        }
        return entries
    }

    /// One left-hand token's attributes, added to `entry` at `span` (or a warning).
    private mutating func leftHand(_ token: String, span: SourceSpan, into entry: inout ConstraintEntry) {
        // A single attribute's name first, found without hashing (R-EL-LHS: a single name wins over a compound's).
        if let attribute = ConstraintKeys.attribute(named: token) {
            entry.attributes.append((attribute, span))
        } else if let attributes = ConstraintKeys.compoundAttributes(token) {
            for attribute in attributes { entry.attributes.append((attribute, span)) }
        } else {
            log.warning(.unknownAttribute(token), at: span, suggestions: Suggestions.bestMatches(for: token, in: ConstraintKeys.leftHandNames))
        }
    }

    /// `ShorthandParser.parse` of the string written at `span`. A layout repeats a few strings
    /// many times (`"@super +16"` in every row): one parsed without a problem is kept by its
    /// text and given the new place's spans, as parsing it there would. A string that names a
    /// view first is also kept by what follows the name: each view's `"@previous.bottom +8"`
    /// names another view, and the rest is parsed once.
    private mutating func shorthand(_ text: String, span: SourceSpan) -> ConstraintArgument {
        if let known = parsedShorthands.find(text) {
            var argument = parsedShorthands.entries[known].argument
            argument.span = span
            if let target = parsedShorthands.entries[known].target {
                argument.targetSpan = log.span(inString: span, offset: target.offset, length: target.length)
            }
            return argument
        }
        let nameLength = Self.leadingTargetLength(text)
        if let nameLength, let known = parsedAfterTargets.find(Self.afterTarget(text, nameLength: nameLength)) {
            var argument = parsedAfterTargets.entries[known].argument
            argument.span = span
            let name = text.utf8.index(after: text.startIndex)
            argument.target = String(text[name..<text.utf8.index(name, offsetBy: nameLength)])
            // Where the parser puts it: after the `@` (a string with escapes: its whole span).
            argument.targetSpan = log.span(inString: span, offset: 1, length: nameLength)
            return argument
        }
        let problems = log.problems.count
        let argument = ShorthandParser.parse(text, span: span, log: &log, scratch: &shorthandScratch)
        guard log.problems.count == problems else { return argument }
        if let nameLength, argument.target?.utf8.count == nameLength {
            parsedAfterTargets.insert(Self.afterTarget(text, nameLength: nameLength), .init(argument: argument, target: nil))
        }
        if argument.target == nil {
            parsedShorthands.insert(text, .init(argument: argument, target: nil))
        } else if let targetSpan = argument.targetSpan, targetSpan != span {
            // Where the target is in the text (a string with escapes has only its whole span: not kept).
            parsedShorthands.insert(text, .init(argument: argument, target: (Int(targetSpan.lower) - Int(span.lower) - 1,
                                                                              Int(targetSpan.upper) - Int(targetSpan.lower))))
        }
        return argument
    }

    /// The UTF-8 length of the name of a string's leading target (`@name`, up to its `.`, a
    /// space or the end) when the string begins with one and the name is ASCII and not empty
    /// (the parser then cuts it at those bytes); else nil.
    static func leadingTargetLength(_ text: String) -> Int? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "@") else { return nil }
            var end = 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: " ") {
                guard bytes[end] < 0x80 else { return nil }
                end += 1
            }
            return end > 1 ? end - 1 : nil
        }
        return found ?? nil
    }

    /// What follows a leading target's name (`leadingTargetLength`): ASCII before it, so the
    /// offset is a character boundary.
    static func afterTarget(_ text: String, nameLength: Int) -> Substring {
        text[text.utf8.index(text.startIndex, offsetBy: 1 + nameLength)...]
    }

    /// One right-hand value (a shorthand string or a comprehensive object) added to `entry`.
    private mutating func argument(_ value: JSONNode, into entry: inout ConstraintEntry) {
        switch value.kind {
        case let .string(text): entry.arguments.append(shorthand(text, span: value.span))
        case let .object(fields): entry.arguments.append(ComprehensiveParser.parse(fields, span: value.span, log: &log))
        default: log.warning(.constraintValueIgnored(value.typeDescription), at: value.span)
        }
    }

    /// `properties`: string values only (R-EL-PROPERTIES).
    private mutating func properties(_ node: JSONNode) -> [PropertyEntry] {
        guard let members = node.members else {
            log.warning(.propertiesNotObject, at: node.span)
            return []
        }
        var entries: [PropertyEntry] = []
        for member in members {
            guard let value = member.value.string else {
                log.warning(.propertyNotString(member.key, type: member.value.typeDescription), at: member.value.span)
                continue
            }
            entries.append(PropertyEntry(name: member.key, value: value, keySpan: member.keySpan, valueSpan: member.value.span))
        }
        return entries
    }
}
