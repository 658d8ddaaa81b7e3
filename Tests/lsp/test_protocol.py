"""Hostile and heavy traffic: the JSON-RPC errors the protocol names, never a
crash, a hang or memory that keeps growing."""

import json
import time

import pytest

from rawserver import RawServer

URI = "file:///tmp/lsp-suite/Raw.layout.yaml"
SPEC = "layout: 1\nscreen: S\nroot:\n  children:\n    - id: a\n      kind: button\n      frame: [16, 100, 28, 28]\n"


@pytest.fixture
def raw():
    server = RawServer()
    yield server
    server.close()


def did_open(text, version=1, uri=URI):
    return {"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": version, "text": text}}}


def did_change(text, version, uri=URI):
    return {"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}}


def hover(id, line=5, character=8, uri=URI):
    return {"jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}}


def published(uri=URI):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri


def test_request_before_initialize_is_server_not_initialized(raw):
    raw.send(hover(1))
    assert raw.wait(lambda m: m.get("id") == 1)["error"]["code"] == -32002


def test_bad_json_is_a_parse_error_and_the_server_goes_on(raw):
    raw.initialize()
    raw.write(raw.frame(b"{not json"))
    reply = raw.wait(lambda m: "error" in m)
    assert reply["error"]["code"] == -32700 and reply["id"] is None
    raw.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    assert raw.wait(lambda m: m.get("id") == 2)["result"] is None


def test_deeply_nested_json_is_a_parse_error_not_a_stack_overflow(raw):
    raw.initialize()
    raw.write(raw.frame(b'{"jsonrpc":"2.0","id":5,"method":"x","params":' + b"[" * 200_000 + b"]" * 200_000 + b"}"))
    raw.send({"jsonrpc": "2.0", "id": 6, "method": "shutdown"})
    assert raw.wait(lambda m: "error" in m)["error"]["code"] == -32700
    assert raw.wait(lambda m: m.get("id") == 6)["result"] is None


def test_unknown_method_is_method_not_found(raw):
    raw.initialize()
    raw.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/formatting", "params": {}})
    assert raw.wait(lambda m: m.get("id") == 3)["error"]["code"] == -32601


def test_exit_without_shutdown_exits_with_1_and_after_shutdown_with_0(raw):
    raw.initialize()
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.process.wait(timeout=30) == 1
    other = RawServer()
    try:
        other.initialize()
        other.send({"jsonrpc": "2.0", "id": 9, "method": "shutdown"})
        other.wait(lambda m: m.get("id") == 9)
        other.send({"jsonrpc": "2.0", "method": "exit"})
        assert other.process.wait(timeout=30) == 0
    finally:
        other.close()


def test_changes_to_unopened_documents_are_ignored(raw):
    raw.initialize()
    raw.send(did_change("layout: 1\n", 2, uri="file:///nowhere.layout.yaml"), hover(4, uri="file:///nowhere.layout.yaml"))
    assert raw.wait(lambda m: m.get("id") == 4)["result"] is None


def test_content_length_over_the_limit_is_answered_and_the_next_request_arrives(raw):
    raw.initialize()
    # 300 MB announced, 1 MB of it sent, then a real request.
    raw.write(b"Content-Length: 300000000\r\n\r\n" + b"x" * 1_000_000)
    raw.send({"jsonrpc": "2.0", "id": 5, "method": "shutdown"})
    refused = raw.wait(lambda m: "error" in m and m.get("id") is None)
    assert refused["error"]["code"] == -32600 and "over the limit" in refused["error"]["message"]
    assert raw.wait(lambda m: m.get("id") == 5)["result"] is None


def test_a_length_too_long_does_not_swallow_the_next_request(raw):
    raw.initialize()
    first = json.dumps({"jsonrpc": "2.0", "id": 6, "method": "textDocument/hover",
                        "params": {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}}}).encode()
    raw.write(b"Content-Length: %d\r\n\r\n" % (len(first) + 100) + first
              + raw.frame({"jsonrpc": "2.0", "id": 7, "method": "shutdown"}))
    assert "result" in raw.wait(lambda m: m.get("id") == 6)
    assert raw.wait(lambda m: m.get("id") == 7)["result"] is None


def test_cancelled_request_is_answered_request_cancelled(raw):
    raw.initialize()
    raw.send(did_open(SPEC), hover(8), {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 8}})
    assert raw.wait(lambda m: m.get("id") == 8)["error"]["code"] == -32800


def test_queued_changes_are_compiled_once_at_the_newest_version(raw):
    raw.initialize()
    raw.send(did_open(SPEC))
    raw.wait(published())
    # 50 edits in one burst: the server must not compile and publish each.
    raw.send(*[did_change(SPEC + f"# edit {n}\n", n) for n in range(2, 52)])
    final = raw.wait(lambda m: published()(m) and m["params"].get("version") == 51)
    assert final["params"]["diagnostics"]
    raw.drain(0.5)
    stale = [m for m in raw.received if published()(m)]
    assert len(stale) < 10, f"{len(stale)} out-of-date publications"


def test_a_thousand_rapid_changes_stay_bounded(raw):
    raw.initialize()
    raw.send(did_open(SPEC))
    raw.wait(published())
    for burst in range(10):
        raw.send(*[did_change(SPEC + f"# {burst}.{n}\n", 2 + burst * 100 + n) for n in range(100)])
    raw.send(hover(10))
    assert "result" in raw.wait(lambda m: m.get("id") == 10)
    raw.wait(lambda m: published()(m) and m["params"].get("version") == 1001)
    assert raw.rss_mb() < 200


def test_a_flood_of_whole_text_changes_keeps_one_waiting_copy(raw):
    raw.initialize()
    rows = "".join(f"    - {{id: v{n}, kind: button, frame: [16, {n}, 28, 28]}}\n" for n in range(8000))
    text = SPEC + rows  # about 500 kB: compiled in tens of milliseconds, sent 200 times
    raw.send(did_open(text))
    raw.wait(published())
    for version in range(2, 202):
        raw.send(did_change(text + f"# {version}\n", version))
    raw.wait(lambda m: published()(m) and m["params"].get("version") == 201, timeout=300)
    print("RSS after the flood (MB):", raw.rss_mb())
    assert raw.rss_mb() < 200, raw.rss_mb()


def test_a_50_mb_document_is_answered_and_its_memory_returned_on_close(raw):
    raw.initialize()
    big = "layout: 1\nscreen: \"" + "x" * (50 * 1024 * 1024) + "\"\nroot: {}\n"
    sizes = []
    for round in range(3):
        raw.send(did_open(big, uri=URI + str(round)))
        raw.wait(published(URI + str(round)), timeout=300)
        # At the end of the 50 MB line: answered from the local context (the
        # trial took 6 s here), the line is not walked.
        end = 50 * 1024 * 1024 + 10
        raw.send(hover(20 + round, line=1, character=end, uri=URI + str(round)),
                 {"jsonrpc": "2.0", "id": 30 + round, "method": "textDocument/completion",
                  "params": {"textDocument": {"uri": URI + str(round)}, "position": {"line": 1, "character": end}}})
        assert "result" in raw.wait(lambda m: m.get("id") == 20 + round, timeout=60)
        assert "result" in raw.wait(lambda m: m.get("id") == 30 + round, timeout=60)
        raw.send({"jsonrpc": "2.0", "method": "textDocument/didClose",
                  "params": {"textDocument": {"uri": URI + str(round)}}})
        raw.wait(lambda m: published(URI + str(round))(m) and m["params"]["diagnostics"] == [])
        sizes.append(raw.rss_mb())
    print("RSS after each close (MB):", sizes)
    # Closed documents give their memory back: no growth from round to round.
    assert sizes[2] < sizes[0] + 50, sizes
    assert sizes[2] < 150, sizes  # the baseline is about 23 MB


def many_views(rows):
    """A spec of 1 + 4 × rows views: rows of a container with a label, a button and an image."""
    lines = ["layout: 1", "screen: Many", "root:", "  children:"]
    for row in range(rows):
        lines += [f"    - id: row{row}", f"      frame: [0, {100 + row % 20 * 30}, 393, 60]", "      children:",
                  "        - {kind: label, frame: [16, 8, 200, 20]}", "        - {kind: button, frame: [300, 8, 44, 44]}",
                  "        - {kind: image, frame: [16, 30, 20, 20]}"]
    return "\n".join(lines) + "\n"


def symbols(id, uri=URI):
    return {"jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol",
            "params": {"textDocument": {"uri": uri}}}


def test_a_hover_behind_an_outline_is_answered_first(raw):
    # A 20k-view outline is worked out off the answering thread: the hover
    # written right behind it does not wait for it (it waited 275-515 ms).
    raw.initialize()
    text = many_views(5000)
    raw.send(did_open(text))
    raw.wait(published(), timeout=300)
    raw.send(symbols(20), hover(21, line=5, character=10))
    first = raw.wait(lambda m: m.get("id") in (20, 21), timeout=300)
    assert first["id"] == 21, "the hover waited for the outline"
    outline = raw.wait(lambda m: m.get("id") == 20, timeout=300)["result"]
    assert outline[0]["name"] == "root" and len(outline[0]["children"]) == 5000
    # Kept for the version: asked again, it is the same answer.
    raw.send(symbols(22))
    assert raw.wait(lambda m: m.get("id") == 22)["result"] == outline


def test_an_outline_cancelled_while_it_is_worked_out_is_answered_cancelled(raw):
    raw.initialize()
    raw.send(did_open(many_views(5000)))
    raw.wait(published(), timeout=300)
    raw.send(symbols(30))
    time.sleep(0.05)  # the outline has started: the cancel reaches it while it runs
    raw.send({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 30}})
    reply = raw.wait(lambda m: m.get("id") == 30, timeout=300)
    assert reply.get("error", {}).get("code") == -32800, reply.get("error")
    # The next request of the same version gets the whole outline.
    raw.send(symbols(31))
    assert len(raw.wait(lambda m: m.get("id") == 31, timeout=300)["result"][0]["children"]) == 5000
