import Diagnostics
import Emitters
import Foundation
import LayoutIR

/// `layoutc report` as a library call: every spec the paths name, on every
/// target (the configuration's device matrix, or the command line's), drawn
/// and checked in parallel, written as one self-contained HTML page.
public struct ReportBuilder: Sendable {
    public var options: ReportOptions

    public init(options: ReportOptions) {
        self.options = options
    }

    /// What building the report gives.
    public struct Outcome: Sendable {
        /// The page; empty when nothing could be drawn (exit 2).
        public var html: [UInt8] = []
        /// For standard error: files that cannot be read, configuration errors.
        public var standardError = ""
        /// 0, 1 when a finding is an error, 2 when a file or the configuration cannot be read.
        public var exitCode: Int32 = 0
        public var report: HTMLReport?
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        let entries: [ReportProject.Entry]
        do {
            entries = try ReportProject.entries(options)
            try ReportProject.checkDevices(options.deviceIDs, entries: entries)
        } catch {
            outcome.standardError = "\(error)\n"
            outcome.exitCode = 2
            return outcome
        }
        let specs = build(entries, bytes: entries.map(ReportProject.read))
        let report = HTMLReport(title: options.title, specs: specs.map(\.spec), targets: Self.targets(of: specs.map(\.spec)))
        outcome.html = HTMLReportEmitter(report: report, generator: options.generator).render()
        outcome.report = report
        let unreadable = specs.compactMap(\.unreadable)
        for message in unreadable { outcome.standardError += "layoutc: error: \(message)\n" }
        let errors = specs.contains { $0.spec.findings.hasErrors }
        outcome.exitCode = !unreadable.isEmpty ? 2 : errors ? 1 : 0
        return outcome
    }

    /// The summary's columns: every spec's targets, in first-seen order.
    static func targets(of specs: [HTMLReport.Spec]) -> [String] {
        var seen: [String] = []
        for spec in specs { for picture in spec.pictures where !seen.contains(picture.target) { seen.append(picture.target) } }
        return seen
    }

    /// One built spec: its section, or why its file could not be read.
    struct Built: Sendable {
        var spec: HTMLReport.Spec
        var unreadable: String?
    }

    /// Every entry's spec × target drawn on `options.jobs` threads; `bytes`
    /// are the entries' files (nil: not readable).
    func build(_ entries: [ReportProject.Entry], bytes: [[UInt8]?]) -> [Built] {
        let work = entries.indices.flatMap { index in
            bytes[index] == nil ? [] : ReportProject.targets(entries[index], options: options).map { (entry: index, target: $0) }
        }
        let slots = ResultSlots<Drawn>(count: work.count)
        let scale = options.scale
        ParallelWork.forEach(count: work.count, jobs: options.jobs, cost: { bytes[work[$0].entry]?.count ?? 0 }) { index in
            let item = work[index]
            let entry = entries[item.entry]
            slots[index] = Self.draw(bytes: bytes[item.entry] ?? [], file: entry.spec.display, target: item.target,
                                     config: entry.config, scale: scale)
        }
        var drawn = Array(repeating: [Drawn](), count: entries.count)
        for (item, result) in zip(work, slots.values) { drawn[item.entry].append(result) }
        return entries.indices.map { index in
            guard bytes[index] != nil else {
                let message = "cannot read \(entries[index].spec.display)"
                return Built(spec: HTMLReport.Spec(path: entries[index].spec.display, screenName: nil, pictures: [],
                                                   findings: [], failure: message), unreadable: message)
            }
            return Built(spec: Self.spec(path: entries[index].spec.display, drawn: drawn[index]), unreadable: nil)
        }
    }

    /// One spec on one target: the check and its picture.
    struct Drawn: Sendable {
        /// The check, its screen and frames released once drawn.
        var check: LintTargetCheck
        var picture: HTMLReport.Picture
        var screenName: String?
        /// Suppressions naming no rule (lint reports them once per spec).
        var unknownRules: [Diagnostic]
    }

    static func draw(bytes: [UInt8], file: String, target: CompileTarget, config: ProjectConfig, scale: Double) -> Drawn {
        let check = ReportProject.check(bytes: bytes, file: file, target: target, config: config)
        var svg: [UInt8]?
        var caption = check.label
        if let screen = check.result.screen, let layout = check.result.layout {
            var emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: check.diagnostics, scale: scale)
            emitter.standalone = false
            svg = emitter.render()
            caption = "\(layout.device.name) · \(layout.orientation.rawValue)"
        }
        let count = { (severity: Severity) in check.diagnostics.filter { $0.severity == severity }.count }
        let picture = HTMLReport.Picture(target: check.label, caption: caption, svg: svg, errors: count(.error),
                                         warnings: count(.warning), notes: count(.note))
        let unknown = ReportProject.unknownRules(check)
        var light = check
        light.result.releaseFrames()
        return Drawn(check: light, picture: picture, screenName: check.result.screen?.name, unknownRules: unknown)
    }

    /// A spec's section from its targets: pictures, merged findings, and the
    /// reader's diagnostics in place of the pictures when it has no screen.
    static func spec(path: String, drawn: [Drawn]) -> HTMLReport.Spec {
        let checks = drawn.map(\.check)
        let findings = ReportProject.merged(checks, unknownRules: drawn.first?.unknownRules ?? [])
        var spec = HTMLReport.Spec(path: path, screenName: nil, pictures: drawn.map(\.picture), findings: findings)
        if let first = checks.first, drawn.allSatisfy({ $0.picture.svg == nil }) {
            let sources = [path: first.result.source.lines]
            spec.failure = TextDiagnosticRenderer(color: false, sources: sources).render(findings)
        }
        spec.screenName = drawn.first?.screenName
        return spec
    }
}
