#!/usr/bin/env bash
# The solver on the shapes that once took minutes (Docs/Constraints.md#complexity), as bare
# problems through the `constraint-oracle` tool (TieredSolver with ambiguity analysis, what
# `layoutc compile` runs per island): a chain whose heights are free, many conflicts in one
# island, thousands of optional rows on one view (one priority, and 999 priorities).
# Benchmarks/islands/stress_problems.py writes them. Prints each run's wall time and peak memory
# (/usr/bin/time).
#
#   Benchmarks/solver-stress.sh
#   ORACLE=/path/to/constraint-oracle Benchmarks/solver-stress.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/solver-stress"
mkdir -p "$work"
if [ -z "${ORACLE:-}" ]; then
  swift build -c release --package-path "$here/.." --product constraint-oracle >&2
  ORACLE="$(swift build -c release --package-path "$here/.." --show-bin-path)/constraint-oracle"
fi
run() {
  local shape="$1" size="$2" problem="$work/$1-$2.txt"
  python3 "$here/islands/stress_problems.py" "$shape" "$size" > "$problem"
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$ORACLE" < "$problem" > "$work/out.txt"
  read -r seconds kilobytes < "$work/time.txt"
  printf '%-11s %7d  %7.2f s  %5d MB  %s\n' "$shape" "$size" "$seconds" "$((kilobytes / 1024))" \
    "$(grep -c '^conflict' "$work/out.txt" || true) conflicts, $(grep -c '^ambiguous' "$work/out.txt" || true) ambiguous"
}
for size in ${AMBIGUOUS:-500 1000 2000 5000}; do run ambiguous "$size"; done
for size in ${CONFLICTS:-300 1000 2000}; do run conflicts "$size"; done
for size in ${SAME:-5000 20000 50000}; do run same-999 "$size"; done
for size in ${PRIORITIES:-5000 10000 50000}; do run priorities "$size"; done
