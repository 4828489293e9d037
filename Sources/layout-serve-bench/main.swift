// Release-mode micro-benchmarks; run through scripts/bench-*.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "expressions":
    print(ExpressionBenchmark.report(try ExpressionBenchmark.run()))
case "render" where arguments.count == 2:
    print(RenderBenchmark.report(arguments[1], RenderBenchmark.run(file: arguments[1])))
case "phases" where arguments.count == 2:
    PhaseBenchmark.run(file: arguments[1])
default:
    print("usage: layout-serve-bench expressions | render FILE | phases FILE")
}
