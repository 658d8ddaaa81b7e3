import Driver
import Foundation
import XCTest

final class FileBytesTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testReadsFilesOfEverySizeByteForByte() throws {
        for size in [0, 1, 4095, 4096, 4097, 1 << 20, (1 << 20) + 3] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let url = directory.appendingPathComponent("f\(size)")
            try Data(bytes).write(to: url)
            XCTAssertEqual(FileBytes.read(url.path), bytes, "\(size) bytes")
        }
    }

    func testMissingFilesAndDirectoriesAreNil() {
        XCTAssertNil(FileBytes.read(directory.appendingPathComponent("absent").path))
        XCTAssertNil(FileBytes.read(directory.path))
    }
}
