#!/usr/bin/env bash
# Builds the benchmark harness (release) and times layoutc's stages against
# libyaml's bare event scan for every generator shape at 10k, 100k and 1M views,
# each size in a fresh process (honest peak memory); then prints the scaling
# from 10k to 1M and the --jobs scaling of a directory compile.
#
#   Benchmarks/run.sh                      # everything
#   SIZES="10000 100000" SHAPES=flow Benchmarks/run.sh
#   JOBS=0 Benchmarks/run.sh               # skip the --jobs run
#   CLOCK=cpu Benchmarks/run.sh            # thread CPU time instead of wall time (a busy, shared machine)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SIZES="${SIZES:-10000 100000 1000000}"
SHAPES="${SHAPES:-deep wide flow mixed findings}"
JOBS="${JOBS:-1}"
CLOCK="${CLOCK:-wall}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}"
mkdir -p "$work"

swift build -c release --package-path "$here" --product layoutc-bench >&2
bench="$(swift build -c release --package-path "$here" --show-bin-path)/layoutc-bench"

results="$work/results.txt"
: > "$results"
for shape in $SHAPES; do
  for n in $SIZES; do
    spec="$work/$shape-$n.layout.yaml"
    "$bench" generate --shape "$shape" --views "$n" --out "$spec"
    "$bench" run "$spec" --label "$shape-$n" --clock "$CLOCK" | tee -a "$results"
    echo
  done
done

echo "== scaling of the pipeline (parse → IR → solve → validate → JSON); linear is x10 per 10x views, the target at most x11"
echo "   best = best of the runs (warm heap); 1st = first run (fresh heap, every page faulted in, as a CLI run)"
for shape in $SHAPES; do
  grep "^RESULT $shape-" "$results" | awk -v shape="$shape" '
    { split($3, v, "="); split($5, p, "="); split($6, c, "="); split($8, r, "="); split($9, m, "=");
      n[NR] = v[2]; t[NR] = p[2]; cold[NR] = c[2]; ratio[NR] = r[2]; mem[NR] = m[2] }
    END {
      for (i = 1; i <= NR; i++) {
        line = sprintf("%-6s %8d views: best %9.1f ms (%.2fx scan)  1st %9.1f ms  peak %s B/view", shape, n[i], t[i], ratio[i], cold[i], mem[i])
        if (i > 1) line = line sprintf("   vs %d: best x%.1f, 1st x%.1f", n[i-1], t[i] / t[i-1], cold[i] / cold[i-1])
        print line
      }
      if (NR > 1) printf("%-6s %d -> %d views: best x%.1f, 1st x%.1f\n", shape, n[1], n[NR], t[NR] / t[1], cold[NR] / cold[1])
    }'
done

if [ "$JOBS" != 0 ]; then
  dir="$work/jobs"
  mkdir -p "$dir"
  for i in $(seq 1 16); do
    "$bench" generate --shape mixed --views 20000 --seed "$i" --out "$dir/screen$i.layout.yaml"
  done
  echo
  echo "== --jobs: 16 mixed specs of 20k views ($(getconf _NPROCESSORS_ONLN 2>/dev/null || echo ?) cores)"
  "$bench" jobs "$dir" --jobs 1,2
fi
