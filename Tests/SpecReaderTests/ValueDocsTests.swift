@testable import SpecReader
import XCTest

/// Every word an enum-valued key takes has its line, and no line names a
/// word the key does not take: the two lists cannot drift apart.
final class ValueDocsTests: XCTestCase {
    /// The words a shape takes from a fixed list.
    private func words(of shape: ValueShape) -> [String] {
        switch shape {
        case .oneOf(let words): return words
        case .list(let inner): return words(of: inner)
        case .booleanOrEdges: return SpecSchema.edgeNames
        default: return []
        }
    }

    func testEveryWordOfEveryEnumKeyHasItsLine() {
        var keysWithWords = Set<KeyID>()
        for object in SpecSchema.objects.values {
            for key in object.keys {
                let words = words(of: key.shape)
                guard !words.isEmpty else { continue }
                keysWithWords.insert(key.id)
                XCTAssertNotNil(key.valueDocs(words), "\(object.name).\(key.name): \(words)")
                let documented = Set(ValueDocs.table[key.id]?.keys.map { $0 } ?? [])
                XCTAssertEqual(documented, Set(words), "\(object.name).\(key.name)")
            }
        }
        XCTAssertEqual(Set(ValueDocs.table.keys), keysWithWords, "lines for keys that take no words")
    }

    func testALineIsFoundByKeyAndWord() throws {
        let distribution = try XCTUnwrap(SpecSchema.stack.keys.first { $0.name == "distribution" })
        XCTAssertEqual(distribution.valueDoc("fillEqually"), "every visible child the same length: (length − gaps) / n")
        XCTAssertNil(distribution.valueDoc("leading"), "a word of another key")
        let alignment = try XCTUnwrap(SpecSchema.stack.keys.first { $0.name == "alignment" })
        XCTAssertEqual(alignment.valueDocs(["top", "bottom"]), [
            "a horizontal stack's leading: natural height at the top",
            "a horizontal stack's trailing: natural height at the bottom",
        ])
        XCTAssertNil(alignment.valueDocs(["top", "sideways"]), "all or nothing")
    }
}
