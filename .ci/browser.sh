#!/usr/bin/env bash
# CI: the pictures in a browser. Installs what it needs on a fresh Debian
# machine (chromium, rsvg-convert, two pip packages), then runs
# .ci/browser_checks.py against the built layoutc:
#   report  - the report of Specs/ in headless Chromium: screenshot not blank,
#             one picture per spec x target, every lint finding in the DOM;
#   preview - `layoutc preview` on a free loopback port: an edit on disk shows
#             without a reload; clicking a view shows its constraints; path traversal is 404; loopback only;
#   stacks  - stack specs: each view's rect is its compile windowFrame, views with
#             no width or height are marked; their report has no console error;
#   hostile - spec values made of markup in report, render's SVG and preview are
#             text, no script runs; preview refuses DNS rebinding and other sites;
# and `render --png` makes a PNG.
# `.ci/browser.sh --screenshot` also rewrites Docs/report-screenshot.png (the picture in Docs/Pictures.md).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "pictures: installing ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! python3 -c 'import websocket, PIL' 2>/dev/null; then
  echo "pictures: installing websocket-client and pillow"
  python3 -m pip install --quiet "websocket-client==1.9.2" "pillow==13.0.0"
fi

swift build --product layoutc
layoutc="$(swift build --show-bin-path)/layoutc"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

screenshot=()
if [ "${1:-}" = "--screenshot" ]; then screenshot=(--screenshot Docs/report-screenshot.png); fi
python3 .ci/browser_checks.py report "$layoutc" "$out/report" "${screenshot[@]}"
python3 .ci/browser_checks.py preview "$layoutc" "$out/preview"
python3 .ci/browser_checks.py stacks "$layoutc" "$out/stacks"
python3 .ci/browser_checks.py hostile "$layoutc" "$out/hostile"

"$layoutc" render Specs/TagPickerLeft.layout.yaml --png --scale 2 -o "$out/x.png" 2>/dev/null
if [ "$(head -c 8 "$out/x.png" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
  echo "pictures: FAILED: render --png did not write a PNG" >&2
  exit 1
fi
echo "pictures: ok: render --png writes a PNG"
echo "pictures: all browser checks passed"
