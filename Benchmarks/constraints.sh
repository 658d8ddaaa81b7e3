#!/usr/bin/env bash
# ConstraintCore (the exact tiered solver of Docs/Constraints.md) against kiwi, the C++
# Cassowary of Enaml and Matplotlib, on the same 50-view screen (200 variables,
# 200 constraints + 120 intrinsic-size rows; Benchmarks/Sources/constraint-bench).
# kiwi's headers come from the kiwisolver source package (pinned below), downloaded to the work
# directory (never into this repository), and Benchmarks/kiwi/kiwi_bench.cpp is
# built against them with g++ -O2.
#
# Prints each solver's medians (thread CPU time of one solve, from inside the
# process), then the whole-command timing (Benchmarks/whole-command.py) of N solves of each kind.
#
#   Benchmarks/constraints.sh
#   FIRST=200 RESIZE=20000 Benchmarks/constraints.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/constraints"
first="${FIRST:-200}"
resize="${RESIZE:-20000}"
mkdir -p "$work"

# kiwi is pinned (the newest release when the pin was set; the numbers in
# Docs/Performance.md were taken with an unpinned download of about that time)
# with the checksum of its source package on PyPI, so every run builds the same kiwi.
kiwi_version="1.5.1"
kiwi_sha256="f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a"
kiwi="$work/kiwi-$kiwi_version"
if [ ! -f "$kiwi/kiwi/kiwi.h" ]; then
  rm -rf "$work/sdist" "$kiwi"
  pip download --no-deps --no-binary :all: "kiwisolver==$kiwi_version" -d "$work/sdist" >&2
  tarball="$work/sdist/kiwisolver-$kiwi_version.tar.gz"
  echo "$kiwi_sha256  $tarball" | sha256sum -c --quiet - >&2 || { echo "kiwisolver $kiwi_version: checksum mismatch" >&2; exit 1; }
  tar -xzf "$tarball" -C "$work/sdist"
  mkdir -p "$kiwi"
  cp -r "$work/sdist/kiwisolver-$kiwi_version/kiwi" "$kiwi/kiwi"
fi
g++ -O2 -std=c++17 -I "$kiwi" "$here/kiwi/kiwi_bench.cpp" -o "$work/kiwi-bench"

swift build -c release --package-path "$here" --product constraint-bench >&2
bench="$(swift build -c release --package-path "$here" --show-bin-path)/constraint-bench"
"$bench" dump > "$work/screen.txt"

echo "== one solve (median, thread CPU time)"
"$bench" times 2000
"$work/kiwi-bench" "$work/screen.txt" times 200

echo "== whole commands: $first first solves (A = ConstraintCore, B = kiwi)"
"$here/whole-command.py" -n 5 --vs "$work/kiwi-bench $work/screen.txt solves $first first" -- "$bench" solves "$first" first
echo "== whole commands: one solve, then $resize re-solves at a new width"
"$here/whole-command.py" -n 5 --vs "$work/kiwi-bench $work/screen.txt solves $resize resize" -- "$bench" solves "$resize" resize
