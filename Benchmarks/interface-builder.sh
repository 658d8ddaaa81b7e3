#!/usr/bin/env bash
# Times Interface Builder input as a team's CI runs it: the whole shared corpus
# (corpus/interface-builder beside the repository: 68 .xib and .storyboard files
# of two apps) imported to specs, and linted across the default device matrix of
# `layoutc init` (iphone-se-3, iphone-16-pro portrait and landscape,
# iphone-16-pro-max), each as one whole command (Benchmarks/whole-command.py).
#
#   Benchmarks/interface-builder.sh [CORPUS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="${1:-$root/../shared/corpus/interface-builder}"
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/interface-builder"
rm -rf "$work"
mkdir -p "$work/project" "$work/specs"

swift build -c release --package-path "$root" --product layoutc >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/layoutc"

ln -s "$corpus" "$work/project/corpus"
"$bin" init "$work/project" >/dev/null
cd "$work/project"
echo "== import (68 files to specs)"
"$here/whole-command.py" -n 5 -- "$bin" import corpus -o "$work/specs"
echo "== lint across the default matrix"
"$here/whole-command.py" -n 5 -- "$bin" lint corpus
echo "== import and lint, one after the other"
"$here/whole-command.py" -n 5 -- sh -c "'$bin' import corpus -o '$work/specs' 2>/dev/null; exec '$bin' lint corpus"
