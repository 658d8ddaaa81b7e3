#!/usr/bin/env bash
# What every command pays before it does any work (Docs/Performance.md,
# "Start-up"): a small spec compiled and the example specs linted, as whole
# processes of the release binary, 30 runs each; then a hello-world Swift program
# importing Foundation against the same program importing FoundationNetworking
# (what an HTTP package would bring into the executable), and the shared
# libraries the binary loads.
#
#   Benchmarks/startup.sh
#   RUNS=10 Benchmarks/startup.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${RUNS:-30}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-bench}/startup"
rm -rf "$work"
mkdir -p "$work/out"

swift build -c release --package-path "$root" --product layoutc >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/layoutc"

echo "== layoutc compile Specs/TagPickerLeft.layout.yaml -o DIR"
"$here/whole-command.py" -n "$runs" -- "$bin" compile "$root/Specs/TagPickerLeft.layout.yaml" -o "$work/out"
echo "== layoutc lint Specs"
"$here/whole-command.py" -n "$runs" -- "$bin" lint "$root/Specs"

echo "== hello world: Foundation (A) against Foundation + FoundationNetworking (B)"
printf 'import Foundation\nprint(Date().timeIntervalSince1970 > 0)\n' > "$work/plain.swift"
printf 'import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nprint(URLSession.shared.configuration.timeoutIntervalForRequest > 0)\n' > "$work/networking.swift"
swiftc -O "$work/plain.swift" -o "$work/plain"
swiftc -O "$work/networking.swift" -o "$work/networking"
"$here/whole-command.py" -n "$runs" --vs "$work/networking" -- "$work/plain"

echo "== shared libraries layoutc loads"
if command -v ldd >/dev/null; then
  ldd "$bin" | wc -l
  ldd "$bin" | grep -i curl || echo "no libcurl"
fi
