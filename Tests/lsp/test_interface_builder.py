"""Interface Builder files through a real client (issue 27, part 3): an opened
`.xib` gets its findings at the XML element, hover on a view's element shows
its solved frame, the outline lists its views, and no spec keys are offered."""

from lsprotocol import types

from conftest import client, open_document, position  # noqa: F401

URI = "file:///tmp/lsp-suite/Login.xib"

# The iPhone SE design device (375 x 667); a 20 x 20 button is too small a target.
XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <objects>
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" id="close" userLabel="closeButton">
                    <rect key="frame" x="16" y="100" width="20" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </button>
            </subviews>
        </view>
    </objects>
</document>
"""


def doc():
    return types.TextDocumentIdentifier(uri=URI)


async def test_a_xib_in_the_editor(client):
    diagnostics = await open_document(client, XIB, uri=URI)
    small = [d for d in diagnostics if d.code == "hit-target-too-small"]
    assert len(small) == 1
    assert small[0].range.start == position(XIB, "<button", 1)
    assert "closeButton" in small[0].message

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=position(XIB, 'y="100"')))
    assert hover.contents.value.startswith("**button** `closeButton`")
    assert "[16, 100, 20, 20]" in hover.contents.value

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    assert [s.name for s in symbols] == ["top"]
    assert [c.name for c in symbols[0].children] == ["closeButton"]
    assert symbols[0].children[0].range.end.line == position(XIB, "</button>").line

    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(), position=position(XIB, "<rect", 1)))
    assert len(completion.items) == 0
