#!/usr/bin/env python3
"""Mutational fuzzing of the built layoutc binary: `compile`, `lint`, `render`, `report` and the preview server on mangled specs.

Seeds are Specs/*.layout.yaml, every *.yaml / *.yml under Tests/, a few hostile
seeds written below, and Interface Builder files: Benchmarks/fuzz/seeds/*.xib and
*.storyboard and, when it is there, ../shared/corpus/interface-builder (an input
that starts with `<`, or is UTF-16 markup, is run as `input.xib`). Each round takes a seed (or two), applies one to four mutations
(byte flips, random and binary bytes, line deletes and duplicates, splices of two
files, deep nesting, huge and nested `repeat` counts, anchor/alias fans, `.nan` and
`.inf` for numbers, markup minified onto one line) and runs

    layoutc compile FILE --jobs 1             (frames JSON on stdout)
    layoutc lint FILE --reporter R --jobs 1    (R in turn json, sarif, junit,
                                                checkstyle, github, on stdout)
    layoutc compile FILE --jobs 2             (the frames JSON streamed to stdout from
                                                a second thread while diagnostics print)
    layoutc compile FILE -o DIR --jobs 2       (the frames file written on a second
                                                thread while diagnostics print)
    layoutc render FILE                        (the SVG picture on stdout)
    layoutc report FILE --jobs 1               (the HTML page on stdout)

each with a timeout and a 4 GB address-space cap; every third round also
serves the input from one running `layoutc preview DIR` and fetches its page,
chrome, sections, assets and event stream (Benchmarks/fuzz/preview.py says
what counts: preview-crash, preview-hang, preview-status, preview-html;
--no-preview leaves it out). Every fourth round runs all
six with a small `--max-views` (1 to 40), so the view limit is hit, while the
YAML is parsed or while it is read, on mangled input too. A finding is

    crash     the process ended by a signal (trap, abort, segfault, out of memory)
    hang      it ran past --timeout seconds, and again past twice that when run again
    exit      an exit code other than 0, 1 or 2
    json      standard output that is not one JSON document (compile, and lint's
              json and sarif)
    xml       lint's junit or checkstyle output, or render's SVG, that is not
              well-formed XML
    html      report's page that is not one whole HTML document
    github    lint's github output with a line that is not a workflow command
    control   a raw control character (an escape sequence, a carriage return)
              on standard error, or on standard output of compile's text
              diagnostics and lint's github output: keys and ids of the spec
              must reach a terminal or a CI log escaped
    stderr    more than 1 MB on standard error for an input under 10 KB
    differ    `compile --jobs 2` prints, or `compile -o DIR --jobs 2` writes, another
              exit code, other diagnostics or another frames document than
              `compile --jobs 1` printed, or the latter leaves a temporary file behind

and is saved with the input under --out (`<kind>-<n>.layout.yaml` plus a `.txt` with
the command and its output's head). The run is deterministic for a given --seed.

    swift build -c release --product layoutc
    nice -n 19 python3 Benchmarks/fuzz/fuzz.py --binary .build/release/layoutc \
        --minutes 30 --out /tmp/layoutc-fuzz

It prints a line every 500 executions and a summary (executions, findings by kind)
at the end; the exit status is 1 when anything was found.
"""
import argparse
import glob
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree

from preview import PreviewTarget

HOSTILE_SEEDS = [
    b"flow: {items: [{size: [0, 0], repeat: 100000000}]}\n",
    b"layout: 1\nscreen: S\nroot:\n  children:\n    - kind: collection\n      frame: [0, 0, 300, 300]\n"
    b"      flow:\n        items:\n          - repeat: 2147483647\n            kind: collection\n"
    b"            flow: {items: [{size: [10, 10], repeat: 2147483647}]}\n",
    b"layout: 1\nscreen: Chips\nroot:\n  children:\n    - kind: collection\n      frame: [0, 0, 390, 800]\n"
    b"      flow:\n        items:\n          - {kind: button, size: [32, 32], repeat: 1000}\n",
    b"layout: 1\nscreen: A\na: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
    b"c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nroot: {children: [*c]}\n",
    b"layout: 1\nscreen: N\nroot: {frame: [.nan, .inf, -.inf, 1e308], cornerRadius: .nan}\n",
]

MUTATION_BYTES = b":-[]{},&*!|>'\"#%@`?\t\n\r 0123456789.\x00\x7f\x80\xc3\xe9\xff"
NUMBERS = [b"0", b"-1", b"1e308", b"-1e308", b".nan", b".inf", b"-.inf", b"2147483647", b"2147483648",
           b"9223372036854775807", b"99999999999999999999", b"100000000", b"0x7fffffff", b"1e-320", b"-0"]


def load_seeds(root):
    paths = sorted(glob.glob(os.path.join(root, "Specs", "*.yaml")))
    for pattern in ("**/*.yaml", "**/*.yml"):
        paths += sorted(glob.glob(os.path.join(root, "Tests", pattern), recursive=True))
    seeds = []
    for path in paths:
        with open(path, "rb") as handle:
            data = handle.read()
        if 0 < len(data) < 200_000:
            seeds.append(data)
    ib = sorted(glob.glob(os.path.join(root, "Benchmarks", "fuzz", "seeds", "*")))
    ib += sorted(glob.glob(os.path.join(root, "..", "shared", "corpus", "interface-builder", "**", "*.xib"),
                           recursive=True))[:20]
    for path in ib:
        with open(path, "rb") as handle:
            seeds.append(handle.read())
    return seeds + HOSTILE_SEEDS + HOSTILE_XML


# XML that must end in a positioned error or note: an entity bomb, an external
# entity, deep nesting, a constraint naming a non-view, a reference cycle.
HOSTILE_XML = [
    b'<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">'
    b'<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">&b;&x;</document>\n',
    b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>' + b"<view id=\"v\">" * 2000
    + b"</view>" * 2000 + b"</objects></document>\n",
    b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><device id="retina4_7"/><objects>'
    b'<view id="a"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>'
    b'<view id="b" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="0" width="10" height="10"/></view>'
    b'</subviews><constraints><constraint firstItem="b" firstAttribute="width" secondItem="-1" secondAttribute="width" id="c"/>'
    b'<constraint firstItem="b" firstAttribute="leading" secondItem="b" secondAttribute="trailing" id="d"/></constraints>'
    b'<connections><segue destination="a" kind="show" id="s"/></connections></view></objects></document>\n',
] + [
    # Issue 32: a top view with a huge or non-finite size and no catalog design
    # device (it trapped naming the custom device), priorities and numbers out of
    # bounds, an unknown relation, an object id that climbs out of -o's folder, a
    # class with a line break and bidirectional marks.
    b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><device id="retina9_9"/><objects>'
    b'<view id="/../../victim" customClass="C&#10;suppress: [x]&#x202E;&#x200F;"><rect key="frame" x="0" y="0" width="'
    + size + b'" height="' + other + b'"/><subviews><view id="b" translatesAutoresizingMaskIntoConstraints="NO">'
    b'<rect key="frame" x="1e308" y="0" width="10" height="10"/></view></subviews><constraints>'
    b'<constraint firstItem="b" firstAttribute="top" secondItem="/../../victim" secondAttribute="topp" '
    b'relation="notARelation" multiplier="1e308" constant="-inf" priority="' + priority + b'" id="c"/>'
    b'</constraints></view><view id="/../../victim" customClass="C"><rect key="frame" x="0" y="0" width="10" '
    b'height="10"/></view></objects></document>\n'
    for size, other, priority in [(b"1e19", b"100", b"0"), (b"inf", b"nan", b"1001"), (b"9.3e18", b"-5", b"-5"),
                                  (b"1" + b"0" * 308, b"10", b"nan")]
] + [
    # Minified: 20,000 elements on one line (columns were counted from the line's start).
    b'<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>'
    b'<view id="t"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>'
    + b''.join(b'<view id="v%d"><rect key="frame" x="0" y="%d" width="10" height="10"/></view>' % (i, i % 600)
               for i in range(20000)) + b'</subviews></view></objects></document>',
    # Other encodings than UTF-8 (a DOCTYPE hid from the byte search in them) and many attributes.
    '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE d [<!ENTITY e "Evil">]>'
    '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" name="&e;"/>'.encode("utf-16"),
    b'<?xml version="1.0" encoding="UTF-7"?>+ADw-!DOCTYPE d+AD4-<document type="x"/>',
    b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" ' + b" ".join(b'a%d="1"' % i for i in range(5000))
    + b'/>',
]


def flip(rng, data):
    if not data:
        return bytes([rng.randrange(256)])
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return bytes(data)


def insert_bytes(rng, data):
    at = rng.randint(0, len(data))
    if rng.random() < 0.5:
        chunk = bytes(rng.choice(MUTATION_BYTES) for _ in range(rng.randint(1, 6)))
    else:
        chunk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
    return data[:at] + chunk + data[at:]


def delete_range(rng, data):
    if len(data) < 2:
        return data
    start = rng.randrange(len(data))
    return data[:start] + data[start + rng.randint(1, 64):]


def line_edit(rng, data):
    lines = data.split(b"\n")
    if len(lines) < 2:
        return data
    a, b = sorted(rng.randrange(len(lines)) for _ in range(2))
    choice = rng.randrange(3)
    if choice == 0:
        del lines[a:b + 1]
    elif choice == 1:
        lines[a:a] = lines[a:b + 1] * rng.randint(1, 50)
    else:
        lines[a], lines[b] = lines[b], lines[a]
    return b"\n".join(lines)


def splice(rng, data, other):
    a = rng.randint(0, len(data))
    b = rng.randint(0, len(other))
    return data[:a] + other[b:b + rng.randint(1, 2000)] + data[a:]


def deep_nesting(rng, data):
    depth = rng.choice([100, 1000, 10_000, 100_000])
    at = rng.randint(0, len(data))
    style = rng.randrange(3)
    if style == 0:
        chunk = b"[" * depth + b"1" + b"]" * depth
    elif style == 1:
        chunk = b"{a: " * depth + b"1" + b"}" * depth
    else:
        chunk = b"\n" + b"".join(b"  " * i + b"- children:\n" for i in range(min(depth, 400)))
    return data[:at] + chunk + data[at:]


def huge_repeat(rng, data):
    count = rng.choice([b"100000000", b"2147483647", b"2000001", b"4611686018427387904", b"-5", b".nan", b"1e9"])
    if b"repeat:" in data and rng.random() < 0.6:
        at = data.index(b"repeat:") + len(b"repeat:")
        end = at
        while end < len(data) and data[end] not in b",}\n":
            end += 1
        return data[:at] + b" " + count + data[end:]
    nested = b"{kind: collection, size: [10, 10], repeat: " + count + b", flow: {items: [{size: [1, 1], repeat: " \
        + count + b"}]}}"
    item = nested if rng.random() < 0.5 else b"{size: [1, 1], repeat: " + count + b"}"
    return data + b"\n    - {kind: collection, frame: [0, 0, 100, 100], flow: {items: [" + item + b"]}}\n"


def aliases(rng, data):
    fan = rng.randint(2, 12)
    levels = rng.randint(2, 8)
    lines = [b"x0: &x0 [1, 2, 3]"]
    for level in range(1, levels):
        lines.append(b"x%d: &x%d [" % (level, level) + b", ".join([b"*x%d" % (level - 1)] * fan) + b"]")
    block = b"\n".join(lines) + b"\n"
    if rng.random() < 0.5:
        return block + data
    return data + b"\nextra: *x%d\n" % (levels - 1)


def special_numbers(rng, data):
    digits = [i for i, byte in enumerate(data) if 0x30 <= byte <= 0x39]
    if not digits:
        return data + b"\n" + rng.choice(NUMBERS)
    at = rng.choice(digits)
    end = at
    while end < len(data) and (0x30 <= data[end] <= 0x39 or data[end] == 0x2E):
        end += 1
    return data[:at] + rng.choice(NUMBERS) + data[end:]


def minify(rng, data):
    """Markup on one line: every line break and the indentation after it gone."""
    if not data.lstrip().startswith(b"<"):
        return data
    return b"".join(line.strip() for line in data.split(b"\n"))


def mutate(rng, seeds):
    data = rng.choice(seeds)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(10)
        if kind == 0:
            data = flip(rng, data)
        elif kind == 1:
            data = insert_bytes(rng, data)
        elif kind == 2:
            data = delete_range(rng, data)
        elif kind == 3:
            data = line_edit(rng, data)
        elif kind == 4:
            data = splice(rng, data, rng.choice(seeds))
        elif kind == 5:
            data = deep_nesting(rng, data)
        elif kind == 6:
            data = huge_repeat(rng, data)
        elif kind == 7:
            data = aliases(rng, data) if not data.lstrip().startswith(b"<") or rng.random() < 0.5 else minify(rng, data)
        else:
            data = special_numbers(rng, data)
    return data


def limit_memory():
    cap = 4 * 1024 ** 3
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run(command, timeout, cwd):
    try:
        done = subprocess.run(command, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout, preexec_fn=limit_memory)
    except subprocess.TimeoutExpired as expired:
        return None, expired.stdout or b"", expired.stderr or b""
    return done.returncode, done.stdout, done.stderr


def judge(code, stdout, stderr, size, reporter="json"):
    if code is None:
        return "hang"
    if code < 0:
        return "crash"
    if code not in (0, 1, 2):
        return "exit"
    if size < 10_000 and len(stderr) > 1_000_000:
        return "stderr"
    if has_raw_control(stderr) or (reporter == "github" and has_raw_control(stdout)):
        return "control"
    if not stdout.strip():
        return None
    if reporter in ("json", "sarif"):
        try:
            json.loads(stdout)
        except ValueError:
            return "json"
    elif reporter == "html":
        if not (stdout.startswith(b"<!DOCTYPE html>") and stdout.rstrip().endswith(b"</html>")):
            return "html"
    elif reporter in ("junit", "checkstyle", "svg"):
        try:
            xml.etree.ElementTree.fromstring(stdout)
        except xml.etree.ElementTree.ParseError:
            return "xml"
    elif reporter == "github":
        if any(line and not line.startswith(b"::") for line in stdout.split(b"\n")):
            return "github"
    return None


def has_raw_control(text):
    """A C0 control other than tab and newline, or DEL, in the bytes."""
    return any(byte < 0x20 and byte not in (0x09, 0x0A) or byte == 0x7F for byte in text)


def compare_written(printed, written_run, directory):
    """`differ` when `compile -o DIR` disagrees with `compile` printing to stdout."""
    code, stdout, stderr = printed
    written_code, _, written_stderr = written_run
    if written_code is None:
        return None  # a hang is judged on its own
    names = sorted(os.listdir(directory)) if os.path.isdir(directory) else []
    if any(name.startswith(".") for name in names):
        return "differ"  # a temporary file left behind
    if written_code != code or written_stderr != stderr:
        return "differ"
    frames = [name for name in names if name.endswith(".json")]
    if not stdout.strip():
        return "differ" if frames else None
    if len(frames) != 1:
        return "differ"
    with open(os.path.join(directory, frames[0]), "rb") as handle:
        return None if handle.read() == stdout else "differ"


REPORTERS = ["json", "sarif", "junit", "checkstyle", "github"]


def output_kind(role, reporter):
    """What standard output must be for the command of `role`."""
    return {"lint": reporter, "render": "svg", "report": "html"}.get(role, "json")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the layoutc to run (a release build)")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(here)), help="the repository, for seeds")
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--timeout", type=float, default=20, help="seconds per command")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "layoutc-fuzz"))
    parser.add_argument("--no-preview", action="store_true", help="do not fuzz the preview server")
    options = parser.parse_args()

    binary = os.path.abspath(options.binary)
    seeds = load_seeds(options.root)
    rng = random.Random(options.seed)
    os.makedirs(options.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="layoutc-fuzz-")
    deadline = time.monotonic() + options.minutes * 60
    found = {}
    print(f"fuzzing {binary} with {len(seeds)} seeds for {options.minutes} min; findings in {options.out}", flush=True)
    preview = None if options.no_preview else PreviewTarget(binary, work, options.timeout, limit_memory)
    # Its own random numbers: the preview leaves the inputs of the other commands as they were.
    preview_rng = random.Random(options.seed + 1)
    try:
        return fuzz(options, binary, seeds, rng, work, deadline, found, preview, preview_rng)
    finally:
        if preview:
            preview.stop()


def record(found, out, kind, data, command, code, stdout, stderr):
    """Saves one finding with its input; prints it."""
    number = found.get(kind, 0)
    found[kind] = number + 1
    name = os.path.join(out, f"{kind}-{number}")
    with open(name + ".layout.yaml", "wb") as handle:
        handle.write(data)
    with open(name + ".txt", "w") as handle:
        handle.write(f"{command}\nexit {code}\n--- stdout\n")
        handle.write(stdout[:4000].decode("utf-8", "replace"))
        handle.write("\n--- stderr\n" + stderr[:4000].decode("utf-8", "replace"))
    print(f"FOUND {kind}: {name}.layout.yaml ({command.split(' ')[0]}, exit {code})", flush=True)


def fuzz(options, binary, seeds, rng, work, deadline, found, preview, preview_rng):
    yaml_spec = os.path.join(work, "input.layout.yaml")
    xib_spec = os.path.join(work, "input.xib")
    written = os.path.join(work, "frames")
    executions = 0
    preview_checks = 0
    rounds = 0
    stalls = 0
    while time.monotonic() < deadline:
        data = mutate(rng, seeds)
        # UTF-16 and UTF-32 markup (a byte order mark, or `<` and a zero byte) is an IB file too.
        markup = data.lstrip().startswith(b"<") or data[:2] in (b"\xff\xfe", b"\xfe\xff") or data[:2] == b"\x00<"
        spec = xib_spec if markup else yaml_spec
        with open(spec, "wb") as handle:
            handle.write(data)
        printed = None
        # Each reporter in turn: JSON and SARIF must parse, JUnit and checkstyle be
        # well-formed XML, GitHub's output workflow commands only.
        reporter = REPORTERS[rounds % len(REPORTERS)]
        limit = ["--max-views", str(rng.randint(1, 40))] if rounds % 4 == 3 else []
        rounds += 1
        for role, command in (("printed", [binary, "compile", spec] + limit + ["--jobs", "1"]),
                              ("lint", [binary, "lint", spec, "--reporter", reporter] + limit + ["--jobs", "1"]),
                              ("streamed", [binary, "compile", spec] + limit + ["--jobs", "2"]),
                              ("written", [binary, "compile", spec, "-o", written] + limit + ["--jobs", "2"]),
                              ("render", [binary, "render", spec] + limit),
                              ("report", [binary, "report", spec] + limit + ["--jobs", "1"])):
            if role == "written":
                shutil.rmtree(written, ignore_errors=True)
            code, stdout, stderr = run(command, options.timeout, work)
            executions += 1
            kind = judge(code, stdout, stderr, len(data), output_kind(role, reporter))
            if role == "printed":
                # An IB file with several screens prints none without -o (exit 2): nothing to compare.
                several = b"several documents" in stderr
                printed = None if several else (code, stdout, stderr)
            elif role in ("streamed", "written") and kind is None and printed is not None and printed[0] is not None:
                if role == "written":
                    kind = compare_written(printed, (code, stdout, stderr), written)
                elif code is not None and (code, stdout, stderr) != printed:
                    kind = "differ"

            if kind == "hang":
                # A busy machine can stall one run: a hang must time out twice, the
                # second time with twice the time.
                code, stdout, stderr = run(command, 2 * options.timeout, work)
                executions += 1
                kind = judge(code, stdout, stderr, len(data), output_kind(role, reporter))
                if kind is None:
                    stalls += 1
                    print(f"slow once, not again: {' '.join(command[1:2])} (not counted)", flush=True)
            if kind:
                record(found, options.out, kind, data, " ".join(command[1:]), code, stdout, stderr)
            if executions % 500 == 0:
                print(f"{executions} executions, findings {found or 'none'}", flush=True)
        if preview and rounds % 3 == 0:
            finding = preview.check(data, preview_rng)
            executions += 1
            preview_checks += 1
            if finding:
                kind, detail, served = finding
                with open(preview.log, "rb") as handle:
                    log = handle.read()[-4000:]
                record(found, options.out, kind, served, f"preview DIR: {detail}", None, b"", log)
    print(f"DONE {executions} executions ({preview_checks} of them preview checks) in {options.minutes} min, "
          f"findings: {found or 'none'} ({stalls} runs slow once but not when run again)", flush=True)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
