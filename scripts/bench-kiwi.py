"""Kiwi's side of scripts/bench-constraints: the same rows as Sources/constraints-bench, built with
kiwisolver and timed the same way (median of build + solve + reading every value, then of 100
edits of the root width). Prints one line per row: name, median seconds, repetitions."""
import statistics, sys, time

import kiwisolver as kiwi

QUICK = "--quick" in sys.argv


class Benchmark:
    def __init__(self):
        self.solver = kiwi.Solver()
        self.variables = []

    def variable(self):
        made = kiwi.Variable()
        self.variables.append(made)
        return made

    def root(self, width, height):
        x, y, w, h = (self.variable() for _ in range(4))
        s = self.solver
        s.addConstraint(x == 0)
        s.addConstraint(y == 0)
        s.addConstraint(h == height)
        # Kiwi's edit variables cannot be required: the root width is a strong edit.
        s.addEditVariable(w, "strong")
        s.suggestValue(w, width)
        self.root_width = w
        return x, y, w, h

    def solve_and_read(self):
        self.solver.updateVariables()
        return sum(v.value() for v in self.variables)


def stack(count, prioritised):
    b = Benchmark()
    s = b.solver
    height = 8 + count * 48 if prioritised else 667
    rx, ry, rw, rh = b.root(375, height)
    previous_bottom = ry + 0
    for _ in range(count):
        x, y, w, h = (b.variable() for _ in range(4))
        s.addConstraint(x == rx + 16)
        s.addConstraint(x + w == rx + rw - 16)
        s.addConstraint(y == previous_bottom + 8)
        if prioritised:
            s.addConstraint(h >= 30)
            s.addConstraint((h == 50) | "weak")
        else:
            s.addConstraint(h == 44)
        previous_bottom = y + h
    if prioritised:
        s.addConstraint(previous_bottom == ry + rh - 8)
    return b


def grid(n):
    b = Benchmark()
    s = b.solver
    rx, ry, rw, rh = b.root(375, 667)
    cells = []
    for row in range(n):
        cells.append([])
        for column in range(n):
            x, y, w, h = (b.variable() for _ in range(4))
            cells[row].append((x, y, w, h))
            left = rx + 8 if column == 0 else cells[row][column - 1][0] + cells[row][column - 1][2] + 8
            top = ry + 8 if row == 0 else cells[row - 1][column][1] + cells[row - 1][column][3] + 8
            s.addConstraint(x == left)
            s.addConstraint(y == top)
            if row > 0 or column > 0:
                s.addConstraint(w == cells[0][0][2])
                s.addConstraint(h == cells[0][0][3])
            if column == n - 1:
                s.addConstraint(x + w == rx + rw - 8)
            if row == n - 1:
                s.addConstraint(y + h == ry + rh - 8)
    return b


def measure(name, repetitions, make):
    builds, edits = [], []
    for _ in range(repetitions):
        start = time.perf_counter()
        b = make()
        b.solve_and_read()
        builds.append(time.perf_counter() - start)
        start = time.perf_counter()
        for step in range(1, 101):
            b.solver.suggestValue(b.root_width, 375 + step % 50)
            b.solve_and_read()
        edits.append(time.perf_counter() - start)
    print(f"{name}\t{statistics.median(builds)}\t{repetitions}", flush=True)
    print(f"{name} + 100 edits\t{statistics.median(edits)}\t{repetitions}", flush=True)


for count in (10, 100, 1000):
    measure(f"stack {count}", 3 if QUICK else (5 if count == 1000 else 21), lambda: stack(count, False))
for count in (10, 100, 1000):
    measure(f"prioritised stack {count}", 3 if QUICK else (3 if count == 1000 else 21), lambda: stack(count, True))
for n in (5, 10, 30):
    measure(f"grid {n}×{n}", 3 if QUICK else (5 if n == 30 else 21), lambda: grid(n))
