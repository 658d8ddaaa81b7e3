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
        return files
    }

    func testViewRangesAreThoseOfAParseWithPositions() throws {
        var fast = 0
        for (name, bytes) in try corpus() {
            let map = SpecReader.read(bytes, file: "t.layout.yaml").sourceMap
            let reference = SpecReader.read(parsed: YAMLParser.parse(bytes, positions: .recorded),
                                            file: "t.layout.yaml").sourceMap
            XCTAssertGreaterThan(map.viewNodes.count, 0, name)
            map.withRangeLookup { range in
                for view in 0..<map.viewNodes.count {
                    XCTAssertEqual(range(view, nil), reference.range(forView: view), "\(name) view \(view)")
                }
            }
            fast += map.firstKeySpans.filter { $0 != .unknown }.count
        }
        XCTAssertGreaterThan(fast, 1_000, "the fast path was hardly taken")
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
