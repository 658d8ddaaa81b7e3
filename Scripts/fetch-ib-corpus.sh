#!/usr/bin/env bash
# Makes the Interface Builder corpus the answer-key tests, Benchmarks/interface-builder.sh
# and the fuzzer read: every .xib and .storyboard file of two open-source iOS apps,
# paths kept, unmodified, each app with its own licence and a SOURCE.txt naming
# the commit. The files are the apps' (under their licences), so they live beside
# the repository, never in it.
#
#   Scripts/fetch-ib-corpus.sh            # into ../shared/corpus/interface-builder beside the clone
#   Scripts/fetch-ib-corpus.sh DIR        # into DIR (it must not exist yet)
#
# Needs git (2.19 or later, for --filter) and network access to github.com; bash 4
# (mapfile): on macOS, Homebrew's bash.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target="${1:-$root/../shared/corpus/interface-builder}"
[ ! -e "$target" ] || { echo "$target exists; remove it first or name another folder" >&2; exit 2; }

# folder  repository  commit  licence file
apps=(
  "duckduckgo-ios https://github.com/duckduckgo/iOS 7b3f6010d27a3a69fe92a2ad698543f2e67c8900 LICENSE.md"
  "openfoodfacts-ios https://github.com/openfoodfacts/openfoodfacts-ios 35cf4ea57788a953b8a2001de0f68beea00ebb9a LICENSE"
)

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for app in "${apps[@]}"; do
  read -r folder url commit licence <<< "$app"
  echo "== $folder at $commit" >&2
  clone="$scratch/$folder"
  # No blobs until asked for: only the IB files and the licence are downloaded.
  git clone --quiet --filter=blob:none --no-checkout "$url" "$clone"
  git -C "$clone" fetch --quiet origin "$commit"
  mapfile -t files < <(git -C "$clone" ls-tree -r --name-only "$commit" | grep -E '\.(xib|storyboard)$')
  git -C "$clone" checkout --quiet "$commit" -- "$licence" "${files[@]}"
  mkdir -p "$target/$folder"
  for file in "$licence" "${files[@]}"; do   # cp --parents is GNU only
    mkdir -p "$target/$folder/$(dirname "$file")"
    cp "$clone/$file" "$target/$folder/$file"
  done
  echo "Taken from ${url#https://} at commit $commit: every .xib and .storyboard file, paths kept, unmodified; licence: $licence." \
    > "$target/$folder/SOURCE.txt"
  echo "$folder: ${#files[@]} files" >&2
done
