// Release-mode micro-benchmarks; run through scripts/bench-*.
import LayoutServeCLI

// The heap as layout-serve sets it up, so a loop measures what the server does.
ProcessHeap.prepare()
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "expressions":
    // Optional: a filter on the expression text, and a divisor for the iteration counts.
    let scale = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
    print(ExpressionBenchmark.report(try ExpressionBenchmark.run(filter: arguments.count > 1 ? arguments[1] : nil, scale: scale)))
case "render" where arguments.count >= 2:
    // --server: the server's sources (files read once, trusted until the watcher reports a
    // change); --state KEY: a state key the template reads, for the warm state render.
    let options = Array(arguments.dropFirst(2))
    let stateKey = options.firstIndex(of: "--state").flatMap { $0 + 1 < options.count ? options[$0 + 1] : nil }
    let result = RenderBenchmark.run(file: arguments[1], trustingSources: options.contains("--server"), stateKey: stateKey)
    print(RenderBenchmark.report(arguments[1], result, stateKey: stateKey))
case "everlayout" where arguments.count <= 2:
    print(try EverLayoutBenchmark.run(count: arguments.count == 2 ? Int(arguments[1]) ?? 202 : 202))
case "phases" where arguments.count == 2:
    PhaseBenchmark.run(file: arguments[1])
case "dump" where arguments.count == 2:
    OutputDump.run(file: arguments[1])
case "parse-swift" where arguments.count == 3:
    SwiftParseBenchmark.run(file: arguments[1], count: Int(arguments[2]) ?? 20)
case "loop" where arguments.count == 4:
    RenderLoop.run(kind: arguments[1], file: arguments[2], count: Int(arguments[3]) ?? 100)
default:
    print("usage: layout-serve-bench expressions [FILTER [SCALE]] | render FILE [--server] [--state KEY] | everlayout [LABELS] | phases FILE | dump FILE | loop cold|device|state FILE COUNT | parse-swift FILE COUNT")
}
