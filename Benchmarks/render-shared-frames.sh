#!/usr/bin/env bash
# Times `layoutc render` and `layoutc report` on views that share one window
# frame, which every picture labels together (`root · a · b +N`): 16,000 and
# 32,000 sibling views with one frame, and a small spec whose YAML aliases fan
# out into ~37,000 such views. Labelling them was quadratic (27 s for 16k,
# 109 s for 32k); linear, the time doubles with the views.
#
#   Benchmarks/render-shared-frames.sh [LAYOUTC] [BASELINE_LAYOUTC]
#   RUNS=3 Benchmarks/render-shared-frames.sh .build/release/layoutc /tmp/old/layoutc
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
layoutc="${1:-.build/release/layoutc}"
baseline="${2:-}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-shared-frames}"
mkdir -p "$work"

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
place = "place: {top: 0, left: 0, width: 100, height: 100}"
for n in (16000, 32000):
    with open(f"{work}/shared-{n}.layout.yaml", "w") as f:
        f.write("layout: 1\nscreen: Shared\nroot:\n  children:\n")
        for i in range(n):
            f.write(f"    - {{id: v{i}, {place}}}\n")
lines = ["layout: 1", "screen: Fan", "root:", "  children:", f"    - &a {{{place}}}"]
previous = "a"
for name in "bcde":
    lines.append(f"    - &{name} {{{place}, children: [{', '.join(['*' + previous] * 8)}]}}")
    previous = name
lines.append(f"    - {{{place}, children: [{', '.join(['*e'] * 7)}]}}")
with open(f"{work}/alias-fan.layout.yaml", "w") as f:
    f.write("\n".join(lines) + "\n")
PY

for spec in shared-16000 shared-32000 alias-fan; do
  for command in render report; do
    echo "== $command $spec ($(wc -c < "$work/$spec.layout.yaml") bytes)"
    args=("$command" "$work/$spec.layout.yaml")
    if [ -n "$baseline" ]; then
      "$here/whole-command.py" -n "${RUNS:-3}" --warmup 0 --vs "$baseline ${args[*]}" -- "$layoutc" "${args[@]}"
    else
      "$here/whole-command.py" -n "${RUNS:-3}" --warmup 0 -- "$layoutc" "${args[@]}"
    fi
  done
done
