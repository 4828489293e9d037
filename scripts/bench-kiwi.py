"""Kiwi's side of scripts/bench-constraints: the same rows as Sources/constraints-bench, built with
kiwisolver and timed the same way, so the comparison is honest.

- The constraint objects (kiwi.Constraint) are built before the clock starts, as the Swift side
  builds its expressions before its clock.
- The clock covers Kiwi's own work: a new Solver, addConstraint of every constraint (and the
  root width's edit variable), updateVariables (which writes every value into its Variable).
- The values are read with v.value() after the clock stops, for the checksum.
- The previous solver is freed outside the clock and the cyclic garbage collector is off while
  it runs.
- Each of the 100 edits (suggestValue + updateVariables) is timed alone, its values read after.

What remains inside the clock that is not Kiwi's C++ is the binding: one Python-level call per
addConstraint, plus the loop around it. That overhead is measured separately (the same loop
calling hasConstraint on an empty solver, whose C++ side does next to nothing) and reported per
call, with each row's number of calls, so the reader can subtract it.

Output, one line per row: name, median seconds, repetitions, checksum, binding calls in the
clock. Then `binding call\t<median seconds per call>`.
The checksum is Σ round(value × 10⁶) over every variable, an integer (edit rows: summed over the
100 edits), computed alike by constraints-bench.

When another solver's answer differs (an ambiguous system has many optima, and Kiwi and
Constraints may stop at different ones), `--check LABEL=FILE` (FILE: constraints-bench --values
lines) evaluates every Kiwi constraint on that answer and prints `optimum\tLABEL\tNAME\tyes` if
the required ones hold and the optional ones' weighted error is Kiwi's, else `no`.

Usage: bench-kiwi.py [--quick] [--only NAME[,NAME…]] [--check LABEL=FILE]…
scripts/bench-kiwi-e2e imports this file for its systems, `measure` and `binding_call`."""
import gc, math, statistics, sys, time

import kiwisolver as kiwi

QUICK = "--quick" in sys.argv
ONLY = set(sys.argv[sys.argv.index("--only") + 1].split(",")) if "--only" in sys.argv else None
CHECKS = [sys.argv[i + 1].split("=", 1) for i, argument in enumerate(sys.argv) if argument == "--check"]


def checksum(values):
    return sum(math.floor(v * 1e6 + 0.5) for v in values)


class System:
    """Variables and constraint objects, built before the clock starts: the root's three fixed
    constraints, then its width as a strong edit variable (Kiwi's edit variables cannot be
    required), then every other constraint in the order constraints-bench adds them."""

    def __init__(self, width, height):
        self.variables = []
        x, y, w, h = (self.variable() for _ in range(4))
        self.root = (x, y, w, h)
        self.root_constraints = [x == 0, y == 0, h == height]
        self.root_width, self.width = w, width
        self.constraints = []

    def variable(self):
        made = kiwi.Variable()
        self.variables.append(made)
        return made

    def add(self, constraint):
        self.constraints.append(constraint)

    def solve(self):
        """The timed part: a new solver with everything added, solved. Returns the solver."""
        s = kiwi.Solver()
        add = s.addConstraint
        for c in self.root_constraints:
            add(c)
        s.addEditVariable(self.root_width, "strong")
        s.suggestValue(self.root_width, self.width)
        for c in self.constraints:
            add(c)
        s.updateVariables()
        return s

    def calls(self):
        """Binding calls inside solve()."""
        return 1 + len(self.root_constraints) + 2 + len(self.constraints) + 1

    def values(self):
        return [v.value() for v in self.variables]


def stack(count, prioritised):
    height = 8 + count * 48 if prioritised else 667
    b = System(375, height)
    rx, ry, rw, rh = b.root
    previous_bottom = ry + 0
    for _ in range(count):
        x, y, w, h = (b.variable() for _ in range(4))
        b.add(x == rx + 16)
        b.add(x + w == rx + rw - 16)
        b.add(y == previous_bottom + 8)
        if prioritised:
            b.add(h >= 30)
            b.add((h == 50) | "weak")
        else:
            b.add(h == 44)
        previous_bottom = y + h
    if prioritised:
        b.add(previous_bottom == ry + rh - 8)
    return b


def grid(n):
    b = System(375, 667)
    rx, ry, rw, rh = b.root
    cells = []
    for row in range(n):
        cells.append([])
        for column in range(n):
            x, y, w, h = (b.variable() for _ in range(4))
            cells[row].append((x, y, w, h))
            left = rx + 8 if column == 0 else cells[row][column - 1][0] + cells[row][column - 1][2] + 8
            top = ry + 8 if row == 0 else cells[row - 1][column][1] + cells[row - 1][column][3] + 8
            b.add(x == left)
            b.add(y == top)
            if row > 0 or column > 0:
                b.add(w == cells[0][0][2])
                b.add(h == cells[0][0][3])
            if column == n - 1:
                b.add(x + w == rx + rw - 8)
            if row == n - 1:
                b.add(y + h == ry + rh - 8)
    return b


def is_optimum(system, values, kiwi_values, tolerance=1e-6):
    """Whether `values` (in the order of system.variables) meet every required constraint of the
    system within `tolerance` and leave the optional ones the weighted error Kiwi's own values
    (`kiwi_values`) leave."""
    index = {id(v): i for i, v in enumerate(system.variables)}

    def error(constraint, assignment):
        expression = constraint.expression()
        residual = expression.constant() + sum(t.coefficient() * assignment[index[id(t.variable())]] for t in expression.terms())
        op = constraint.op()
        return abs(residual) if op == "==" else max(0.0, residual) if op == "<=" else max(0.0, -residual)

    ours = theirs = weights = 0.0
    for constraint in system.root_constraints + system.constraints:
        if constraint.strength() >= kiwi.strength.required:
            if error(constraint, values) > tolerance:
                return False
        else:
            ours += constraint.strength() * error(constraint, values)
            theirs += constraint.strength() * error(constraint, kiwi_values)
            weights += constraint.strength()
    return abs(ours - theirs) <= tolerance * max(1.0, weights)


def other_answers(name):
    """(label, values) of this row from each --check file."""
    found = []
    for label, path in CHECKS:
        with open(path) as lines:
            for line in lines:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 3 and parts[0] == "values" and parts[1] == name:
                    found.append((label, [float(v) for v in parts[2].split()]))
    return found


def timed(function):
    """Seconds `function` takes, the collector off; its result."""
    gc.disable()
    start = time.perf_counter()
    result = function()
    elapsed = time.perf_counter() - start
    gc.enable()
    return elapsed, result


def measure(b, repetitions):
    """Times `b` (a System) `repetitions` times: building and solving, then 100 root-width edits.
    Returns (median build seconds, median edit seconds, build checksum, edit checksum, the values
    after the build)."""
    builds, edits = [], []
    build_sum = edit_sum = 0
    for _ in range(repetitions):
        gc.collect()
        seconds, solver = timed(b.solve)
        builds.append(seconds)
        build_values = b.values()
        build_sum = checksum(build_values)
        total, edit_sum = 0.0, 0
        suggest, update, clock, root_width = solver.suggestValue, solver.updateVariables, time.perf_counter, b.root_width
        for step in range(1, 101):
            width = 375 + step % 50
            gc.disable()
            start = clock()
            suggest(root_width, width)
            update()
            total += clock() - start
            gc.enable()
            edit_sum += checksum(b.values())
        edits.append(total)
        del solver  # freed here, outside any clock
    return statistics.median(builds), statistics.median(edits), build_sum, edit_sum, build_values


def report(name, repetitions, make):
    """Measures a row and prints its two lines."""
    if ONLY is not None and name not in ONLY:
        return
    b = make()
    build, edit, build_sum, edit_sum, values = measure(b, repetitions)
    for label, answer in other_answers(name):
        if checksum(answer) != build_sum:
            print(f"optimum\t{label}\t{name}\t{'yes' if is_optimum(b, answer, values) else 'no'}", flush=True)
    print(f"{name}\t{build}\t{repetitions}\t{build_sum}\t{b.calls()}", flush=True)
    # Per edit: suggestValue, updateVariables and the clock's second read.
    print(f"{name} + 100 edits\t{edit}\t{repetitions}\t{edit_sum}\t{100 * 3}", flush=True)


def binding_call():
    """Median seconds per binding call, measured the way addConstraint is called in the clock: a
    loop over 4,000 constraint objects calling a bound method of a solver with each — here
    hasConstraint on an empty solver, whose C++ side finds nothing in an empty map. What it
    costs is the interpreter's loop, the call and the argument's type check: the binding."""
    x = kiwi.Variable()
    constraints = [x == i for i in range(4000)]
    probe = kiwi.Solver().hasConstraint
    samples = []
    for _ in range(21):
        def loop():
            for c in constraints:
                probe(c)
        seconds, _ = timed(loop)
        samples.append(seconds / len(constraints))
    return statistics.median(samples)


ROWS = ([(f"stack {count}", (5 if count == 1000 else 21), lambda count=count: stack(count, False)) for count in (10, 100, 1000)]
        + [(f"prioritised stack {count}", (3 if count == 1000 else 21), lambda count=count: stack(count, True)) for count in (10, 100, 1000)]
        + [(f"grid {n}×{n}", (5 if n == 30 else 21), lambda n=n: grid(n)) for n in (5, 10, 30)])

if __name__ == "__main__":
    for name, repetitions, make in ROWS:
        report(name, 3 if QUICK else repetitions, make)
    print(f"binding call\t{binding_call()}", flush=True)
