"""Shared set-up of the pytest-lsp suite: `layoutc lsp` driven by an independent
LSP client (pytest-lsp / pygls). The server binary is $LAYOUTC, else the debug
build of this checkout."""

import asyncio
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAYOUTC = os.environ.get("LAYOUTC", str(ROOT / ".build" / "debug" / "layoutc"))


def server(options=None):
    """A fixture factory: a client initialized with `options` as initializationOptions."""

    @pytest_lsp.fixture(config=ClientServerConfig(server_command=[LAYOUTC, "lsp"]))
    async def fixture(lsp_client: LanguageClient):
        # VS Code's capabilities register file watchers dynamically, so the
        # server asks for one (`.layoutc.yml`); answered as VS Code would.
        lsp_client.registrations = []

        @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register_capability(params):
            lsp_client.registrations.extend(params.registrations)

        params = types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            initialization_options=options,
            root_uri=ROOT.as_uri(),
        )
        lsp_client.init_result = await lsp_client.initialize_session(params)
        yield
        await lsp_client.shutdown_session()

    return fixture


client = server()


async def open_document(client, text, uri="file:///tmp/lsp-suite/Screen.layout.yaml", version=1):
    """Opens `text` and returns the diagnostics published for it."""
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )
    return await diagnostics_for(client, uri)


async def diagnostics_for(client, uri, timeout=30):
    """Waits until diagnostics for `uri` are published."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while uri not in client.diagnostics:
        if loop.time() > deadline:
            raise TimeoutError(f"no diagnostics for {uri}")
        await asyncio.sleep(0.01)
    return client.diagnostics[uri]


def position(text, needle, offset=0):
    """The LSP position (UTF-16) of the first `needle` in `text`, plus `offset` characters."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=len(text[start:index].encode("utf-16-le")) // 2)


def apply_edits(text, edits):
    """Applies LSP TextEdits (UTF-16 positions) to `text`, last first."""
    lines = text.split("\n")

    def offset(pos):
        before = sum(len(l) + 1 for l in lines[: pos.line])
        line = lines[pos.line] if pos.line < len(lines) else ""
        units = line.encode("utf-16-le")[: pos.character * 2].decode("utf-16-le")
        return before + len(units)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text
