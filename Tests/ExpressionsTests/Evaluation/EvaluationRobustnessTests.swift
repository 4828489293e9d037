import Diagnostics
import Expressions
import TestSupport
import Testing

/// Bad input never crashes or hangs: every operator with every kind of
/// operand, and random bytes through every front end, end in a value or a
/// diagnostic whose position lies inside the input.
@Suite struct EvaluationRobustnessTests {
    static let operands: [String: Value] = [
        "n": .number(2), "z": .number(0), "b": .bool(true), "s": .string("ab"), "e": .string(""),
        "a": .array([.number(1), .string("x")]), "d": .dictionary(["k": .number(1)]),
        "r": .range(RangeValue(lower: 0, upper: 1, isClosed: true)), "nil": .null,
        "c": .color(Color(red: 1, green: 0, blue: 0)), "f": .font(FontDescriptor()),
        "m": .enumCase(EnumCase(type: "NSTextAlignment", name: "center", rawValue: .int(1))),
        "p": .point(Point(x: 1, y: 2)), "i": .image(ImageReference(name: "Icon")),
        "big": .number(1e308), "inf": .number(.infinity), "neg": .number(-3.5),
    ]
    static let infix = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "??", "...", "..<", ",", "^", "and"]
    static let prefix = ["-", "!", "...", "..<", "+", "~"]
    static let postfix = ["...", "%", "!"]

    @Test func everyInfixOperatorWithEveryOperandPair() {
        let names = Self.operands.keys.sorted()
        var outcomes = 0
        for op in Self.infix {
            for lhs in names {
                for rhs in names {
                    outcomes += Self.check("\(lhs) \(op) \(rhs)")
                }
            }
        }
        #expect(outcomes == Self.infix.count * names.count * names.count)
    }

    @Test func everyPrefixAndPostfixOperatorWithEveryOperand() {
        var outcomes = 0
        for name in Self.operands.keys.sorted() {
            for op in Self.prefix { outcomes += Self.check("\(op)\(name)") }
            for op in Self.postfix { outcomes += Self.check("\(name)\(op)") }
            for index in Self.operands.keys.sorted() { outcomes += Self.check("\(name)[\(index)]") }
            outcomes += Self.check("\(name) ? 1 : 2") + Self.check("\(name)(1)") + Self.check("min(\(name), 1)")
        }
        #expect(outcomes > 0)
    }

    /// Returns 1 after checking that `text` gives a value or a well-placed error.
    static func check(_ text: String, as type: PropertyType = .any) -> Int {
        let scope = DictionaryScope(state: operands)
        do throws(ExpressionError) {
            guard let expression = try PropertyExpression.compile(text, as: type, scope: scope) else { return 1 }
            _ = try expression.evaluate(scope.slotValues())
        } catch {
            let length = text.utf8.count
            #expect(error.span.lower >= 0 && Int(error.span.upper) <= length, "span \(error.span) outside \(text)")
            #expect(!error.message.isEmpty)
        }
        return 1
    }

    static let types: [PropertyType] = [
        .any, .bool, .number(.cgFloat), .number(.int), .string, .attributedString, .color, .image, .font,
        .url, .selector, .enumeration("NSTextAlignment"), .options("UIDataDetectorTypes"), .point, .array(.string),
    ]

    /// Random bytes (biased towards the language's own characters) through
    /// every front end: no crash, no hang, errors inside the input.
    @Test func randomInputsThroughEveryPropertyType() {
        var generator = SeededGenerator(seed: 0x1A70_5E4E)
        let alphabet = Array("abnsz019.,:;?!%+-*/<>=&|^~()[]{}'\"`\\# \t\n@$_é😀".unicodeScalars)
        var runs = 0
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
                } else {
                    text.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
                }
            }
            runs += Self.check(text, as: Self.types.randomElement(using: &generator)!)
        }
        #expect(runs == 4_000)
    }

    @Test func hugeAndDeepInputsGiveDiagnostics() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(evaluate(deep) == .failure(Failure(text: "1:257: Expression is too deeply nested (more than 256 levels)")))
        let long = "'" + String(repeating: "x", count: 1_000_000) + "'"
        #expect(evaluate("{\(long)}", as: .string) == .success(.string(String(repeating: "x", count: 1_000_000))))
        let chain = Array(repeating: "1", count: 300_000).joined(separator: "+")
        guard case let .failure(failure) = evaluate(chain) else {
            Issue.record("a 600 KB chain should exceed the nesting limit")
            return
        }
        #expect(failure.text.hasSuffix("Expression is too deeply nested (more than 256 levels)"))
        #expect(evaluate("'abc", as: .number(.double)) == .failure(Failure(text: "1:1: Missing `'`")))
    }
}
