import Diagnostics
import Foundation
import SpecGenerator
import XCTest
import YAMLSyntax

@testable import SpecReader

/// A finding about a view is placed at the view's first key from where that key
/// is written in the input, without parsing the file a second time; the ranges
/// must be exactly those of a parse with positions.
final class FirstKeyPositionTests: XCTestCase {
    /// Every example spec, each also with `\r\n` line ends and with a byte order
    /// mark, and a spec of every generator shape.
    private func corpus() throws -> [(String, [UInt8])] {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Specs").standardizedFileURL
        var files: [(String, [UInt8])] = []
        for url in try FileManager.default.contentsOfDirectory(at: specs, includingPropertiesForKeys: nil)
            where url.lastPathComponent.hasSuffix(".layout.yaml") {
            let bytes = Array(try Data(contentsOf: url))
            files.append((url.lastPathComponent, bytes))
            files.append((url.lastPathComponent + " (CRLF)",
                          Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)))
            files.append((url.lastPathComponent + " (BOM)", [0xEF, 0xBB, 0xBF] + bytes))
        }
        for shape in SpecGenerator.Shape.allCases {
            files.append(("\(shape)", Array(SpecGenerator(shape: shape, views: 400, seed: 3).generate())))
        }
        files.append(("quoted keys", Array("""
            layout: 1
            screen: "Quoted"
            root:
              children:
                - "kind": button
                  frame: [0, 0, 20, 20]
                - 'frame': [30, 0, 20, 20]
                  kind: button
                - {"id": "é", kind: button, frame: [0, 40, 20, 20]}
                - ? kind
                  : button
                  frame: [0, 80, 20, 20]
            """.utf8)))
        files.append(("key values", Array("""
            layout: 1
            screen: Keys
            root:
              children:
                - kind: label
                  frame: [0, 0, 20, 20]
                  fontSize: 0
                  cornerRadius: 40
                  hitInsets: [ -6, 0,
                    -6, 0 ]
                - kind: button
                  hitInsets: [-6, 0, -6, 0, ]
                  transform: {scale: 0.5, rotate: [1, {a: 2}]}
                  cornerRadius: "40"
                - kind: button
                  hitInsets: &h [-6, 0, -6, 0]
                  transform: !!map {scale: 0.5}
                  cornerRadius: &r 40
                - kind: button
                  hitInsets: *h
                  cornerRadius: *r
                  transform: [] 
                - kind: button
                  hitInsets: [-6, 0, -6, 0] # a comment
                  transform: {scale: 0.5 # inside
                    }
                  aspectRatio:
                    [1, 2]
                - kind: collection
                  flow: 5
                - kind: collection
                  flow: {itemSize: [84, 32], items: []}
                - kind: collection
                  flow:
                    sectionInset: [1, 2, 3, 4]
                    sectionInset: [5, 6, 7, 8]
                    items: [{size: [1, 1]}]
                - kind: textView
                  placeholder: {location: [4,  8]}
                  fontSize: 1
                  fontSize: 2
                - kind: stack
                  stack: {axis: vertical, spacing: 8}
                  intrinsicSize: [10, 10]
                  hugging: 250
                  compressionResistance: 750
                - {kind: button, hitInsets: [1, 2, 3, 4], cornerRadius: 3}
                - kind: button
                  hitInsets: ["é", 0]
                  cornerRadius: ?x
            """.utf8)))
        return files
    }

    /// The keys findings point at, and a few that are not kept or not present.
    private let keysAskedFor = KeySpanTable.keys + ["frame", "place", "suppress", "place.left", "nonexistent",
                                                     "flow.items", "stack.axis", "placeholder.text"]

    /// Findings about keys inside views (`cornerRadius: 40`, `fontSize: 0`) are
    /// placed from the line table too.
    func testKeyRangesNeedNoSecondParse() {
        let bytes = Array(SpecGenerator(shape: .mixedFindings, views: 500, seed: 1).generate())
        let map = SpecReader.read(bytes, file: "t.layout.yaml").sourceMap
        var placed = 0
        map.withRangeLookup { range in
            for view in 0..<map.viewNodes.count {
                for key in ["cornerRadius", "fontSize", "hitInsets"] where range(view, key) != nil { placed += 1 }
            }
        }
        XCTAssertEqual(placed, 3 * map.viewNodes.count)
        XCTAssertGreaterThan(map.keySpans?.count ?? 0, 20)
        XCTAssertNil(map.tree?.documentInMemory, "placing key findings parsed the file again")
    }

    /// Every view's own range and the range of every kept key (and of a few
    /// that are not kept or not present) is the one a parse with positions gives.
    func testRangesAreThoseOfAParseWithPositions() throws {
        var fastViews = 0, fastKeys = 0
        for (name, bytes) in try corpus() {
            let map = SpecReader.read(bytes, file: "t.layout.yaml").sourceMap
            let reference = SpecReader.read(parsed: YAMLParser.parse(bytes, positions: .recorded),
                                            file: "t.layout.yaml").sourceMap
            XCTAssertGreaterThan(map.viewNodes.count, 0, name)
            map.withRangeLookup { range in
                for view in 0..<map.viewNodes.count {
                    for key in [nil] + keysAskedFor {
                        XCTAssertEqual(range(view, key), reference.range(forView: view, key: key),
                                       "\(name) view \(view) key \(key ?? "-")")
                        guard let key else { continue }
                        if case .span? = map.keySpans?.placement(node: map.viewNodes[view], key: key) { fastKeys += 1 }
                    }
                }
            }
            fastViews += map.firstKeySpans.filter { $0 != .unknown }.count
        }
        XCTAssertGreaterThan(fastViews, 1_000, "the fast path was hardly taken for views")
        XCTAssertGreaterThan(fastKeys, 500, "the fast path was hardly taken for keys")
    }

    /// A clean LF file's view findings are placed from the line table alone.
    func testViewRangesNeedNoSecondParse() {
        let bytes = Array(SpecGenerator(shape: .findings, views: 500, seed: 1).generate())
        let map = SpecReader.read(bytes, file: "t.layout.yaml").sourceMap
        map.withRangeLookup { range in
            for view in 0..<map.viewNodes.count { _ = range(view, nil) }
        }
        XCTAssertNil(map.tree?.documentInMemory, "placing view findings parsed the file again")
        // A key inside a view still needs the tree: it is parsed then.
        map.withRangeLookup { range in _ = range(1, "size") }
        XCTAssertNotNil(map.tree?.documentInMemory)
    }
}
