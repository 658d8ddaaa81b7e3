#!/usr/bin/env bash
# Installs layoutc: the release binary, shell completions and the man page.
#
#   Scripts/install.sh [--prefix DIR] [--binary PATH] [--no-man]
#
#   --prefix DIR   where to install (default /usr/local): DIR/bin/layoutc,
#                  DIR/share/man/man1/layoutc.1,
#                  DIR/share/bash-completion/completions/layoutc,
#                  DIR/share/zsh/site-functions/_layoutc,
#                  DIR/share/fish/vendor_completions.d/layoutc.fish
#   --binary PATH  install this binary instead of building one with
#                  `swift build -c release`
#   --no-man       skip the man page (it is generated from the commands' help
#                  by swift-argument-parser's generate-manual plugin, which
#                  builds layoutc once more)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
binary=
man=1
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --no-man) man=0; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: error: unknown argument '$1'; see --help" >&2; exit 2 ;;
  esac
done

if [ -z "$binary" ]; then
  swift build -c release --product layoutc
  binary=$(swift build -c release --show-bin-path)/layoutc
fi

install -d "$prefix/bin" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/layoutc"
"$binary" --generate-completion-script bash >"$prefix/share/bash-completion/completions/layoutc"
"$binary" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_layoutc"
"$binary" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/layoutc.fish"

if [ "$man" = 1 ]; then
  # The plugin picks its own output directory (under .build/plugins) and says so.
  swift package --allow-writing-to-package-directory generate-manual --configuration release >/dev/null
  install -d "$prefix/share/man/man1"
  install -m 644 .build/plugins/GenerateManual/outputs/layoutc/layoutc.1 "$prefix/share/man/man1/layoutc.1"
fi
echo "installed layoutc $("$prefix/bin/layoutc" --version) into $prefix"
