"""Auto Layout constraints through a real client (issue 26, part 5): a broken
constraint line shows its error on the token, each constraint line shows what
it resolved to, and the quick fixes for the common mends apply and leave no
error (nor the finding they mend) behind."""

from lsprotocol import types

from conftest import apply_edits, client, diagnostics_for, open_document, position  # noqa: F401

URI = "file:///tmp/lsp-suite/Constraints.layout.yaml"

# iphone-15-pro, 393 pt wide, safe area top 59 (status bar only).
CARD = """layout: 1
screen: Constraints
device: iphone-15-pro
root:
  children:
    - id: title
      kind: label
      intrinsicSize: [100, 22]
      constraints:
        - leading = superview.leading + 16
        - top = safeArea.top + 20
        - width = 100 @250
        - width >= 112
    - id: badge
      frame: [0, 0, 24, 24]
      constraints:
        - top = title.top
        - leading = title.trailing + 8
"""


def doc(uri=URI):
    return types.TextDocumentIdentifier(uri=uri)


async def hints(client, text):
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc(), range=types.Range(start=types.Position(line=0, character=0),
                                               end=types.Position(line=text.count("\n") + 1, character=0))))
    by_line = {}
    for hint in found:
        by_line.setdefault(hint.position.line, []).append(hint.label)
    return by_line


async def change(client, text, version):
    client.diagnostics.pop(URI, None)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    return await diagnostics_for(client, URI)


async def fixes(client, text, diagnostic):
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc(), range=diagnostic.range,
        context=types.CodeActionContext(diagnostics=[diagnostic])))
    return [a for a in actions if not a.title.startswith("Suppress")]


async def test_a_broken_constraint_line_is_marked_on_its_token(client):
    text = CARD.replace("- top = title.top", "- top = titel.top")
    diagnostics = await open_document(client, text, URI)
    unknown = [d for d in diagnostics if d.code == "unknown-view"]
    assert len(unknown) == 1, diagnostics
    # The token `titel`, inside the plain scalar on its line.
    start = position(text, "titel.top")
    assert unknown[0].range.start == start
    assert unknown[0].range.end == types.Position(line=start.line, character=start.character + len("titel"))
    assert "did you mean 'title'" in unknown[0].message
    actions = await fixes(client, text, unknown[0])
    assert actions[0].title == "Change to 'title'"
    mended = apply_edits(text, actions[0].edit.changes[URI])
    assert mended == CARD
    # The constraint is read again (and takes part in CARD's conflict, the next test's subject).
    assert [d.code for d in await change(client, mended, 2)
            if d.severity == types.DiagnosticSeverity.Error] == ["unsatisfiable-constraints"] * 2


async def test_constraint_lines_show_what_they_resolved_to_and_the_trap_is_mended(client):
    diagnostics = await open_document(client, CARD, URI)
    # badge has `frame` and constraints: its frame's rows conflict with its top
    # and with its leading (two minimal sets, each broken at its constraint).
    errors = [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]
    assert [d.code for d in errors] == ["unsatisfiable-constraints"] * 2, errors
    assert all("translatesAutoresizingMaskIntoConstraints" in e.message for e in errors)
    assert sorted(e.range.start.line for e in errors) == [position(CARD, "top = title.top").line,
                                                           position(CARD, "leading = title").line]
    by_line = await hints(client, CARD)
    # title: leading 16; top 59 + 20 = 79; `width >= 112` beats `width = 100 @250`,
    # which is 12 pt off.
    assert "= 16" in by_line[position(CARD, "leading = superview").line]
    assert "= 79" in by_line[position(CARD, "top = safeArea").line]
    assert "unmet at 250: off by 12 pt" in by_line[position(CARD, "width = 100").line]
    assert "= 112" in by_line[position(CARD, "width >= 112").line]
    assert "broken" in by_line[position(CARD, "top = title.top").line]
    assert "broken" in by_line[position(CARD, "leading = title.trailing").line]

    actions = await fixes(client, CARD, errors[0])
    assert [a.title for a in actions] == ["Remove 'frame' of 'badge' (its constraints place it)"]
    mended = apply_edits(CARD, actions[0].edit.changes[URI])
    assert "frame" not in mended
    after = await change(client, mended, 2)
    assert [d for d in after if d.severity == types.DiagnosticSeverity.Error] == []
    by_line = await hints(client, mended)
    # badge: top = title's 79, leading = 16 + 112 + 8 = 136.
    assert "= 79" in by_line[position(mended, "top = title.top").line]
    assert "= 136" in by_line[position(mended, "leading = title.trailing").line]


AMBIGUOUS = """layout: 1
screen: Ambiguous
device: iphone-15-pro
root:
  children:
    - id: title
      kind: label
      intrinsicSize: [100, 22]
      constraints:
        - leading = superview.leading + 16
        - top = safeArea.top + 20
    - id: subtitle
      kind: label
      intrinsicSize: [80, 22]
      constraints:
        - leading = title.trailing + 8
        - trailing = superview.trailing - 16
        - centerY = title.centerY
    - id: badge
      constraints: [top = title.bottom + 12, width = 24, height = 24]
"""


async def test_ambiguity_fixes_pin_the_free_values_and_break_the_hugging_tie(client):
    diagnostics = await open_document(client, AMBIGUOUS, URI)
    ambiguous = {d.message.split("'")[1]: d for d in diagnostics if d.code == "ambiguous-layout"}
    assert set(ambiguous) == {"title", "subtitle", "badge"}, [d.message for d in diagnostics]

    # badge: nothing places it horizontally; the fix pins x where the solve put it (0).
    actions = await fixes(client, AMBIGUOUS, ambiguous["badge"])
    assert [a.title for a in actions] == ["Add 'leading = superview.leading' to 'badge' (where the solve put it)"]
    text = apply_edits(AMBIGUOUS, actions[0].edit.changes[URI])
    assert "constraints: [top = title.bottom + 12, width = 24, height = 24, leading = superview.leading]" in text

    # title and subtitle hug at 251 both: raising title's hugging keeps it at 100 pt.
    actions = await fixes(client, AMBIGUOUS, ambiguous["title"])
    assert [a.title for a in actions] == ["Raise the horizontal hugging of 'title' to 252 (break the tie)"]
    text = apply_edits(text, actions[0].edit.changes[URI])
    assert "hugging: {horizontal: 252, vertical: 251}" in text

    after = await change(client, text, 2)
    assert [(d.code, d.message) for d in after if d.severity in
            (types.DiagnosticSeverity.Error, types.DiagnosticSeverity.Warning)] == []
    by_line = await hints(client, text)
    # subtitle: leading = 16 + 100 + 8 = 124, trailing = 393 - 16 = 377.
    assert "= 124" in by_line[position(text, "leading = title.trailing").line]
    assert "= 377" in by_line[position(text, "trailing = superview").line]


async def test_completion_and_hover_inside_a_constraint_line(client):
    # A line being typed under title's constraints: `top = ti`.
    text = CARD.replace("        - width >= 112\n", "        - width >= 112\n        - top = ti\n")
    await open_document(client, text, URI)
    typed = position(text, "top = ti", offset=len("top = ti"))
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(), position=typed))
    items = result.items if hasattr(result, "items") else result
    labels = [item.label for item in items]
    assert labels[:3] == ["superview", "safeArea", "margins"], labels
    assert "title" in labels and "badge" in labels and "leading" in labels
    title = next(item for item in items if item.label == "title")
    # Only `ti` is replaced, inside the plain scalar; an item is followed by its `.`.
    assert title.text_edit.range.start == types.Position(line=typed.line, character=typed.character - 2)
    assert title.text_edit.range.end == typed
    assert title.text_edit.new_text == "title."
    mended = apply_edits(text, [types.TextEdit(range=title.text_edit.range, new_text="title.")])
    # Then the attributes, after the dot.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=mended)]))
    after_dot = position(mended, "top = title.", offset=len("top = title."))
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc(), position=after_dot))
    items = result.items if hasattr(result, "items") else result
    assert [item.label for item in items][:4] == ["leading", "trailing", "top", "bottom"]
    # Hover on the first item's attribute: its meaning and what it resolved to.
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=doc(), position=position(CARD, "leading = superview", offset=2)))
    assert "the leading edge" in hover.contents.value
    assert "Resolved to 16" in hover.contents.value
    assert hover.range.start == position(CARD, "leading = superview")


async def test_right_to_left_hints_mirror_leading(client):
    text = CARD.replace("root:\n", "root:\n  semanticContentAttribute: forceRightToLeft\n")
    text = text.replace("      frame: [0, 0, 24, 24]\n", "")
    diagnostics = await open_document(client, text, URI)
    assert [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error] == []
    by_line = await hints(client, text)
    # Leading is the right edge: 393 - 16 = 377; title is 112 wide (x 265), so
    # badge's leading edge is its trailing (left) edge less 8: 257.
    assert "= 377" in by_line[position(text, "leading = superview").line]
    assert "= 257" in by_line[position(text, "leading = title.trailing").line]


async def test_an_island_past_the_configs_limit_is_one_error_on_its_first_constraint(client, tmp_path):
    # CARD's one island holds 6 constraints (title's 4, badge's 2): over a limit of 5.
    (tmp_path / ".layoutc.yml").write_text("limits: {maxIslandSize: 5}\n")
    spec = tmp_path / "Island.layout.yaml"
    spec.write_text(CARD)
    diagnostics = await open_document(client, CARD, spec.as_uri())
    errors = [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]
    assert [d.code for d in errors] == ["limit-exceeded"], diagnostics
    [limit] = errors
    # `- leading = superview.leading + 16` on line 10 (0-based 9), its text from character 10.
    assert (limit.range.start.line, limit.range.start.character) == (9, 10)
    assert (limit.range.end.line, limit.range.end.character) == (9, 10 + len("leading = superview.leading + 16"))
    assert "island of 6 constraints among 2 views" in limit.message
    assert "--max-island-size or 'limits: {maxIslandSize: N}' in .layoutc.yml" in limit.message
    (tmp_path / ".layoutc.yml").write_text("limits: {maxIslandSize: 6}\n")
    diagnostics = await open_document(client, CARD, (tmp_path / "Within.layout.yaml").as_uri())
    assert not [d for d in diagnostics if d.code == "limit-exceeded"], diagnostics
