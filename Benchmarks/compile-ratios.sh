#!/usr/bin/env bash
# The whole `layoutc compile FILE -o DIR` process against libyaml's bare scan of
# the same bytes (`layoutc-bench scan FILE`, also a whole process), in turn
# (compile, scan, compile, scan, ...) so that both see the same load: the
# median CPU time (user + system) of each and their ratio. Then, with
# COUNT=1, the instructions of one compile (callgrind, exact from run to run).
#
#   Benchmarks/compile-ratios.sh                          # findings, mixedFindings, flow, mixed at 100k
#   SHAPES=mixedFindings VIEWS=1000000 RUNS=3 Benchmarks/compile-ratios.sh
#   LAYOUTC=/path/to/other/layoutc Benchmarks/compile-ratios.sh   # another build of layoutc
#   COUNT=1 Benchmarks/compile-ratios.sh                 # also count instructions (needs valgrind)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SHAPES="${SHAPES:-findings mixedFindings flow mixed}"
VIEWS="${VIEWS:-100000}"
RUNS="${RUNS:-5}"
COUNT="${COUNT:-0}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-ratios}"
mkdir -p "$work/out"

swift build -c release --package-path "$here" --product layoutc-bench >&2
swift build -c release --package-path "$here" --product layoutc >&2
bin="$(swift build -c release --package-path "$here" --show-bin-path)"
bench="$bin/layoutc-bench"
layoutc="${LAYOUTC:-$bin/layoutc}"

# CPU seconds (user + system) of one run of the command.
cpu() { /usr/bin/time -f '%U %S' -o "$work/time" "$@" > /dev/null 2>&1 || true; awk '{ print $1 + $2 }' "$work/time"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

for shape in $SHAPES; do
  spec="$work/$shape-$VIEWS.layout.yaml"
  [ -f "$spec" ] || "$bench" generate --shape "$shape" --views "$VIEWS" --out "$spec"
  cpu "$layoutc" compile "$spec" -o "$work/out" > /dev/null  # warm the page cache
  : > "$work/pairs"
  for _ in $(seq 1 "$RUNS"); do
    a=$(cpu "$layoutc" compile "$spec" -o "$work/out")
    b=$(cpu "$bench" scan "$spec")
    echo "$a $b" >> "$work/pairs"
  done
  compile=$(awk '{ print $1 }' "$work/pairs" | median)
  scan=$(awk '{ print $2 }' "$work/pairs" | median)
  ratio=$(awk '$2 > 0 { print $1 / $2 }' "$work/pairs" | median)
  printf '%-16s %8d views: compile %6.3f s, scan %6.3f s CPU; compile/scan %5.2fx (median of %d pairs)\n' \
    "$shape" "$VIEWS" "$compile" "$scan" "$ratio" "$RUNS"
  if [ "$COUNT" = 1 ]; then
    # Valgrind 3.19 gives up on the DWARF 5 debug information Swift 6.3 writes
    # ("unhandled dwarf2 abbrev form"): count a copy without it (symbols kept).
    cp "$layoutc" "$work/layoutc-counted"
    strip --strip-debug "$work/layoutc-counted"
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/layoutc-counted" compile "$spec" -o "$work/out" \
      > /dev/null 2> "$work/callgrind.log" || true
    grep -o 'Collected : [0-9]*' "$work/callgrind.log" | awk -v s="$shape" '{ printf "%-16s instructions: %.3f billion\n", s, $3 / 1e9 }'
  fi
done
