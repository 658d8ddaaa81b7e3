#!/usr/bin/env bash
# The every-script benchmark (Docs/Performance.md, "Text"): a screen of 1,000
# labels in Arabic, Hebrew, Japanese, Chinese, Thai and emoji, every size
# measured (text styles, no intrinsicSize; a quarter wrap), compiled once
# (one cell) with a release build, beside the same screen in Latin text, so
# the cost of bidi runs, fallback fonts and ICU's line breaking shows as a
# ratio. Time the printed commands as whole processes, the two in turn
# (A B A B, /usr/bin/time -v or any whole-process timer), and quote medians;
# Performance.md's figures were taken that way.
#
#   Benchmarks/text-scripts.sh            # writes both specs, prints both commands, runs each once
#   LABELS=5000 Benchmarks/text-scripts.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
labels="${LABELS:-1000}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/layoutc-scripts-bench}"
mkdir -p "$work"

swift build -c release --package-path "$here" --product layoutc >&2
layoutc="$(swift build -c release --package-path "$here" --show-bin-path)/layoutc"

write() { # write NAME TEXTS: TEXTS is |-separated
  awk -v n="$labels" -v name="$1" -v list="$2" 'BEGIN {
    split("largeTitle title1 title2 title3 headline body callout subheadline footnote caption1 caption2", styles, " ")
    count = split(list, texts, "|")
    print "layout: 1"
    print "screen: " name n
    print "device: iphone-15-pro"
    print "root:"
    print "  children:"
    print "    - id: list"
    print "      kind: scroll"
    print "      children:"
    for (i = 0; i < n; i++) {
      printf "        - {id: label%d, kind: label, text: \"%s %d\", font: {style: %s}, numberOfLines: %d, place: {leading: 16, trailing: 16, top: %d}}\n", \
        i, texts[i % count + 1], i, styles[i % 11 + 1], (i % 4 == 0 ? 0 : 1), 8 + i * 60
    }
  }' > "$work/$1$labels.layout.yaml"
}
write Scripts "إعدادات الخصوصية والأمان|سلة التسوق فارغة|מדיניות הפרטיות|ההזמנה שלך בדרך|営業時間のお知らせ、ご確認ください。|本日の営業時間は午前十時から午後八時までです|设置与隐私|您的订单正在配送中|การตั้งค่าความเป็นส่วนตัว|👍 สวัสดีครับ 🎉"
write Latin "Ingredients and allergens|Remind me|Delivery address|Order 4821 is on its way|Settings|Notifications and sounds|Privacy|Add to basket|Continue|Terms and conditions of sale"
for name in Scripts Latin; do
  echo "$layoutc compile $work/$name$labels.layout.yaml" >&2
  "$layoutc" compile "$work/$name$labels.layout.yaml" >/dev/null || true
done
