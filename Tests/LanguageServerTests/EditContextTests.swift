@testable import LanguageServer
import XCTest

/// The text heuristic that finds the mapping (or value) at the cursor. `|` marks the cursor.
final class EditContextTests: XCTestCase {
    private func context(_ marked: String, file: StaticString = #filePath, line: UInt = #line) -> EditContext? {
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard let row = lines.firstIndex(where: { $0.contains("|") }), let column = lines[row].firstIndex(of: "|") else {
            XCTFail("no cursor", file: file, line: line)
            return nil
        }
        var clean = lines
        clean[row].remove(at: column)
        let text = clean.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        let converter = PositionConverter(text: text)
        return EditContext.at(line: row, column: column, in: DocumentLines(converter: converter),
                              index: DocumentIndex(converter))
    }

    private func objectName(_ marked: String) -> String? {
        guard let context = context(marked), context.isKey,
              case .object(let object)? = SchemaLookup.target(of: context.path) else { return nil }
        return object.name
    }

    func testTopLevelAndRoot() {
        XCTAssertEqual(objectName("layout: 1\n|"), "file")
        XCTAssertEqual(objectName("layout: 1\nroot:\n  |"), "view")
        XCTAssertEqual(context("layout: 1\nroot:\n  kind: la|")?.prefix, "la")
        XCTAssertEqual(context("root:\n  kind: la|")?.path, [.key("root"), .key("kind")])
    }

    func testSequenceItemsAtAnyIndentation() {
        let spec = """
        root:
          children:
          - id: a
            children:
                - id: b
                  place:
                    top: 1
                    |
        """
        XCTAssertEqual(context(spec)?.path, [.key("root"), .key("children"), .item, .key("children"), .item, .key("place")])
        XCTAssertEqual(objectName("root:\n  children:\n    - id: a\n    - |"), "view")
        XCTAssertEqual(objectName("root:\n  children:\n    -\n      |"), "view")
        XCTAssertEqual(objectName("root:\n  children:\n    - id: a\n      # a comment\n\n      |"), "view")
    }

    func testFlowItemsAndSections() {
        let spec = """
        root:
          kind: collection
          flow:
            sections:
              - header: 20
                items:
                  - {size: [1, 2], |}
        """
        XCTAssertEqual(objectName(spec), "item")
        XCTAssertEqual(objectName("root:\n  flow:\n    sections:\n      - header: 20\n        |"), "section")
        XCTAssertEqual(objectName("root:\n  flow:\n    |"), "flow")
        XCTAssertEqual(objectName("root:\n  children: [{id: a}, {|"), "view")
        XCTAssertEqual(objectName("root:\n  transform: {sc|"), "transform")
    }

    func testSiblingsGiveTheKind() {
        let spec = """
        root:
          children:
            - id: a
              |
              kind: textView
            - kind: label
        """
        let found = context(spec)
        XCTAssertEqual(found?.siblings["kind"], "textView")
        XCTAssertEqual(found?.siblings["id"], "a")
        XCTAssertEqual(context("root:\n  children:\n    - {kind: 'image', id: x, |}")?.siblings["kind"], "'image'")
    }

    func testValuePositions() {
        let list = context("bars: [status, na|]")
        XCTAssertEqual(list?.isKey, false)
        XCTAssertEqual(list?.path, [.key("bars"), .item])
        XCTAssertEqual(list?.prefix, "na")
        let colon = context("root:\n  kind:|")
        XCTAssertEqual(colon?.isKey, false)
        XCTAssertEqual(colon?.rightAfterColon, true)
        XCTAssertNil(context("root: # kind: |"))
        let edges = context("root:\n  safeArea: [top, |")
        guard case .value(.oneOf(let words), _)? = SchemaLookup.target(of: edges?.path ?? []) else {
            return XCTFail("no edges for safeArea: [")
        }
        XCTAssertEqual(words, ["top", "left", "bottom", "right"])
        guard case .value(.oneOf(let bars), _)? = SchemaLookup.target(of: context("bars:\n  - |")?.path ?? []) else {
            return XCTFail("no bars after '- '")
        }
        XCTAssertTrue(bars.contains("navigation"))
    }

    func testCompletionWhileTheDocumentDoesNotParse() {
        let client = TestClient()
        client.initialize()
        let text = """
        layout: 1
        screen: "unclosed
        root:
          children:
            - id: a
              place: {top: 0, 

        """
        XCTAssertFalse(client.open(text).isEmpty)
        let at = utf16Position(of: "top: 0, ", in: text)
        let labels = client.completion(line: at.line, character: at.character + 8).map(\.label)
        XCTAssertTrue(labels.contains("left") && !labels.contains("top"), "\(labels)")
    }
}
