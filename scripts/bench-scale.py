"""scripts/bench-scale's measuring side: does each constraint-placed format scale linearly?

Generates, for EverLayout, MarkupKit and SwiftLayout, documents of 250, 500, 1,000, 2,000 and
4,000 views in three shapes, renders each with `layout-serve render FILE --format json`, and
prints the median timing.total_ms of RUNS renders, µs per view, and the growth per doubling.
Flags rows that grow more than 2.2× per doubling or cost more than 20 µs per view at 2,000
views (the scaling targets in BENCHMARKS.md). Every document must render without errors; its
diagnostics (the render's warnings: conflicts, ambiguity, anything else) are counted and printed.

Shapes (N = every view the document declares, containers included, the root excluded):
- stack: N one-line labels, left/right 16 from the edges, each 8 below the previous.
- nested: N/5 rows 8 apart, each a container of 4 one-line labels of equal width 8 apart
  (EverLayout: nested views; MarkupKit: an LMColumnView of LMRowViews; SwiftLayout: nested
  sublayouts).
- grid: N short labels in 4 columns with gaps of 8, every cell as wide as the one above / the
  first (EverLayout and SwiftLayout: constraints to the left and upper neighbour; MarkupKit: an
  LMColumnView with alignToGrid of N/5 LMRowViews of 4 labels, the rows counted as views).
The stacks and grids are longer than the screen; nothing pins their bottom, so nothing conflicts.
MarkupKit's columns sit in an LMScrollView (fitToWidth), as an app would write them.
Each document is in a folder of its own (`render` reads a SwiftLayout file's folder as its project).

With --instructions, each document is rendered once under callgrind and the figure is the
instructions the render itself runs (`ProjectRenderer.render`, the process's start and exit
left out): exact from run to run, so growth is read without the machine's noise ("ms" in the
table then means millions of instructions, "µs a view" thousands a view).

With --vs REFERENCE, another build (an older commit's release binary) renders every document too,
in the same rounds, each document by one binary then the other: the table gains the reference's
µs per view at 2,000 views and the ratio of its time to this build's at each size — the machine's
speed of the day cancels out of a ratio. A document the reference cannot render gets "—".

Usage: bench-scale.py LAYOUT_SERVE [--quick] [--instructions] [--keep DIR] [--only FORMAT[,SHAPE]] [--vs REFERENCE]"""
import json, os, statistics, subprocess, sys, tempfile, time

def usage_error(message):
    print(f"bench-scale.py: {message}\n\n{__doc__.splitlines()[-1]}", file=sys.stderr)
    sys.exit(64)


if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help"):
    print(__doc__)
    sys.exit(0)
if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
    usage_error("the first argument is the layout-serve binary to measure")
for position, argument in enumerate(sys.argv[2:], start=2):
    if argument.startswith("-") and argument not in ("--quick", "--instructions", "--keep", "--only", "--vs"):
        usage_error(f"unknown option {argument}")
    if argument in ("--keep", "--only", "--vs") and position + 1 >= len(sys.argv):
        usage_error(f"{argument} takes a value")
LAYOUT_SERVE = sys.argv[1]
QUICK = "--quick" in sys.argv
KEEP = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
ONLY = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
REFERENCE = sys.argv[sys.argv.index("--vs") + 1] if "--vs" in sys.argv else None
if REFERENCE is not None and not os.access(REFERENCE, os.X_OK):
    usage_error(f"--vs {REFERENCE}: not an executable")
SIZES = [250, 500, 1000, 2000, 4000]
INSTRUCTIONS = "--instructions" in sys.argv
RUNS = 1 if INSTRUCTIONS else 3 if QUICK else 5
COLUMNS = 4
ROW_LABELS = 4


# EverLayout ----------------------------------------------------------------------------------

def everlayout(views):
    return json.dumps({"name": "Scale", "root": {"views": views}}, indent=2)


def everlayout_label(text, constraints):
    return {"properties": {"text": text}, "constraints": constraints}


def everlayout_stack(n):
    views = {}
    for i in range(n):
        views[f"!v{i}:UILabel"] = everlayout_label(f"Label {i}", {
            "left": "@super +16", "right": "@super -16",
            "top": f"@v{i - 1}.bottom +8" if i else "@super +8"})
    return everlayout(views)


def everlayout_nested(n):
    views = {}
    for r in range(n // (ROW_LABELS + 1)):
        labels = {}
        for j in range(ROW_LABELS):
            constraints = {"top bottom": "@super",
                           "left": f"@l{r}_{j - 1}.right +8" if j else "@super"}
            if j:
                constraints["width"] = f"@l{r}_0"
            if j == ROW_LABELS - 1:
                constraints["right"] = "@super"
            labels[f"!l{r}_{j}:UILabel"] = everlayout_label(f"Label {r}.{j}", constraints)
        views[f"!r{r}"] = {"constraints": {"left": "@super +16", "right": "@super -16",
                                           "top": f"@r{r - 1}.bottom +8" if r else "@super +8"},
                           "views": labels}
    return everlayout(views)


def everlayout_grid(n):
    views = {}
    for i in range(n):
        row, column = divmod(i, COLUMNS)
        constraints = {"left": f"@c{i - 1}.right +8" if column else "@super +8",
                       "top": f"@c{i - COLUMNS}.bottom +8" if row else "@super +8"}
        if row:
            constraints["width"] = f"@c{i - COLUMNS}"
        elif column:
            constraints["width"] = "@c0"
        if column == COLUMNS - 1:
            constraints["right"] = "@super -8"
        views[f"!c{i}:UILabel"] = everlayout_label(f"C{i}", constraints)
    return everlayout(views)


# MarkupKit -----------------------------------------------------------------------------------

def markupkit(column_attributes, body):
    return (f'<LMScrollView fitToWidth="true">\n  <LMColumnView spacing="8"{column_attributes}>\n'
            f"{body}\n  </LMColumnView>\n</LMScrollView>\n")


def markupkit_stack(n):
    return markupkit("", "\n".join(f'    <UILabel text="Label {i}"/>' for i in range(n)))


def markupkit_rows(rows, cells, text, weighted):
    weight = ' weight="1"' if weighted else ""
    return "\n".join(
        '    <LMRowView spacing="8">\n'
        + "\n".join(f'      <UILabel text="{text(r, j)}"{weight}/>' for j in range(cells))
        + "\n    </LMRowView>" for r in range(rows))


def markupkit_nested(n):
    return markupkit("", markupkit_rows(n // (ROW_LABELS + 1), ROW_LABELS, lambda r, j: f"Label {r}.{j}", True))


def markupkit_grid(n):
    return markupkit(' alignToGrid="true"', markupkit_rows(n // (COLUMNS + 1), COLUMNS, lambda r, j: f"C{r * COLUMNS + j}", True))


# SwiftLayout ---------------------------------------------------------------------------------

def swiftlayout(name, declarations, body):
    return (f"import SwiftLayout\nimport UIKit\n\nfinal class {name}ViewController: UIViewController, Layoutable {{\n"
            f"    var activation: Activation?\n" + "".join(f"    {d}\n" for d in declarations)
            + f"\n    var layout: some Layout {{\n        view.sl.sublayout {{\n{body}\n        }}\n    }}\n}}\n")


def swift_label(name, text):
    return f'private let {name} = UILabel().sl.config {{ $0.text = "{text}" }}'


def swift_anchors(name, anchors, indent, sublayout=None):
    pad = " " * indent
    text = f"{pad}{name}.sl.anchors {{\n" + "".join(f"{pad}    {a}\n" for a in anchors) + f"{pad}}}"
    if sublayout is not None:
        text += ".sublayout {\n" + sublayout + f"\n{pad}}}"
    return text


def swiftlayout_stack(n):
    declarations = [swift_label(f"l{i}", f"Label {i}") for i in range(n)]
    body = "\n".join(swift_anchors(f"l{i}", [
        f"Anchors.top.equalTo(l{i - 1}, attribute: .bottom, constant: 8)" if i else "Anchors.top.equalToSuper(constant: 8)",
        "Anchors.leading.equalToSuper(constant: 16)",
        "Anchors.trailing.equalToSuper(constant: -16)"], 12) for i in range(n))
    return swiftlayout(f"Stack{n}", declarations, body)


def swiftlayout_nested(n):
    declarations, rows = [], []
    for r in range(n // (ROW_LABELS + 1)):
        declarations.append(f"private let r{r} = UIView()")
        labels = []
        for j in range(ROW_LABELS):
            declarations.append(swift_label(f"l{r}_{j}", f"Label {r}.{j}"))
            anchors = ["Anchors.top.bottom.equalToSuper()",
                       f"Anchors.leading.equalTo(l{r}_{j - 1}, attribute: .trailing, constant: 8)" if j
                       else "Anchors.leading.equalToSuper()"]
            if j:
                anchors.append(f"Anchors.width.equalTo(l{r}_0)")
            if j == ROW_LABELS - 1:
                anchors.append("Anchors.trailing.equalToSuper()")
            labels.append(swift_anchors(f"l{r}_{j}", anchors, 16))
        rows.append(swift_anchors(f"r{r}", [
            f"Anchors.top.equalTo(r{r - 1}, attribute: .bottom, constant: 8)" if r else "Anchors.top.equalToSuper(constant: 8)",
            "Anchors.leading.equalToSuper(constant: 16)",
            "Anchors.trailing.equalToSuper(constant: -16)"], 12, "\n".join(labels)))
    return swiftlayout(f"Nested{n}", declarations, "\n".join(rows))


def swiftlayout_grid(n):
    declarations = [swift_label(f"c{i}", f"C{i}") for i in range(n)]
    cells = []
    for i in range(n):
        row, column = divmod(i, COLUMNS)
        anchors = [f"Anchors.leading.equalTo(c{i - 1}, attribute: .trailing, constant: 8)" if column
                   else "Anchors.leading.equalToSuper(constant: 8)",
                   f"Anchors.top.equalTo(c{i - COLUMNS}, attribute: .bottom, constant: 8)" if row
                   else "Anchors.top.equalToSuper(constant: 8)"]
        if row:
            anchors.append(f"Anchors.width.equalTo(c{i - COLUMNS})")
        elif column:
            anchors.append("Anchors.width.equalTo(c0)")
        if column == COLUMNS - 1:
            anchors.append("Anchors.trailing.equalToSuper(constant: -8)")
        cells.append(swift_anchors(f"c{i}", anchors, 12))
    return swiftlayout(f"Grid{n}", declarations, "\n".join(cells))


FORMATS = [
    ("EverLayout", "json", {"stack": everlayout_stack, "nested": everlayout_nested, "grid": everlayout_grid}),
    ("MarkupKit", "xml", {"stack": markupkit_stack, "nested": markupkit_nested, "grid": markupkit_grid}),
    ("SwiftLayout", "swift", {"stack": swiftlayout_stack, "nested": swiftlayout_nested, "grid": swiftlayout_grid}),
]


_stripped = {}


def instructions(path, binary):
    """The instructions of the render of `path` alone, in millions (callgrind, see the usage)."""
    if binary not in _stripped:
        # valgrind cannot read the DWARF 5 the toolchain writes: a copy without it, symbols kept.
        _stripped[binary] = os.path.join(tempfile.mkdtemp(prefix="bench-scale-bin."), "layout-serve")
        subprocess.run(["objcopy", "--strip-debug", binary, _stripped[binary]], check=True)
    out = tempfile.mktemp(prefix="callgrind.")
    done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                           "--toggle-collect=*7Project0A8RendererC6render_6device*",
                           _stripped[binary], "render", path, "--format", "json"], capture_output=True, text=True)
    if os.path.exists(out):
        os.remove(out)
    refs = [line for line in done.stderr.splitlines() if "refs:" in line]
    if not refs:
        sys.exit(f"{path}: callgrind gave no count: {done.stderr[-2000:]}")
    return int(refs[-1].split()[-1].replace(",", "")) / 1e6


def render(path, binary=None):
    """One render: (total_ms, wall seconds, number of diagnostics, their first three messages).
    With `binary` (the reference), a render that fails gives None instead of stopping the run."""
    reference = binary is not None
    binary = binary or LAYOUT_SERVE

    def failed(message):
        if reference:
            return None
        sys.exit(message)

    # The wall time of the render's process (callgrind runs it again for the instructions).
    started = time.perf_counter()
    done = subprocess.run([binary, "render", path, "--format", "json"], capture_output=True, text=True)
    wall = time.perf_counter() - started
    try:
        event = json.loads(done.stdout)
    except json.JSONDecodeError:
        return failed(f"{path}: no JSON (exit {done.returncode}): {done.stderr[:2000]}")
    if event.get("event") != "render":
        return failed(f"{path}: render failed: {json.dumps(event.get('errors', event))[:2000]}")
    warnings = event.get("warnings", [])
    figure = instructions(path, binary) if INSTRUCTIONS else event["timing"]["total_ms"]
    return figure, 0 if INSTRUCTIONS else wall, len(warnings), [w.get("message", w) for w in warnings[:3]]


def main():
    folder = KEEP or tempfile.mkdtemp(prefix="bench-scale.")
    rows = []
    for format_name, extension, shapes in FORMATS:
        if ONLY and ONLY[0] != format_name:
            continue
        for shape, generate in shapes.items():
            if ONLY and len(ONLY) > 1 and ONLY[1] != shape:
                continue
            paths = []
            for n in SIZES:
                directory = os.path.join(folder, f"{format_name}-{shape}-{n}")
                os.makedirs(directory, exist_ok=True)
                stem = f"{shape.capitalize()}{n}ViewController" if extension == "swift" else f"{shape}{n}"
                paths.append(os.path.join(directory, f"{stem}.{extension}"))
                with open(paths[-1], "w") as out:
                    out.write(generate(n))
            # Round robin over the sizes, so that the machine's load (shared, it varies) falls on
            # every size of a row alike and the growth ratios compare like with like.
            totals = [[] for _ in SIZES]
            references = [[] for _ in SIZES]
            diagnosed = [None for _ in SIZES]
            for _ in range(RUNS):
                for index, path in enumerate(paths):
                    total, _, count, examples = render(path)
                    totals[index].append(total)
                    diagnosed[index] = (count, examples)
                    if REFERENCE:
                        theirs = render(path, REFERENCE)
                        references[index].append(theirs[0] if theirs else None)
            cells = [(n, statistics.median(totals[index]), diagnosed[index][0], diagnosed[index][1])
                     for index, n in enumerate(SIZES)]
            # The reference's median where it rendered the document every time.
            theirs = [statistics.median(r) if r and None not in r else None for r in references]
            print(f"{format_name} {shape}: " + ", ".join(f"{n}: {ms:.1f} ms, {count} diagnostics" for n, ms, count, _ in cells),
                  file=sys.stderr, flush=True)
            rows.append((format_name, shape, cells, theirs))
    if INSTRUCTIONS:
        print(f"`layout-serve render FILE --format json` under callgrind: millions of instructions of the render "
              f"(shown as \"ms\"; thousands a view in brackets); growth = ratio per doubling. Documents in {folder}.")
    else:
        print(f"`layout-serve render FILE --format json`, median timing.total_ms of {RUNS} runs (µs per view in "
              f"brackets); growth = ms ratio per doubling. Documents in {folder}.")
    print()
    reference_columns = " | reference µs/view at 2,000 | reference ÷ this, 250 → 4,000" if REFERENCE else ""
    print("| format | shape | " + " | ".join(f"{n:,}" for n in SIZES)
          + f" | growth per doubling | µs/view at 2,000{reference_columns} | diagnostics | flag |")
    print("|---|---|" + "---|" * len(SIZES) + "---|---|" + ("---|---|" if REFERENCE else "") + "---|---|")
    for format_name, shape, cells, theirs in rows:
        times = " | ".join(f"{ms:.1f} ms ({ms * 1000 / views:.1f})" for views, ms, _, _ in cells)
        growth = [later[1] / earlier[1] for earlier, later in zip(cells, cells[1:])]
        at2000 = next(ms * 1000 / views for views, ms, _, _ in cells if views == 2000)
        diagnostics = ", ".join(str(c[2]) for c in cells)
        flags = []
        if max(growth) > 2.2:
            flags.append(f"growth {max(growth):.2f}× > 2.2×")
        if at2000 > 20 and not INSTRUCTIONS:
            flags.append(f"{at2000:.0f} µs/view > 20")
        compared = ""
        if REFERENCE:
            index2000 = SIZES.index(2000)
            their2000 = f"{theirs[index2000] * 1000 / 2000:.1f}" if theirs[index2000] is not None else "—"
            ratios = " ".join(f"{t / cell[1]:.2f}×" if t is not None else "—" for t, cell in zip(theirs, cells))
            compared = f" | {their2000} | {ratios}"
        print(f"| {format_name} | {shape} | {times} | {' '.join(f'{g:.2f}×' for g in growth)} | {at2000:.1f}{compared} "
              f"| {diagnostics} | {'**' + '; '.join(flags) + '**' if flags else 'ok'} |")
    examples = [(f, s, c[0], c[3]) for f, s, cells, _ in rows for c in cells if c[2]]
    if examples:
        print()
        print("Diagnostics (first three of the first document of each row that has any):")
        seen = set()
        for format_name, shape, n, messages in examples:
            if (format_name, shape) in seen:
                continue
            seen.add((format_name, shape))
            print(f"- {format_name} {shape} {n}: " + " | ".join(str(m)[:200] for m in messages))


if __name__ == "__main__":
    main()
