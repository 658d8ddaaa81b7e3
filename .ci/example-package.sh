#!/usr/bin/env bash
# CI for `layoutc generate` and the SwiftPM plugins (issue 11), run after `swift test`:
# the example package builds through the LayoutcGenerate plugin and its tests pass;
# a broken spec dropped into it fails the build with a positioned error; and
# `swift package lint-layouts` passes on the clean specs and fails on the broken one.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ProductCard"

echo "ci: generate: building and testing Examples/ProductCard"
swift build
swift test

broken=Sources/ProductCardLayouts/Broken.layout.yaml
log=$(mktemp)
trap 'rm -f "$broken" "$log"' EXIT

echo "ci: generate: lint-layouts on the clean specs"
swift package lint-layouts

cat > "$broken" <<'YAML'
layout: 1
screen: Broken
root:
  children:
    - id: box
      frame: [0, 0, 100, 100]
      widht: 3
YAML

echo "ci: generate: a broken spec must fail the build at its position"
if swift build >"$log" 2>&1; then
  cat "$log"; echo "ci: generate: the build with a broken spec succeeded"; exit 1
fi
if ! grep -qE "Broken\.layout\.yaml:7:7: error: .*\[unknown-key\]" "$log"; then
  cat "$log"; echo "ci: generate: no positioned error for the broken spec in the build log"; exit 1
fi

echo "ci: generate: lint-layouts must fail on the broken spec"
if swift package lint-layouts >"$log" 2>&1; then
  cat "$log"; echo "ci: generate: lint-layouts passed with an error in a spec"; exit 1
fi
grep -qE "Broken\.layout\.yaml:7:7: error" "$log" || { cat "$log"; echo "ci: generate: lint did not report the error"; exit 1; }

rm -f "$broken"

# Two specs of one target giving one type name: layoutc's error naming both,
# not Swift's duplicate type in the generated code.
twin=Sources/ProductCardLayouts/Twin.layout.yaml
trap 'rm -f "$broken" "$twin" "$log"' EXIT
printf 'layout: 1\nscreen: product-card\nroot: {}\n' > "$twin"
echo "ci: generate: two specs giving one type name must fail the build naming both"
if swift build >"$log" 2>&1; then
  cat "$log"; echo "ci: generate: the build with two ProductCardLayout specs succeeded"; exit 1
fi
if ! grep -qE "Twin\.layout\.yaml:2:1: error: screen 'product-card' gives the Swift type 'ProductCardLayout', as '[^']*ProductCard\.layout\.yaml' does.*\[type-name-collision\]" "$log"; then
  cat "$log"; echo "ci: generate: no type-name-collision error naming both specs in the build log"; exit 1
fi
rm -f "$twin"

swift build >/dev/null
echo "ci: generate: ok"
