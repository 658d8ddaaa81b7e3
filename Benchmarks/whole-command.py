#!/usr/bin/env python3
"""Times a command as a whole process, the way a build pipeline or a user sees it.

One warm-up run, then RUNS counted runs, each measured by the kernel's own
accounting of the finished process (wait4's rusage: user and system CPU to the
microsecond, peak resident memory) and a monotonic clock for the wall time.
Prints the minimum, median and maximum of each. With --vs, a second command runs
in turn with the first (A B A B ...) and the ratios A/B are taken pair by pair,
so a comparison holds while a shared machine's speed drifts: quote the median
ratio and the load the machine had (printed first).

    Benchmarks/whole-command.py [-n RUNS] [--warmup N] [--vs 'COMMAND B'] -- COMMAND [ARG ...]

COMMAND B is one string split as a shell splits words (no shell runs it).
The commands' output is discarded. Python 3 standard library only (Linux, macOS).
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time


def run_once(command):
    """(cpu seconds, wall seconds, peak MiB) of one run of `command`."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    # ru_maxrss is KiB on Linux and bytes on macOS.
    peak = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return usage.ru_utime + usage.ru_stime, wall, peak, process.returncode


def row(name, values):
    print(f"{name:<12} min {min(values):10.4f}  median {statistics.median(values):10.4f}  max {max(values):10.4f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", dest="runs", type=int, default=5, help="counted runs of each command (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="runs not counted, first (default 1)")
    parser.add_argument("--vs", default="", help="a second command, run in turn with the first")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or args.runs < 1:
        parser.error("give RUNS >= 1 and a command after --")
    other = shlex.split(args.vs)

    for _ in range(args.warmup):
        run_once(command)
        if other:
            run_once(other)
    a, b, statuses = [], [], set()
    for _ in range(args.runs):
        *figures, status = run_once(command)
        a.append(figures)
        statuses.add(status)
        if other:
            *figures, status = run_once(other)
            b.append(figures)
            statuses.add(status)

    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"runs: {args.runs}; load (1, 5, 15 min): {load}; exit codes: {sorted(statuses)}")
    print("A:", shlex.join(command))
    if other:
        print("B:", args.vs)
    for label, runs in (("A", a), ("B", b)):
        if runs:
            row(f"{label} cpu s", [r[0] for r in runs])
            row(f"{label} wall s", [r[1] for r in runs])
            row(f"{label} peak MiB", [r[2] for r in runs])
    if other:
        row("A/B cpu", [x[0] / y[0] if y[0] > 0 else float("nan") for x, y in zip(a, b)])
        row("A/B wall", [x[1] / y[1] if y[1] > 0 else float("nan") for x, y in zip(a, b)])


if __name__ == "__main__":
    main()
