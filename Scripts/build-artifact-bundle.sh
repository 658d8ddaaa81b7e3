#!/usr/bin/env bash
# Builds layoutc as a SwiftPM artifact bundle, the prebuilt tool the plugins
# (LayoutcGenerate, lint-layouts) run instead of compiling the CLI from source
# on their first build (Docs/Generate.md#a-prebuilt-layoutc).
#
#   Scripts/build-artifact-bundle.sh              # release build, then the bundle
#   Scripts/build-artifact-bundle.sh --binary B   # bundle an already built layoutc B
#
# Writes Binaries/layoutc.artifactbundle (which Package.swift gives the plugins
# when a build runs with LAYOUTC_PREBUILT=1) and Binaries/layoutc.artifactbundle.zip
# (for a `.binaryTarget(url:checksum:)`), and prints the zip's checksum. The
# bundle must come from the checkout the app's LayoutcRuntime comes from: the
# generated code calls that runtime, so build it again after updating layoutc.
# The Swift runtime and Foundation are linked statically, so the binary needs
# only the system's libyaml, HarfBuzz, FreeType and libxml2, no toolchain.
# The bundle is replaced as a whole: it is assembled beside and moved in place.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
case "${1:-}" in
  --binary) binary="${2:?--binary needs the path of a built layoutc}" ;;
  "") ;;
  *) echo "usage: Scripts/build-artifact-bundle.sh [--binary PATH]" >&2; exit 2 ;;
esac

if [ -z "$binary" ]; then
  echo "build-artifact-bundle: swift build -c release --product layoutc --static-swift-stdlib" >&2
  swift build -c release --product layoutc --static-swift-stdlib >&2
  binary="$(swift build -c release --show-bin-path)/layoutc"
fi
[ -x "$binary" ] || { echo "build-artifact-bundle: no executable at $binary" >&2; exit 1; }

# The variant's triple is the one this toolchain builds for (SwiftPM matches it
# against the host's unversioned triple when it picks a variant).
triple=$(swift -print-target-info | jq -r '.target.unversionedTriple')
version=$("$binary" --version)
variant="layoutc-$version-$triple"

mkdir -p Binaries
staging=$(mktemp -d Binaries/.staging.XXXXXX)
trap 'rm -rf "$staging"' EXIT
bundle="$staging/layoutc.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/layoutc"
strip "$bundle/$variant/bin/layoutc" 2>/dev/null || true
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "layoutc": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant/bin/layoutc",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
# The zip holds the bundle's folder at its top, as SwiftPM unpacks a remote one;
# fixed times and order, so one binary gives one checksum.
find "$bundle" -exec touch -h -d '2000-01-01 00:00:00 UTC' {} +
(cd "$staging" && find layoutc.artifactbundle | LC_ALL=C sort | zip -q -X -D -@ layoutc.artifactbundle.zip)

rm -rf Binaries/layoutc.artifactbundle
mv "$bundle" Binaries/layoutc.artifactbundle
mv "$staging/layoutc.artifactbundle.zip" Binaries/layoutc.artifactbundle.zip

echo "Binaries/layoutc.artifactbundle ($variant)"
echo "Binaries/layoutc.artifactbundle.zip checksum: $(swift package compute-checksum Binaries/layoutc.artifactbundle.zip)"
