import Driver
import InterfaceBuilder
import XCTest

final class DebugDumpTests: XCTestCase {
    func testDump() throws {
        guard let path = ProcessInfo.processInfo.environment["IB_DUMP"] else { throw XCTSkip("no IB_DUMP") }
        let bytes = try FileBytes.contents(of: path)
        let read = InterfaceBuilderReader.read(bytes, file: path)
        for s in read.screens where s.name == (ProcessInfo.processInfo.environment["IB_SCREEN"] ?? s.name) {
            print("SCREEN", s.name, s.screen.bars)
            for (i, v) in s.screen.views.enumerated() {
                print(i, v.path, v.id ?? "-", v.kind, v.positioning, v.attributes.intrinsicSize.map { "\($0)" } ?? "", v.arranged, v.margins.map { "\($0)" } ?? "")
            }
            for c in s.screen.constraints { print("C", c.owner, c.text, c.priority) }
        }
    }
}
