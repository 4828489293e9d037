import Diagnostics
import Expressions
import Templates

extension LayoutNode {
    /// The value of `name` on this node, computed once per pass (R-LL-EVALUATION):
    /// its expression if it has one (attribute, parameter value or default),
    /// else the built-in getter. Re-entering a symbol is a cycle.
    func value(forSymbol name: String) throws(ExpressionError) -> Value {
        try value(forSymbol: name, hot: HotSymbol(name: name))
    }

    /// `value(forSymbol:)` when the caller already knows whether `name` is hot.
    func value(forSymbol name: String, hot: HotSymbol?) throws(ExpressionError) -> Value {
        if let hot { return try value(hot) }
        noteRead(named: name)
        if let cached = values[name] { return cached }
        return try evaluateSymbol(name, hot: nil)
    }

    /// Computes a symbol not yet cached, with cycle detection, and caches it
    /// (in the hot array for hot symbols).
    func evaluateSymbol(_ name: String, hot: HotSymbol?) throws(ExpressionError) -> Value {
        if measuringMaximumWidth, hot == .inferredWidth {
            // `auto` while measuring how wide text would be on one line (R-LL-AUTO).
            return .number(try inferredSize(maximumWidth: true).width)
        }
        // Checked for emptiness first: that needs no retain of the set's storage around the call.
        if !failures.isEmpty, failures.contains(name) { throw .alreadyReported }
        if evaluating.contains(name), let start = pass.stack.firstIndex(where: { $0.node === self && $0.symbol == name }) {
            throw reportCycle(from: start, symbol: name)
        }
        let depth = pass.stack.count
        pass.stack.append(EvaluationFrame(node: self, symbol: name, key: pass.frameKey(name, hot: hot)))
        // Room for a few nested symbols at once (a label's frame reads its size, which reads its
        // text): one allocation for a new node, not one per doubling.
        if evaluating.capacity == 0 { evaluating.reserveCapacity(4) }
        evaluating.append(name)
        defer {
            pass.stack.removeLast()
            evaluating.removeLast()
            if let limit = pass.uncachedAbove, depth <= limit { pass.uncachedAbove = nil }
        }
        do {
            let value: Value
            if let expression = hot.map({ self.expression($0) }) ?? expression(name) {
                value = try evaluate(expression)
            } else if let hot {
                value = try builtInValue(hot)
            } else {
                value = try builtInValue(name)
            }
            // A value computed under a re-entrancy guard may differ later: keep it uncached.
            if pass.uncachedAbove.map({ depth <= $0 }) ?? true {
                if let hot { self.hot[hot.rawValue].value = value } else { values[name] = value }
            }
            return value
        } catch {
            failures.insert(name)
            throw error
        }
    }

    /// `value(forSymbol:)` as a number (Bools count as 0/1); nil otherwise.
    func number(forSymbol name: String) throws(ExpressionError) -> Double? {
        switch try value(forSymbol: name) {
        case let .number(number): return number
        case let .bool(flag): return flag ? 1 : 0
        default: return nil
        }
    }

    /// A numeric symbol, or 0 when it is not a number (frames).
    func dimension(_ name: String) throws(ExpressionError) -> Double {
        try number(forSymbol: name) ?? 0
    }

    /// True while `name` of this node is being evaluated.
    func isEvaluating(_ name: String) -> Bool {
        evaluating.contains(name)
    }

    /// Evaluates a compiled expression, reporting its error where it arose.
    func evaluate(_ expression: NodeExpression) throws(ExpressionError) -> Value {
        let slots = expression.slots
        let outerReader = reading(slots)
        defer { slots.node = outerReader }
        do throws(ExpressionError) {
            let value = try expression.expression.evaluate(slots)
            // UIKit refuses a NaN or infinite geometry (CALayer raises), and JSON cannot carry
            // one: `1/0` is the template's error, not a silent null in the frame.
            if case let .number(number) = value, !number.isFinite {
                let text = expression.attribute(in: self)?.value ?? ""
                let shown = number.isNaN ? "NaN" : number > 0 ? "infinity" : "-infinity"
                throw ExpressionError(
                    "Expression for \(expression.name) is not a finite number (\(shown))", span: SourceSpan(0, text.utf8.count))
            }
            return value
        } catch {
            if !error.isAlreadyReported {
                let attribute = expression.attribute(in: self)
                let placed = slots.placing(error, in: attribute?.value)
                pass.report(placed, node: self, name: expression.name, attribute: attribute)
            }
            throw .alreadyReported
        }
    }

    /// Makes this node the reader of `slots` (shared by siblings written alike, whose sources
    /// name the reader as nil), returning the reader to put back once the expression is
    /// evaluated: evaluations nest (a label's `top` reads the `bottom` of the label before it,
    /// through the same slots), and each one reads through its own node.
    @inline(__always)
    func reading(_ slots: NodeSlots) -> LayoutNode {
        let outer = slots.node
        slots.node = self
        return outer
    }

    /// Reports `a → b → a` at every written expression on the cycle (Layout
    /// surfaces it on each), or Layout's self-reference message for `a → a`.
    private func reportCycle(from start: Int, symbol: String) -> ExpressionError {
        let members = Array(pass.stack[start...])
        if members.count == 1 {
            let attribute = expressions[symbol]??.attribute(in: self)
            let message = "Expression for \(symbol) references a nonexistent symbol of the same name (expressions cannot reference themselves)"
            pass.report(ExpressionError(message, span: SourceSpan(0, attribute?.value.utf8.count ?? 0)), node: self, name: symbol, attribute: attribute)
            return .alreadyReported
        }
        let names = members.map { "\($0.node.shortName).\($0.symbol)" }
        // Each attribute on the cycle gets the chain starting from itself.
        func message(from index: Int) -> String {
            let rotated = Array(names[index...] + names[..<index])
            return "Circular reference: " + (rotated + [rotated[0]]).joined(separator: " → ")
        }
        var reported = false
        for (index, (node, name)) in members.map({ ($0.node, $0.symbol) }).enumerated() {
            guard let attribute = node.expressions[name]??.attribute(in: node) else { continue }
            node.pass.report(ExpressionError(message(from: index), span: SourceSpan(0, attribute.value.utf8.count)),
                             node: node, name: name, attribute: attribute)
            reported = true
        }
        if !reported {
            pass.report(ExpressionError(message(from: 0), span: SourceSpan(0, 0)), node: self, name: symbol, attribute: nil)
        }
        return .alreadyReported
    }

    // MARK: - Relative references

    /// `previous.X` / `next.X` (R-LL-RELATIVE): the nearest visible sibling for
    /// positional symbols (`LayoutSymbols.positional`), the literal neighbour
    /// otherwise; 0 or nil without one.
    func siblingValue(offset: Int, symbol: String, context: String, positional: Bool) throws(ExpressionError) -> Value {
        guard let siblings = parent?.children else { return positional ? Self.zero(symbol) : .null }
        var position = index + offset
        while siblings.indices.contains(position) {
            let sibling = siblings[position]
            let hidden = positional ? try sibling.isHidden() : false
            if !hidden {
                return try sibling.relativeValue(symbol: symbol, context: context, reader: self)
            }
            position += offset
        }
        return positional ? Self.zero(symbol) : .null
    }

    /// This node's `symbol` as read from another node's `context` property:
    /// edges are absolute in the contexts where Layout reads them that way.
    func relativeValue(symbol: String, context: String, reader: LayoutNode) throws(ExpressionError) -> Value {
        let legacy = pass.options.mode == .legacy
        if pass.options.isRightToLeft, context == "leading" || context == "trailing" || symbol == "leading" || symbol == "trailing" {
            // Right to left mirrors the leading and trailing pairs: read from a leading expression,
            // a view's trailing edge is measured from the parent's right edge.
            switch (context, symbol) {
            case ("leading", "trailing"): return .number(try containerWidthOfParent() - dimension(.left))
            case ("trailing", "leading"): return .number(try dimension(.left) + dimension(.width))
            default: return try value(forSymbol: symbol)
            }
        }
        switch (context, symbol) {
        case ("top", "bottom"):
            return .number(try dimension(.top) + dimension(.height))
        case ("left", "right"), ("left", "trailing"), ("leading", "right"), ("leading", "trailing"):
            return .number(try dimension(.left) + dimension(.width))
        case ("right", "right") where legacy, ("right", "trailing") where legacy:
            return .number(try dimension(.left) + dimension(.width))
        case ("bottom", "top") where !legacy:
            return .number(try containerHeightOfParent() - dimension(.top))
        case ("right", "left") where !legacy, ("right", "leading") where !legacy,
             ("trailing", "left"), ("trailing", "leading"):
            return .number(try containerWidthOfParent() - dimension(.left))
        default:
            return try value(forSymbol: symbol)
        }
    }

    static func zero(_ symbol: String) -> Value {
        symbol == "center" ? .point(Point(x: 0, y: 0)) : .number(0)
    }

    /// Whether `isHidden` is true (hidden siblings are skipped by layout).
    func isHidden() throws(ExpressionError) -> Bool {
        guard expression(.isHidden) != nil else { return false }
        return try dimension(.isHidden) != 0
    }

    func containerWidthOfParent() throws(ExpressionError) -> Double {
        guard let parent else { return pass.options.device.width }
        return try parent.dimension(.containerWidth)
    }

    func containerHeightOfParent() throws(ExpressionError) -> Double {
        guard let parent else { return pass.options.device.height }
        return try parent.dimension(.containerHeight)
    }

    // MARK: - Lookups used by the scope

    /// The nearest node (this one or an ancestor) declaring parameter `name`.
    func parameterOwner(_ name: String) -> LayoutNode? {
        var node: LayoutNode? = self
        while let current = node {
            if current.parameters[name] != nil { return current }
            node = current.parent
        }
        return nil
    }

    /// The nearest macro named `name` (this node first, then ancestors).
    func findMacro(_ name: String) -> (LayoutNode, TemplateMacro)? {
        var node: LayoutNode? = self
        while let current = node {
            if let macro = current.macros[name] { return (current, macro) }
            node = current.parent
        }
        return nil
    }

    /// `#id` lookup (R-LL-RELATIVE): this node, its descendants depth-first, then
    /// outwards through each ancestor's other subtrees.
    func findNode(id: String) -> LayoutNode? {
        if let found = searchDown(id) { return found }
        var searched: LayoutNode = self
        var ancestor = parent
        while let current = ancestor {
            if current.template.id == id { return current }
            for child in current.children where child !== searched {
                if let found = child.searchDown(id) { return found }
            }
            searched = current
            ancestor = current.parent
        }
        return nil
    }

    private func searchDown(_ id: String) -> LayoutNode? {
        if template.id == id { return self }
        for child in children {
            if let found = child.searchDown(id) { return found }
        }
        return nil
    }

    /// Whether `name` is answered by this node itself.
    func ownsSymbol(_ name: String) -> Bool {
        if LayoutSymbols.isLayout(name) || parameters[name] != nil { return true }
        if let known = expressions[name] { return known != nil }
        // While the node compiles, an attribute later in the element is not in `expressions`
        // yet (`itemSize.height="itemSize.width"` written before `itemSize.width`): it will be.
        return !isSetUp && writesSettableAttribute(name)
    }

    private func writesSettableAttribute(_ name: String) -> Bool {
        guard template.attributes.contains(where: { $0.name == name && !Self.isBlank($0.value) }) else { return false }
        let lookup = viewClass.attribute(name)
        return isUnknownClass || (lookup.typeName != nil && lookup.isSettable)
    }

    /// Whether another node may read `name` from this one (`parent.X`, `#id.X`).
    func canRead(_ name: String) -> Bool {
        ownsSymbol(name) || defaultPropertyValue(name) != nil || canReadPath(name)
    }

    /// A macro's value in this node, for the property `context`.
    func macroValue(_ macro: TemplateMacro, context: String) throws(ExpressionError) -> Value {
        let key = "macro:\(macro.name):\(context)"
        noteRead(named: key)
        if let cached = values[key] { return cached }
        if failures.contains(key) { throw .alreadyReported }
        if evaluating.contains(key) {
            // `foo` uses `bar` uses `foo`: report the chain of macros at each one.
            let chain = pass.stack.filter { $0.node === self && $0.symbol.hasPrefix("macro:") }
                .map { String($0.symbol.split(separator: ":")[1]) }
            let names = Array(chain.drop { $0 != macro.name }) + [macro.name]
            let message = "Macro \(macro.name) references itself through " + names.joined(separator: " → ")
                + " (macros cannot reference themselves)"
            pass.report(ExpressionError(message, span: SourceSpan(0, macro.value.value.utf8.count)),
                        node: self, name: macro.name, attribute: macro.value)
            throw .alreadyReported
        }
        guard let compiled = macroExpression(macro, context: context) else { throw .alreadyReported }
        pass.stack.append(EvaluationFrame(node: self, symbol: key, key: pass.frameKey(key, hot: nil)))
        evaluating.append(key)
        defer {
            pass.stack.removeLast()
            evaluating.removeLast()
        }
        let outerReader = reading(compiled.slots)
        defer { compiled.slots.node = outerReader }
        do throws(ExpressionError) {
            let value = try compiled.expression.evaluate(compiled.slots)
            values[key] = value
            return value
        } catch {
            if !error.isAlreadyReported {
                reportMacroError(compiled.slots.placing(error, in: macro.value.value), macro: macro, context: context)
            }
            failures.insert(key)
            throw .alreadyReported
        }
    }

    /// `macro` compiled for the property `context` (once per node and property).
    func macroExpression(_ macro: TemplateMacro, context: String) -> NodeExpression? {
        let key = "macro:\(macro.name):\(context)"
        if let known = expressions[key] { return known }
        let compiled = compileMacro(macro, context: context)
        expressions[key] = compiled
        return compiled
    }

    /// Layout expands a macro where an attribute uses it, so the macro sees that property's
    /// names: `%` and `auto` in layout properties, colour names in colours, enum cases in enums.
    private func compileMacro(_ macro: TemplateMacro, context: String) -> NodeExpression? {
        var expanding: Set<String> = [macro.name]
        for frame in pass.stack where frame.node === self && frame.symbol.hasPrefix("macro:") {
            expanding.insert(frame.symbol)
        }
        let scope = NodeScope(node: self, context: context, expandingMacros: expanding)
        let type = type(of: context) ?? .any
        let names = CompileContext(
            percentSymbol: LayoutSymbols.percentSymbol(for: context, isCGFloat: type == .number(.cgFloat)),
            autoSymbol: LayoutSymbols.autoSymbol(for: context)
        ).addingNames(ofPropertyType: type, environment: pass.options.environment)
        do throws(ExpressionError) {
            guard let expression = try PropertyExpression.compile(
                macro.value.value, as: .any, scope: scope, context: names, environment: pass.options.environment)
            else {
                pass.report(Diagnostic(message: "Empty expression for \(macro.name) macro", file: macro.value.file,
                                       range: macro.value.source.valueRange, node: path, attribute: macro.name),
                            includeChain: template.includeChain)
                return nil
            }
            pass.noteCompiled(expression)
            return NodeExpression(name: macro.name, expression: expression, origin: .macro(macro.value), slots: scope.slots)
        } catch {
            reportMacroError(error, macro: macro, context: context)
            return nil
        }
    }

    /// A problem inside a macro, reported where the attribute `context` uses it (at the
    /// macro's name in its value), with the exact place in the macro as a note.
    private func reportMacroError(_ error: ExpressionError, macro: TemplateMacro, context: String) {
        let note = Diagnostic.Note(message: "in macro \(macro.name)", file: macro.value.file,
                                   range: macro.value.range(ofValueOffsets: error.span.range))
        guard let use = expressions[context]??.attribute(in: self) else {
            // Used by a default expression or the body: no attribute to point at.
            var diagnostic = Diagnostic(
                message: error.message, file: macro.value.file, range: note.range, node: path, attribute: context,
                expression: macro.value.value, suggestions: error.suggestions)
            diagnostic.notes = [note]
            pass.report(diagnostic, includeChain: macro.value.includeChain)
            return
        }
        // The outermost macro this attribute names (a macro may use another).
        let outermost = pass.stack.first { $0.node === self && $0.symbol.hasPrefix("macro:") && $0.symbol.hasSuffix(":" + context) }
            .map { String($0.symbol.split(separator: ":")[1]) } ?? macro.name
        let offsets = Self.offsets(ofWord: outermost, in: use.value) ?? 0..<use.value.utf8.count
        var diagnostic = Diagnostic(
            message: error.message, file: use.file, range: use.range(ofValueOffsets: offsets), node: path, attribute: context,
            expression: use.value, suggestions: error.suggestions)
        diagnostic.notes = [note]
        pass.report(diagnostic, includeChain: use.includeChain.isEmpty ? template.includeChain : use.includeChain)
    }

    /// UTF-8 offsets of `word` in `text` where it stands as a whole name (not part of a longer one).
    static func offsets(ofWord word: String, in text: String) -> Range<Int>? {
        let bytes = Array(text.utf8), target = Array(word.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
        }
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
            let end = start + target.count
            if (start == 0 || !isNamePart(bytes[start - 1])) && (end == bytes.count || !isNamePart(bytes[end])) { return start..<end }
        }
        return nil
    }
}
