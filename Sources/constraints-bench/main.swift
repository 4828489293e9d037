// The rows of the solver benchmark (BENCHMARKS.md, "Constraint solver against Kiwi"), built the
// same way as scripts/bench-kiwi.py builds them for Kiwi, and timed the same way, so the
// comparison is honest: the constraint expressions are built before the clock starts; the clock
// covers a new solver, adding every constraint and solving (values materialised, as Kiwi's
// `updateVariables`); the values are summed into the checksum after the clock stops.
// Prints one line per row: name, median seconds, repetitions, checksum — the sum over every
// value read back of round(value × 10⁶), an integer both sides compute alike.
import Constraints

/// A system as built before the clock starts: its constraints in the order they are added, over
/// variables numbered in the order they were made.
struct System {
    /// One `lhs relation rhs @priority` to add.
    struct Entry {
        var lhs: LinearExpression
        var relation: Relation
        var rhs: LinearExpression
        var priority: Float
        var isHost: Bool
    }

    var entries: [Entry] = []
    var variableCount = 0
    /// The entry holding the root width (edited by the "+ 100 edits" rows).
    var rootWidth = 0

    /// The next variable; the timed solver makes the same indices in the same order.
    mutating func variable() -> Variable {
        variableCount += 1
        return Variable(index: variableCount - 1)
    }

    mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                      priority: Float = Priority.required, isHost: Bool = false) {
        entries.append(Entry(lhs: lhs, relation: relation, rhs: rhs, priority: priority, isHost: isHost))
    }

    /// The root frame: (0, 0, width, height), fixed by the host.
    mutating func root(width: Double, height: Double) -> (x: Variable, y: Variable, width: Variable, height: Variable) {
        let root = (variable(), variable(), variable(), variable())
        add(LinearExpression(root.0), .equal, 0, isHost: true)
        add(LinearExpression(root.1), .equal, 0, isHost: true)
        rootWidth = entries.count
        add(LinearExpression(root.2), .equal, LinearExpression(constant: width), isHost: true)
        add(LinearExpression(root.3), .equal, LinearExpression(constant: height), isHost: true)
        return root
    }

    /// A vertical stack of `count` views: left/right pinned with insets of 16, each top 8 below the
    /// previous bottom, height 44 — or, `prioritised`, height ≥ 30 and == 50 @250 in a container
    /// whose height leaves 40 per view.
    static func stack(_ count: Int, prioritised: Bool) -> System {
        var system = System()
        let height = prioritised ? 8 + Double(count) * 48 : 667
        let root = system.root(width: 375, height: height)
        var previousBottom = root.y + LinearExpression(constant: 0)
        for _ in 0..<count {
            let (x, y, w, h) = (system.variable(), system.variable(), system.variable(), system.variable())
            system.add(LinearExpression(x), .equal, root.x + LinearExpression(constant: 16))
            system.add(x + w, .equal, root.x + root.width - LinearExpression(constant: 16))
            system.add(LinearExpression(y), .equal, previousBottom + LinearExpression(constant: 8))
            if prioritised {
                system.add(LinearExpression(h), .greaterThanOrEqual, 30)
                system.add(LinearExpression(h), .equal, 50, priority: 250)
            } else {
                system.add(LinearExpression(h), .equal, 44)
            }
            previousBottom = y + h
        }
        if prioritised {
            system.add(previousBottom, .equal, root.y + root.height - LinearExpression(constant: 8))
        }
        return system
    }

    /// An n × n grid filling the root with gaps of 8, every cell as wide and as tall as the first.
    static func grid(_ n: Int) -> System {
        var system = System()
        let root = system.root(width: 375, height: 667)
        var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
        for row in 0..<n {
            cells.append([])
            for column in 0..<n {
                let cell = (system.variable(), system.variable(), system.variable(), system.variable())
                cells[row].append(cell)
                let left = column == 0 ? root.x + LinearExpression(constant: 8) : cells[row][column - 1].x + cells[row][column - 1].w + LinearExpression(constant: 8)
                let top = row == 0 ? root.y + LinearExpression(constant: 8) : cells[row - 1][column].y + cells[row - 1][column].h + LinearExpression(constant: 8)
                system.add(LinearExpression(cell.0), .equal, left)
                system.add(LinearExpression(cell.1), .equal, top)
                if row > 0 || column > 0 {
                    system.add(LinearExpression(cell.2), .equal, LinearExpression(cells[0][0].w))
                    system.add(LinearExpression(cell.3), .equal, LinearExpression(cells[0][0].h))
                }
                if column == n - 1 { system.add(cell.0 + cell.2, .equal, root.x + root.width - LinearExpression(constant: 8)) }
                if row == n - 1 { system.add(cell.1 + cell.3, .equal, root.y + root.height - LinearExpression(constant: 8)) }
            }
        }
        return system
    }
}

/// What the clock covers: a new solver given every variable and constraint of a system.
struct Run {
    var solver = ConstraintSolver()
    var variables: [Variable] = []
    var rootWidth = ConstraintID(rawValue: 0)

    init(_ system: System) {
        solver.detectsAmbiguity = diagnoses
        variables.reserveCapacity(system.variableCount)
        for _ in 0..<system.variableCount { variables.append(solver.makeVariable()) }
        for (index, entry) in system.entries.enumerated() {
            let id = solver.add(entry.lhs, entry.relation, entry.rhs, priority: entry.priority, isHost: entry.isHost)
            if index == system.rootWidth { rootWidth = id }
        }
    }

    /// Solves (with `--tie-break`, setting the tie-break order first, as `LayoutSystem` does
    /// before every solve).
    mutating func solve() -> Solution {
        if tieBreaks { solver.setTieBreakOrder(variables.reversed()) }
        return solver.solve()
    }
}

/// Σ ⌊value × 10⁶ + ½⌋ over every variable: the same integer on both sides when the answers
/// agree (bench-kiwi.py computes it alike).
func checksum(_ solution: Solution, count: Int) -> Int {
    (0..<count).reduce(0) { sum, index in
        // ⌊x⌋ by truncation (no libm here: the target links no Foundation).
        let scaled = solution.value(of: Variable(index: index)) * 1e6 + 0.5
        let truncated = Int(scaled)
        return sum + (Double(truncated) > scaled ? truncated - 1 : truncated)
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
/// `--values` also prints each build row's values (`values`, tab, name, tab, the values), for
/// bench-kiwi.py's check that answers which differ from Kiwi's are optima all the same.
let printsValues = CommandLine.arguments.contains("--values")
/// `--only NAME[,NAME…]` runs these rows.
let only: Set<String>? = CommandLine.arguments.firstIndex(of: "--only").map {
    Set(CommandLine.arguments[$0 + 1].split(separator: ",").map(String.init))
}

/// Times a new solver given `system` and its first solve; the run and the checksum of its values.
/// (Nothing is freed inside the clock: `run` is empty when it starts.)
func timedBuild(_ system: System, _ clock: ContinuousClock) -> (seconds: Double, run: Run, checksum: Int, values: [Double])? {
    var run: Run?
    var solution: Solution?
    let elapsed = clock.measure {
        run = Run(system)
        solution = run?.solve()
    }
    guard let run, let solution else { return nil }
    let values = (0..<system.variableCount).map { solution.value(of: Variable(index: $0)) }
    return (seconds(elapsed), run, checksum(solution, count: system.variableCount), values)
}

/// Times 100 root-width edits of `run`, each re-solving; the checksum sums every edit's values.
/// Each edit is timed alone so that its values are read (and released) after the clock stops.
func timedEdits(_ run: inout Run, variableCount: Int, _ clock: ContinuousClock) -> (seconds: Double, checksum: Int) {
    var total = 0.0
    var sum = 0
    for step in 1...100 {
        var solution: Solution?
        total += seconds(clock.measure {
            run.solver.setConstant(of: run.rootWidth, to: 375 + Double(step % 50))
            solution = run.solve()
        })
        if let solution { sum += checksum(solution, count: variableCount) }
    }
    return (total, sum)
}

/// Median seconds of `repetitions` runs of adding and solving, then of 100 root-width edits.
/// The checksum of the first row is the values after the first solve, of the second the sum
/// over the 100 edits' values (every repetition gives the same ones).
func measure(_ name: String, repetitions: Int, _ make: () -> System) {
    if let only, !only.contains(name) { return }
    let clock = ContinuousClock()
    let system = make()
    var builds: [Double] = []
    var edits: [Double] = []
    var buildChecksum = 0
    var editChecksum = 0
    var values: [Double] = []
    for _ in 0..<repetitions {
        guard var built = timedBuild(system, clock) else { continue }
        builds.append(built.seconds)
        buildChecksum = built.checksum
        values = built.values
        let edited = timedEdits(&built.run, variableCount: system.variableCount, clock)
        edits.append(edited.seconds)
        editChecksum = edited.checksum
    }
    print("\(name)\t\(median(builds))\t\(repetitions)\t\(buildChecksum)")
    if printsValues { print("values\t\(name)\t\(values.map { "\($0)" }.joined(separator: " "))") }
    print("\(name) + 100 edits\t\(median(edits))\t\(repetitions)\t\(editChecksum)")
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
