"""Every advertised capability, through pytest-lsp's client, with positions."""

import asyncio

import pytest
from lsprotocol import types

from conftest import apply_edits, client, diagnostics_for, open_document, position, server  # noqa: F401

SPEC = """layout: 1
screen: Toolbar
device: iphone-15-pro
bars: [status, ]
root:
  children:
    - id: close
      kind: button
      frame: [16, 100, 28, 28]
    - id: tags
      kind: collection
      place: {top: 200, left: 0, right: 0, height: 240}
      flow:
        align: left
        interitemSpacing: 8
        items:
          - {id: swift, size: [100, 44]}
          - {id: chip, size: [100, 44], repeat: 4}
"""
URI = "file:///tmp/lsp-suite/Toolbar.layout.yaml"


def doc(uri=URI):
    return types.TextDocumentIdentifier(uri=uri)


async def test_initialize_advertises_what_works(client):
    capabilities = client.init_result.capabilities
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert list(capabilities.completion_provider.trigger_characters) == [":", "["]  # no space
    for provider in ("hover_provider", "document_symbol_provider", "workspace_symbol_provider",
                     "inlay_hint_provider", "folding_range_provider", "document_highlight_provider",
                     "code_action_provider"):
        assert getattr(capabilities, provider), provider
    assert capabilities.document_formatting_provider is None  # it could not keep comments and order
    assert capabilities.definition_provider is None


async def test_diagnostics_carry_rule_positions_and_source(client):
    diagnostics = await open_document(client, SPEC, URI)
    small = [d for d in diagnostics if d.code == "hit-target-too-small"]
    assert small and small[0].source == "layoutc"
    assert small[0].range.start == position(SPEC, "id: close")
    assert small[0].severity == types.DiagnosticSeverity.Warning


async def test_hover_on_a_key_and_on_a_view(client):
    await open_document(client, SPEC, URI)
    on_key = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=position(SPEC, "interitemSpacing", 3)))
    assert "interitemSpacing" in on_key.contents.value
    on_view = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=position(SPEC, "frame: [16", 9)))
    assert "[16, 100, 28, 28]" in on_view.contents.value and "`close`" in on_view.contents.value


async def test_hover_on_a_word_a_key_takes(client):
    await open_document(client, SPEC, URI)
    on_align = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=position(SPEC, "align: left", 8)))
    assert on_align.contents.value == (
        "`align: left`: every line packed from the left inset at `interitemSpacing`, as the tag-chip subclass does")
    assert on_align.range.start == position(SPEC, "align: left", 7)
    assert on_align.range.end == position(SPEC, "align: left", 11)


async def test_completion_of_keys_and_values(client):
    await open_document(client, SPEC, URI)
    bars = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(), position=position(SPEC, "[status, ]", 9)))
    labels = [item.label for item in bars.items]
    assert "status" not in labels and labels[0] == "navigation"
    kinds = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(), position=position(SPEC, "kind: button", 6)))
    assert "label" in [item.label for item in kinds.items]
    edited = SPEC.replace("      frame: [16, 100, 28, 28]\n", "      frame: [16, 100, 28, 28]\n      hit\n")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=edited)]))
    keys = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(), position=position(edited, "      hit\n", 9)))
    assert "hitInsets" in [item.label for item in keys.items]


async def test_document_symbols_are_the_view_tree_with_frames(client):
    await open_document(client, SPEC, URI)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    assert len(symbols) == 1 and symbols[0].name == "root"
    children = symbols[0].children
    assert [c.name for c in children] == ["close", "tags"]
    assert children[0].detail == "16,100 28×28"
    assert children[0].kind == types.SymbolKind.Event
    assert children[1].kind == types.SymbolKind.Array
    assert children[0].range.start == position(SPEC, "id: close")
    # The four copies of the repeated chip are one symbol.
    assert [(c.name, c.detail) for c in children[1].children] == [
        ("swift", "0,0 100×44"), ("chip", "×4, first 108,0 100×44")]


async def test_workspace_symbols_across_open_specs(client):
    await open_document(client, SPEC, URI)
    other = "layout: 1\nscreen: Other\nroot:\n  children:\n    - id: closeAll\n      frame: [0, 0, 50, 50]\n"
    await open_document(client, other, "file:///tmp/lsp-suite/Other.layout.yaml")
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="close"))
    assert sorted((s.name, s.location.uri) for s in found) == [
        ("close", URI), ("closeAll", "file:///tmp/lsp-suite/Other.layout.yaml")]


async def test_inlay_hints_show_frames_and_flow_lines(client):
    await open_document(client, SPEC, URI)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=types.Position(line=0, character=0),
                                               end=types.Position(line=30, character=0))))
    by_line = {h.position.line: h.label for h in hints}
    assert by_line[position(SPEC, "id: close").line] == "= 16,100 28×28"
    # 393 pt wide, 100-pt items with 8 pt between them: 3 on the first line, 2 on the second.
    assert by_line[position(SPEC, "items:").line] == "= 2 lines: 3 + 2 items"
    assert by_line[position(SPEC, "id: swift").line] == "= 0,0 100×44"


async def test_folding_ranges_for_views(client):
    await open_document(client, SPEC, URI)
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc()))
    starts = {(f.start_line, f.end_line) for f in folds}
    assert (position(SPEC, "id: close").line, position(SPEC, "frame: [16").line) in starts
    assert (position(SPEC, "id: tags").line, position(SPEC, "repeat: 4").line) in starts


async def test_document_highlight_of_an_id(client):
    text = SPEC.replace("frame: [16, 100, 28, 28]", "frame: [16, 100, 28, 28]  # close is the X")
    await open_document(client, text, URI)
    highlights = await client.text_document_document_highlight_async(types.DocumentHighlightParams(
        text_document=doc(), position=position(text, "id: close", 5)))
    assert [(h.range.start, h.kind) for h in highlights] == [
        (position(text, "close"), types.DocumentHighlightKind.Write),
        (position(text, "close is"), types.DocumentHighlightKind.Text)]


async def test_render_returns_the_svg(client):
    await open_document(client, SPEC, URI)
    result = await client.protocol.send_request_async("layoutc/render", {"textDocument": {"uri": URI}})
    assert result.svg.startswith("<svg") or result.svg.startswith("<?xml")
    assert 'data-path="close"' in result.svg or "close" in result.svg
    assert result.device == "iphone-15-pro/portrait"


async def test_incremental_changes(client):
    await open_document(client, SPEC, URI)
    start = position(SPEC, "28, 28]")
    client.diagnostics.pop(URI, None)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=start, end=types.Position(line=start.line, character=start.character + 6)),
            text="44, 44")]))
    diagnostics = await diagnostics_for(client, URI)
    assert not [d for d in diagnostics if d.code == "hit-target-too-small" and d.range.start.line == 6]


async def quick_fixes(client, text, code):
    diagnostics = await open_document(client, text, URI)
    found = [d for d in diagnostics if d.code == code]
    assert found, f"no {code} in {diagnostics}"
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(), range=found[0].range, context=types.CodeActionContext(diagnostics=found)))
    return found[0], actions


async def fixed(client, text, action):
    new_text = apply_edits(text, action.edit.changes[URI])
    client.diagnostics.pop(URI, None)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=9),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=new_text)]))
    return new_text, await diagnostics_for(client, URI)


@pytest.mark.parametrize("typo,code", [("kind: bottun", "type-mismatch"), ("framee:", "unknown-key"),
                                       ("device: iphone-15-pr\n", "unknown-device")])
async def test_quick_fix_did_you_mean(client, typo, code):
    text = SPEC.replace({"kind: bottun": "kind: button", "framee:": "frame:",
                         "device: iphone-15-pr\n": "device: iphone-15-pro\n"}[typo], typo, 1)
    finding, actions = await quick_fixes(client, text, code)
    change = [a for a in actions if a.title.startswith("Change to")]
    assert change, actions
    new_text, diagnostics = await fixed(client, text, change[0])
    assert not [d for d in diagnostics if d.code == code]
    assert not [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]


async def test_quick_fix_hit_insets_and_suppress(client):
    finding, actions = await quick_fixes(client, SPEC, "hit-target-too-small")
    titles = [a.title for a in actions]
    insets = next(a for a in actions if a.title.startswith("Set hitInsets"))
    new_text, diagnostics = await fixed(client, SPEC, insets)
    assert "hitInsets: -8" in new_text
    assert not [d for d in diagnostics if d.code == "hit-target-too-small" and d.range.start == finding.range.start]
    suppress = next(a for a in actions if a.title.startswith("Suppress"))
    new_text, diagnostics = await fixed(client, SPEC, suppress)
    assert "suppress: [hit-target-too-small]" in new_text, titles
    assert not [d for d in diagnostics if d.code == "hit-target-too-small" and d.range.start == finding.range.start]


async def test_quick_fix_into_the_safe_area(client):
    text = SPEC.replace("frame: [16, 100, 28, 28]", "frame: [16, 20, 60, 60]")
    finding, actions = await quick_fixes(client, text, "outside-safe-area")
    move = next(a for a in actions if "safe area" in a.title)
    new_text, diagnostics = await fixed(client, text, move)
    assert "in: safeArea" in new_text
    assert not [d for d in diagnostics if d.code == "outside-safe-area"]


async def test_quick_fix_stack_tie(client):
    text = """layout: 1
screen: Header
root:
  children:
    - id: header
      kind: stack
      place: {left: 16, right: 16, top: 100, height: 44}
      stack: {spacing: 8}
      children:
        - {id: name, kind: label, intrinsicSize: [120, 22]}
        - {id: handle, kind: label, intrinsicSize: [80, 22]}
"""
    finding, actions = await quick_fixes(client, text, "stack-priority-ambiguous")
    raise_ = next(a for a in actions if a.title.startswith("Raise 'hugging' of 'name'"))
    new_text, diagnostics = await fixed(client, text, raise_)
    assert "{id: name, kind: label, intrinsicSize: [120, 22], hugging: " in new_text
    assert not [d for d in diagnostics if d.code == "stack-priority-ambiguous"]


device_matrix = server({"devices": ["iphone-se-3", "iphone-15-pro"]})


async def test_device_matrix_says_where_a_finding_occurs(device_matrix):
    client = device_matrix
    # y = 30: under the 15 Pro's 59-pt top inset, clear of the SE's 20-pt status bar.
    text = SPEC.replace("frame: [16, 100, 28, 28]", "frame: [16, 30, 60, 60]")
    diagnostics = await open_document(client, text, URI)
    unsafe = [d for d in diagnostics if d.code == "outside-safe-area"]
    assert len(unsafe) == 1 and unsafe[0].message.endswith("(on iphone-15-pro/portrait)"), unsafe
    # Found on both devices: no list.
    assert all("(on " not in d.message for d in diagnostics if d.code == "hit-target-too-small")
    client.diagnostics.pop(URI, None)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"layoutc": {"device": "iphone-se-3", "orientation": "landscape"}}))
    await diagnostics_for(client, URI)
    result = await client.protocol.send_request_async("layoutc/render", {"textDocument": {"uri": URI}})
    assert result.device == "iphone-se-3/landscape"


unknown_device = server({"device": "iphone-99"})


async def test_unknown_device_is_told_to_the_client(unknown_device):
    client = unknown_device
    await open_document(client, SPEC, URI)
    assert any("unknown device 'iphone-99'" in m.message for m in client.messages), client.messages


async def test_project_config_sets_severities_and_custom_devices(client, tmp_path):
    (tmp_path / ".layoutc.yml").write_text(
        "rules:\n  hit-target-too-small: error\n"
        "customDevices:\n  - id: kiosk\n    scale: 2\n"
        "    portrait: {size: [800, 1280]}\n    landscape: {size: [1280, 800]}\n")
    spec = tmp_path / "Kiosk.layout.yaml"
    text = SPEC.replace("device: iphone-15-pro", "device: kiosk")
    spec.write_text(text)
    diagnostics = await open_document(client, text, spec.as_uri())
    assert not [d for d in diagnostics if d.code == "unknown-device"], diagnostics
    small = [d for d in diagnostics if d.code == "hit-target-too-small"]
    assert small and all(d.severity == types.DiagnosticSeverity.Error for d in small)
    result = await client.protocol.send_request_async("layoutc/render", {"textDocument": {"uri": spec.as_uri()}})
    assert result.device == "kiosk/portrait"


async def test_a_changed_config_republishes_open_specs(client, tmp_path):
    # The VS Code capabilities register watchers dynamically: the server asks for one.
    for _ in range(100):
        if client.registrations:
            break
        await asyncio.sleep(0.01)
    [registration] = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    assert registration.register_options == {"watchers": [{"globPattern": "**/.layoutc.yml"}]}
    config = tmp_path / ".layoutc.yml"
    config.write_text("rules:\n  hit-target-too-small: error\n")
    spec = tmp_path / "Watched.layout.yaml"
    spec.write_text(SPEC)
    diagnostics = await open_document(client, SPEC, spec.as_uri())
    assert {d.severity for d in diagnostics if d.code == "hit-target-too-small"} == {types.DiagnosticSeverity.Error}
    config.write_text("rules:\n  hit-target-too-small: off\n")
    client.diagnostics.pop(spec.as_uri(), None)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    republished = await diagnostics_for(client, spec.as_uri())
    assert not [d for d in republished if d.code == "hit-target-too-small"], republished
