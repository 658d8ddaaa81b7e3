import Diagnostics
import Foundation
import LayoutIR
import Solver
import XCTest

@testable import Emitters

#if canImport(FoundationXML)
import FoundationXML
#endif

final class SVGEmitterTests: XCTestCase {
    /// A 200 × 300 test phone with a 20-pt status bar and a 10-pt home indicator.
    private let device = Device(
        id: "test-phone", name: "Test Phone", scale: 2,
        portrait: DeviceMetrics(size: Size(width: 200, height: 300), safeAreaInsets: Insets(top: 20, bottom: 10),
                                statusBarHeight: 20, bars: BarHeights(navigation: 44, largeTitle: 96, tab: 49, toolbar: 44),
                                rootSideMargin: 16),
        landscape: DeviceMetrics(size: Size(width: 300, height: 200), safeAreaInsets: Insets(left: 20, right: 20),
                                 statusBarHeight: 0, bars: BarHeights(navigation: 32, largeTitle: 32, tab: 32, toolbar: 32),
                                 rootSideMargin: 16))

    /// Every kind of thing the picture draws, by hand:
    /// 1 title (label, textRect) · 2 photo (image, NaN contentRect, error) · 3 a button with an
    /// escaped id, rounded corners beyond half its height and enlarged hit area · 4 a hidden
    /// view with 5 a child · 6 a scroll view moved by its inset with 7 a cell inside (hit rect in
    /// content coordinates) · 8 a table with an index · 9 a text view with a placeholder
    /// (warning) · 10 a view scaled ×2 with 11 a button in it · 12 a view with a NaN frame.
    private func fixture() -> (Screen, ResolvedLayout, [Diagnostic]) {
        func view(_ id: String?, _ index: Int, _ kind: ViewKind) -> ViewSpec {
            ViewSpec(id: id, path: "root/children/\(index)", kind: kind, parent: 0)
        }
        var views = [ViewSpec(path: "root")]
        views.append(view("title", 0, .label))
        views.append(view("photo", 1, .image))
        var buy = view("buy <\"now\"> & co", 2, .button)
        buy.cornerRadius = 40
        buy.hitInsets = Insets(all: -6)
        views.append(buy)
        var hidden = view("drawer", 3, .view)
        hidden.hidden = true
        views.append(hidden)
        views.append(ViewSpec(path: "root/children/3/children/0", kind: .view, parent: 4))
        views.append(view("feed", 4, .scroll))
        views.append(ViewSpec(id: "row", path: "root/children/4/children/0", kind: .cell, parent: 6))
        views.append(view("list", 5, .table))
        views.append(view("note", 6, .textView))
        var zoomed = view("zoom", 7, .view)
        zoomed.transform = ScaleTransform(scaleX: 2, scaleY: 2)
        views.append(zoomed)
        views.append(ViewSpec(id: "tap", path: "root/children/7/children/0", kind: .button, parent: 10))
        views.append(view("broken", 8, .view))
        let screen = Screen(name: "Sampler", views: views)

        func resolved(_ frame: Rect, window: Rect? = nil) -> ResolvedView {
            ResolvedView(frame: frame, boundsSize: frame.size, windowFrame: window ?? frame)
        }
        var r: [ResolvedView] = []
        r.append(resolved(Rect(x: 0, y: 0, width: 200, height: 300)))
        r[0].safeAreaInsets = Insets(top: 20, bottom: 10)
        r.append(resolved(Rect(x: 10, y: 24, width: 120, height: 20.5)))
        r[1].textRect = Rect(x: 4, y: 2, width: 112, height: 16.5)
        r.append(resolved(Rect(x: 140, y: 24, width: 50, height: 30)))
        r[2].contentRect = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        r.append(resolved(Rect(x: 10, y: 50, width: 100, height: 30)))
        r[3].hitRect = Rect(x: 4, y: 44, width: 112, height: 42)
        r.append(resolved(Rect(x: 120, y: 60, width: 70, height: 20)))
        r.append(resolved(Rect(x: 0, y: 0, width: 30, height: 10), window: Rect(x: 120, y: 60, width: 30, height: 10)))
        var feed = resolved(Rect(x: 0, y: 90, width: 200, height: 60))
        feed.adjustedContentInset = Insets(top: 0, left: 8, bottom: 0, right: 8)
        feed.contentSize = Size(width: 400, height: 60)
        r.append(feed)
        r.append(resolved(Rect(x: 0, y: 5, width: 80, height: 50), window: Rect(x: 8, y: 95, width: 80, height: 50)))
        r[7].hitRect = Rect(x: 0, y: 5, width: 80, height: 50)
        r.append(resolved(Rect(x: 0, y: 160, width: 200, height: 60)))
        r[8].indexRect = Rect(x: 184, y: 0, width: 16, height: 60)
        r.append(resolved(Rect(x: 10, y: 225, width: 120, height: 40)))
        r[9].textRect = Rect(x: 0, y: 8, width: 120, height: 24)
        r[9].placeholderRect = Rect(x: 5, y: 8, width: 115, height: 24)
        r[9].hitRect = r[9].frame
        var zoom = resolved(Rect(x: 140, y: 225, width: 40, height: 40))
        zoom.boundsSize = Size(width: 20, height: 20)
        r.append(zoom)
        r.append(ResolvedView(frame: Rect(x: 2, y: 2, width: 10, height: 10), boundsSize: Size(width: 10, height: 10),
                              windowFrame: Rect(x: 144, y: 229, width: 20, height: 20)))
        r[11].hitRect = Rect(x: 2, y: 2, width: 10, height: 10)
        r.append(resolved(Rect(x: .nan, y: 0, width: 10, height: 10)))
        let layout = ResolvedLayout(device: device, orientation: .portrait, views: r, diagnostics: [])
        let diagnostics = [
            Diagnostic(rule: .nonFiniteFrame, severity: .error, message: "contentRect is not finite", viewIndex: 2),
            Diagnostic(rule: .placeholderLocationIgnored, severity: .warning, message: "ignored",
                       viewPath: "root/children/6"),
            Diagnostic(rule: .nonFiniteFrame, severity: .error, message: "frame is not finite", viewIndex: 12),
            Diagnostic(rule: .unknownKey, severity: .error, message: "unknown key 'colour'",
                       range: SourceRange(line: 3, column: 1, endLine: 3, endColumn: 7)),
        ]
        return (screen, layout, diagnostics)
    }

    private func render(scale: Double = 1) -> String {
        let (screen, layout, diagnostics) = fixture()
        let emitter = SVGEmitter(file: "Specs/Sampler.layout.yaml", screen: screen, layout: layout,
                                 diagnostics: diagnostics, scale: scale)
        return String(decoding: emitter.render(), as: UTF8.self)
    }

    func testSavedPicture() {
        assertMatchesFixture(render(), named: "svg/sampler.svg")
    }

    func testSameBytesEveryRun() {
        XCTAssertEqual(render(), render())
    }

    func testParsesAsXML() throws {
        try assertWellFormedXML(render())
    }

    func testNoNonFiniteNumberAndSkippedRectsAreListed() {
        let svg = render()
        XCTAssertFalse(svg.contains("NaN"))
        XCTAssertFalse(svg.contains("nfinity"))
        XCTAssertFalse(svg.contains("data-path=\"root/children/8\""), "the NaN frame is not drawn")
        XCTAssertTrue(svg.contains(">• broken: windowFrame</text>"))
        XCTAssertTrue(svg.contains(">• photo: contentRect</text>"))
        XCTAssertTrue(svg.contains(">• error [unknown-key] at 3:1</text>"))
    }

    func testOneRectPerDrawnView() {
        let svg = render()
        XCTAssertEqual(svg.components(separatedBy: "<rect data-path=").count - 1, 12)
    }

    /// Hit rects are in the parent's coordinates: a scroll view's child moves by the
    /// scroll view's inset, a scaled parent scales them.
    func testHitRectsInWindowCoordinates() {
        let svg = render()
        XCTAssertTrue(svg.contains(#"<rect class="hit eq" x="8" y="95" width="80" height="50"><title>row · hit area"#), svg)
        XCTAssertTrue(svg.contains(#"<rect class="hit eq" x="144" y="229" width="20" height="20"><title>tap · hit area"#))
        XCTAssertTrue(svg.contains(#"<rect class="hit" x="4" y="44" width="112" height="42">"#))
    }

    func testCornerRadiusClampedToHalfTheShorterSide() {
        XCTAssertTrue(render().contains(#"x="10" y="50" width="100" height="30" rx="15" ry="15">"#))
    }

    func testScaleSetsTheSizeNotTheViewBox() {
        let svg = render(scale: 2)
        XCTAssertTrue(svg.contains(#"width="464" height="#), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains(#" viewBox="-16 -16 232 "#))
    }

    func testGeometryConversions() {
        let mirrored = SVGGeometry.fromBounds(Rect(x: 0, y: 0, width: 5, height: 10),
                                              windowFrame: Rect(x: 100, y: 0, width: 20, height: 10), scale: (-1, 1))
        XCTAssertEqual(mirrored, Rect(x: 115, y: 0, width: 5, height: 10))
        XCTAssertEqual(SVGGeometry.standardized(Rect(x: 10, y: 10, width: -4, height: 2)), Rect(x: 6, y: 10, width: 4, height: 2))
        XCTAssertEqual(SVGGeometry.clampedCornerRadius(-3, boundsSize: Size(width: 10, height: 10)), 0)
        XCTAssertEqual(SVGGeometry.clampedCornerRadius(8, boundsSize: Size(width: 10, height: 40)), 5)
    }
}

/// Fails unless `text` is well-formed XML: FoundationXML's `XMLParser` where there
/// is one, else python3's `xml.dom.minidom`.
func assertWellFormedXML(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
    #if canImport(FoundationXML) || canImport(Darwin)
    let parser = XMLParser(data: Data(text.utf8))
    XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
    #else
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.stdin)"]
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "python3 could not parse the XML", file: file, line: line)
    #endif
}
