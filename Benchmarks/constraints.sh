#!/usr/bin/env bash
# ConstraintCore (the exact tiered solver of spec-format 3.3) against kiwi, the C++
# Cassowary of Enaml and Matplotlib, on the same 50-view screen (200 variables,
# 200 constraints + 120 intrinsic-size rows; Benchmarks/Sources/constraint-bench).
# kiwi's headers come from the kiwisolver source package (1.5.1, KIWI_VERSION to change it), downloaded to the work
# directory (never into this repository), and Benchmarks/kiwi/kiwi_bench.cpp is
# built against them with g++ -O2.
#
# Prints each solver's medians (thread CPU time of one solve, from inside the
# process), then farm-bench's whole-command timing of N solves of each kind.
#
#   Benchmarks/constraints.sh
#   FIRST=200 RESIZE=20000 Benchmarks/constraints.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/constraints"
first="${FIRST:-200}"
resize="${RESIZE:-20000}"
mkdir -p "$work"

if [ ! -f "$work/kiwi/kiwi.h" ]; then
  pip download --no-deps --no-binary :all: "kiwisolver==${KIWI_VERSION:-1.5.1}" -d "$work/sdist" >&2
  tar -xzf "$work"/sdist/kiwisolver-*.tar.gz -C "$work/sdist"
  rm -rf "$work/kiwi"
  cp -r "$work"/sdist/kiwisolver-*/kiwi "$work/kiwi"
fi
g++ -O2 -std=c++17 -I "$work" "$here/kiwi/kiwi_bench.cpp" -o "$work/kiwi-bench"

swift build -c release --package-path "$here" --product constraint-bench >&2
bench="$(swift build -c release --package-path "$here" --show-bin-path)/constraint-bench"
"$bench" dump > "$work/screen.txt"

echo "== one solve (median, thread CPU time)"
"$bench" times 2000
"$work/kiwi-bench" "$work/screen.txt" times 200

echo "== whole commands: $first first solves (A = ConstraintCore, B = kiwi)"
farm-bench -n 5 --timeout 600 --vs "$work/kiwi-bench $work/screen.txt solves $first first" -- "$bench" solves "$first" first
echo "== whole commands: one solve, then $resize re-solves at a new width"
farm-bench -n 5 --timeout 600 --vs "$work/kiwi-bench $work/screen.txt solves $resize resize" -- "$bench" solves "$resize" resize
