#!/usr/bin/env bash
# Times the runtime: one solve through each generated type, on one core, as an
# app's layoutSubviews runs it (init(size:safeAreaInsets:scale:) of iPhone 15 Pro
# portrait). The types are `layoutc generate`'s output for every Specs/ example
# (specs with an error diagnostic are refused by generate, so not timed), a
# 50-view screen and a 1,000-item flow, compiled with -O against the release
# build of LayoutcRuntime.
#
#   Benchmarks/runtime.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/runtime"
rm -rf "$work"
mkdir -p "$work/specs" "$work/generated"

swift build -c release --package-path "$root" --product layoutc >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)"

cp "$root"/Specs/*.layout.yaml "$work/specs/"
# A 50-view screen: a safe-area root with 49 leaves of five kinds on a grid.
{
  printf 'layout: 1\nscreen: Grid50\nbars: [status, navigation]\nroot:\n  safeArea: true\n  children:\n'
  kinds=(view label button image textField)
  for i in $(seq 0 48); do
    kind=${kinds[$((i % 5))]}
    x=$((8 + (i % 4) * 96)); y=$((8 + (i / 4) * 52))
    printf '    - id: v%d\n      kind: %s\n      place: {top: %d, left: %d, width: 88, height: 44}\n' "$i" "$kind" "$y" "$x"
    case $kind in
      label) printf '      textInsets: [2, 4, 2, 4]\n' ;;
      image) printf '      contentSize: [120, 80]\n      contentMode: aspectFit\n' ;;
    esac
  done
} > "$work/specs/Grid50.layout.yaml"
# A 1,000-item left-aligned flow of four chip widths (UIKit's row path).
{
  printf 'layout: 1\nscreen: Flow1000\nbars: [status, navigation]\nroot:\n  safeArea: true\n  children:\n'
  printf '    - id: tags\n      kind: collection\n      flow:\n        align: left\n        sectionInset: [8, 16, 8, 16]\n'
  printf '        interitemSpacing: 8\n        lineSpacing: 8\n        items:\n'
  for w in 64 88 120 76; do printf '          - {size: [%d, 44], repeat: 250}\n' "$w"; done
} > "$work/specs/Flow1000.layout.yaml"

"$bin/layoutc" generate "$work/specs" -o "$work/generated" 2>/dev/null || true

{
  echo "import LayoutcRuntime"
  for file in "$work"/generated/*.swift; do
    type="$(basename "$file" .swift)"
    echo "measure($type.self, label: \"$type\")"
  done
} > "$work/main.swift"

objects=()
for module in Diagnostics LayoutIR Solver Emitters LayoutcRuntime; do
  objects+=("$bin/$module.build"/*.o)
done
swiftc -O -wmo -swift-version 6 -I "$bin/Modules" -module-name RuntimeBench \
  "$work"/generated/*.swift "$here/Runtime/RuntimeBench.swift" "$work/main.swift" "${objects[@]}" \
  -o "$work/runtime-bench"
# One core.
if command -v taskset >/dev/null; then taskset -c 0 "$work/runtime-bench"; else "$work/runtime-bench"; fi
