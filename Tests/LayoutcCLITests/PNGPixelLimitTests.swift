import Foundation
import XCTest

/// `render --png` caps the picture's pixels before rasterizing (issue 32): a
/// 150-byte IB file whose top view is 16,000 × 16,000 points made rsvg-convert
/// hold 299 M pixels (1.3 GB). A larger picture is drawn smaller, with a note.
final class PNGPixelLimitTests: XCTestCase {
    private func size(of png: Data) -> (width: Int, height: Int) {
        (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    func testAPictureOverTheLimitIsDrawnSmallerWithANote() throws {
        guard PNGTool.available else { throw XCTSkip("rsvg-convert is not installed (apt-get install librsvg2-bin)") }
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("x.png")
        // TagPickerLeft at --scale 2 is 850 pixels wide (393 + 32 points); 100,000 pixels at
        // most is a zoom of √(100000 / (850 · h)).
        let run = try CLIRunner.run(["render", "Specs/TagPickerLeft.layout.yaml", "--png", "--scale", "2",
                                     "--max-pixels", "100000", "-o", out.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("pixels, more than the limit of 100000 (--max-pixels); the PNG is drawn at 0."),
                      run.stderr)
        let (width, height) = size(of: try Data(contentsOf: out))
        XCTAssertLessThanOrEqual(width * height, 100_000 + width + height)  // rounding up on each side
        XCTAssertGreaterThan(width * height, 90_000)
        // Within the limit the picture keeps its size, without a note.
        let whole = try CLIRunner.run(["render", "Specs/TagPickerLeft.layout.yaml", "--png", "--scale", "2", "-o", out.path])
        XCTAssertFalse(whole.stderr.contains("--max-pixels"), whole.stderr)
        XCTAssertEqual(size(of: try Data(contentsOf: out)).width, 850)
    }

    func testTheLimitIsAtLeastOnePixel() throws {
        let run = try CLIRunner.run(["render", "Specs/TagPickerLeft.layout.yaml", "--png", "--max-pixels", "0"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--max-pixels must be at least 1, not 0"), run.stderr)
    }
}
