"""Stacks through a real client: what the editor shows for arranged views is
what `layoutc compile` and `layoutc lint` say about the same text."""

import json
import pathlib
import subprocess

import pytest
from lsprotocol import types

from conftest import LAYOUTC, ROOT, apply_edits, client, diagnostics_for, open_document, position  # noqa: F401

URI = "file:///tmp/lsp-suite/Stacks.layout.yaml"

# 393 pt wide (iphone-15-pro), 16 pt in from both sides: rows 361 pt wide.
STACKS = """layout: 1
screen: Stacks
device: iphone-15-pro
root:
  children:
    - id: column
      kind: stack
      place: {top: 100, left: 16, right: 16}
      stack: {axis: vertical, spacing: 8}
      children:
        - id: buttons
          kind: stack
          stack: {distribution: fillEqually, spacing: 10}
          children:
            - {id: one, kind: button, intrinsicSize: [40, 44]}
            - {id: gone, kind: button, intrinsicSize: [40, 44], hidden: true}
            - {id: two, kind: button, intrinsicSize: [40, 44]}
        - id: spread
          kind: stack
          stack: {distribution: equalSpacing, alignment: top, spacing: 3}
          children:
            - {id: d1, intrinsicSize: [33.3, 20]}
            - {id: d2, intrinsicSize: [33.3, 10], spacingAfter: 20}
            - {id: d3, intrinsicSize: [33.3, 15]}
        - {id: empty}
"""


def doc(uri=URI):
    return types.TextDocumentIdentifier(uri=uri)


def run(*args, text=None, name="Stacks.layout.yaml", tmp_path=None):
    """`layoutc <args> <file>` on `text` written to a file named like the document."""
    spec = tmp_path / name
    spec.write_text(text)
    done = subprocess.run([LAYOUTC, *args, str(spec)], capture_output=True, text=True)
    return json.loads(done.stdout)


def compile_frames(text, tmp_path):
    """id -> `x,y w×h` of each view's frame, the numbers as the frames JSON writes them."""
    spec = tmp_path / "Frames.layout.yaml"
    spec.write_text(text)
    out = subprocess.run([LAYOUTC, "compile", str(spec)], capture_output=True, text=True).stdout
    frames = json.loads(out, parse_float=str, parse_int=str)
    return {v["id"]: "{},{} {}×{}".format(*v["frame"]) for v in frames["views"] if "id" in v and v["path"] != "root"}


async def test_hints_hover_and_outline_show_the_compile_frames_of_arranged_views(client, tmp_path):
    await open_document(client, STACKS, URI)
    frames = compile_frames(STACKS, tmp_path)
    # Worked by hand: fillEqually, the hidden view takes no share: (361 − 10) / 2 =
    # 175.5 each; edges on the 1/3-pt grid: `one` ends at 175.6667, `two` starts
    # at 185.6667. equalSpacing: 361 − 3 × 33.3 − 23 = 238.1 spare, 119.05 into
    # each gap: d2 at 155.35 → 155.3333, d3 at 327.7 → 327.6667.
    assert frames["one"] == "0,0 175.6667×44" and frames["two"] == "185.6667,0 175.3333×44"
    assert frames["gone"] == "175.6667,0 0×44"
    assert frames["d2"] == "155.3333,0 33.3333×10" and frames["d3"] == "327.6667,0 33.3333×15"

    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=types.Position(line=0, character=0),
                                               end=types.Position(line=40, character=0))))
    by_line = {h.position.line: h.label for h in hints}
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    outline = {}

    def walk(nodes):
        for node in nodes:
            outline[node.name] = node
            walk(node.children or [])

    walk(symbols)
    for view, frame in frames.items():
        line = position(STACKS, f"id: {view}").line
        assert by_line[line] == "= " + frame, view
        assert outline[view].detail == frame, view
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=position(STACKS, "id: one", 4)))
    assert "frame           [0, 0, 175.6667, 44]" in hover.contents.value


@pytest.mark.parametrize("spec", ["ProfileHeader.layout.yaml", "SignInForm.layout.yaml", None])
async def test_stack_findings_equal_lint(client, spec, tmp_path):
    path = ROOT / "Specs" / spec if spec else tmp_path / "Stacks.layout.yaml"
    if not spec:
        path.write_text(STACKS.replace("{id: d3, intrinsicSize: [33.3, 15]}",
                                       "{id: d3, intrinsicSize: [33.3, 15], frame: [0, 0, 1, 1]}")
                        .replace("[40, 44]", "[200, 44]"))
    text = path.read_text()
    diagnostics = await open_document(client, text, path.as_uri())
    lint = json.loads(subprocess.run([LAYOUTC, "lint", str(path), "--reporter", "json"], cwd=ROOT,
                                     capture_output=True, text=True).stdout)
    expected = sorted((d["rule"], d["severity"], d["line"] - 1, d["column"] - 1, d["endLine"] - 1, d["endColumn"] - 1,
                       d["message"]) for f in lint["files"] for d in f["diagnostics"])
    names = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning",
             types.DiagnosticSeverity.Information: "note"}
    got = sorted((d.code, names[d.severity], d.range.start.line, d.range.start.character, d.range.end.line,
                  d.range.end.character, d.message) for d in diagnostics)
    assert got == expected
    assert {"stack-priority-ambiguous", "placement-ignored-in-stack"} & {e[0] for e in expected}


async def completion_labels(client, text, needle, offset, version):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    found = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(), position=position(text, needle, offset)))
    return [item.label for item in found.items]


@pytest.mark.parametrize("axis,expected", [
    ("horizontal", ["fill", "leading", "center", "trailing", "top", "bottom"]),
    ("vertical", ["fill", "leading", "center", "trailing"]),
])
async def test_alignment_completion_offers_what_the_axis_accepts(client, axis, expected, tmp_path):
    await open_document(client, STACKS, URI)
    text = STACKS.replace("stack: {axis: vertical, spacing: 8}", f"stack: {{axis: {axis}, alignment: , spacing: 8}}")
    labels = await completion_labels(client, text, "alignment: ,", 11, 2)
    assert labels == expected
    # Every word offered compiles: no type-mismatch from lint.
    for word in labels:
        findings = run("lint", "--reporter", "json", text=text.replace("alignment: ,", f"alignment: {word},"),
                       tmp_path=tmp_path)
        assert not [d for f in findings["files"] for d in f["diagnostics"] if d["rule"] == "type-mismatch"], word


async def test_distribution_and_axis_completion(client):
    await open_document(client, STACKS, URI)
    text = STACKS.replace("{distribution: fillEqually,", "{distribution: ,")
    assert await completion_labels(client, text, "distribution: ,", 14, 2) == [
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    text = STACKS.replace("{axis: vertical,", "{axis: ,")
    assert await completion_labels(client, text, "axis: ,", 6, 3) == ["horizontal", "vertical"]
    text = STACKS.replace("{axis: vertical, spacing: 8}", "{axis: vertical, spacing: 8, }")
    assert await completion_labels(client, text, "spacing: 8, }", 12, 4) == [
        "distribution", "alignment", "layoutMarginsRelative", "prioritiesFromArrangedViews"]


PLACED = STACKS.replace("        - {id: empty}\n", """        - {id: flowFrame, intrinsicSize: [0, 12], frame: [0, 0, 10, 10]}
        - {id: flowPlace, place: {height: 52}, intrinsicSize: [0, 20]}
        - id: blockPlace
          place:
            height: 52
          intrinsicSize: [0, 30]
        - frame: [0, 0, 5, 5]
          id: dashFrame
""")


@pytest.mark.parametrize("view,before,after", [
    ("flowFrame", "{id: flowFrame, intrinsicSize: [0, 12], frame: [0, 0, 10, 10]}", "{id: flowFrame, intrinsicSize: [0, 12]}"),
    ("flowPlace", "{id: flowPlace, place: {height: 52}, intrinsicSize: [0, 20]}", "{id: flowPlace, intrinsicSize: [0, 20]}"),
    ("blockPlace", "id: blockPlace\n          place:\n            height: 52\n          intrinsicSize",
     "id: blockPlace\n          intrinsicSize"),
    ("dashFrame", "- frame: [0, 0, 5, 5]\n          id: dashFrame\n", "- id: dashFrame\n"),
])
async def test_quick_fix_removes_a_placement_the_stack_ignores(client, view, before, after, tmp_path):
    diagnostics = await open_document(client, PLACED, URI)
    found = [d for d in diagnostics if d.code == "placement-ignored-in-stack" and d.message.startswith(f"'{view}' ")]
    assert len(found) == 1, diagnostics
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(), range=found[0].range, context=types.CodeActionContext(diagnostics=found)))
    remove = [a for a in actions if a.title.startswith("Remove '")]
    assert len(remove) == 1 and remove[0].is_preferred, [a.title for a in actions]
    new_text = apply_edits(PLACED, remove[0].edit.changes[URI])
    assert new_text == PLACED.replace(before, after)
    client.diagnostics.pop(URI, None)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=new_text)]))
    diagnostics = await diagnostics_for(client, URI)
    ignored = [d for d in diagnostics if d.code == "placement-ignored-in-stack"]
    assert len(ignored) == 3 and not [d for d in ignored if d.message.startswith(f"'{view}' ")]
    # The stack overwrote the key, so every frame is what it was.
    assert compile_frames(new_text, tmp_path) == compile_frames(PLACED, tmp_path)
