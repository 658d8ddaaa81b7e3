import Foundation
import LayoutIR
import Solver
import TextShaping
import XCTest

/// Inputs built to hang the measurer (issue 32's findings): each must finish in seconds.
final class HostileInputTests: XCTestCase {
    /// One letter and 80,000 Arabic marks of four combining classes (27, 32,
    /// 33, 230): a `String` key would hash the text's normalized form, which
    /// sorts every mark (26.8 s); the caches are keyed by the bytes.
    func testLongRunOfCombiningMarksIsMeasuredInSeconds() throws {
        let marks: [Unicode.Scalar] = ["\u{064B}", "\u{0650}", "\u{0651}", "\u{0654}"]
        var text = "ب"
        text.unicodeScalars.append(contentsOf: (0..<80_000).map { marks[$0 % 4] })
        let measurer = try InterTextMeasurer(directory: nil)
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        let start = Date()
        _ = measurer.measure(text, font: font, maxWidth: nil)
        _ = measurer.measure(text, font: font, maxWidth: 100)
        _ = measurer.measure(text, font: font, maxWidth: nil)
        _ = measurer.unmeasuredCharacters(in: text, font: font)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    /// A FIFO named like a font file is not opened for reading (which would wait
    /// for a writer forever): Inter's first file a FIFO is a missing font, and a
    /// fallback font's a font not there.
    func testFIFONamedLikeAFontIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-fifo-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Inter-Thin.otf").path, 0o600), 0)
        let start = Date()
        XCTAssertThrowsError(try InterTextMeasurer(directory: folder.path))
        // Inter's files beside a FIFO named like the Hebrew fallback.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Inter-Thin.otf"))
        let inter = InterTextMeasurer.systemDirectory
        try XCTSkipUnless(FileManager.default.fileExists(atPath: inter + "/Inter-Regular.otf"), "fonts-inter is not installed")
        for name in try FileManager.default.contentsOfDirectory(atPath: inter) where name.hasSuffix(".otf") {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path,
                                                       withDestinationPath: inter + "/" + name)
        }
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("NotoSansHebrew-Regular.ttf").path, 0o600), 0)
        let measurer = try InterTextMeasurer(directory: folder.path)
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        XCTAssertEqual(measurer.unmeasuredCharacters(in: "שלום", font: font).count, 4)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}
