#!/usr/bin/env bash
# How `layoutc compile` (ambiguity analysis included) scales with the size of one island of
# constraint-laid views: chains (labels down a scroll view), chains whose top rows come before
# their sizes (Interface Builder's order), grids of ten columns and forms, at 500 and 5,000
# views (Benchmarks/islands/island_spec.py writes them). Prints each run's wall time and peak
# memory (/usr/bin/time) and the 5,000 / 500 ratio; the target is at most 10.
#
#   Benchmarks/islands.sh                     # the package's release build
#   LAYOUTC=/path/to/layoutc Benchmarks/islands.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/islands"
mkdir -p "$work"
if [ -z "${LAYOUTC:-}" ]; then
  swift build -c release --package-path "$here/.." --product layoutc >&2
  LAYOUTC="$(swift build -c release --package-path "$here/.." --show-bin-path)/layoutc"
fi
sizes="${SIZES:-500 5000}"
for shape in ${SHAPES:-chain chain-ib grid form}; do
  first=""
  for views in $sizes; do
    spec="$work/$shape-$views.layout.yaml"
    python3 "$here/islands/island_spec.py" "$shape" "$views" > "$spec"
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$LAYOUTC" compile "$spec" > /dev/null || true
    read -r seconds kilobytes < <(tail -n 1 "$work/time.txt")  # a failed run adds a line before
    ratio=""
    if [ -z "$first" ]; then first="$seconds"; else ratio=$(python3 -c "print(f'{$seconds / max($first, 0.001):.1f}x')"); fi
    printf '%-9s %6d views  %7.2f s  %7d MB  %s\n' "$shape" "$views" "$seconds" "$((kilobytes / 1024))" "$ratio"
  done
done
