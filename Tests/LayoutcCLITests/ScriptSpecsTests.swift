import Foundation
import XCTest

/// The every-script examples of Specs/ (Docs/SpecFormat.md#text, "Every
/// script"): measured with the Noto fonts, laid out right to left where the
/// root forces it, drawn by `render` in their direction. Skipped where the
/// Noto packages are not installed (CI installs them).
final class ScriptSpecsTests: XCTestCase {
    private func frames(_ spec: String) throws -> [String: [Double]] {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
                          && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabicUI-Regular.ttf"),
                          "the Noto font packages are not installed")
        let run = try CLIRunner.run(["compile", "Specs/\(spec).layout.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        var frames: [String: [Double]] = [:]
        for view in try XCTUnwrap(json["views"] as? [[String: Any]]) {
            if let id = view["id"] as? String, let frame = view["frame"] as? [Double] { frames[id] = frame }
        }
        return frames
    }

    /// 58 ideographs and kana at 17 pt, one em each, in 361 pt: 21 a line
    /// (357 pt), the 22nd "す" starts line 2 (a break between kana is allowed)
    /// with "。" kept after it, line 3 holds the last 16: three lines of
    /// Noto Sans CJK's 1.448 em, 73.848 pt, rounded up at @3x to 74.
    func testJapaneseNoticeWrapsToThreeLines() throws {
        let body = try XCTUnwrap(frames("JapaneseNotice")["body"])
        XCTAssertEqual(body, [16, 150, 361, 74])
    }

    /// Right to left: the title placed `leading: 16` ends 16 pt from the right
    /// edge; the summary wraps to two lines of Noto Sans Arabic UI (1.362 em
    /// at 17 pt = 23.154 pt each, 46.308, rounded up at @3x to 46.3333).
    func testArabicSettingsLaysOutRightToLeft() throws {
        let frames = try frames("ArabicSettings")
        let title = try XCTUnwrap(frames["title"])
        XCTAssertEqual(title[0] + title[2], 393 - 16, accuracy: 1e-4)
        XCTAssertEqual(try XCTUnwrap(frames["summary"]), [16, 150, 361, 46.3333])
    }

    /// The Hebrew note (footnote, 13 pt) wraps to two lines of Noto Sans
    /// Hebrew's 1.36 em: 35.36, rounded up at @3x to 35.6667; the price pinned
    /// `trailing: 16` sits 16 pt from the left edge.
    func testHebrewCheckoutLaysOutRightToLeft() throws {
        let frames = try frames("HebrewCheckout")
        XCTAssertEqual(try XCTUnwrap(frames["note"]), [16, 194, 361, 35.6667])
        XCTAssertEqual(try XCTUnwrap(frames["price"])[0], 16)
    }

    /// `render` writes each text with its paragraph's direction, anchored at
    /// the view's leading edge: Arabic in a right-to-left view starts at the
    /// right edge (`direction="rtl"`, anchor start); a Latin product name in
    /// a right-to-left view is a left-to-right paragraph ending there (anchor end).
    func testRenderDrawsTextInItsDirection() throws {
        _ = try frames("HebrewCheckout")
        let run = try CLIRunner.run(["render", "Specs/HebrewCheckout.layout.yaml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = run.stdoutText
        XCTAssertTrue(svg.contains("direction=\"rtl\" text-anchor=\"start\">סיכום הזמנה</text>"), svg)
        XCTAssertTrue(svg.contains("text-anchor=\"end\">AirPods Pro ×2</text>"), svg)
        XCTAssertFalse(svg.contains("direction=\"rtl\" text-anchor=\"end\">AirPods"))
    }
}
