// The rows of issue 11's solver benchmark, built the same way as scripts/bench-kiwi.py builds
// them for Kiwi. Prints one line per row: name, median seconds, repetitions.
import Constraints

/// A system under test: its solver, the root-width constraint (for edits) and every variable.
struct Benchmark {
    var solver: ConstraintSolver = {
        var solver = ConstraintSolver()
        solver.detectsAmbiguity = diagnoses
        return solver
    }()
    var variables: [Variable] = []
    var rootWidth = ConstraintID(rawValue: 0)

    mutating func variable() -> Variable {
        let made = solver.makeVariable()
        variables.append(made)
        return made
    }

    /// The root frame: (0, 0, width, height), fixed by the host.
    mutating func root(width: Double, height: Double) -> (x: Variable, y: Variable, width: Variable, height: Variable) {
        let root = (variable(), variable(), variable(), variable())
        solver.add(LinearExpression(root.0), .equal, 0, isHost: true)
        solver.add(LinearExpression(root.1), .equal, 0, isHost: true)
        rootWidth = solver.add(LinearExpression(root.2), .equal, LinearExpression(constant: width), isHost: true)
        solver.add(LinearExpression(root.3), .equal, LinearExpression(constant: height), isHost: true)
        return root
    }

    /// Solves and reads every value, as a renderer would (with `--tie-break`, setting the
    /// tie-break order first, as `LayoutSystem` does before every solve).
    mutating func solveAndRead() -> Double {
        if tieBreaks { solver.setTieBreakOrder(variables.reversed()) }
        let solution = solver.solve()
        return variables.reduce(0) { $0 + solution.value(of: $1) }
    }

    /// A vertical stack of `count` views: left/right pinned with insets of 16, each top 8 below the
    /// previous bottom, height 44 — or, `prioritised`, height ≥ 30 and == 50 @250 in a container
    /// whose height leaves 40 per view.
    static func stack(_ count: Int, prioritised: Bool) -> Benchmark {
        var benchmark = Benchmark()
        let height = prioritised ? 8 + Double(count) * 48 : 667
        let root = benchmark.root(width: 375, height: height)
        var previousBottom = root.y + LinearExpression(constant: 0)
        for _ in 0..<count {
            let (x, y, w, h) = (benchmark.variable(), benchmark.variable(), benchmark.variable(), benchmark.variable())
            benchmark.solver.add(LinearExpression(x), .equal, root.x + LinearExpression(constant: 16))
            benchmark.solver.add(x + w, .equal, root.x + root.width - LinearExpression(constant: 16))
            benchmark.solver.add(LinearExpression(y), .equal, previousBottom + LinearExpression(constant: 8))
            if prioritised {
                benchmark.solver.add(LinearExpression(h), .greaterThanOrEqual, 30)
                benchmark.solver.add(LinearExpression(h), .equal, 50, priority: 250)
            } else {
                benchmark.solver.add(LinearExpression(h), .equal, 44)
            }
            previousBottom = y + h
        }
        if prioritised {
            benchmark.solver.add(previousBottom, .equal, root.y + root.height - LinearExpression(constant: 8))
        }
        return benchmark
    }

    /// An n × n grid filling the root with gaps of 8, every cell as wide and as tall as the first.
    static func grid(_ n: Int) -> Benchmark {
        var benchmark = Benchmark()
        let root = benchmark.root(width: 375, height: 667)
        var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
        for row in 0..<n {
            cells.append([])
            for column in 0..<n {
                let cell = (benchmark.variable(), benchmark.variable(), benchmark.variable(), benchmark.variable())
                cells[row].append(cell)
                let left = column == 0 ? root.x + LinearExpression(constant: 8) : cells[row][column - 1].x + cells[row][column - 1].w + LinearExpression(constant: 8)
                let top = row == 0 ? root.y + LinearExpression(constant: 8) : cells[row - 1][column].y + cells[row - 1][column].h + LinearExpression(constant: 8)
                benchmark.solver.add(LinearExpression(cell.0), .equal, left)
                benchmark.solver.add(LinearExpression(cell.1), .equal, top)
                if row > 0 || column > 0 {
                    benchmark.solver.add(LinearExpression(cell.2), .equal, LinearExpression(cells[0][0].w))
                    benchmark.solver.add(LinearExpression(cell.3), .equal, LinearExpression(cells[0][0].h))
                }
                if column == n - 1 { benchmark.solver.add(cell.0 + cell.2, .equal, root.x + root.width - LinearExpression(constant: 8)) }
                if row == n - 1 { benchmark.solver.add(cell.1 + cell.3, .equal, root.y + root.height - LinearExpression(constant: 8)) }
            }
        }
        return benchmark
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// `--diagnose` also searches every solution for ambiguity (what a render does).
let diagnoses = CommandLine.arguments.contains("--diagnose")
/// `--tie-break` settles ambiguous variables (R-AL-AMBIG-2) as a render does; with
/// `--diagnose` only.
let tieBreaks = diagnoses && CommandLine.arguments.contains("--tie-break")
/// `--only NAME` runs one row.
let only: String? = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }

/// Median seconds of `repetitions` runs of building and solving, then of 100 root-width edits.
func measure(_ name: String, repetitions: Int, _ make: () -> Benchmark) {
    if let only, name != only { return }
    let clock = ContinuousClock()
    var builds: [Double] = []
    var edits: [Double] = []
    var checksum = 0.0
    for _ in 0..<repetitions {
        var benchmark = Benchmark()
        builds.append(seconds(clock.measure {
            benchmark = make()
            checksum += benchmark.solveAndRead()
        }))
        edits.append(seconds(clock.measure {
            for step in 1...100 {
                benchmark.solver.setConstant(of: benchmark.rootWidth, to: 375 + Double(step % 50))
                checksum += benchmark.solveAndRead()
            }
        }))
    }
    print("\(name)\t\(median(builds))\t\(repetitions)\tchecksum \(checksum)")
    print("\(name) + 100 edits\t\(median(edits))\t\(repetitions)")
}

let quick = CommandLine.arguments.contains("--quick")
for count in [10, 100, 1000] {
    measure("stack \(count)", repetitions: quick ? 3 : (count == 1000 ? 15 : 41)) { .stack(count, prioritised: false) }
}
for count in [10, 100, 1000] {
    measure("prioritised stack \(count)", repetitions: quick ? 3 : (count == 1000 ? 15 : 41)) { .stack(count, prioritised: true) }
}
for n in [5, 10, 30] {
    measure("grid \(n)×\(n)", repetitions: quick ? 3 : (n == 30 ? 15 : 41)) { .grid(n) }
}
