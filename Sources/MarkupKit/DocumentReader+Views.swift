import Diagnostics
import Expressions
import Templates

extension DocumentReader {
    /// R-DOC-ELEMENT: `<root>`, a view class, or an untyped element (nil).
    mutating func makeView(_ tag: XMLTag, parent: ViewNode?, file: String, isDocumentRoot: Bool) -> ViewNode? {
        let position = tag.startTagRange.start
        if tag.name == "root", isDocumentRoot || version == .v4 {
            guard version != .v1 || isDocumentRoot else { return untyped(tag, parent: parent, file: file) }
            let className = options.rootClass ?? "UIView"
            if options.rootClass == nil {
                log.error(.rootNotDefined(key: options.rootClassKey), file: file, at: tag.nameRange)
            }
            let ancestry = MarkupKitClasses.ancestry(of: className, version: version, catalog: options.catalog, custom: options.classes)
                ?? [className, "UIView"]
            let node = ViewNode(className: className, ancestry: ancestry, file: file, position: position)
            node.isCustomButton = ancestry.contains("UIButton")
            node.standsInForUndefinedRoot = options.rootClass == nil
            return node
        }
        guard let ancestry = MarkupKitClasses.ancestry(of: tag.name, version: version, catalog: options.catalog, custom: options.classes),
              ancestry.contains("UIView") else {
            return untyped(tag, parent: parent, file: file)
        }
        let node = ViewNode(className: tag.name, ancestry: ancestry, file: file, position: position)
        node.isCustomButton = ancestry.contains("UIButton") && tag.attribute(named: "style") == nil
        // R-SPACER-1: a spacer is a view with weight 1.
        if node.isSpacer { node.layout.weight = 1 }
        return node
    }

    /// An element whose name is not a view class (R-DOC-UNTYPED): a parent's own element
    /// (`<segment>`, `<sectionHeader>`, `<row>`) or a problem.
    private mutating func untyped(_ tag: XMLTag, parent: ViewNode?, file: String) -> ViewNode? {
        let isClass = options.catalog.viewClass(named: tag.name) != nil || ["NSObject", "NSString", "NSNumber"].contains(tag.name)
        guard let parent else {
            if version == .v1, !isClass {
                log.error(.unableToInstantiate(tag.name), file: file, at: tag.nameRange, suggestions: classSuggestions(tag.name))
            } else {
                log.warning(.unknownRootElement(tag.name), file: file, at: tag.nameRange, suggestions: classSuggestions(tag.name))
            }
            return nil
        }
        if version == .v1, !isClass {
            log.error(.unableToInstantiate(tag.name), file: file, at: tag.nameRange, suggestions: classSuggestions(tag.name))
            return nil
        }
        if version == .v3, isClass {
            log.error(.notAViewClass(tag.name), file: file, at: tag.nameRange)
            return nil
        }
        if handlesElement(tag, in: parent) { return nil }
        if version.raisesForUnexpectedMarkup {
            log.error(.unexpectedElement(parent: parent.className, element: tag.name), file: file, at: tag.nameRange,
                      suggestions: classSuggestions(tag.name))
        } else {
            log.warning(.ignoredUntypedElement(parent: parent.className, element: tag.name), file: file, at: tag.nameRange,
                        suggestions: classSuggestions(tag.name))
        }
        return nil
    }

    /// `processMarkupElement:properties:` of segmented controls, tables and pickers.
    private mutating func handlesElement(_ tag: XMLTag, in parent: ViewNode) -> Bool {
        func value(_ name: String) -> String? {
            guard let attribute = tag.attribute(named: name) else { return nil }
            let text = attribute.value
            if text.hasPrefix("^") { return String(text.dropFirst()) }
            if text.hasPrefix("$") { return "" }
            if text.hasPrefix("@") { return options.strings[String(text.dropFirst())] ?? (version == .v1 ? String(text.dropFirst()) : text) }
            return text
        }
        if parent.isKind(of: "UISegmentedControl"), tag.name == "segment" {
            var segments: [Value] = []
            if case .array(let items)? = parent.property("segments") { segments = items }
            segments.append(Value.string(value("title") ?? ""))
            parent.set("segments", .array(segments))
            return true
        }
        if parent.isKind(of: "LMTableView"), tag.name == "sectionHeader" || tag.name == "sectionFooter" {
            if parent.sections.isEmpty { parent.sections.append(TableSection()) }
            if tag.name == "sectionHeader" {
                parent.sections[parent.sections.count - 1].headerTitle = value("title") ?? ""
            } else {
                parent.sections[parent.sections.count - 1].footerTitle = value("title") ?? ""
            }
            return true
        }
        if parent.isKind(of: "LMPickerView"), tag.name == "row" { return true }
        return false
    }

    func classSuggestions(_ name: String) -> [String] {
        Suggestions.bestMatches(for: name, in: options.catalog.classNames + MarkupKitClasses.names, limit: 3)
    }

    /// What holds subviews where `parent` cannot: MarkupKit adds a child only to the views of
    /// R-DOC-APPEND's table, so a plain `UIView`, `UIScrollView` or `UIStackView` takes none.
    static func containerHint(for parent: ViewNode) -> String? {
        if parent.isKind(of: "UIScrollView") && !parent.isKind(of: "UITableView") && !parent.isKind(of: "UICollectionView") {
            return "A <\(parent.className)> takes no subviews in markup: an <LMScrollView> holds one content view, pinned to its edges."
        }
        if parent.isKind(of: "UIStackView") {
            return "MarkupKit 4 does not arrange a <UIStackView>'s subviews: an <LMRowView> or <LMColumnView> does."
        }
        if parent.className == "UIView" {
            return "A plain <UIView> takes no subviews in markup: a layout view (<LMRowView>, <LMColumnView>, <LMAnchorView>) holds them."
        }
        return nil
    }

    /// R-DOC-APPEND: where `child` goes in `parent`, after the pending instruction `slot`.
    mutating func append(_ child: ViewNode, to parent: ViewNode, slot: inout String?, file: String) {
        defer { slot = nil }
        let source = SourceRange(at: child.position)
        if parent.isLayoutView {
            child.role = .subview
        } else if parent.isKind(of: "LMScrollView") || parent.isKind(of: "LMPageView") || parent.isIncludeContainer {
            child.role = .content
        } else if parent.isKind(of: "LMTableView") {
            if parent.sections.isEmpty { parent.sections.append(TableSection()) }
            let section = parent.sections.count - 1
            child.role = slot.map { ViewRole.tableSlot($0, section: section) } ?? .cell(section: section)
        } else if parent.isKind(of: "LMTableViewCell") || parent.isKind(of: "LMCollectionViewCell")
                    || parent.isKind(of: "LMTableViewHeaderFooterView") {
            child.role = slot.map(ViewRole.property) ?? .content
        } else if parent.isKind(of: "UITableViewCell") {
            child.role = .accessory("accessoryView")
        } else if parent.isKind(of: "UIButton"), parent.isCustomButton {
            child.role = .content
        } else if parent.isKind(of: "UITextField"), let slot, slot == "leftView" || slot == "rightView" {
            child.role = .accessory(slot)
        } else if let slot, parent.isKind(of: "UIScrollView") || parent.isKind(of: "UIImageView") {
            child.role = .property(slot)
        } else if version != .v4, parent.isKind(of: "UIStackView") {
            child.role = .subview
        } else if parent.standsInForUndefinedRoot {
            return
        } else {
            if version.raisesForUnexpectedMarkup {
                log.error(.unexpectedElementView(parent: parent.className, child: child.className), file: file, at: source,
                          notes: Self.containerHint(for: parent).map { [Diagnostic.Note(message: $0)] } ?? [])
            } else {
                log.warning(.ignoredElementView(parent: parent.className, child: child.className), file: file, at: source)
            }
            return
        }
        child.parent = parent
        parent.children.append(child)
    }

    /// `@key`: the project's string, else MarkupKit's fallback (MK4 shows `@key`, MK1 `key`).
    mutating func localized(_ key: String) -> String {
        stringKeys.insert(key)
        return options.strings[key] ?? (version == .v1 ? key : "@" + key)
    }
}
