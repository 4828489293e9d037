import AutoLayout
import Diagnostics
import Expressions
import Templates

extension DocumentReader {
    /// R-DOC-ATTR and R-DOC-TEMPLATE: `style` and `class` first, then the templates' values,
    /// then the element's own attributes (document order: MarkupKit's is a dictionary's).
    mutating func applyAttributes(_ tag: XMLTag, to node: ViewNode, file: String) {
        if let style = tag.attribute(named: "style") { applyFactory(style, to: node, file: file) }
        if let list = tag.attribute(named: "class") {
            for name in list.value.split(separator: ",").map({ String($0).trimmingSpaces }) where !name.isEmpty {
                guard let entries = templates[name] else {
                    log.warning(.unknownTemplate(name), file: file, at: list.valueRange,
                                suggestions: Suggestions.bestMatches(for: name, in: templates.keys.sorted(), limit: 3))
                    continue
                }
                for (key, value) in entries {
                    let text: String
                    switch value {
                    case .string(let string): text = string
                    case .number(let number): text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
                    case .bool(let flag): text = flag ? "true" : "false"
                    default: continue
                    }
                    set(key, text, on: node, file: file, name: list.valueRange, value: list.valueRange)
                }
            }
        }
        let setsMargins = tag.attribute(named: "layoutMargins") != nil
        for attribute in tag.attributes {
            let name = attribute.name
            switch name {
            case "style", "class": continue
            case "id":
                node.id = attribute.value
                continue
            default: break
            }
            if isAction(name) {
                if !node.isKind(of: "UIControl") {
                    log.error(.actionOnNonControl(className: node.className), file: file, at: attribute.nameRange)
                }
                continue
            }
            if setsMargins, name.hasPrefix("layoutMargin"), name != "layoutMargins" {
                log.warning(.orderDependentMargins(name), file: file, at: attribute.nameRange)
            }
            var text = attribute.value
            if text.hasPrefix("$") {
                bind(name, String(text.dropFirst()), on: node, file: file, attribute: attribute)
                continue
            } else if text.hasPrefix("@") {
                let key = String(text.dropFirst())
                text = localized(key)
                if options.strings[key] == nil {
                    log.warning(.missingString(key: key, shown: text), file: file, at: attribute.valueRange)
                }
            } else if text.hasPrefix("^") {
                text.removeFirst()
            }
            set(name, text, on: node, file: file, name: attribute.nameRange, value: attribute.valueRange)
        }
    }

    private func isAction(_ name: String) -> Bool {
        if version == .v1 { return name.hasPrefix("on") && name.count > 2 && name != "onTintColor" }
        return MarkupKitClasses.actions.contains(name)
    }

    /// R-DOC-FACTORY: `style="name"` calls a class method of the element's class.
    private mutating func applyFactory(_ style: XMLAttribute, to node: ViewNode, file: String) {
        let factories = MarkupKitClasses.factories(version: version)
        let available = node.ancestry.flatMap { factories[$0] ?? [] }
        if available.contains(style.value) {
            node.set("style", .string(style.value))
        } else {
            log.error(.unknownFactory(className: node.className, selector: style.value), file: file, at: style.valueRange,
                      suggestions: Suggestions.bestMatches(for: style.value, in: available, limit: 3))
        }
    }

    /// `$expr[::formatter;key=value…]`: the expression (NSExpression syntax) evaluated against
    /// the document's state, through the formatter when one is named. A key path that names
    /// nothing renders empty, as an unbound one would; what cannot be evaluated here renders
    /// empty too, with a warning at the character that stopped it.
    private mutating func bind(_ name: String, _ expression: String, on node: ViewNode, file: String, attribute: XMLAttribute) {
        node.bindings.append((name, expression))
        let parts = expression.components(separatedBy: "::")
        let source = parts[0]
        // The expression starts after the attribute value's `$`.
        func range(at offset: Int, length: Int) -> SourceRange {
            attribute.range(ofValueOffsets: (1 + offset)..<(1 + offset + max(length, 1)))
        }
        let value: Value?
        do {
            value = try BindingExpression.evaluate(source, state: options.state)
        } catch {
            log.warning(.unevaluableBinding(expression: source.trimmingSpaces, reason: error.message), file: file,
                        at: range(at: error.offset, length: 1))
            return
        }
        guard let value else {
            log.warning(.unboundBinding(source.trimmingSpaces), file: file, at: attribute.valueRange)
            return
        }
        var text = BindingExpression.text(value)
        if parts.count > 1 {
            let formatter = BindingFormatter(parts.dropFirst().joined(separator: "::"))
            do {
                text = try formatter.format(value)
            } catch {
                let offset = source.count + 2
                log.warning(.approximateFormatter(error.message), file: file, at: range(at: offset, length: formatter.name.count))
            }
        }
        set(name, text, on: node, file: file, name: attribute.nameRange, value: attribute.valueRange)
    }

    /// `applyMarkupPropertyValue:forKeyPath:`: the layout properties MarkupKit reads, then
    /// conversions by key name (colour, font, image, enum, insets), then KVC.
    mutating func set(_ key: String, _ text: String, on node: ViewNode, file: String, name: SourceRange, value: SourceRange) {
        if setLayoutProperty(key, text, on: node, file: file, value: value) { return }
        guard isKnownKey(key, on: node) else {
            log.error(.unknownKey(className: keyOwner(key, node), key: key.split(separator: ".").last.map(String.init) ?? key),
                      file: file, at: name, suggestions: keySuggestions(key, node))
            return
        }
        let last = key.split(separator: ".").last.map(String.init) ?? key
        if AttributeValues.isColorKey(last) {
            guard let color = AttributeValues.color(text, assets: options.colors, version: version) else {
                return log.warning(.ignoredValue(key: key, value: text, kind: "colour"), file: file, at: value)
            }
            node.set(key, .color(color))
        } else if AttributeValues.isFontKey(last) {
            guard let font = AttributeValues.font(text, version: version, category: options.contentSizeCategory) else {
                return log.warning(.ignoredValue(key: key, value: text, kind: "font"), file: file, at: value)
            }
            node.set(key, .font(font))
        } else if AttributeValues.isImageKey(last) {
            let size = options.imageSizes[text] ?? options.imageLookup(text)
            if let images = options.images, !images.contains(text), size == nil {
                return log.warning(.ignoredValue(key: key, value: text, kind: "image"), file: file, at: value,
                                   suggestions: Suggestions.bestMatches(for: text, in: images.sorted(), limit: 3))
            }
            node.set(key, .image(ImageReference(name: text, size: size)))
        } else if AttributeValues.enumTypes[last] != nil {
            guard let enumValue = AttributeValues.enumValue(last, text) else {
                return log.warning(.ignoredValue(key: key, value: text, kind: "value of \(last)"), file: file, at: value)
            }
            node.set(key, enumValue)
        } else if AttributeValues.isInsetsKey(last), !key.hasPrefix("layer.") {
            let inset = AttributeValues.number(text).value
            node.set(key, .insets(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)))
        } else {
            node.set(key, typed(text, key: key, node: node))
        }
    }

    /// KVC's conversion by the property's type: numbers and booleans from text.
    /// A key KVC reaches through an `is…` getter (`secureTextEntry` → `isSecureTextEntry`) has
    /// that property's type.
    private func typed(_ text: String, key: String, node: ViewNode) -> Value {
        let viewClass = catalogClass(node).flatMap { options.catalog.viewClass(named: $0) }
        var typeName = viewClass?.attribute(key).typeName
        if typeName == nil, let first = key.first, first.isLowercase, !key.contains(".") {
            typeName = viewClass?.attribute("is" + first.uppercased() + key.dropFirst()).typeName
        }
        switch typeName {
        case "Bool": return .bool(AttributeValues.bool(text))
        case "CGFloat", "Double", "Float", "Int", "NSInteger", "UInt", "NSUInteger", "TimeInterval", "UILayoutPriority":
            return .number(AttributeValues.number(text).value)
        default: return .string(text)
        }
    }

    /// The most derived class of the view's that the UIKit catalog knows.
    func catalogClass(_ node: ViewNode) -> String? {
        node.ancestry.first { options.catalog.viewClass(named: $0) != nil }
    }

    /// Whether KVC finds `key` on the view (R-VAL-KEYPATH): MarkupKit's keys, the catalog's,
    /// key paths through a known object (anything under `layer`), and `Title` for `title`.
    func isKnownKey(_ key: String, on node: ViewNode) -> Bool {
        if node.markupKitKeys(version).contains(key) { return true }
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.count > 1 {
            if components[0] == "layer" { return true }
            if MarkupKitClasses.keyPathObjects.contains(components[0]) { return true }
        }
        guard let className = catalogClass(node), let viewClass = options.catalog.viewClass(named: className) else { return true }
        switch viewClass.attribute(key).resolution {
        case .settable, .readOnly: return true
        default: break
        }
        if components.count > 1, case .readOnly = viewClass.attribute(components[0]).resolution { return true }
        // KVC finds `setOn:` for the key `on` of a property whose getter is `isOn`.
        if let first = key.first, first.isLowercase, !key.contains("."),
           case .settable = viewClass.attribute("is" + first.uppercased() + key.dropFirst()).resolution {
            return true
        }
        if let first = key.first, first.isUppercase {
            return isKnownKey(first.lowercased() + key.dropFirst(), on: node)
        }
        return false
    }

    private func keyOwner(_ key: String, _ node: ViewNode) -> String { node.className }

    private func keySuggestions(_ key: String, _ node: ViewNode) -> [String] {
        var names = Array(node.markupKitKeys(version))
        if let className = catalogClass(node), let viewClass = options.catalog.viewClass(named: className) {
            names += viewClass.attributeNames
        }
        return Suggestions.bestMatches(for: key, in: names.sorted(), limit: 3)
    }
}
