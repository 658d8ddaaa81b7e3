#!/usr/bin/env bash
# CI: the package, its tests and Benchmarks/ build without a single compiler
# warning from our own sources (dependencies' warnings are not ours to fix).
# Clean builds in their own directories, so every file is compiled and every
# warning is printed (an incremental build stays silent about unchanged files).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
found=0

# build NAME DIR BUILD-PATH ARGS…: builds, prints our warnings, counts them.
build() {
  local name=$1 dir=$2 path=$3
  shift 3
  local log
  log=$(mktemp)
  rm -rf "$path"
  if ! (cd "$dir" && swift build --build-path "$path" "$@") >"$log" 2>&1; then
    cat "$log"
    echo "ci: $name does not build"
    rm -f "$log"
    exit 1
  fi
  local warnings
  warnings=$(grep -E "^$root/(Sources|Tests|Benchmarks|Plugins)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
  rm -f "$log"
  if [ -n "$warnings" ]; then
    echo "$warnings"
    echo "ci: $name: $(wc -l <<<"$warnings") compiler warning(s) in our sources"
    found=1
  else
    echo "ci: $name builds without a warning"
  fi
}

build "the package and its tests" . "$root/.build-warnings" --build-tests
build "Benchmarks/" Benchmarks "$root/.build-warnings-bench"
rm -rf "$root/.build-warnings" "$root/.build-warnings-bench"

# The install step (Docs/Usage.md#installing), man page included, into a scratch prefix.
prefix=$(mktemp -d)
Scripts/install.sh --prefix "$prefix"
if ! grep -q '^\.Sh NAME' "$prefix/share/man/man1/layoutc.1" || ! "$prefix/bin/layoutc" --version >/dev/null; then
  echo "ci: Scripts/install.sh did not install the binary and its man page"
  found=1
fi
rm -rf "$prefix"
exit "$found"
