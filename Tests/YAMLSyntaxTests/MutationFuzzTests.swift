import XCTest
import YAMLSyntax

/// Deterministic mutation fuzzing: a valid spec, mangled a few hundred ways,
/// must always give a document or a positioned diagnostic, and never crash.
final class MutationFuzzTests: XCTestCase {
    static let spec = Array("""
        layout: 1
        screen: TagPicker
        device: iphone-15-pro
        bars: [status, navigation]
        defaults: &pad {top: 8, left: 16, bottom: 8, right: 16}
        root:
          insets: *pad
          children:
            - id: title
              kind: label
              place: {in: safeArea, top: 8, left: 16, right: 16, height: 44}
              text: "Pick tags — 'quoted' \\u00e9"
            - id: tags
              kind: collection
              frame: [16, 60, 343, 400]
              flow: {spacing: 8, lineSpacing: 8}
              note: |
                a literal
                block
            - id: done
              kind: button
              frame: [16, 480, 343, 44]
              hitInsets: *pad

        """.utf8)

    /// Bytes worth trying: YAML indicators, whitespace, and bytes that break UTF-8.
    static let interesting: [UInt8] = Array(":-[]{},&*!|>'\"#%@`?\t\n\r ".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xE9, 0xFF]

    func testMutatedSpecsNeverCrash() {
        XCTAssertNotNil(YAMLParser.parse(Self.spec).document)
        var rng = LCG(seed: 0x5EED)
        var documents = 0
        var diagnosed = 0
        for round in 0..<400 {
            let bytes = Self.mutate(Self.spec, &rng)
            let result = YAMLParser.parse(bytes)
            assertDocumentOrPositionedDiagnostic(result, "round \(round)")
            for d in result.diagnostics {
                XCTAssertGreaterThanOrEqual(d.range?.start.line ?? 0, 1, "round \(round): \(d.message)")
                XCTAssertFalse(d.message.hasSuffix("."), d.message)
            }
            if let doc = result.document {
                documents += 1
                walk(doc)
            }
            if !result.diagnostics.isEmpty { diagnosed += 1 }
            // The bare scan agrees on whether libyaml accepts the stream.
            if YAMLParser.countEvents(bytes) == nil {
                XCTAssertFalse(result.diagnostics.isEmpty, "round \(round): libyaml failed but no diagnostic")
            }
        }
        XCTAssertGreaterThan(documents, 0)
        XCTAssertGreaterThan(diagnosed, 0)
    }

    /// One to four mutations: overwrite, insert, delete, or truncate.
    static func mutate(_ input: [UInt8], _ rng: inout LCG) -> [UInt8] {
        var bytes = input
        for _ in 0...(rng.next() % 4) where !bytes.isEmpty {
            let at = Int(rng.next() % UInt64(bytes.count))
            let byte = rng.next() % 3 == 0
                ? rng.byte() : Self.interesting[Int(rng.next() % UInt64(Self.interesting.count))]
            switch rng.next() % 4 {
            case 0: bytes[at] = byte
            case 1: bytes.insert(byte, at: at)
            case 2: bytes.remove(at: at)
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    /// Visits every node reachable from the root through the public accessors,
    /// with an explicit stack (the DAG is acyclic, so this ends).
    func walk(_ doc: YAMLDocument) {
        var stack = [doc.root]
        var visited = 0
        while let id = stack.popLast() {
            visited += 1
            let r = doc.range(id)
            XCTAssertGreaterThanOrEqual(r.start.line, 1)
            XCTAssertLessThanOrEqual(r.start, r.end)
            switch doc.kind(id) {
            case .scalar: _ = doc.scalar(id)
            case .sequence: stack.append(contentsOf: (0..<doc.count(id)).map { doc.element(id, $0) })
            case .mapping:
                for i in 0..<doc.count(id) { stack.append(doc.key(id, i)); stack.append(doc.value(id, i)) }
            }
            XCTAssertLessThan(visited, 10_000, "walk does not end")
            if visited >= 10_000 { return }
        }
    }
}
