"""The preview server under fuzz.py: `layoutc preview DIR` on a free port, fed
the mutated specs.

One server runs for the whole fuzzing run (started again after it dies). Each
check writes the mutated input as DIR/a.layout.yaml (and now and then creates,
rewrites or deletes DIR/b.layout.yaml, so specs come and go), waits on the
event stream (/events) for the server to announce the change, then fetches the
page, the chrome, every section the page names plus one past the end, and the
style sheet, script and icon (GET, and HEAD for the page). A finding is

    preview-crash    the server process ended (a signal, or any exit: it serves until stopped)
    preview-hang     a request not answered, or a changed spec not announced,
                     within the timeout (and again within twice that)
    preview-status   not 200 for the page, the chrome, a section the page names
                     or an asset, or not 404 for the section past the end
    preview-html     the page not one whole HTML document, or a page, chrome or
                     section whose tags do not nest (html.parser, void elements
                     and self-closed ones aside)
"""
import html.parser
import http.client
import os
import re
import socket
import subprocess
import time

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SECTION = re.compile(rb'<section class="spec" id="spec-(\d+)"')
ASSET = re.compile(rb'(?:href|src)="(/[^"]+)"')


class TagNesting(html.parser.HTMLParser):
    """Whether every opened element is closed in order."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problem = None

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in VOID or self.problem:
            return
        if not self.stack or self.stack[-1] != tag:
            self.problem = f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>"
        else:
            self.stack.pop()


def nesting_problem(body):
    parser = TagNesting()
    try:
        parser.feed(body.decode("utf-8"))
        parser.close()
    except (UnicodeDecodeError, AssertionError) as error:
        return f"does not parse: {error}"
    if parser.problem:
        return parser.problem
    if parser.stack:
        return f"<{parser.stack[-1]}> not closed"
    return None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PreviewTarget:
    """One `layoutc preview` process and the directory it serves."""

    def __init__(self, binary, work, timeout, preexec):
        self.binary = binary
        self.directory = os.path.join(work, "preview")
        os.makedirs(self.directory, exist_ok=True)
        self.spec = os.path.join(self.directory, "a.layout.yaml")
        self.other = os.path.join(self.directory, "b.layout.yaml")
        self.timeout = timeout
        self.preexec = preexec
        self.process = None
        self.log = os.path.join(work, "preview.log")
        self.last = None

    def start(self):
        with open(self.spec, "wb") as handle:
            handle.write(b"layout: 1\nscreen: Start\nroot: {}\n")
        self.last = None
        self.port = free_port()
        self.process = subprocess.Popen([self.binary, "preview", self.directory, "--port", str(self.port)],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=open(self.log, "wb"), preexec_fn=self.preexec)
        deadline = time.monotonic() + max(self.timeout, 20)
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return True
            except OSError:
                time.sleep(0.05)
        return False

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def request(self, path, method="GET", timeout=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout or self.timeout)
        try:
            connection.request(method, path)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def wait_for_event(self, stream, timeout):
        """Reads the open event stream until a `data:` line; False on timeout."""
        deadline = time.monotonic() + timeout
        seen = b""
        while time.monotonic() < deadline:
            stream.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = stream.recv(65536)
            except socket.timeout:
                return False
            if not chunk:
                return False
            seen += chunk
            if b"\ndata: " in seen or seen.startswith(b"data: "):
                return True
        return False

    def open_events(self):
        stream = socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout)
        stream.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAccept: text/event-stream\r\n\r\n" % self.port)
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = stream.recv(4096)
            if not chunk:
                raise ConnectionError("the event stream closed before its head")
            head += chunk
        if not head.startswith(b"HTTP/1.1 200"):
            raise ConnectionError("the event stream answered " + head.split(b"\r\n")[0].decode("latin-1"))
        return stream

    def check(self, data, rng):
        """Serves `data` and fetches every route; (kind, detail, input) or None."""
        finding = self.serve(data, rng)
        return finding and (finding + (data,) if len(finding) == 2 else finding)

    def serve(self, data, rng):
        if self.process is not None and self.process.poll() is not None:
            # It died after the last check answered: that input is the one to keep.
            return self.died("after the previous input was served") + (self.last or b"",)
        if self.process is None and not self.start():
            return self.died("while starting") or ("preview-hang", "it did not listen within the timeout")
        try:
            stream = self.open_events()
        except OSError as error:
            return self.died(str(error)) or ("preview-hang", f"events: {error}")
        except ConnectionError as error:
            return "preview-status", str(error)
        try:
            with open(self.spec, "wb") as handle:
                handle.write(data)
            roll = rng.random()
            if roll < 0.1:
                with open(self.other, "wb") as handle:
                    handle.write(data[: len(data) // 2])
            elif roll < 0.2 and os.path.exists(self.other):
                os.remove(self.other)
            changed = data != self.last
            self.last = data
            if changed and not self.wait_for_event(stream, self.timeout):
                if self.process.poll() is not None:
                    return self.died("while the change was read")
                # A busy machine can stall one poll: the change must go unannounced twice as long again.
                if not self.wait_for_event(stream, 2 * self.timeout):
                    return self.died("after the change") or ("preview-hang", "the change was not announced")
        finally:
            stream.close()
        return self.fetch_all()

    def fetch_all(self, again=True):
        """Every route; a request that fails on a live server is tried once more, with twice the time."""
        try:
            status, page = self.request("/")
            if status != 200:
                return "preview-status", f"/ answered {status}"
            if not (page.startswith(b"<!DOCTYPE html>") and page.rstrip().endswith(b"</html>")):
                return "preview-html", "/ is not one whole HTML document"
            problem = nesting_problem(page)
            if problem:
                return "preview-html", f"/: {problem}"
            head_status, _ = self.request("/", method="HEAD")
            if head_status != 200:
                return "preview-status", f"HEAD / answered {head_status}"
            sections = sorted({int(number) for number in SECTION.findall(page)})
            assets = sorted({path.decode() for path in ASSET.findall(page)})
            for path in ["/chrome"] + assets + [f"/section/{index}" for index in sections]:
                status, body = self.request(path)
                if status != 200:
                    return "preview-status", f"{path} answered {status}"
                problem = nesting_problem(body) if path == "/chrome" or path.startswith("/section/") else None
                if problem:
                    return "preview-html", f"{path}: {problem}"
            past = (sections[-1] + 1) if sections else 0
            status, _ = self.request(f"/section/{past + 1000}")
            if status != 404:
                return "preview-status", f"/section/{past + 1000} answered {status}, not 404"
        except (OSError, http.client.HTTPException) as error:
            died = self.died(str(error))
            if died or not again:
                return died or ("preview-hang", f"a request failed: {error}")
            self.timeout *= 2
            try:
                return self.fetch_all(again=False)
            finally:
                self.timeout /= 2
        return None

    def died(self, when):
        """preview-crash when the process has ended (it is started again on the next check)."""
        if self.process is None or self.process.poll() is None:
            return None
        code = self.process.returncode
        self.process = None
        return "preview-crash", f"exit {code} ({when})"
