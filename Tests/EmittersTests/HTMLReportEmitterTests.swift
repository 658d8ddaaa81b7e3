import Diagnostics
import XCTest

@testable import Emitters

/// The report page from values: structure, escaping, and the live parts.
final class HTMLReportEmitterTests: XCTestCase {
    private func report(live: Bool = false) -> HTMLReport {
        var finding = Diagnostic(rule: .hitTargetTooSmall, severity: .warning,
                                 message: "the hit area of '<img src=x onerror=alert(1)>' is 28 × 28 pt",
                                 range: SourceRange(line: 7, column: 9, endLine: 7, endColumn: 12))
        finding.viewPath = "root/children/0"
        finding.viewID = "close\"><script>"
        finding.devices = ["iphone-se-3/portrait"]
        let picture = HTMLReport.Picture(target: "iphone-se-3/portrait", caption: "iPhone SE · portrait",
                                         svg: Array("<svg><rect class=\"v\" data-path=\"root/children/0\"/></svg>".utf8),
                                         warnings: 1)
        let broken = HTMLReport.Spec(path: "Specs/B&d.layout.yaml", screenName: nil,
                                     pictures: [HTMLReport.Picture(target: "iphone-se-3/portrait", caption: "x", svg: nil)],
                                     findings: [], failure: "B.layout.yaml:2:9: error: expected ']' <here>")
        let spec = HTMLReport.Spec(path: "Specs/</script>.layout.yaml", screenName: "Sign <in>", pictures: [picture],
                                   findings: [finding])
        return HTMLReport(title: "T & <T>", specs: [spec, broken], targets: ["iphone-se-3/portrait", "ipad-pro-11/portrait"],
                          live: live)
    }

    private func page(live: Bool = false) -> String {
        String(decoding: HTMLReportEmitter(report: report(live: live), generator: "layoutc 9").render(), as: UTF8.self)
    }

    func testEveryTextFromASpecIsEscaped() {
        let html = page()
        XCTAssertFalse(html.contains("<img"))
        XCTAssertTrue(html.contains("<script>\n(function"), "the page's own script is there")
        XCTAssertEqual(html.components(separatedBy: "<script>").count - 1, 1, "no script from a spec")
        XCTAssertTrue(html.contains("<title>T &amp; &lt;T&gt;</title>"))
        XCTAssertTrue(html.contains("Sign &lt;in&gt; · <code>Specs/&lt;/script&gt;.layout.yaml</code>"))
        XCTAssertTrue(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        XCTAssertTrue(html.contains("close\"&gt;&lt;script&gt; · line 7:9 — "))
        XCTAssertTrue(html.contains("<pre class=\"failure\">B.layout.yaml:2:9: error: expected ']' &lt;here&gt;</pre>"))
    }

    func testFindingsCarryWhatTheScriptReads() {
        let html = page()
        XCTAssertTrue(html.contains(#"<li class="finding sev-warning" value="1" data-rule="hit-target-too-small" data-severity="warning" data-path="root/children/0" data-line="7" data-column="9" data-devices="iphone-se-3/portrait">"#), html)
        XCTAssertTrue(html.contains("(on iphone-se-3/portrait)"))
        XCTAssertTrue(html.contains(#"<option value="hit-target-too-small">hit-target-too-small</option>"#))
    }

    /// Per target: counts, ✓, — where the spec is not drawn, "not readable" for a spec that failed.
    func testSummaryTable() {
        let html = page()
        XCTAssertTrue(html.contains(##"<tr id="row-0"><td><a href="#spec-0">Specs/&lt;/script&gt;.layout.yaml</a></td><td class="n w">1 W</td><td class="n">—</td></tr>"##), html)
        XCTAssertTrue(html.contains(##"<tr id="row-1"><td><a href="#spec-1">Specs/B&amp;d.layout.yaml</a></td><td class="n e">not readable</td><td class="n">—</td></tr>"##))
        XCTAssertTrue(html.contains("2 specs · 2 targets · 0 errors · 1 warning · 0 notes · 1 not readable · made by layoutc 9"))
    }

    func testLiveOnlyWhenAsked() {
        XCTAssertTrue(page().contains("<body>\n"))
        XCTAssertFalse(page().contains("<template"))
        let live = page(live: true)
        XCTAssertTrue(live.contains("<body data-live=\"1\">"))
        XCTAssertTrue(live.contains(#"<template class="summary-row"><tr id="row-0">"#))
        let section = String(decoding: HTMLReportEmitter(report: report(live: true), generator: "g")
            .section(report().specs[0], index: 0), as: UTF8.self)
        XCTAssertTrue(section.hasPrefix("<h2>Sign &lt;in&gt; · "))
        XCTAssertFalse(section.contains("<html"))
    }

    /// A report carries its style sheet and script inline (it works from disk);
    /// a live page loads the same two from the preview, and carries no inline
    /// code or style at all, which the preview's Content-Security-Policy forbids.
    func testALivePageLoadsItsStyleAndScriptAndHasNothingInline() {
        let report = page()
        XCTAssertTrue(report.contains("<style>\n" + HTMLReportEmitter.stylesheet + "</style>"))
        XCTAssertTrue(report.contains("<script>\n" + HTMLReportEmitter.script + "</script>"))
        let live = page(live: true)
        XCTAssertTrue(live.contains(#"<link rel="stylesheet" href="/report.css">"#))
        XCTAssertTrue(live.contains(#"<script src="/report.js"></script>"#))
        XCTAssertTrue(live.contains(#"<link rel="icon" href="/icon.svg" type="image/svg+xml">"#))
        XCTAssertFalse(live.contains("<style"), "no style element")
        XCTAssertEqual(live.components(separatedBy: "<script").count - 1, 1, "only the script loaded from the preview")
        XCTAssertFalse(live.contains(" style="), "no style attribute")
        XCTAssertTrue(HTMLReportEmitter.stylesheet.contains("svg.defs{position:absolute}"))
    }
}
