import Diagnostics
import Expressions
import Templates

extension LayoutNode {
    /// Compiles every attribute of this node (and its body) for its property
    /// type, reporting unknown, read-only and unavailable properties and bad
    /// expressions at their exact positions. Children first-to-last.
    func setUp() {
        for parameter in template.parameters {
            guard let type = PropertyType(named: parameter.typeName) else {
                pass.report(Diagnostic(
                    message: "Unknown or unsupported type \(parameter.typeName) in <param>. Try using Any instead",
                    file: parameter.file, range: parameter.range, node: path, attribute: parameter.name),
                    includeChain: template.includeChain)
                parameters[parameter.name] = .any
                continue
            }
            parameters[parameter.name] = type
        }
        for macro in template.macros { macros[macro.name] = macro }
        let defaults = viewClass.defaultExpressions
        let reportsBefore = pass.reportCount
        // Attributes, body and class defaults, without growing the table on the way.
        expressions.reserveCapacity(template.attributes.count + defaults.count + 1)
        let model = setUpModel()
        let copiedEvery = model.map { setUpAttributes(like: $0) } ?? false
        if model == nil { for index in template.attributes.indices { setUp(attributeAt: index) } }
        if template.hasBody, let body = template.body { setUpBody(body) }
        for (name, source) in defaults where expressions[name] == nil && !hasRedundantDefault(name) {
            expressions[name] = compile(source, name: name, type: type(of: name) ?? .any, origin: .none)
        }
        if copiedEvery, let model, expressions.count == model.expressions.count {
            // The same names compiled the same way: the same properties listed.
            propertyNames = model.propertyNames
            alikeModel = model
        } else {
            propertyNames = expressions.items.compactMap { item in
                guard let entry = item.entry, entry.isWritten || item.name == viewClass.bodyProperty else { return nil }
                return item.name
            }.sorted().map { ($0, HotSymbol(name: $0)) }
        }
        setUpWithoutReports = pass.reportCount == reportsBefore
        isSetUp = true
        for child in children { child.setUp() }
    }

    /// Compiles the template's attribute `index` for the property it names.
    func setUp(attributeAt index: Int) {
        let attribute = template.attributes[index]
        let name = attribute.name
        let type: PropertyType
        if let parameter = parameters[name] {
            type = parameter
        } else if isUnknownClass {
            // The class is reported once. Its frame and what every view (or controller) has are
            // still read, as the view it is laid out as; the rest belongs to a class nobody
            // knows, so it is not evaluated as another class's (`title="Sign In"` is no
            // expression of UIView's) and reading it fails quietly (`builtInValue`).
            let lookup = viewClass.attribute(name)
            guard let typeName = lookup.typeName, lookup.isSettable else { return }
            type = name == "outlet" ? .string : pass.propertyType(named: typeName)
        } else {
            let lookup = viewClass.attribute(name)
            guard let typeName = lookup.typeName, lookup.isSettable else {
                if Self.isBlank(attribute.value) { return }
                let message = lookup.errorMessage ?? "Unknown property \(name) of \(template.className)"
                let suggestions = lookup.resolution == .unknown
                    ? pass.suggestions(for: SuggestionKey(name: name, className: viewClass.name)) { viewClass.suggestions(forUnknownAttribute: name) }
                    : []
                pass.report(Diagnostic(
                    message: message, file: attribute.file, range: attribute.source.nameRange, node: path,
                    attribute: name, expression: attribute.value, suggestions: suggestions), includeChain: template.includeChain)
                return
            }
            if let warning = lookup.deprecationWarning {
                pass.report(Diagnostic(severity: .warning, message: warning, file: attribute.file,
                                       range: attribute.source.nameRange, node: path, attribute: name),
                            includeChain: template.includeChain)
            }
            type = name == "outlet" ? .string : pass.propertyType(named: typeName)
        }
        setUp(attributeAt: index, as: type)
    }

    /// Compiles the template's attribute `index` as a property of `type`.
    func setUp(attributeAt index: Int, as type: PropertyType) {
        let attribute = template.attributes[index]
        let name = attribute.name
        let compiled = compile(attribute.value, name: name, type: type, origin: .attribute(index))
        if type == .font, compiled != nil { warnOfIgnoredWeight(attribute) }
        // An empty or commented-out value sets nothing, so defaults still apply.
        if compiled != nil || failures.contains(name) { expressions[name] = compiled }
        if name == "outlet", let compiled, !compiled.expression.isConstant {
            pass.report(ExpressionError("Expression for outlet must be a constant or literal value",
                                        span: SourceSpan(0, attribute.value.utf8.count)),
                        node: self, name: name, attribute: attribute)
        }
    }

    /// `font="system 28 bold"` and `font="title1 bold"` come out regular, as in Layout: say so
    /// at the weight, with what gives the weight meant.
    private func warnOfIgnoredWeight(_ attribute: TemplateAttribute) {
        let text = attribute.value
        let found: IgnoredFontWeight?
        if let known = pass.ignoredFontWeights[text] {
            found = known
        } else {
            found = pass.options.environment.fonts.ignoredWeight(specifier: text)
            pass.ignoredFontWeights[text] = .some(found)
        }
        guard let ignored = found else { return }
        var message: String
        if let style = ignored.textStyle {
            message = "\(ignored.weight) is ignored: text style \(style) is the system font at its own weight (\(ignored.keptWeight)) in Layout"
            if ["semibold", "bold", "heavy", "black"].contains(ignored.weight.lowercased()) {
                message += "; {UIFontDescriptor.SymbolicTraits.traitBold} after \(style) adds the bold trait"
            }
        } else {
            message = "\(ignored.weight) is ignored: Layout keeps the \(ignored.keptWeight) weight of the system font when a word names it"
            if let replacement = ignored.replacement { message += "; write \"\(replacement)\" for the \(ignored.weight) system font" }
        }
        pass.report(Diagnostic(severity: .warning, message: message, file: attribute.file,
                               range: attribute.range(ofValueOffsets: ignored.offsets), node: path, attribute: attribute.name,
                               expression: attribute.value),
                    includeChain: template.includeChain)
    }

    /// Text content goes to the class's body property (R-LL-XML-NODES).
    private func setUpBody(_ body: TemplateBody) {
        // An unknown class's text is its own business, like its other attributes.
        if isUnknownClass { return }
        guard let property = viewClass.bodyProperty else {
            pass.report(Diagnostic(message: "\(template.className) does not support inline (X)HTML content",
                                   file: body.file, range: body.range, node: path), includeChain: template.includeChain)
            return
        }
        guard expressions[property] == nil else { return }
        let type = type(of: property) ?? .attributedString
        let scope = NodeScope(node: self, context: property)
        do throws(ExpressionError) {
            guard let expression = try PropertyExpression.compile(
                body.text, as: type, scope: scope, environment: pass.options.environment) else { return }
            pass.noteCompiled(expression)
            expressions[property] = NodeExpression(name: property, expression: expression, origin: .none, slots: scope.slots)
        } catch {
            pass.report(Diagnostic(message: error.message, file: body.file, range: body.range, node: path,
                                   attribute: property, suggestions: error.suggestions), includeChain: template.includeChain)
        }
    }

    /// The property type of `name` on this node's class, if it is settable.
    func type(of name: String) -> PropertyType? {
        if let parameter = parameters[name] { return parameter }
        guard let typeName = viewClass.attribute(name).typeName else { return nil }
        return pass.propertyType(named: typeName)
    }

    /// Compiles `source` as property `name`; errors are reported and give nil.
    func compile(_ source: String, name: String, type: PropertyType, origin: NodeExpression.Origin) -> NodeExpression? {
        if type == .string, let literal = PropertyExpression.plainText(source) {
            // Literal text (most `text` attributes): its own constant value.
            return NodeExpression(name: name, expression: .constant(.string(literal), type: type, text: source),
                                  origin: origin, slots: pass.emptySlots)
        }
        let key = CompileKey(name: name, type: type, source: source)
        let known = pass.options.reusesCompilations ? pass.compiledForms[key] : nil
        if let constant = known?.constant,
           constant.resolutions.isEmpty || NodeScope(node: self, context: name).matches(constant.resolutions) {
            return NodeExpression(name: name, expression: constant.expression, origin: origin, slots: pass.emptySlots)
        }
        if let shape = known?.shape {
            // Same text, property and type, compiled for another node: reuse the
            // closures if this node's names resolve the same way.
            let scope = NodeScope(node: self, context: name)
            if scope.matches(shape.resolutions) {
                return NodeExpression(name: name, expression: shape.expression, origin: origin, slots: scope.slots)
            }
        }
        let scope = NodeScope(node: self, context: name)
        let isCGFloat = type == .number(.cgFloat)
        let context = CompileContext(
            percentSymbol: LayoutSymbols.percentSymbol(for: name, isCGFloat: isCGFloat),
            autoSymbol: LayoutSymbols.autoSymbol(for: name))
        do throws(ExpressionError) {
            guard let expression = try PropertyExpression.compile(
                source, as: type, scope: scope, context: context, environment: pass.options.environment) else { return nil }
            pass.noteCompiled(expression)
            if expression.isConstant {
                if known?.constant == nil { pass.compiledForms[key, default: CompiledForms()].constant = (expression, scope.resolutions) }
            } else if known?.shape == nil {
                pass.compiledForms[key, default: CompiledForms()].shape = (expression, scope.resolutions)
            }
            return NodeExpression(name: name, expression: expression, origin: origin, slots: scope.slots)
        } catch {
            pass.report(error, node: self, name: name, attribute: origin.attribute(in: self))
            failures.insert(name)
            return nil
        }
    }

    /// Class defaults are skipped when the template makes them redundant (R-LL-DEFAULTS).
    private func hasRedundantDefault(_ name: String) -> Bool {
        let has = { (symbol: String) in self.expressions[symbol] != nil }
        switch name {
        case "width": return (has("left") && has("right")) || (has("leading") && has("trailing"))
        case "height": return has("top") && has("bottom")
        default: return false
        }
    }

    /// Empty or comment-only values set nothing (an unknown name then is no error).
    static func isBlank(_ value: String) -> Bool {
        // By bytes: a 200-character text is not walked as characters to find its first one.
        var bytes = value.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                continue
            case UInt8(ascii: "/"):
                guard bytes.next() == UInt8(ascii: "/") else { return false }
                // A mark after the slashes joins the second one (no `//` character prefix).
                guard let next = bytes.next(), next >= 0x80 else { return true }
                return value.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.hasPrefix("//")
            default:
                // A mark after white space joins it: the characters differ, the answer does not.
                return false
            }
        }
        return true
    }
}
