#!/usr/bin/env python3
"""Editor latency of `layoutc lsp`, measured as an editor sees it: through the
server's pipes, from the write of a request or change to the read of its answer.

- change → diagnostics: a one-character incremental edit (a digit of a frame in
  the middle of the spec, toggled), then the wait for the publishDiagnostics of
  that version; 100 edits one after another, median and p95;
- a burst: 50 edits written at once, time to the diagnostics of the last;
- completion and hover at 100 positions spread from the top to the end of the
  spec (first and last line included), on a compiled document; and the first
  hover after an edit (which pays for the view outline of the new version);
- after an edit (the outline not cached), a hover alone and a hover written
  right behind a documentSymbol, 20 rounds each: the hover's wait and the
  outline's.

Usage: latency.py LAYOUTC [--views 1000 10000 100000] [--nav-views 20000]
"""

import argparse
import json
import os
import random
import select
import statistics
import subprocess
import sys
import time

URI = "file:///tmp/layoutc-lsp-bench/Bench.layout.yaml"


def generate(views, seed=1, dense_findings=False):
    """A spec with `views` views: rows of containers with a label, a button
    (some too small: warnings) and an image, and a flow collection every 50 rows.
    With `dense_findings`, rows of a label and two 28-pt buttons (one warning
    for every two views)."""
    rng = random.Random(seed)
    out = ["layout: 1", "screen: Bench", "device: iphone-15-pro", "root:", "  children:"]
    count = 1
    row = 0
    while count < views:
        y = 100 + (row % 20) * 30
        if dense_findings:
            out += [f"    - id: row{row}", f"      frame: [0, {y}, 393, 60]", "      children:",
                    "        - kind: label", "          frame: [16, 8, 200, 20]",
                    "        - kind: button", "          frame: [300, 8, 28, 28]",
                    "        - kind: button", "          frame: [340, 8, 28, 28]"]
            count += 4
        elif row % 50 == 49 and count + 12 <= views:
            out += [f"    - id: grid{row}", "      kind: collection",
                    f"      place: {{top: {y}, left: 0, right: 0, height: 200}}",
                    "      flow:", "        align: left", "        items:",
                    f"          - {{id: chip{row}, size: [{rng.randint(40, 120)}, 44], repeat: 10}}"]
            count += 11
        else:
            side = rng.choice([28, 44, 48])
            out += [f"    - id: row{row}", f"      frame: [0, {y}, 393, 60]", "      children:",
                    "        - kind: label", f"          frame: [16, 8, {rng.randint(100, 250)}, 20]",
                    "        - kind: button", f"          frame: [300, 8, {side}, {side}]",
                    "        - kind: image", "          frame: [16, 30, 20, 20]", "          contentSize: [20, 20]"]
            count += 4
        row += 1
    return "\n".join(out) + "\n"


class Server:
    def __init__(self, layoutc):
        self.process = subprocess.Popen([layoutc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.next_id = 1

    def send(self, *messages):
        data = b""
        for message in messages:
            body = json.dumps(message).encode()
            data += b"Content-Length: %d\r\n\r\n" % len(body) + body
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def receive(self, predicate, timeout=600):
        deadline = time.monotonic() + timeout
        while True:
            while b"\r\n\r\n" in self.buffer:
                header, rest = self.buffer.split(b"\r\n\r\n", 1)
                length = int(header.split(b":")[1])
                if len(rest) < length:
                    break
                message = json.loads(rest[:length])
                self.buffer = rest[length:]
                if predicate(message):
                    return message
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no answer")
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 1 << 22)
                if not chunk:
                    raise EOFError("the server closed its output")
                self.buffer += chunk

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        start = time.perf_counter()
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        reply = self.receive(lambda m: m.get("id") == request_id)
        return time.perf_counter() - start, reply

    def initialize(self):
        self.request("initialize", {"processId": None, "capabilities": {}})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def published(self, version):
        return lambda m: (m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"].get("version") == version)

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=60)


def percentile(samples, p):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def ms(seconds):
    return f"{seconds * 1000:.1f}"


def edit_site(text):
    """A digit of a frame in the middle of the spec: (line, character)."""
    lines = text.split("\n")
    for number in range(len(lines) // 2, len(lines)):
        column = lines[number].find("frame: [16")
        if column >= 0:
            return number, column + len("frame: [1")
    raise ValueError("no frame")


def change_latency(layoutc, views, edits=100, dense_findings=False):
    text = generate(views, dense_findings=dense_findings)
    server = Server(layoutc)
    server.initialize()
    start = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": text}}})
    opened = server.receive(server.published(1))
    open_time = time.perf_counter() - start
    findings = len(opened["params"]["diagnostics"])
    line, character = edit_site(text)
    samples = []
    for version in range(2, edits + 2):
        digit = "7" if version % 2 == 0 else "6"
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": URI, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                          "end": {"line": line, "character": character + 1}}, "text": digit}]}})
        server.receive(server.published(version))
        samples.append(time.perf_counter() - start)
    # A burst of 50 edits written at once: time to the last one's diagnostics.
    burst = [{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": URI, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                      "end": {"line": line, "character": character + 1}},
                            "text": "7" if version % 2 else "6"}]}} for version in range(edits + 2, edits + 52)]
    start = time.perf_counter()
    server.send(*burst)
    server.receive(server.published(edits + 51))
    burst_time = time.perf_counter() - start
    server.close()
    print(f"change→diagnostics  {views:>7} views  {findings:>6} findings  open {ms(open_time):>8} ms  "
          f"median {ms(statistics.median(samples)):>7} ms  p95 {ms(percentile(samples, 95)):>7} ms  "
          f"max {ms(max(samples)):>7} ms  50-edit burst {ms(burst_time):>8} ms", flush=True)


def navigation_latency(layoutc, views, positions=100):
    text = generate(views)
    lines = text.split("\n")
    server = Server(layoutc)
    server.initialize()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": text}}})
    server.receive(server.published(1))
    sites = []
    for step in range(positions):
        number = min(len(lines) - 2, step * (len(lines) - 2) // (positions - 1))
        while number > 0 and "frame:" not in lines[number]:
            number -= 1
        while "frame:" not in lines[number]:
            number += 1
        sites.append((number, lines[number].index("frame:") + 3))
    first_hover, _ = server.request("textDocument/hover", {"textDocument": {"uri": URI},
                                                           "position": {"line": sites[-1][0], "character": 30}})
    results = {}
    for method, column in (("textDocument/completion", None), ("textDocument/hover", None)):
        samples = []
        for line, character in sites:
            elapsed, reply = server.request(method, {"textDocument": {"uri": URI},
                                                     "position": {"line": line, "character": character}})
            assert reply.get("result") is not None, reply
            samples.append(elapsed)
        results[method] = samples
    # An edit, then a hover at the end: pays for the new version's outline.
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": URI, "version": 2},
        "contentChanges": [{"range": {"start": {"line": sites[1][0], "character": 0},
                                      "end": {"line": sites[1][0], "character": 0}}, "text": " "}]}})
    server.receive(server.published(2))
    after_edit, _ = server.request("textDocument/hover", {"textDocument": {"uri": URI},
                                                          "position": {"line": sites[-1][0], "character": 30}})
    server.close()
    for method, samples in results.items():
        name = method.split("/")[1]
        print(f"{name:<10} {views:>7} views  {len(samples)} positions top to end  "
              f"median {ms(statistics.median(samples)):>6} ms  p95 {ms(percentile(samples, 95)):>6} ms  "
              f"max {ms(max(samples)):>6} ms", flush=True)
    print(f"first hover after open {ms(first_hover)} ms, after an edit {ms(after_edit)} ms", flush=True)


def queued_hover_latency(layoutc, views, rounds=20):
    """After each edit, a hover alone (even rounds) or written right behind a
    documentSymbol (odd rounds): what the outline adds to the hover's wait."""
    text = generate(views)
    server = Server(layoutc)
    server.initialize()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": text}}})
    server.receive(server.published(1))
    line, character = edit_site(text)
    alone, behind, outline = [], [], []
    for version in range(2, 2 * rounds + 2):
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": URI, "version": version},
            "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                          "end": {"line": line, "character": character + 1}},
                                "text": "7" if version % 2 == 0 else "6"}]}})
        server.receive(server.published(version))
        symbols_id, hover_id = server.next_id, server.next_id + 1
        server.next_id += 2
        hover = {"jsonrpc": "2.0", "id": hover_id, "method": "textDocument/hover",
                 "params": {"textDocument": {"uri": URI}, "position": {"line": line, "character": character}}}
        queued = version % 2 == 1
        messages = ([{"jsonrpc": "2.0", "id": symbols_id, "method": "textDocument/documentSymbol",
                      "params": {"textDocument": {"uri": URI}}}] if queued else []) + [hover]
        start = time.perf_counter()
        server.send(*messages)
        answered = {}
        while len(answered) < len(messages):
            reply = server.receive(lambda m: m.get("id") in (symbols_id, hover_id))
            answered[reply["id"]] = time.perf_counter() - start
            assert reply.get("result") is not None, reply
        (behind if queued else alone).append(answered[hover_id])
        if queued:
            outline.append(answered[symbols_id])
    server.close()
    print(f"hover after an edit  {views:>7} views  {rounds} rounds each  alone median "
          f"{ms(statistics.median(alone)):>6} ms; behind a documentSymbol median {ms(statistics.median(behind)):>6} ms, "
          f"max {ms(max(behind)):>6} ms; the documentSymbol's answer median {ms(statistics.median(outline)):>6} ms",
          flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("layoutc")
    parser.add_argument("--views", type=int, nargs="*", default=[1000, 10000, 100000])
    parser.add_argument("--nav-views", type=int, default=20000)
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--queued-views", type=int, default=20000,
                        help="a hover behind a documentSymbol on a spec of this many views (0: skip)")
    parser.add_argument("--findings-views", type=int, default=20000,
                        help="a spec with a warning for every two views (0: skip)")
    args = parser.parse_args()
    for views in args.views:
        change_latency(args.layoutc, views, args.edits)
    if args.findings_views:
        change_latency(args.layoutc, args.findings_views, args.edits, dense_findings=True)
    if args.nav_views:
        navigation_latency(args.layoutc, args.nav_views)
    if args.queued_views:
        queued_hover_latency(args.layoutc, args.queued_views)


if __name__ == "__main__":
    sys.exit(main())
