"""scripts/bench-kiwi-e2e's measuring side (run with the venv's Python, which has kiwisolver).

Kiwi's systems of scripts/bench-kiwi.py (plain stack, prioritised stack, grid) written as
EverLayout documents and rendered with `layout-serve render FILE --format json`, against Kiwi's
solve of the same system timed in the same run (as bench-kiwi.py's `measure` times a build:
constraint objects built before the clock, addConstraint + updateVariables inside it). Kiwi's
solves and the render processes take turns, one of each a round, so that the machine's bursts of
noise fall on both; each ratio is the median of the rounds' ratios.

In each document a view `box` (top left at the root's, width 375, the row's height) stands for
Kiwi's root and holds the row's views; the frames of `box` and its views are Kiwi's variables
(x, y, width, height), in the same order. A row's frames agree when Σ round(v × 10⁶) is the
same on both sides — exactly, or after rounding Kiwi's edges to the device's pixels as UIKit
does (R-AL-ROUND in docs/RULES.md: x' = R(x), w' = R(x + w) − R(x)). When they differ, every Kiwi constraint
is evaluated on the rendered frames: if all required ones hold and the optional ones' error is
Kiwi's, the answers are two optima of an ambiguous system, and the row says so.
The ratios are printed only for rows whose checksums agree.

Usage: bench-kiwi-e2e.py LAYOUT_SERVE CONSTRAINTS_BENCH [--quick] [--keep DIR]"""
import gc, importlib.util, json, math, os, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_kiwi", os.path.join(here, "bench-kiwi.py"))
bench_kiwi = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_kiwi)

if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help"):
    print(__doc__)
    sys.exit(0)
if len(sys.argv) < 3 or any(a.startswith("-") for a in sys.argv[1:3]) \
        or any(a.startswith("-") and a not in ("--quick", "--keep") for a in sys.argv[3:]):
    print(f"bench-kiwi-e2e.py: expected two binaries and known options\n\n{__doc__.splitlines()[-1]}", file=sys.stderr)
    sys.exit(64)
LAYOUT_SERVE, CONSTRAINTS_BENCH = sys.argv[1], sys.argv[2]
QUICK = "--quick" in sys.argv
KEEP = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
RUNS = 5 if QUICK else 11
REPEAT = 5 if QUICK else 11
DEVICE = "375x667@2"
SCALE = 2


def stack_document(count, prioritised):
    """The stack row as EverLayout: views v0…v{count-1} in `box`."""
    height = 8 + count * 48 if prioritised else 667
    views = {}
    for i in range(count):
        constraints = {
            "left": "@super +16",
            "right": "@super -16",
            "top": f"@v{i - 1}.bottom +8" if i else "@super +8",
            "height": ["%>= +30", "+50 $250"] if prioritised else "+44",
        }
        if prioritised and i == count - 1:
            constraints["bottom"] = "@super -8"
        views[f"!v{i}"] = {"constraints": constraints}
    return box_document(height, views), [f"v{i}" for i in range(count)]


def grid_document(n):
    """The grid row as EverLayout: cells c{row}_{column} in `box`, row by row."""
    views, names = {}, []
    for row in range(n):
        for column in range(n):
            constraints = {
                "left": f"@c{row}_{column - 1}.right +8" if column else "@super +8",
                "top": f"@c{row - 1}_{column}.bottom +8" if row else "@super +8",
            }
            if row or column:
                constraints["width height"] = "@c0_0"
            if column == n - 1:
                constraints["right"] = "@super -8"
            if row == n - 1:
                constraints["bottom"] = "@super -8"
            views[f"!c{row}_{column}"] = {"constraints": constraints}
            names.append(f"c{row}_{column}")
    return box_document(667, views), names


def box_document(height, views):
    box = {"constraints": {"top left": "@super", "width": "+375", "height": f"+{height}"}, "views": views}
    return {"name": "KiwiRow", "root": {"views": {"!box": box}}}


ROWS = [
    ("stack 100", lambda: stack_document(100, False), lambda: bench_kiwi.stack(100, False)),
    ("stack 1000", lambda: stack_document(1000, False), lambda: bench_kiwi.stack(1000, False)),
    ("prioritised stack 100", lambda: stack_document(100, True), lambda: bench_kiwi.stack(100, True)),
    ("prioritised stack 1000", lambda: stack_document(1000, True), lambda: bench_kiwi.stack(1000, True)),
    ("grid 10×10", lambda: grid_document(10), lambda: bench_kiwi.grid(10)),
    ("grid 30×30", lambda: grid_document(30), lambda: bench_kiwi.grid(30)),
]


def checksum(values):
    return bench_kiwi.checksum(values)


def pixel(value):
    """R-AL-ROUND-2: nearest pixel, ties away from zero."""
    scaled = value * SCALE
    return math.copysign(math.floor(abs(scaled) + 0.5), scaled) / SCALE


def pixel_rounded(values):
    """Kiwi's values as UIKit would show them: each (x, y, w, h) by its rounded edges (all views
    here sit in `box` at the origin, so root coordinates are box coordinates)."""
    out = []
    for i in range(0, len(values), 4):
        x, y, w, h = values[i:i + 4]
        out += [pixel(x), pixel(y), pixel(x + w) - pixel(x), pixel(y + h) - pixel(y)]
    return out


def find(node, wanted):
    if node.get("id") == wanted:
        return node
    for child in node.get("children", []):
        found = find(child, wanted)
        if found is not None:
            return found
    return None


def rendered_values(event, names):
    """(x, y, w, h) of `box`, then of each named view, from a render event."""
    box = find(event["tree"], "box")
    if box is None:
        return None
    by_id = {child.get("id"): child for child in box.get("children", [])}
    values = []
    for node in [box] + [by_id.get(name) for name in names]:
        if node is None:
            return None
        frame = node["frame"]
        values += [frame["x"], frame["y"], frame["width"], frame["height"]]
    return values


def render(path, repeat=0):
    """One render: (total_ms from its timing, wall seconds of the process, the event). With
    `repeat`, the process renders the file that many more times from scratch (`--repeat`):
    the event's timing.repeat.median_ms is what a running server pays for a file it has not
    seen, as Kiwi's figure is a solve in a process that has solved before."""
    start = time.perf_counter()
    done = subprocess.run([LAYOUT_SERVE, "render", path, "--format", "json", "--device", DEVICE]
                          + (["--repeat", str(repeat)] if repeat else []),
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{path}: render failed ({done.returncode}): {done.stderr[:2000]}")
    event = json.loads(done.stdout)
    return event["timing"]["total_ms"], wall, event


def solver_alone(names):
    """constraints-bench's build rows (solver alone, values only): name → (seconds, checksum,
    values)."""
    rows, values = {}, {}
    out = subprocess.run([CONSTRAINTS_BENCH, "--values", "--only", ",".join(names)] + (["--quick"] if QUICK else []),
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        fields = line.split("\t")
        if fields[0] == "values":
            values[fields[1]] = [float(v) for v in fields[2].split()]
        else:
            rows[fields[0]] = (float(fields[1]), int(fields[3]))
    return {name: (seconds, checksum, values.get(name)) for name, (seconds, checksum) in rows.items()}


def main():
    folder = KEEP or tempfile.mkdtemp(prefix="bench-kiwi-e2e.")
    os.makedirs(folder, exist_ok=True)
    alone = solver_alone([name for name, _, _ in ROWS])
    per_call = bench_kiwi.binding_call()
    results = []
    for name, document, make in ROWS:
        doc, names = document()
        path = os.path.join(folder, name.replace(" ", "-").replace("×", "x") + ".json")
        with open(path, "w") as out:
            json.dump(doc, out, indent=2)
        system = make()
        # Kiwi's solve and the render processes in turn, round after round: a burst of the
        # machine's noise then falls on both sides of a round, and each round gives ratios.
        kiwi_builds, totals, walls, in_processes, event = [], [], [], [], None
        for _ in range(RUNS):
            gc.collect()
            seconds, solver = bench_kiwi.timed(system.solve)
            kiwi_builds.append(seconds - system.calls() * per_call)
            kiwi_values = system.values()
            del solver  # freed here, outside any clock
            total, wall, event = render(path)
            totals.append(total)
            walls.append(wall)
            _, _, repeated = render(path, repeat=REPEAT)
            in_processes.append(repeated["timing"]["repeat"]["median_ms"])
        kiwi_sum = bench_kiwi.checksum(kiwi_values)
        kiwi_net = statistics.median(kiwi_builds)
        kiwi_seconds = kiwi_net + system.calls() * per_call
        paired = statistics.median(kiwi * 1000 / total for kiwi, total in zip(kiwi_builds, totals))
        in_process = statistics.median(in_processes)
        paired_in_process = statistics.median(kiwi * 1000 / median for kiwi, median in zip(kiwi_builds, in_processes))
        values = rendered_values(event, names)
        warnings = len(event.get("warnings", []))
        if values is None:
            agreement = "frames missing"
        elif checksum(values) == kiwi_sum:
            agreement = "exact"
        elif checksum(values) == checksum(pixel_rounded(kiwi_values)):
            agreement = f"Kiwi's rounded to @{SCALE}x pixels"
        elif bench_kiwi.is_optimum(system, values, kiwi_values, tolerance=1.0 / SCALE):
            agreement = "answers differ (another optimum)"
        else:
            agreement = "answers differ"
        solver = alone.get(name)
        if solver is None:
            solver_agreement = None
        elif solver[1] == kiwi_sum:
            solver_agreement = "exact"
        elif solver[2] is not None and bench_kiwi.is_optimum(system, solver[2], kiwi_values):
            solver_agreement = "answers differ (another optimum)"
        else:
            solver_agreement = "answers differ"
        results.append((name, kiwi_seconds, kiwi_net, kiwi_sum, (solver, solver_agreement), (statistics.median(totals), paired),
                        (in_process, paired_in_process), statistics.median(walls), agreement, warnings, checksum(values) if values else None))
    print(f"Kiwi's binding: {per_call * 1e9:.1f} ns per call; \"Kiwi\" below is its timed solve minus calls × that.")
    print(f"render: `layout-serve render FILE --format json --device {DEVICE}`, median of {RUNS} runs: "
          "timing.total_ms, and the process's wall time, each run after one of Kiwi's solves (\"Kiwi\": their "
          "median; the first render's ratio is the median of the rounds' ratios); \"in a running process\": in each round "
          f"too, a process's median of {REPEAT} more renders from scratch (`--repeat {REPEAT}`), as Kiwi's solve is timed "
          "(the median of the rounds' medians, and of their ratios).")
    print(f"Documents in {folder}.")
    print()
    print("| row | Kiwi | solver alone | Kiwi ÷ solver | render, first of a process | Kiwi ÷ it | render in a running process "
          "| Kiwi ÷ it | render wall | Kiwi ÷ wall | frames against Kiwi | warnings |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, kiwi_seconds, kiwi_net, kiwi_sum, solver, (total, paired), (in_process, paired_in_process), wall, agreement, warnings, ours_sum in results:
        kiwi_ms = kiwi_net * 1000
        solver, solver_agreement = solver
        if solver is None:
            solver_cell, solver_ratio = "not measured", "—"
        else:
            solver_cell = f"{solver[0] * 1000:.3f} ms"
            solver_ratio = f"**{kiwi_net / solver[0]:.1f}×**" if solver_agreement == "exact" else solver_agreement
        agreed = agreement in ("exact",) or agreement.startswith("Kiwi's rounded")
        render_ratio = f"**{paired:.2f}×**" if agreed else agreement
        process_ratio = f"**{paired_in_process:.2f}×**" if agreed else agreement
        wall_ratio = f"**{kiwi_net / wall:.2f}×**" if agreed else agreement
        print(f"| {name} | {kiwi_ms:.3f} ms | {solver_cell} | {solver_ratio} | {total:.3f} ms | {render_ratio} "
              f"| {in_process:.3f} ms | {process_ratio} | {wall * 1000:.1f} ms | {wall_ratio} | {agreement} | {warnings} |")
    print()
    print("Checksums (Σ round(v·10⁶) over box and its views' x, y, width, height): " + "; ".join(
        f"{name}: Kiwi {kiwi_sum}, render {ours_sum}" for name, _, _, kiwi_sum, _, _, _, _, _, _, ours_sum in results))


main()
