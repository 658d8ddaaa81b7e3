#!/usr/bin/env bash
# The text matrix benchmark (Docs/Performance.md#text-1000-labels-over-the-full-text-matrix): a screen of 1,000
# labels whose sizes are all measured (text styles, no intrinsicSize), linted
# over the full matrix of 12 content sizes × 2 directions (24 cells) with a
# release build. Time the printed command as a whole process
# (Benchmarks/whole-command.py -n 7 -- <command>), as the figures in Performance.md were.
#
#   Benchmarks/text-matrix.sh            # writes the spec and config, prints the command, runs it once
#   LABELS=5000 Benchmarks/text-matrix.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
labels="${LABELS:-1000}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-text-bench}"
mkdir -p "$work"

swift build -c release --package-path "$here" --product layoutc >&2
layoutc="$(swift build -c release --package-path "$here" --show-bin-path)/layoutc"

spec="$work/TextMatrix$labels.layout.yaml"
awk -v n="$labels" 'BEGIN {
  split("largeTitle title1 title2 title3 headline body callout subheadline footnote caption1 caption2", styles, " ")
  split("Ingredients and allergens|Remind me|Delivery address|Order 4821 is on its way|Settings|Notifications and sounds|Privacy|Add to basket|Continue|Terms and conditions of sale", texts, "|")
  print "layout: 1"
  print "screen: TextMatrix" n
  print "device: iphone-15-pro"
  print "root:"
  print "  children:"
  print "    - id: list"
  print "      kind: scroll"
  print "      children:"
  for (i = 0; i < n; i++) {
    printf "        - {id: label%d, kind: label, text: \"%s %d\", font: {style: %s}, numberOfLines: %d, place: {leading: 16, trailing: 16, top: %d}}\n", \
      i, texts[i % 10 + 1], i, styles[i % 11 + 1], (i % 4 == 0 ? 0 : 1), 8 + i * 60
  }
}' > "$spec"
config="$work/.layoutc.yml"
cat > "$config" <<YAML
contentSizes: [extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge,
               accessibilityMedium, accessibilityLarge, accessibilityExtraLarge,
               accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge]
layoutDirections: [leftToRight, rightToLeft]
YAML
echo "$layoutc lint --config $config $spec --reporter json -o /dev/null" >&2
"$layoutc" lint --config "$config" "$spec" --reporter json -o /dev/null || true
