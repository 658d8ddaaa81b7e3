#!/usr/bin/env bash
# The language server's editor latency (Benchmarks/lsp/latency.py) against a
# release build of layoutc:
#
#   Benchmarks/lsp/run.sh                         # 1k, 10k, 100k views; completion/hover on 20k
#   VIEWS="1000 10000" NAV=0 Benchmarks/lsp/run.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
swift build -c release --package-path "$root" --product layoutc >&2
layoutc="$(swift build -c release --package-path "$root" --show-bin-path)/layoutc"
python3 "$root/Benchmarks/lsp/latency.py" "$layoutc" --views ${VIEWS:-1000 10000 100000} --nav-views "${NAV:-20000}"
