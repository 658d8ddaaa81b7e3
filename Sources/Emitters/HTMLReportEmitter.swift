import Diagnostics

/// Writes an ``HTMLReport`` as one self-contained HTML page: a summary table
/// (specs × targets, error and warning counts), a filter by rule and severity,
/// and per spec its pictures side by side with its findings under them.
/// Clicking a finding outlines its view in every picture of the spec; hovering
/// a view shows its path, frames and findings. Same report, same bytes.
///
/// ``section(_:index:)`` is one spec's section body alone, which the live
/// preview sends when a spec changes.
public struct HTMLReportEmitter {
    public var report: HTMLReport
    /// `layoutc VERSION`, named in the page's header.
    public var generator: String

    public init(report: HTMLReport, generator: String) {
        self.report = report
        self.generator = generator
    }

    public func render() -> [UInt8] {
        let pictureBytes = report.specs.reduce(0) { $0 + $1.pictures.reduce(0) { $0 + ($1.svg?.count ?? 0) } }
        var html = SVGWriter(reservingCapacity: 64 * 1024 + pictureBytes)
        html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<title>")
        html.text(report.title)
        html.raw("</title>\n")
        if report.live {
            // Served beside the page, so the preview's Content-Security-Policy can
            // allow only its own files to style and script it (no inline code).
            html.raw("<link rel=\"stylesheet\" href=\"\(Self.stylesheetPath)\">\n")
            html.raw("<link rel=\"icon\" href=\"\(Self.iconPath)\" type=\"image/svg+xml\">\n</head>\n")
        } else {
            html.raw("<style>\n")
            html.raw(Self.stylesheet)
            html.raw("</style>\n</head>\n")
        }
        html.raw(report.live ? "<body data-live=\"1\">\n" : "<body>\n")
        html.raw("<svg class=\"defs\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>")
        html.raw(SVGStyle.hatchPattern)
        html.raw("</defs></svg>\n")
        writeHeader(to: &html)
        writeSummary(to: &html)
        writeFilters(to: &html)
        html.raw("<main>\n")
        for (index, spec) in report.specs.enumerated() {
            html.start("section")
            html.attribute("class", "spec")
            html.attribute("id", "spec-\(index)")
            html.attribute("data-spec", spec.path)
            html.raw(">\n")
            writeSection(spec, index: index, to: &html)
            html.raw("</section>\n")
        }
        html.raw("</main>\n<div id=\"tip\" hidden></div>\n")
        if report.live {
            html.raw("<script src=\"\(Self.scriptPath)\"></script>\n</body>\n</html>\n")
        } else {
            html.raw("<script>\n")
            html.raw(Self.script)
            html.raw("</script>\n</body>\n</html>\n")
        }
        return html.bytes
    }

    /// The page's style sheet: inline in a report, at ``stylesheetPath`` on a live page.
    public static var stylesheet: String { HTMLReportAssets.css + SVGStyle.sheet + SVGEmitter.stackGapRule + SVGEmitter.constraintRules }
    /// The page's script: inline in a report, at ``scriptPath`` on a live page.
    public static var script: String { HTMLReportAssets.script }
    /// Where a live page (``HTMLReport/live``) loads its style sheet from.
    public static let stylesheetPath = "/report.css"
    /// Where a live page loads its script from.
    public static let scriptPath = "/report.js"
    /// Where a live page loads its icon from (the tab's: without one, the
    /// browser asks for `/favicon.ico` and logs the 404 as an error).
    public static let iconPath = "/icon.svg"
    /// The icon: a screen with a bar and two tiles.
    public static let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">"##
        + ##"<rect x="1" y="1" width="14" height="14" rx="3" fill="#2563eb"/><rect x="4" y="4" width="8" height="3" fill="#fff"/>"##
        + ##"<rect x="4" y="9" width="3.5" height="3" fill="#fff"/><rect x="8.5" y="9" width="3.5" height="3" fill="#fff"/></svg>"##
        + "\n"

    /// The inside of spec `index`'s `<section>`.
    public func section(_ spec: HTMLReport.Spec, index: Int) -> [UInt8] {
        var html = SVGWriter(reservingCapacity: 4096 + spec.pictures.reduce(0) { $0 + ($1.svg?.count ?? 0) })
        writeSection(spec, index: index, to: &html)
        return html.bytes
    }

    /// What a live page swaps in when findings change: the header (the
    /// counts), the summary's column heads (in a `<table>`), and the rule
    /// menu's `<select>` (the rules found).
    public func chrome() -> [UInt8] {
        var html = SVGWriter(reservingCapacity: 4096)
        writeHeader(to: &html)
        html.raw("<table>")
        writeSummaryHead(to: &html)
        html.raw("</table>\n")
        writeRuleMenu(to: &html)
        html.raw("\n")
        return html.bytes
    }

    private var counts: (errors: Int, warnings: Int, notes: Int) {
        var counts = (errors: 0, warnings: 0, notes: 0)
        for finding in report.specs.flatMap(\.findings) {
            switch finding.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        return counts
    }

    private func writeHeader(to html: inout SVGWriter) {
        let c = counts
        html.raw("<header>\n<h1>")
        html.text(report.title)
        html.raw("</h1>\n<p>")
        let failed = report.specs.filter { $0.failure != nil }.count
        var facts = ["\(report.specs.count) \(report.specs.count == 1 ? "spec" : "specs")",
                     "\(report.targets.count) \(report.targets.count == 1 ? "target" : "targets")",
                     Self.plural(c.errors, "error"), Self.plural(c.warnings, "warning"), Self.plural(c.notes, "note")]
        if failed > 0 { facts.append("\(failed) not readable") }
        facts.append("made by \(generator)")
        html.text(facts.joined(separator: " · "))
        html.raw("</p>\n</header>\n")
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// Specs × targets: each cell the spec's errors and warnings on that target.
    private func writeSummary(to html: inout SVGWriter) {
        html.raw("<table id=\"summary\">\n")
        writeSummaryHead(to: &html)
        html.raw("\n<tbody>\n")
        for (index, spec) in report.specs.enumerated() { writeSummaryRow(spec, index: index, to: &html) }
        html.raw("</tbody>\n</table>\n")
    }

    private func writeSummaryHead(to html: inout SVGWriter) {
        html.raw("<thead><tr><th>spec</th>")
        for target in report.targets {
            html.raw("<th>")
            html.text(target)
            html.raw("</th>")
        }
        html.raw("</tr></thead>")
    }

    /// One spec's row: per target, its errors and warnings, ✓ or — (not drawn there).
    private func writeSummaryRow(_ spec: HTMLReport.Spec, index: Int, to html: inout SVGWriter) {
        html.raw("<tr id=\"row-\(index)\"><td><a href=\"#spec-\(index)\">")
        html.text(spec.path)
        html.raw("</a></td>")
        for target in report.targets {
            guard let picture = spec.pictures.first(where: { $0.target == target }) else {
                html.raw("<td class=\"n\">—</td>")
                continue
            }
            if spec.failure != nil {
                html.raw("<td class=\"n e\">not readable</td>")
            } else if picture.errors + picture.warnings == 0 {
                html.raw("<td class=\"n ok\">✓</td>")
            } else {
                var parts: [String] = []
                if picture.errors > 0 { parts.append("\(picture.errors) E") }
                if picture.warnings > 0 { parts.append("\(picture.warnings) W") }
                html.raw("<td class=\"n \(picture.errors > 0 ? "e" : "w")\">")
                html.text(parts.joined(separator: " · "))
                html.raw("</td>")
            }
        }
        html.raw("</tr>\n")
    }

    /// A rule menu (the rules found, sorted) and a box per severity.
    private func writeFilters(to html: inout SVGWriter) {
        html.raw("<div id=\"filters\">rule ")
        writeRuleMenu(to: &html)
        for severity in Severity.allCases {
            html.raw("<label><input type=\"checkbox\" data-sev=\"\(severity.rawValue)\" checked> \(severity.rawValue)s</label>")
        }
        html.raw("<span id=\"f-count\"></span></div>\n")
    }

    private func writeRuleMenu(to html: inout SVGWriter) {
        let rules = Set(report.specs.flatMap { $0.findings.map(\.rule.rawValue) }).sorted()
        html.raw("<select id=\"f-rule\"><option value=\"\">all rules</option>")
        for rule in rules {
            html.start("option")
            html.attribute("value", rule)
            html.raw(">")
            html.text(rule)
            html.raw("</option>")
        }
        html.raw("</select>")
    }

    /// A live page's section also carries its summary row (in a `<template>`),
    /// which the page's script puts in the table when it swaps the section in.
    private func writeSection(_ spec: HTMLReport.Spec, index: Int, to html: inout SVGWriter) {
        html.raw("<h2>")
        if let name = spec.screenName {
            html.text(name)
            html.raw(" · ")
        }
        html.raw("<code>")
        html.text(spec.path)
        html.raw("</code></h2>\n")
        if let failure = spec.failure {
            html.raw("<pre class=\"failure\">")
            html.text(failure)
            html.raw("</pre>\n")
        }
        let drawn = spec.pictures.filter { $0.svg != nil }
        if !drawn.isEmpty {
            html.raw(spec.stale ? "<div class=\"pictures stale\">\n" : "<div class=\"pictures\">\n")
            for picture in drawn { writePicture(picture, to: &html) }
            html.raw("</div>\n")
        }
        writeFindings(spec.findings, to: &html)
        if report.live {
            html.raw("<template class=\"summary-row\">")
            writeSummaryRow(spec, index: index, to: &html)
            html.raw("</template>\n")
        }
    }

    private func writePicture(_ picture: HTMLReport.Picture, to html: inout SVGWriter) {
        html.start("figure")
        html.attribute("class", "pic")
        html.attribute("data-target", picture.target)
        html.raw("><figcaption>")
        var caption = picture.caption
        if picture.errors > 0 { caption += " · " + Self.plural(picture.errors, "error") }
        if picture.warnings > 0 { caption += " · " + Self.plural(picture.warnings, "warning") }
        html.text(caption)
        html.raw("</figcaption>\n")
        if let svg = picture.svg { html.bytes(svg) }
        html.raw("</figure>\n")
    }

    /// One `<li class="finding" value="N">` each, N the number of its badges in
    /// the spec's pictures; its data attributes are what the page's script (and
    /// a test) reads: rule, severity, view path (and every copy's, folded),
    /// line and column.
    private func writeFindings(_ findings: [Diagnostic], to html: inout SVGWriter) {
        guard !findings.isEmpty else {
            html.raw("<p class=\"clean\">no findings</p>\n")
            return
        }
        html.raw("<ol class=\"findings\">\n")
        for (index, finding) in findings.enumerated() {
            // The list's numbers are the badges' in every picture of the spec
            // (ReportBuilder numbers them so); `value` keeps them when the filter hides items.
            html.start("li")
            html.attribute("class", "finding sev-" + finding.severity.rawValue)
            html.attribute("value", "\(index + 1)")
            html.attribute("data-rule", finding.rule.rawValue)
            html.attribute("data-severity", finding.severity.rawValue)
            if let path = finding.viewPath { html.attribute("data-path", path) }
            // A folded finding lights up every copy it stands for.
            if !finding.foldedPaths.isEmpty { html.attribute("data-paths", finding.foldedPaths.joined(separator: " ")) }
            if let start = finding.range?.start {
                html.attribute("data-line", "\(start.line)")
                html.attribute("data-column", "\(start.column)")
            }
            if !finding.devices.isEmpty { html.attribute("data-devices", finding.devices.joined(separator: " ")) }
            html.raw("><span class=\"sev\">\(finding.severity.rawValue)</span> <code>")
            html.text(finding.rule.rawValue)
            html.raw("</code> ")
            var place: [String] = []
            if let view = finding.viewID ?? finding.viewPath {
                place.append(finding.foldedPaths.count > 1 ? "\(view) ×\(finding.foldedPaths.count) copies" : view)
            }
            if let start = finding.range?.start { place.append("line \(start.line):\(start.column)") }
            if !place.isEmpty {
                html.raw("<span class=\"where\">")
                html.text(place.joined(separator: " · ") + " — ")
                html.raw("</span>")
            }
            html.text(finding.message)
            if !finding.devices.isEmpty {
                html.raw(" <span class=\"devices\">")
                html.text("(on " + finding.devices.joined(separator: ", ") + ")")
                html.raw("</span>")
            }
            html.raw("</li>\n")
        }
        html.raw("</ol>\n")
    }
}
