import Diagnostics
import Expressions
import Foundation
import TestSupport
import Testing

/// Runs every `expression` case of the conformance file that evaluates an
/// expression (those with a `property_type`) through the real pipeline:
/// front end by type → compiler → evaluation → cast.
@Suite struct EvaluationConformanceTests {
    /// The suite's selection (`ConformanceLedger.evaluation`): every `expression` case with a
    /// `property_type`.
    static let cases: [ConformanceCase] = ConformanceLedger.evaluation.selected.compactMap { item in
        guard let id = item.id, let input = item["input"], let expected = item["expected"] else { return nil }
        return ConformanceCase(id: id, input: input, expected: expected)
    }

    /// Cases this suite does not run, each with the reason (needs a template node, UIKit, …).
    static let unserved = ConformanceLedger.evaluation.notRun

    @Test func everyCaseIsRunOrListed() {
        #expect(Self.cases.count == 206)
        let ids = Set(Self.cases.map(\.id))
        for id in Self.unserved.keys { #expect(ids.contains(id), "listed case \(id) is not in the fixture") }
    }

    /// Every key of `expected` this suite reads, and the ones it leaves to another suite (the
    /// symbols an expression reads, to parsing) or to no suite (`ConformanceLedger.notServedKeys`);
    /// a case with another key fails `everyExpectedKeyIsRead`, so no expectation goes unread.
    static let readKeys = ConformanceLedger.evaluation.compares
    static let unreadKeys = Set(["symbols"]).union((ConformanceLedger.notServedKeys[.layout] ?? [:]).keys)

    @Test func everyExpectedKeyIsRead() {
        for item in Self.cases where Self.unserved[item.id] == nil {
            let keys = Set(item.expected.objectValue?.map(\.0) ?? [])
            let unread = keys.subtracting(Self.readKeys).subtracting(Self.unreadKeys)
                .filter { ConformanceLedger.evaluation.notCompared["\(item.id): \($0)"] == nil }
            #expect(unread.isEmpty, "\(item.id) expects \(unread.sorted()), which no check reads")
        }
    }

    @Test(arguments: cases.filter { unserved[$0.id] == nil })
    func evaluates(_ item: ConformanceCase) {
        let outcome = ConformanceRun(item.input)
        let expected = item.expected
        // `validate_errors: 0`: the expression validates, so it compiles without an error.
        if expected["validate_errors"] == .number(0) { #expect(outcome.error == nil, "\(String(describing: outcome.error?.message))") }
        // A symbol's value in the same scope (`foo` when state and constants both name it).
        if let foo = expected["foo"] { #expect(ConformanceRun(Self.input(item.input, expression: "foo")).value.map { ConformanceValues.matches($0, foo) } == true) }
        if let after = expected["after_setState"] {
            // `setState` merges: the new keys change, the others keep their values.
            for (name, value) in after.objectValue ?? [] where name != "state" {
                let run = ConformanceRun(Self.input(item.input, expression: name, mergingState: after["state"] ?? .object([])))
                #expect(run.value.map { ConformanceValues.matches($0, value) } == true, "after setState, \(name) is \(String(describing: run.value))")
            }
        }
        if expected["throws"] == .bool(true) {
            guard let error = outcome.error else {
                Issue.record("expected an error, got \(String(describing: outcome.value))")
                return
            }
            for fragment in Self.fragments(expected["error_contains"]) {
                #expect(error.message.contains(fragment), "\(error.message) lacks \(fragment)")
            }
            if let message = expected["error_message"]?.stringValue { #expect(error.message == message) }
            return
        }
        if let error = outcome.error {
            Issue.record("unexpected error: \(error.message)")
            return
        }
        if let absent = expected["layout_expression"]?.stringValue, absent.hasPrefix("nil") {
            #expect(outcome.compiled == false)
            return
        }
        if let constant = expected["is_constant"], case let .bool(flag) = constant { #expect(outcome.isConstant == flag) }
        if expected["not_nil"] == .bool(true) { #expect(outcome.value != nil && outcome.value != .null) }
        if let text = expected["string"]?.stringValue {
            guard case let .attributedString(attributed)? = outcome.value else {
                Issue.record("expected an attributed string, got \(String(describing: outcome.value))")
                return
            }
            #expect(attributed.string == text)
        }
        if let value = expected["value"] {
            guard let actual = outcome.value else {
                Issue.record("no value")
                return
            }
            if case let .font(font) = actual {
                Self.checkFont(font, value)
            } else if value == "UIColor.testColor" {
                #expect(actual == .color(ConformanceRun.customColor))
            } else if value == "<the testImage constant>" {
                #expect(actual == ConformanceValues.value("<UIImage>"))
            } else {
                #expect(ConformanceValues.matches(actual, value), "got \(actual)")
            }
        }
    }

    /// The parsed string expressions (`ConformanceLedger.stringExpressions`) evaluated as a
    /// `String` property: `foo {4 + 5 // hello } bar` reads "foo 9 bar", and a string that is
    /// all comment (` //hello {'world'}`) is no expression at all.
    @Test(arguments: ConformanceLedger.stringExpressions.cases.compactMap { item in
        item.id.map { ConformanceCase(id: $0, input: item["input"] ?? .null, expected: item["expected"] ?? .null) }
    })
    func evaluatesAStringExpression(_ item: ConformanceCase) throws {
        let text = try #require(item.input["text"]?.stringValue)
        let outcome = ConformanceRun(["expression": .string(text), "property_type": "String"])
        #expect(outcome.error == nil, "\(String(describing: outcome.error?.message))")
        if let absent = item.expected["layout_expression"]?.stringValue {
            #expect(absent.hasPrefix("nil"))
            #expect(outcome.compiled == false, "\(String(describing: outcome.value))")
        }
        if let string = item.expected["evaluated_string"]?.stringValue {
            #expect(outcome.value == .string(string))
        }
    }

    /// The case's input evaluating `expression` instead, its `state` symbols merged with `state`.
    static func input(_ input: JSON, expression: String, mergingState state: JSON = .object([])) -> JSON {
        guard case var .object(members) = input else { return input }
        members.removeAll { $0.0 == "expression" }
        members.append(("expression", .string(expression)))
        if let index = members.firstIndex(where: { $0.0 == "symbols" }), case var .object(symbols) = members[index].1 {
            var merged = symbols.first { $0.0 == "state" }?.1.objectValue ?? []
            for (key, value) in state.objectValue ?? [] {
                merged.removeAll { $0.0 == key }
                merged.append((key, value))
            }
            symbols.removeAll { $0.0 == "state" }
            symbols.append(("state", .object(merged)))
            members[index].1 = .object(symbols)
        }
        return .object(members)
    }

    static func fragments(_ json: JSON?) -> [String] {
        switch json {
        case let .string(text)?: return [text]
        case let .array(items)?: return items.compactMap(\.stringValue)
        default: return []
        }
    }

    /// Fonts are checked on what a descriptor can say: size, weight, traits.
    static func checkFont(_ font: FontDescriptor, _ expected: JSON) {
        if let size = (expected["size"] ?? expected["pointSize"])?.numberValue { #expect(font.size == size) }
        if let weight = expected["weight"]?.stringValue { #expect(font.weight == weight) }
        for trait in expected["traits"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
            let name = trait.replacingOccurrences(of: "trait", with: "").lowercased()
            #expect(font.traits.contains(name) || (name == "bold" && font.weight == "bold"), "\(font) lacks \(name)")
        }
    }
}

/// The result of compiling and evaluating one case.
struct ConformanceRun {
    /// What the cases' custom `UIColor.testColor` class property stands for.
    static let customColor = Color(red: 0.6, green: 0.4, blue: 0.2)

    var compiled = false
    var isConstant = false
    var value: Value?
    var error: ExpressionError?

    init(_ input: JSON) {
        let text = input["expression"]?.stringValue ?? ""
        let symbols = input["symbols"] ?? .object([])
        let table = { (key: String) -> [String: Value] in
            var members = symbols[key]?.objectValue ?? []
            // `{"optional": {...}}` is an optional state dictionary: unwrap it.
            if members.count == 1, members[0].0 == "optional", let inner = members[0].1.objectValue { members = inner }
            return Dictionary(members.map { ($0.0, ConformanceValues.value($0.1)) }, uniquingKeysWith: { $1 })
        }
        let state = table("state").merging(table("state_struct")) { $1 }.merging(table("state_object")) { $1 }
        let engine = input["engine"]?.stringValue == "AnyExpression"
        let scope = LayeredScope(layers: [
            .state(state), .constants(table("constants")), .state(table("parent_state")), .constants(table("parent_constants")),
            .constants(table("view_properties")),
        ], engineMessages: engine)
        var colors: [String: Color] = [:]
        for (name, _) in symbols["uicolor_static"]?.objectValue ?? [] { colors[name] = ConformanceRun.customColor }
        do throws(ExpressionError) {
            if engine {
                try runEngine(text, input: input, scope: scope)
            } else {
                guard let type = PropertyType(named: input["property_type"]?.stringValue ?? "Any") else {
                    error = ExpressionError("unknown type", span: SourceSpan(0, 0))
                    return
                }
                let environment = PropertyEnvironment(colors: colors, images: [])
                guard let expression = try PropertyExpression.compile(text, as: type, scope: scope, environment: environment) else { return }
                compiled = true
                isConstant = expression.isConstant
                value = try expression.evaluate(scope.values())
            }
        } catch {
            self.error = error
        }
    }

    /// The bare engine (AnyExpression): no braces, engine messages, and an
    /// optional result type with its own cast message.
    private mutating func runEngine(_ text: String, input: JSON, scope: LayeredScope) throws(ExpressionError) {
        let syntax = try Syntax.parse(text)
        let compiler = ExpressionCompiler(scope: scope, context: CompileContext(engineMessages: true), source: text)
        let expression = try compiler.compile(syntax)
        compiled = true
        isConstant = expression.isConstant
        var result = try expression.evaluate(scope.values())
        if let name = input["result_type"]?.stringValue, let type = PropertyType(named: name) {
            guard let cast = result.cast(to: type) else {
                throw ExpressionError("Result type \(result.typeName) is not compatible with expected type \(type.name)", span: syntax.span)
            }
            result = cast
        }
        value = result
    }
}
