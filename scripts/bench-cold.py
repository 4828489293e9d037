#!/usr/bin/env python3
"""A cold render as a user meets it: `layout-serve render FILE` in a new process, timed from
outside (start to exit: start-up, read, parse, compile, lay out, encode, write), at growing
sizes of the Layout performance template's labels, with an empty template's process as the
floor. With a reference binary the two run in turn, run by run, so a drifting machine moves
both alike; a row then says how many times faster this build is.

Two regimes: back to back (each process right after the one before), and after a pause (each
process after `--pause` seconds idle: on a virtual machine whose host takes back the memory a
guest frees, the first touch of fresh memory costs more then).

Usage: scripts/bench-cold.py BIN [--reference BIN] [--runs N] [--sizes 1000,...] [--pause S]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

LABEL = """    <UILabel
        font="helvetica 17"
        height="auto"
        left="10"
        numberOfLines="0"
        text="{n}. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        top="previous.bottom + 10"
        width="100% - 20"
    />
"""


def template(labels):
    body = "".join(LABEL.format(n=n) for n in range(labels))
    return '<UIView\n    height="auto"\n    width="100%">\n\n' + body + "</UIView>\n"


def run(binary, path):
    """Seconds from the start of `binary render path` to its exit (output to /dev/null)."""
    start = time.monotonic()
    done = subprocess.run([binary, "render", path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.monotonic() - start
    if done.returncode != 0:
        sys.exit(f"{binary} render {path} failed ({done.returncode}): {done.stderr.decode()[:500]}")
    return elapsed


def measure(binaries, path, runs, pause):
    """Median seconds of each binary over `runs` turns (A, B, A, B…)."""
    times = {name: [] for name, _ in binaries}
    for _ in range(runs):
        for name, binary in binaries:
            if pause:
                time.sleep(pause)
            times[name].append(run(binary, path))
    return {name: statistics.median(values) for name, values in times.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--reference")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--sizes", default="1000,2500,5000,10000")
    parser.add_argument("--pause", type=float, default=4.0, help="idle seconds before each run of the paused regime (0: skip it)")
    args = parser.parse_args()
    binaries = [("this", os.path.abspath(args.binary))]
    if args.reference:
        binaries.append(("reference", os.path.abspath(args.reference)))
    sizes = [int(size) for size in args.sizes.split(",")]

    with tempfile.TemporaryDirectory() as folder:
        paths = {0: os.path.join(folder, "Empty.xml")}
        with open(paths[0], "w") as empty:
            empty.write('<UIView width="100%"/>\n')
        for size in sizes:
            paths[size] = os.path.join(folder, f"Labels{size}.xml")
            with open(paths[size], "w") as file:
                file.write(template(size))
        regimes = [("back to back", 0.0)] + ([("after a pause of %g s" % args.pause, args.pause)] if args.pause > 0 else [])
        for regime, pause in regimes:
            runs = args.runs if pause == 0 else max(3, args.runs // 2)
            print(f"\n{regime}: medians of {runs} runs, wall ms (µs a view above the empty template's process)")
            names = [name for name, _ in binaries]
            header = "| labels | " + " | ".join(names) + (" | reference ÷ this |" if len(names) > 1 else " |")
            print(header)
            print("|---" * (header.count("|") - 1) + "|")
            floor = measure(binaries, paths[0], runs, pause)
            print("| 0 (floor) | " + " | ".join(f"{floor[n] * 1e3:.1f}" for n in names) + (" | |" if len(names) > 1 else " |"))
            for size in sizes:
                medians = measure(binaries, paths[size], runs, pause)
                per_view = {n: (medians[n] - floor[n]) / size * 1e6 for n in names}
                cells = [f"{medians[n] * 1e3:.1f} ({per_view[n]:.1f})" for n in names]
                ratio = f" | {per_view['reference'] / per_view['this']:.2f}× |" if len(names) > 1 else " |"
                print(f"| {size:,} | " + " | ".join(cells) + ratio)
                sys.stdout.flush()


if __name__ == "__main__":
    main()
