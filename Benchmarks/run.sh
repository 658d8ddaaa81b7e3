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
SHAPES="${SHAPES:-deep wide flow mixed findings mixedFindings oneLineFindings stacks}"
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
    "$bench" cli "$spec" --label "$shape-$n" | tee -a "$results"
    echo
  done
done

echo "== summary: pipeline = parse → IR → solve → validate → JSON in one process (best of the runs, warm heap);"
echo "   cli = 'layoutc compile FILE -o DIR --jobs 1' once in a fresh process ($CLOCK time of the process, its peak RSS);"
echo "   scaling: linear is x10 per 10x views, the target at most x11 from 100k to 1M"
for shape in $SHAPES; do
  awk -v shape="$shape" -v clock="$CLOCK" '
    $1 == "RESULT" && index($2, shape "-") == 1 {
      split($3, v, "="); split($4, s, "="); split($5, p, "="); split($8, r, "=");
      n[++count] = v[2]; scan[count] = s[2]; best[count] = p[2]; ratio[count] = r[2]
    }
    $1 == "CLI" && index($2, shape "-") == 1 {
      split($3, w, "="); split($4, c, "="); split($5, m, "=");
      cli[count] = (clock == "cpu" ? c[2] : w[2]); peak[count] = m[2]
    }
    END {
      for (i = 1; i <= count; i++) {
        line = sprintf("%-8s %8d views: scan %8.1f ms  pipeline %8.1f ms = %.2fx scan  cli %8.1f ms = %.2fx scan, peak %4.0f B/view",
                       shape, n[i], scan[i], best[i], ratio[i], cli[i], cli[i] / scan[i], peak[i] * 1e6 / n[i])
        if (i > 1) line = line sprintf("   x%.1f pipeline, x%.1f cli vs %d", best[i] / best[i-1], cli[i] / cli[i-1], n[i-1])
        print line
      }
    }' "$results"
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
