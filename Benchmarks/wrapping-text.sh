#!/usr/bin/env bash
# The second pass of wrapping text (Docs/Performance.md, "Wrapping text: the
# second pass"): 1,000 cards in a scroll view, each a wrapping body-text label
# pinned top, leading and trailing by constraints and a label pinned 8 pt
# below it, compiled with a release build. LINES=1 writes the same cards with
# one-line labels, which need no second pass. Time the printed command as a
# whole process (e.g. /usr/bin/time -v, or paired against the LINES=1 spec).
#
#   Benchmarks/wrapping-text.sh
#   CARDS=5000 LINES=1 Benchmarks/wrapping-text.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cards="${CARDS:-1000}"
lines="${LINES:-0}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-wrapping-bench}"
mkdir -p "$work"

swift build -c release --package-path "$here" --product layoutc >&2
layoutc="$(swift build -c release --package-path "$here" --show-bin-path)/layoutc"

spec="$work/Cards$cards-lines$lines.layout.yaml"
awk -v n="$cards" -v lines="$lines" 'BEGIN {
  print "layout: 1"; print "screen: Cards"; print "device: iphone-15-pro"; print "root:"; print "  children:"
  print "    - id: list"; print "      kind: scroll"; print "      children:"
  for (i = 0; i < n; i++) {
    printf "        - id: card%d\n          place: {left: 0, right: 0, top: %d, height: 200}\n          children:\n", i, i * 200
    printf "            - id: title%d\n              kind: label\n", i
    printf "              text: \"Order %d is on its way to the delivery address you gave, and arrives tomorrow\"\n", i
    printf "              font: {style: body}\n              numberOfLines: %d\n", lines
    printf "              constraints: [leading = superview.leading + 16, trailing = superview.trailing - 16, top = superview.top + 8]\n"
    printf "            - id: note%d\n              kind: label\n              text: \"Track it\"\n", i
    printf "              constraints: [leading = superview.leading + 16, top = title%d.bottom + 8]\n", i
  }
}' > "$spec"
echo "$layoutc compile $spec -o $work/frames" >&2
"$layoutc" compile "$spec" -o "$work/frames"
