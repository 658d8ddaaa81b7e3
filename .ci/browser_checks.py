#!/usr/bin/env python3
"""Browser tests of `layoutc report` and `layoutc preview` in headless Chromium.

    browser_checks.py report  LAYOUTC OUT_DIR [--screenshot PNG]
    browser_checks.py preview LAYOUTC OUT_DIR
    browser_checks.py stacks  LAYOUTC OUT_DIR
    browser_checks.py hostile LAYOUTC OUT_DIR

report:  the report of Specs/ on a three-target matrix, opened from disk; a
         screenshot that is not blank; the DOM (after the page's script ran)
         holds one picture per spec x target and every finding `lint` reports
         with the same config; clicking a finding outlines its view in every
         picture of its spec.
stacks:  stack specs (Specs/ProfileHeader, Specs/SignInForm, Tests/pictures/
         Stacks.layout.yaml) drawn by `render`: in Chromium, every view's rect
         has the box of its `compile` windowFrame, and a view with no width or
         no height has a visible mark there; their report on the three-target
         matrix loads without a console error or exception, its counts and
         filters agree with `lint`, and a finding on a view with no height
         outlines that view's mark.
preview: `layoutc preview` on a free loopback port; the page loaded over the
         DevTools protocol; a spec edited on disk shows its new frame without a
         reload (same document, same scroll position) within a second or two;
         a spec that stops parsing shows its diagnostics with its last pictures
         dimmed; path traversal in raw requests and other files get 404; the
         server is not reachable on any other interface.
hostile: spec values made of markup (a screen name, ids, a custom device's
         name, a directory and file name with `<`, `&` and quotes) in the
         report, the SVG of `render` and the preview (also after a save, and
         broken): no script runs, no element is made, each value is shown as
         text; the preview refuses a page reached by another name for
         127.0.0.1 (DNS rebinding) and another site's frame, image, fetch and
         event stream, but opens from a link on another site.

Only loopback is used. Exits non-zero on the first failed check.
"""
import base64
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # websocket-client
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = ["iphone-se-3/portrait", "iphone-se-3/landscape", "ipad-pro-11/portrait"]
MATRIX = """devices:
  - id: iphone-se-3
    orientations: [portrait, landscape]
  - id: ipad-pro-11
    orientations: [portrait]
"""


def check(condition, message):
    if not condition:
        print(f"pictures: FAILED: {message}", file=sys.stderr)
        sys.exit(1)
    print(f"pictures: ok: {message}")


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    check(False, "chromium is installed")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """Headless Chromium driven over the DevTools protocol (one page)."""

    def __init__(self, profile, extra_args=()):
        self.process = subprocess.Popen(
            [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--no-first-run", "--no-default-browser-check", "--remote-debugging-address=127.0.0.1",
             "--remote-debugging-port=0", "--remote-allow-origins=*", f"--user-data-dir={profile}",
             "--window-size=1280,1000", *extra_args, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 30
        while time.time() < deadline and port is None:
            line = self.process.stderr.readline()
            match = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = int(match.group(1))
        check(port is not None, "chromium starts with the DevTools protocol on loopback")
        pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(p for p in pages if p.get("type") == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], suppress_origin=True, timeout=30)
        self.next_id = 0
        self.events = []  # DevTools events seen while waiting for replies (console, exceptions)
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Log.enable")
        self.send("Network.enable")

    def statuses(self, prefix):
        """(url, status) of every response so far whose URL starts with prefix, in order: the
        status as it came from the server, also for a response the page was not let read
        (CORS, ORB), which Network.responseReceived leaves out; None when there was no response."""
        urls, statuses, order = {}, {}, []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Network.requestWillBeSent":
                if params["requestId"] not in urls:
                    order.append(params["requestId"])
                urls[params["requestId"]] = params["request"]["url"]
            elif method == "Network.responseReceivedExtraInfo":
                statuses[params["requestId"]] = params.get("statusCode")
        return [(urls[r], statuses.get(r)) for r in order if urls[r].startswith(prefix)]

    def send(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if "method" in message:
                self.events.append(message)
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.send("Page.navigate", url=url)
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.evaluate("document.readyState") == "complete":
                return
            time.sleep(0.1)
        check(False, f"{url} loads")

    def problems(self):
        """Console errors and warnings, uncaught exceptions and error log entries so far."""
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(params["exceptionDetails"].get("text", "exception"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
                found.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
                found.append(params["entry"].get("text", ""))
        return found

    def screenshot(self, path, height):
        self.send("Emulation.setDeviceMetricsOverride", width=1280, height=height, deviceScaleFactor=1, mobile=False)
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.ws.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def not_blank(path):
    """Enough different colours, and no single colour covers nearly everything."""
    image = Image.open(path).convert("RGB").resize((320, 320))
    colours = image.getcolors(320 * 320)
    top = max(count for count, _ in colours)
    return len(colours) > 50 and top < 0.9 * 320 * 320


def lint_findings(layoutc, config):
    run = subprocess.run([layoutc, "lint", "Specs/", "--config", config, "--reporter", "json"],
                         cwd=ROOT, capture_output=True, text=True)
    document = json.loads(run.stdout)
    return [(f["file"], d["rule"], d["severity"], d.get("line"), d.get("path"))
            for f in document["files"] for d in f["diagnostics"]]


def test_report(layoutc, out, screenshot_path):
    config = os.path.join(out, "matrix.yml")
    with open(config, "w") as f:
        f.write(MATRIX)
    html = os.path.join(out, "report.html")
    run = subprocess.run([layoutc, "report", "Specs/", "--config", config, "-o", html, "--title", "Specs/ on three targets"],
                         cwd=ROOT, capture_output=True, text=True)
    check(run.returncode in (0, 1) and os.path.getsize(html) > 0, f"report written (exit {run.returncode})")
    specs = sorted(f for f in os.listdir(os.path.join(ROOT, "Specs")) if f.endswith(".layout.yaml"))
    expected = lint_findings(layoutc, config)

    browser = Browser(os.path.join(out, "profile-report"))
    try:
        browser.open("file://" + html)
        shot = os.path.join(out, "report.png")
        browser.screenshot(shot, 2400)
        check(not_blank(shot), "the screenshot is not blank")
        if screenshot_path:
            browser.screenshot(shot, 1100)
            image = Image.open(shot).convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE)
            image.save(screenshot_path, optimize=True)
            print(f"pictures: wrote {screenshot_path}")
        dom = browser.evaluate("""(() => ({
            sections: [...document.querySelectorAll('section.spec')].map(s => ({
                spec: s.dataset.spec,
                targets: [...s.querySelectorAll('figure.pic')].map(f => f.dataset.target),
                svgs: s.querySelectorAll('figure.pic svg rect.v').length,
                findings: [...s.querySelectorAll('li.finding')].map(li => [li.dataset.rule, li.dataset.severity,
                    li.dataset.line ? +li.dataset.line : null, li.dataset.path || null])})),
            shown: document.getElementById('f-count').textContent,
            summaryRows: document.querySelectorAll('#summary tbody tr').length}))()""")
        sections = dom["sections"]
        check(len(sections) == len(specs), f"one section per spec ({len(specs)})")
        check(all(sorted(s["targets"]) == sorted(TARGETS) for s in sections),
              f"one picture per spec x target ({len(specs)} x {len(TARGETS)})")
        check(all(s["svgs"] > 0 for s in sections), "every picture draws its views")
        check(dom["summaryRows"] == len(specs), "the summary table has a row per spec")
        found = sorted((s["spec"], *f) for s in sections for f in s["findings"])
        check(found == sorted(expected), f"the DOM holds every finding lint reports ({len(expected)})")
        check(dom["shown"] == f"{len(expected)} of {len(expected)} findings shown", "the page's script ran")

        # Click the first finding that names a view: its view is outlined in every picture of its spec.
        result = browser.evaluate("""(() => {
            const li = document.querySelector('li.finding[data-path]');
            const section = li.closest('section.spec');
            li.click();
            const figures = [...section.querySelectorAll('figure.pic')];
            const drawn = figures.filter(f => f.querySelector('rect.v[data-path="' + CSS.escape(li.dataset.path) + '"]')).length;
            return {active: li.classList.contains('active'), outlined: section.querySelectorAll('rect.v.hl').length,
                    drawn: drawn, elsewhere: document.querySelectorAll('rect.v.hl').length};
        })()""")
        check(result["active"] and result["outlined"] == result["drawn"] and result["drawn"] >= 1
              and result["elsewhere"] == result["outlined"],
              f"clicking a finding outlines its view in every picture of its spec ({result['outlined']})")
        # Hovering a view shows its path, frames and findings.
        tip = browser.evaluate("""(() => {
            const li = document.querySelector('li.finding[data-path]');
            const rect = li.closest('section.spec').querySelector('rect.v[data-path="' + CSS.escape(li.dataset.path) + '"]');
            rect.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, clientX: 10, clientY: 10}));
            const tip = document.getElementById('tip');
            return [tip.hidden, tip.textContent, li.dataset.path, li.textContent];
        })()""")
        check(not tip[0] and tip[2] in tip[1] and "frame [" in tip[1] and tip[3] in tip[1],
              "hovering a view shows its path, frame and findings")
        # The severity filter hides warnings.
        shown = browser.evaluate("""(() => {
            const box = document.querySelector('#filters input[data-sev="warning"]');
            box.click();
            return [document.querySelectorAll('li.finding:not([hidden])').length,
                    document.querySelectorAll('li.finding.sev-warning:not([hidden])').length];
        })()""")
        errors = sum(1 for e in expected if e[2] != "warning")
        check(shown == [errors, 0], "unticking warnings hides every warning")
        shown = browser.evaluate("""(() => {
            document.querySelector('#filters input[data-sev="warning"]').click();
            const menu = document.getElementById('f-rule');
            menu.value = 'hit-target-too-small';
            menu.dispatchEvent(new Event('change', {bubbles: true}));
            return [document.querySelectorAll('li.finding:not([hidden])').length,
                    document.querySelectorAll('li.finding:not([hidden]):not([data-rule="hit-target-too-small"])').length];
        })()""")
        small = sum(1 for e in expected if e[1] == "hit-target-too-small")
        check(small > 0 and shown == [small, 0], f"the rule filter shows only that rule's findings ({small})")
        # A folded finding (TagPickerLeft's four `chip` copies) outlines every copy in every picture.
        folded = browser.evaluate("""(() => {
            const li = document.querySelector('li.finding[data-paths]');
            if (!li) return null;
            li.click();
            const section = li.closest('section.spec');
            const copies = li.dataset.paths.split(' ');
            const drawn = copies.reduce((n, p) => n + section.querySelectorAll('rect.v[data-path="' + CSS.escape(p) + '"]').length, 0);
            return [copies.length, drawn, section.querySelectorAll('rect.v.hl').length];
        })()""")
        check(folded is not None and folded[0] >= 2 and folded[1] >= folded[0] and folded[2] == folded[1],
              f"clicking a folded finding outlines every copy in every picture ({folded})")
        # Every badge's number names a list entry about its view.
        wrong = browser.evaluate("""(() => [...document.querySelectorAll('section.spec')].flatMap(section => {
            const entries = {};
            section.querySelectorAll('li.finding').forEach(li => {
                entries[li.value] = (li.dataset.paths || li.dataset.path || '').split(' ');
            });
            return [...section.querySelectorAll('g.badge')].filter(b => !(entries[b.dataset.badge] || []).includes(b.dataset.path))
                .map(b => section.dataset.spec + ' #' + b.dataset.badge + ' ' + b.dataset.path);
        }))()""")
        badges = browser.evaluate("document.querySelectorAll('g.badge').length")
        check(badges > 0 and wrong == [], f"each of the {badges} badges names a list entry about its view ({wrong[:3]})")
    finally:
        browser.close()


STACK_SPECS = ["Specs/ProfileHeader.layout.yaml", "Specs/SignInForm.layout.yaml", "Tests/pictures/Stacks.layout.yaml"]


def test_stacks(layoutc, out):
    browser = Browser(os.path.join(out, "profile-stacks"))
    try:
        for spec in STACK_SPECS:
            frames = json.loads(subprocess.run([layoutc, "compile", spec], cwd=ROOT, capture_output=True, text=True).stdout)
            svg = os.path.join(out, os.path.basename(spec) + ".svg")
            subprocess.run([layoutc, "render", spec, "-o", svg], cwd=ROOT, capture_output=True, check=True)
            browser.open("file://" + svg)
            drawn = browser.evaluate("""(() => {
                const box = e => { const b = e.getBBox(); return [b.x, b.y, b.width, b.height]; };
                const rects = {}, marks = {};
                document.querySelectorAll('rect.v[data-path]').forEach(r => { rects[r.dataset.path] = box(r); });
                document.querySelectorAll('path.v.z[data-path]').forEach(p => {
                    marks[p.dataset.path] = [box(p), getComputedStyle(p).strokeWidth, getComputedStyle(p).strokeOpacity];
                });
                return {rects, marks};
            })()""")
            wrong, unmarked = [], []
            for view in frames["views"]:
                frame, path = view["windowFrame"], view["path"]
                got = drawn["rects"].get(path)
                if got is None or any(abs(a - b) > 1e-3 for a, b in zip(got, frame)):
                    wrong.append((path, got, frame))
                if frame[2] == 0 or frame[3] == 0:
                    mark = drawn["marks"].get(path)
                    # A line along the frame, or for a point a 6-pt cross centred on it.
                    expected = frame if frame[2] or frame[3] else [frame[0] - 3, frame[1] - 3, 6, 6]
                    if mark is None or any(abs(a - b) > 1e-3 for a, b in zip(mark[0], expected)) \
                            or float(mark[1].rstrip("px")) < 1 or float(mark[2]) <= 0:
                        unmarked.append((path, mark, expected))
            check(not wrong, f"{spec}: every view's rect is its windowFrame ({len(frames['views'])} views; {wrong[:3]})")
            zero = [v for v in frames["views"] if v["windowFrame"][2] == 0 or v["windowFrame"][3] == 0]
            check(not unmarked and len(drawn["marks"]) == len(zero),
                  f"{spec}: each of the {len(zero)} views with no width or height is marked ({unmarked[:3]})")
            check(not browser.problems(), f"{spec}: the picture loads without console errors ({browser.problems()[:3]})")

        config = os.path.join(out, "matrix.yml")
        with open(config, "w") as f:
            f.write(MATRIX)
        html = os.path.join(out, "stacks.html")
        subprocess.run([layoutc, "report", *STACK_SPECS, "--config", config, "-o", html], cwd=ROOT, capture_output=True)
        run = subprocess.run([layoutc, "lint", *STACK_SPECS, "--config", config, "--reporter", "json"],
                             cwd=ROOT, capture_output=True, text=True)
        expected = [(f["file"], d["rule"], d["severity"]) for f in json.loads(run.stdout)["files"] for d in f["diagnostics"]]
        browser.open("file://" + html)
        check(not browser.problems(), f"the stacks report loads without console errors ({browser.problems()[:3]})")
        dom = browser.evaluate("""(() => ({
            figures: document.querySelectorAll('figure.pic').length,
            findings: [...document.querySelectorAll('li.finding')].map(li => [li.closest('section.spec').dataset.spec,
                                                                           li.dataset.rule, li.dataset.severity]),
            shown: document.getElementById('f-count').textContent}))()""")
        check(dom["figures"] == len(STACK_SPECS) * len(TARGETS), f"one picture per stack spec x target ({dom['figures']})")
        check(sorted(dom["findings"]) == sorted([list(e) for e in expected]),
              f"the report lists the {len(expected)} findings lint reports")
        check(dom["shown"] == f"{len(expected)} of {len(expected)} findings shown", f"its count says so ({dom['shown']})")
        for rule in ("stack-priority-ambiguous", "placement-ignored-in-stack", "fill-proportionally-spacing"):
            shown = browser.evaluate(f"""(() => {{
                const menu = document.getElementById('f-rule');
                menu.value = '{rule}';
                menu.dispatchEvent(new Event('change', {{bubbles: true}}));
                return [document.querySelectorAll('li.finding:not([hidden])').length,
                        document.querySelectorAll('li.finding:not([hidden]):not([data-rule="{rule}"])').length,
                        document.getElementById('f-count').textContent];
            }})()""")
            count = sum(1 for e in expected if e[1] == rule)
            check(count > 0 and shown[:2] == [count, 0] and shown[2] == f"{count} of {len(expected)} findings shown",
                  f"the rule filter shows the {count} {rule} findings ({shown})")
        # SignInForm's password field has no height (its ignored `place` gave it none):
        # clicking its finding outlines the mark drawn for it in every picture.
        marked = browser.evaluate("""(() => {
            const menu = document.getElementById('f-rule');
            menu.value = '';
            menu.dispatchEvent(new Event('change', {bubbles: true}));
            const li = [...document.querySelectorAll('li.finding[data-rule="hit-target-too-small"]')]
                .find(li => li.closest('section.spec').dataset.spec.endsWith('SignInForm.layout.yaml'));
            li.click();
            return [li.dataset.path, li.closest('section.spec').querySelectorAll('path.v.z.hl').length,
                    li.closest('section.spec').querySelectorAll('figure.pic').length];
        })()""")
        check(marked[1] == marked[2] and marked[1] > 0,
              f"clicking the finding on {marked[0]} (no height) outlines its mark in each picture ({marked[1]})")
        check(not browser.problems(), f"no console errors after filtering and clicking ({browser.problems()[:3]})")
    finally:
        browser.close()


def check_constraint_picking(browser, layoutc, names):
    """Clicking a view in a picture of the preview shows its constraints (those
    whose first or second item it is), each a line between the solved anchors
    that says whether it held; clicking it again hides them."""
    spec = "ConstraintProfileCard.layout.yaml"
    section = f"document.getElementById('spec-{names.index(spec)}')"
    figure = f"{section}.querySelector('figure.pic')"
    name = f"{figure}.querySelector('rect.v[data-path=\"root/children/0/children/1\"]')"
    shown = f"[...{figure}.querySelectorAll('g.cnp')].filter(g => getComputedStyle(g).display !== 'none')"
    check(browser.evaluate(f"{shown}.length") == 0, "a constraint picture shows no constraints before a view is picked")
    browser.evaluate(f"{name}.scrollIntoView({{block: 'center'}}); 0")
    box = browser.evaluate(f"(() => {{ const b = {name}.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; }})()")

    def click():
        # A real click at the view's centre (its label drawn over it lets it through).
        for kind in ("mousePressed", "mouseReleased"):
            browser.send("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    click()
    lines = browser.evaluate(f"{shown}.map(g => [g.querySelector('title').textContent, g.querySelector('path').getAttribute('d')])")
    written = sorted(title.split(": ", 1)[1].split(" · ")[0] for title, _ in lines)
    # name's three, and handle's two that name it.
    check(written == sorted(["leading = avatar.trailing + 12", "top = avatar.top + 4", "trailing <= follow.leading - 8",
                             "leading = name.leading", "top = name.bottom + 4"]),
          f"clicking 'name' shows the five constraints that name it ({written})")
    check(all(title.endswith("· held") for title, _ in lines), f"each says it held ({[t for t, _ in lines]})")
    frames = json.loads(subprocess.run([layoutc, "compile", os.path.join("Specs", spec)], cwd=ROOT,
                                       capture_output=True, text=True).stdout)
    by_id = {view.get("id"): view["windowFrame"] for view in frames["views"]}
    n, a = by_id["name"], by_id["avatar"]
    # From name's leading edge (left, at its middle) to avatar's trailing edge: the picture is in points
    # offset by its margin, so the line's length and direction are compared.
    d = next(d for title, d in lines if "leading = avatar.trailing" in title)
    x1, y1, x2, y2 = map(float, re.findall(r"-?[0-9.]+", d))
    check(abs((x1 - x2) - (n[0] - (a[0] + a[2]))) < 1e-3 and abs((y1 - y2) - ((n[1] + n[3] / 2) - (a[1] + a[3] / 2))) < 1e-3,
          f"its line runs between the solved anchors ({d}; name {n}, avatar {a})")
    check(browser.evaluate(f"{name}.classList.contains('picked')"), "the picked view is outlined")
    click()
    check(browser.evaluate(f"{shown}.length") == 0, "clicking it again hides them")


def raw_get(port, target, host=None):
    """The status code of a request sent as is (no client-side path cleanup)."""
    host = host or f"127.0.0.1:{port}"
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while b"\r\n" not in data:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    return int(data.split(b" ")[1])


def stop(process):
    """Ends a server this script started: asked first, then killed."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def other_addresses():
    """This machine's addresses that are not loopback."""
    try:
        output = subprocess.run(["hostname", "-I"], capture_output=True, text=True).stdout
    except FileNotFoundError:
        return []
    return [a for a in output.split() if not a.startswith("127.") and a != "::1"]


def test_preview(layoutc, out):
    specs = os.path.join(out, "specs")
    shutil.copytree(os.path.join(ROOT, "Specs"), specs)
    port = free_port()
    server = subprocess.Popen([layoutc, "preview", specs, "--port", str(port), "--device", "iphone-15-pro",
                               "--orientation", "portrait", "--orientation", "landscape"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    browser = None
    try:
        line = server.stderr.readline()
        check(f"http://127.0.0.1:{port}/" in line, f"preview announces its address ({line.strip()})")

        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
                       "/..%2f..%2fetc%2fpasswd", "/section/../../etc/passwd", "/section/0/../../../etc/passwd",
                       "//etc/passwd", "/TagPickerLeft.layout.yaml", "/" + specs.lstrip("/") + "/TagPickerLeft.layout.yaml",
                       "/section/999", "/section/-1"]:
            status = raw_get(port, target)
            check(status == 404, f"GET {target} is 404 (got {status})")
        check(raw_get(port, "/") == 200, "GET / is 200")
        second = subprocess.run([layoutc, "preview", specs, "--port", str(port)], capture_output=True, text=True, timeout=30)
        check(second.returncode == 2 and "address already in use" in second.stderr,
              f"a second preview on the same port exits 2 saying why ({second.stderr.strip()})")
        check(raw_get(port, "/", host=f"rebound.example:{port}") == 403, "a request naming another host is 403")
        for address in other_addresses():
            try:
                socket.create_connection((address, port), timeout=2).close()
                reachable = True
            except OSError:
                reachable = False
            check(not reachable, f"not reachable on {address}")

        browser = Browser(os.path.join(out, "profile-preview"))
        browser.open(f"http://127.0.0.1:{port}/")
        names = browser.evaluate("[...document.querySelectorAll('section.spec')].map(s => s.dataset.spec.split('/').pop())")
        index = names.index("TagPickerLeft.layout.yaml")
        section = f"document.getElementById('spec-{index}')"
        swift = f"{section}.querySelector('rect.v[data-path=\"root/children/0/items/0\"]')"
        check(browser.evaluate(f"{swift}.getAttribute('width')") == "64", "the first chip is 64 pt wide")
        check_constraint_picking(browser, layoutc, names)
        browser.evaluate(f"window.__sameDocument = 'yes'; {section}.scrollIntoView(); window.scrollBy(0, 37); 0")
        scroll = browser.evaluate("window.scrollY")
        # Wait for the event stream to be open before editing.
        time.sleep(1.0)

        path = os.path.join(specs, "TagPickerLeft.layout.yaml")
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(text.replace("{id: swift, size: [64, 32]}", "{id: swift, size: [90, 32]}"))
        start = time.time()
        width = None
        while time.time() - start < 5:
            width = browser.evaluate(f"{swift} && {swift}.getAttribute('width')")
            if width == "90":
                break
            time.sleep(0.05)
        elapsed = time.time() - start
        check(width == "90", f"the edited frame appears without a reload ({elapsed:.2f} s)")
        check(elapsed < 2.0, f"within two seconds of saving ({elapsed:.2f} s)")
        check(browser.evaluate("window.__sameDocument") == "yes", "the page was not reloaded")
        check(abs(browser.evaluate("window.scrollY") - scroll) <= 1, "the scroll position is kept")

        with open(path, "w") as f:
            f.write("layout: 1\nscreen: [unclosed\n")
        start = time.time()
        state = None
        while time.time() - start < 5:
            state = browser.evaluate(f"[!!{section}.querySelector('pre.failure'), !!{section}.querySelector('.pictures.stale'), !!{swift}]")
            if state == [True, True, True]:
                break
            time.sleep(0.05)
        check(state == [True, True, True], "a spec that does not parse shows its diagnostics, its last pictures dimmed")
        row = browser.evaluate(f"document.getElementById('row-{index}').textContent")
        check("not readable" in row, f"its summary row says so ({row})")

        # A spec saved into the watched directory appears as a new section and row;
        # the header's counts and the rule menu follow.
        specs_before = len(names)
        with open(os.path.join(specs, "Zz.layout.yaml"), "w") as f:
            f.write("layout: 1\nscreen: Neg\nroot:\n  children:\n"
                    "    - {id: bad, place: {top: 10, left: 10, width: -12, height: 10}}\n")
        start = time.time()
        state = None
        while time.time() - start < 5:
            state = browser.evaluate("""(() => {
                const s = [...document.querySelectorAll('section.spec')].find(s => (s.dataset.spec || '').endsWith('Zz.layout.yaml'));
                return [!!(s && s.querySelector('svg rect.v[data-path="root/children/0"]')),
                        document.querySelectorAll('#summary tbody tr').length,
                        document.querySelector('header p').textContent,
                        [...document.getElementById('f-rule').options].map(o => o.value)];
            })()""")
            if state[0] and f"{specs_before + 1} specs" in state[2] and "negative-size" in state[3]:
                break
            time.sleep(0.05)
        elapsed = time.time() - start
        check(state[0] and state[1] == specs_before + 1, f"a new spec file appears as a section and a summary row ({elapsed:.2f} s)")
        check(f"{specs_before + 1} specs" in state[2] and "negative-size" in state[3],
              f"the header counts it and the rule menu offers its rule ({state[2]})")
        check(browser.evaluate("window.__sameDocument") == "yes", "still without a reload")

        # All of that ran under the page's Content-Security-Policy (its own script and
        # style sheet only) without a violation; inline script is refused.
        check(not browser.problems(), f"the live page ran without a console error or policy violation ({browser.problems()[:3]})")
        styled = browser.evaluate("getComputedStyle(document.querySelector('svg.defs')).position")
        check(styled == "absolute", f"its style sheet, loaded from the preview, applies ({styled})")
        inline = browser.evaluate("""(() => { const s = document.createElement('script');
            s.textContent = 'window.__inline = 1'; document.body.appendChild(s); return window.__inline || null })()""")
        check(inline is None, "an inline script put into the page does not run")
        check(any("Content Security Policy" in p for p in browser.problems()), "the browser says the policy refused it")
    finally:
        if browser:
            browser.close()
        stop(server)


# Spec values that would run script or break out of their element if they
# reached the page unescaped: a screen name, ids, a custom device's name, and
# a directory and file name with markup in them. Each sets window.__pwned.
HOSTILE_SCREEN = "</script><script>window.__pwned=1</script>]]><!--"
HOSTILE_IDS = ['"><img src=x onerror=window.__pwned=2>', "</title><script>window.__pwned=3</script>",
               "]]><svg onload=window.__pwned=4>"]
HOSTILE_DEVICE = "<img src=x onerror=window.__pwned=5>K&amp;"
HOSTILE_DIR = "d<i>&r"
HOSTILE_FILE = "x<b>&amp;\"'.layout.yaml"


def hostile_spec(screen, ids):
    """A spec whose screen and view ids are the given strings (JSON strings are YAML scalars):
    the first a button too small to hit (a warning), the second of negative width (an error)."""
    views = "".join(f"    - {{id: {json.dumps(name)}, place: {{top: {30 * i}, left: 0, width: {[20, -5, 50][i]}, height: 20}}"
                    f"{', kind: button' if i == 0 else ''}}}\n" for i, name in enumerate(ids))
    return f"layout: 1\nscreen: {json.dumps(screen)}\ndevice: kiosk\nroot:\n  children:\n{views}"


def write_hostile_project(out):
    directory = os.path.join(out, HOSTILE_DIR)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, ".layoutc.yml"), "w") as f:
        f.write(f"customDevices:\n  - id: kiosk\n    name: {json.dumps(HOSTILE_DEVICE)}\n    scale: 2\n"
                "    portrait: {size: [800, 1280]}\n    landscape: {size: [1280, 800]}\n")
    spec = os.path.join(directory, HOSTILE_FILE)
    with open(spec, "w") as f:
        f.write(hostile_spec(HOSTILE_SCREEN, HOSTILE_IDS))
    return directory, spec


# Nothing injected: no flag set, no element a spec value could have made, no inline handler.
INERT = """(() => ({
    pwned: window.__pwned === undefined ? null : window.__pwned,
    scripts: document.querySelectorAll('script').length,
    injected: document.querySelectorAll('img, iframe, object, embed').length,
    handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length}))()"""


def check_inert(browser, what, scripts):
    state = browser.evaluate(INERT)
    check(state == {"pwned": None, "scripts": scripts, "injected": 0, "handlers": 0},
          f"{what}: no spec value ran as script or made an element ({state})")


def check_hostile_text_shown(browser, what, ids, screen=HOSTILE_SCREEN):
    """The spec's values appear as text: the heading, the device in the caption, each id in a finding or label."""
    shown = browser.evaluate("""(() => ({
        heading: [...document.querySelectorAll('section.spec h2')].map(h => h.innerText).join('\\n'),
        caption: [...document.querySelectorAll('figcaption')].map(c => c.innerText).join('\\n'),
        text: document.body.innerText,
        labels: [...document.querySelectorAll('rect.v > title')].map(t => t.textContent.split(' · ')[0])}))()""")
    check(screen in shown["heading"] and f"{HOSTILE_DIR}/{HOSTILE_FILE}" in shown["heading"],
          f"{what}: the screen name and the file name are the heading's text ({shown['heading'][:160]!r})")
    check(HOSTILE_DEVICE in shown["caption"], f"{what}: the device name is the caption's text")
    for name in ids:
        check(name in shown["labels"], f"{what}: the id {name!r} is its view's tooltip text")
    check(ids[0] in shown["text"] and ids[1] in shown["text"], f"{what}: the ids with findings are in the findings' text")


def serve_directory(directory):
    """A plain static server on a free loopback port, on a thread: another site's pages."""
    import functools
    import http.server
    import threading
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_hostile(layoutc, out):
    directory, spec = write_hostile_project(out)

    # report, opened from disk, and the SVG of render.
    html = os.path.join(out, "hostile.html")
    run = subprocess.run([layoutc, "report", directory, "-o", html, "--title", HOSTILE_SCREEN], capture_output=True, text=True)
    check(run.returncode == 1 and os.path.getsize(html) > 0, f"the hostile report is written (exit {run.returncode})")
    svg = os.path.join(out, "hostile.svg")
    run = subprocess.run([layoutc, "render", spec, "-o", svg], capture_output=True, text=True)
    check(run.returncode == 1 and os.path.getsize(svg) > 0, f"the hostile picture is written (exit {run.returncode})")

    port = free_port()
    server = subprocess.Popen([layoutc, "preview", directory, "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    other_site = serve_directory(out)
    browser = None
    try:
        line = server.stderr.readline()
        check(f"http://127.0.0.1:{port}/" in line, f"the hostile preview starts ({line.strip()})")
        browser = Browser(os.path.join(out, "profile-hostile"),
                          extra_args=[f"--host-resolver-rules=MAP rebound.test 127.0.0.1"])

        browser.open(pathlib.Path(html).as_uri())
        check_inert(browser, "report", scripts=1)
        check_hostile_text_shown(browser, "report", HOSTILE_IDS)
        check(browser.evaluate("document.title") == HOSTILE_SCREEN, "report: --title is the page's title, as text")

        browser.open(pathlib.Path(svg).as_uri())
        check_inert(browser, "render SVG", scripts=0)
        drawn = browser.evaluate("[...document.querySelectorAll('rect.v > title')].map(t => t.textContent.split(' · ')[0])")
        check(all(name in drawn for name in HOSTILE_IDS), f"render SVG: every id is its view's tooltip text ({drawn})")
        heading = browser.evaluate("document.querySelector('text.head').textContent")
        check(heading.startswith(HOSTILE_SCREEN), f"render SVG: the screen name heads the picture ({heading[:80]!r})")

        base = f"http://127.0.0.1:{port}/"
        browser.open(base)
        check_inert(browser, "preview", scripts=1)
        check_hostile_text_shown(browser, "preview", HOSTILE_IDS)
        # A saved spec is swapped in by the page's script (innerHTML): still text.
        time.sleep(1.0)
        edited = [name.replace("__pwned=", "__pwned=1") for name in HOSTILE_IDS]
        with open(spec, "w") as f:
            f.write(hostile_spec(HOSTILE_SCREEN, edited))
        deadline = time.time() + 5
        while time.time() < deadline and edited[2] not in browser.evaluate(
                "[...document.querySelectorAll('rect.v > title')].map(t => t.textContent).join('\\n')"):
            time.sleep(0.05)
        check_inert(browser, "preview after a save", scripts=1)
        check_hostile_text_shown(browser, "preview after a save", edited)
        # A spec that stops parsing: its source lines are shown, as text.
        broken = "layout: 1\nscreen: \"<img src=x onerror=window.__pwned=9>\n  - [</pre><script>window.__pwned=10</script>\n"
        with open(spec, "w") as f:
            f.write(broken)
        deadline = time.time() + 5
        failure = ""
        while time.time() < deadline and HOSTILE_FILE not in failure:
            failure = browser.evaluate("(document.querySelector('pre.failure') || {}).innerText || ''")
            time.sleep(0.05)
        check(f"{HOSTILE_DIR}/{HOSTILE_FILE}" in failure, f"preview: a broken spec's diagnostics name its file as text ({failure[:120]!r})")
        check_inert(browser, "preview of a broken spec", scripts=1)

        # DNS rebinding: a name the attacker resolves to 127.0.0.1 is refused.
        browser.open(f"http://rebound.test:{port}/")
        statuses = browser.statuses(f"http://rebound.test:{port}/")
        check(statuses and all(status == 403 for _, status in statuses),
              f"a page reached through another name for 127.0.0.1 gets 403 ({statuses})")

        # Another site (localhost is a different site from 127.0.0.1) pointing
        # a frame, an image, a no-cors fetch and an EventSource at the preview.
        with open(os.path.join(out, "other-site.html"), "w") as f:
            f.write(f"""<!DOCTYPE html><html><body>
<iframe src="{base}"></iframe><img src="{base}section/0" alt="">
<a id="go" href="{base}">the preview</a>
<script>fetch('{base}chrome', {{mode: 'no-cors'}}).catch(() => 0); new EventSource('{base}events');</script>
</body></html>""")
        before = len(browser.statuses(base))
        browser.open(f"http://localhost:{other_site.server_address[1]}/other-site.html")
        deadline = time.time() + 5
        while time.time() < deadline and len(browser.statuses(base)) - before < 4:
            time.sleep(0.1)
        statuses = browser.statuses(base)[before:]
        check(len(statuses) >= 4 and all(status == 403 for _, status in statuses),
              f"another site's frame, image, fetch and event stream are refused ({statuses})")
        before = len(browser.statuses(base))
        browser.evaluate("document.getElementById('go').click(), 0")
        deadline = time.time() + 10
        while time.time() < deadline and browser.evaluate("location.href") != base:
            time.sleep(0.1)
        time.sleep(0.5)
        statuses = browser.statuses(base)[before:]
        check(statuses and statuses[0] == (base, 200), f"a link from another site still opens the page ({statuses[:2]})")
    finally:
        if browser:
            browser.close()
        other_site.shutdown()
        stop(server)


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("report", "preview", "stacks", "hostile"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    mode, layoutc, out = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    if mode == "report":
        screenshot = None
        if "--screenshot" in sys.argv:
            screenshot = os.path.abspath(sys.argv[sys.argv.index("--screenshot") + 1])
        test_report(layoutc, out, screenshot)
    elif mode == "stacks":
        test_stacks(layoutc, out)
    elif mode == "hostile":
        test_hostile(layoutc, out)
    else:
        test_preview(layoutc, out)


if __name__ == "__main__":
    main()
