import Diagnostics
import Expressions

/// Parse and evaluation cost of representative layout expressions, with
/// their symbols bound as state (so they are evaluated, not folded).
enum ExpressionBenchmark {
    struct Case {
        var text: String
        var type: PropertyType
        var state: [String: Value]
    }

    static let cases: [Case] = [
        Case(text: "5 + width / 3", type: .number(.cgFloat), state: ["width": .number(375)]),
        Case(text: "min(width, height) - 20", type: .number(.cgFloat), state: ["width": .number(375), "height": .number(667)]),
        Case(text: "a >= b ? a : b", type: .number(.cgFloat), state: ["a": .number(3), "b": .number(7)]),
        Case(text: "(parent.width - 40) / 3 + previous.bottom", type: .number(.cgFloat),
             state: ["parent.width": .number(375), "previous.bottom": .number(120)]),
        Case(text: "isSelected ? #00f : #ccc", type: .color, state: ["isSelected": .bool(true)]),
        Case(text: "Hello {name}, you have {n + 1} new messages", type: .string,
             state: ["name": .string("Ada"), "n": .number(4)]),
    ]

    struct Result {
        var text: String
        var parseNanoseconds: Double
        var compileNanoseconds: Double
        var evaluateNanoseconds: Double
        var value: Value
    }

    /// `filter` keeps the cases whose text contains it; `scale` divides the
    /// iteration counts (for runs under a profiler).
    static func run(filter: String? = nil, scale: Int = 1, runs: Int = 15) throws -> [Result] {
        let parses = 20_000 / scale, evaluations = 1_000_000 / scale
        return try cases.filter { filter == nil || $0.text.contains(filter!) }.map { item in
            let scope = DictionaryScope(state: item.state)
            guard let expression = try PropertyExpression.compile(item.text, as: item.type, scope: scope) else {
                fatalError("benchmark expression \(item.text) is empty")
            }
            let values = scope.slotValues()
            let value = try expression.evaluate(values)
            let parse = Stopwatch.medianNanoseconds(runs: runs, iterations: parses) {
                for _ in 0..<parses { consume(parseOnly(item)) }
            }
            let compile = Stopwatch.medianNanoseconds(runs: runs, iterations: parses) {
                for _ in 0..<parses {
                    let compiled = try? PropertyExpression.compile(item.text, as: item.type, scope: DictionaryScope(state: item.state))
                    consume(compiled?.dynamicSymbols.count ?? 0)
                }
            }
            let evaluate = Stopwatch.medianNanoseconds(runs: runs, iterations: evaluations) {
                for _ in 0..<evaluations {
                    switch try? expression.evaluate(values) {
                    case let .number(number)?: consume(number)
                    case let .string(text)?: consume(text.utf8.count)
                    case let .color(color)?: consume(color.blue)
                    default: consume(0)
                    }
                }
            }
            return Result(text: item.text, parseNanoseconds: parse, compileNanoseconds: compile,
                          evaluateNanoseconds: evaluate, value: value)
        }
    }

    /// What compiling the case parses, and only that: a string's text with its `{…}` parts; a
    /// colour's text read for `{…}` parts and then — as literal text, which is not an asset
    /// name here — parsed again as an expression (`PropertyCompiler.colorBody`); any other type
    /// one expression. Returns a count, so the work is not optimised away.
    static func parseOnly(_ item: Case) -> Int {
        switch item.type {
        case .string:
            return (try? ParsedStringExpression.parse(item.text))?.parts.count ?? 0
        case .color:
            guard let parts = try? ParsedStringExpression.parse(item.text).parts else { return 0 }
            guard parts.count == 1, case .text = parts[0] else { return parts.count }
            return (try? ParsedExpression.parse(item.text))?.text.utf8.count ?? 0
        default:
            return (try? ParsedExpression.parse(item.text))?.text.utf8.count ?? 0
        }
    }

    /// A Markdown table of the results.
    static func report(_ results: [Result]) -> String {
        var lines = [
            "| expression | value | parse | parse + compile | evaluate |",
            "|---|---|---|---|---|",
        ]
        for result in results {
            let parse = String(format1: result.parseNanoseconds / 1000) + " µs"
            let compile = String(format1: result.compileNanoseconds / 1000) + " µs"
            let evaluate = String(format1: result.evaluateNanoseconds) + " ns"
            lines.append("| `\(result.text)` | \(result.value.swiftDescription) | \(parse) | \(compile) | \(evaluate) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// A number with up to two decimals (`1.25`, `37`).
    init(format1 value: Double) {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100)
        let fraction = Int(hundredths) % 100
        self = fraction == 0 ? "\(whole)" : "\(whole)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}
