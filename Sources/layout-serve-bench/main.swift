// Release-mode micro-benchmarks; run through scripts/bench-expressions.
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "expressions":
    print(ExpressionBenchmark.report(try ExpressionBenchmark.run()))
default:
    print("usage: layout-serve-bench expressions")
}
