#!/usr/bin/env bash
# Builds the benchmark harness (release) and times layoutc's stages against
# libyaml's bare event scan for every generator shape at 10k, 100k and 1M views,
# each size in a fresh process (honest peak memory); then prints the scaling
# from 10k to 1M and the --jobs scaling of a directory compile.
#
#   Benchmarks/run.sh                      # everything
#   SIZES="10000 100000" SHAPES=flow Benchmarks/run.sh
#   JOBS=0 Benchmarks/run.sh               # skip the --jobs run
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SIZES="${SIZES:-10000 100000 1000000}"
SHAPES="${SHAPES:-deep wide flow mixed}"
JOBS="${JOBS:-1}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}"
mkdir -p "$work"

swift build -c release --package-path "$here" --product layoutc-bench >&2
bench="$(swift build -c release --package-path "$here" --show-bin-path)/layoutc-bench"

results="$work/results.txt"
: > "$results"
for shape in $SHAPES; do
  for n in $SIZES; do
    spec="$work/$shape-$n.layout.yaml"
    [ -f "$spec" ] || "$bench" generate --shape "$shape" --views "$n" --out "$spec"
    "$bench" run "$spec" --label "$shape-$n" | tee -a "$results"
    echo
  done
done

echo "== scaling (pipeline time; linear would be 10x per 10x views, the target is at most 11x)"
for shape in $SHAPES; do
  grep "^RESULT $shape-" "$results" | awk -v shape="$shape" '
    { split($3, v, "="); split($5, p, "="); split($7, r, "="); split($8, m, "=");
      n[NR] = v[2]; t[NR] = p[2]; ratio[NR] = r[2]; mem[NR] = m[2] }
    END {
      line = sprintf("%-6s", shape)
      for (i = 1; i <= NR; i++) {
        line = line sprintf("  %7d views %9.1f ms (%.2fx scan, %s B/view)", n[i], t[i], ratio[i], mem[i])
        if (i > 1) line = line sprintf(" x%.1f", t[i] / t[i-1])
      }
      if (NR > 1) line = line sprintf("   %d->%d: x%.1f", n[1], n[NR], t[NR] / t[1])
      print line
    }'
done

if [ "$JOBS" != 0 ]; then
  dir="$work/jobs"
  if [ ! -d "$dir" ]; then
    mkdir -p "$dir"
    for i in $(seq 1 16); do
      "$bench" generate --shape mixed --views 20000 --seed "$i" --out "$dir/screen$i.layout.yaml"
    done
  fi
  echo
  echo "== --jobs: 16 mixed specs of 20k views ($(getconf _NPROCESSORS_ONLN 2>/dev/null || echo ?) cores)"
  "$bench" jobs "$dir" --jobs 1,2
fi
