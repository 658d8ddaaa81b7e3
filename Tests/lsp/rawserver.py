"""A bare JSON-RPC connection to `layoutc lsp`, for traffic a real client never
sends (bad frames, bad JSON, floods), which pytest-lsp's client cannot produce."""

import json
import os
import select
import subprocess
import time

from conftest import LAYOUTC


class RawServer:
    def __init__(self):
        self.process = subprocess.Popen(
            [LAYOUTC, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        self.buffer = b""
        self.received = []

    @staticmethod
    def frame(message):
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def write(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, *messages):
        """Frames and writes messages in one write (so they arrive together)."""
        self.write(b"".join(self.frame(m) for m in messages))

    def initialize(self, options=None):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                   "params": {"processId": None, "capabilities": {}, "initializationOptions": options}})
        reply = self.wait(lambda m: m.get("id") == 0)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        return reply

    def _read(self, timeout):
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            return False
        chunk = os.read(self.process.stdout.fileno(), 1 << 20)
        if not chunk:
            return False
        self.buffer += chunk
        while b"\r\n\r\n" in self.buffer:
            header, rest = self.buffer.split(b"\r\n\r\n", 1)
            length = int(header.split(b":")[1])
            if len(rest) < length:
                break
            self.received.append(json.loads(rest[:length]))
            self.buffer = rest[length:]
        return True

    def wait(self, predicate, timeout=60):
        """The first message received (before or within `timeout`) that matches."""
        deadline = time.monotonic() + timeout
        while True:
            for message in self.received:
                if predicate(message):
                    self.received.remove(message)
                    return message
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no matching message; received: %r" % self.received[-5:])
            self._read(remaining)

    def drain(self, seconds):
        """Reads whatever arrives within `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._read(max(0.0, deadline - time.monotonic()))

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
