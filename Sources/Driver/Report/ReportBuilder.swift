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
        } catch let failure as ProjectSettings.Failure {
            outcome.standardError = failure.diagnosticsText + "layoutc: error: \(failure.message)\n"
            outcome.exitCode = 2
            return outcome
        } catch {
            outcome.standardError = "layoutc: error: \(error)\n"
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
    /// are the entries' files, or why they cannot be read.
    func build(_ entries: [ReportProject.Entry], bytes: [ReportProject.SpecBytes]) -> [Built] {
        let contents = bytes.map { try? $0.get() }
        let work = entries.indices.flatMap { index in
            contents[index] == nil ? [] : ReportProject.targets(entries[index], options: options).map { (entry: index, target: $0) }
        }
        let slots = ResultSlots<Drawn>(count: work.count)
        let scale = options.scale
        ParallelWork.forEach(count: work.count, jobs: options.jobs, cost: { contents[work[$0].entry]?.count ?? 0 }) { index in
            let item = work[index]
            let entry = entries[item.entry]
            slots[index] = Self.draw(bytes: contents[item.entry] ?? [], file: entry.spec.display, target: item.target,
                                     settings: entry.settings, scale: scale)
        }
        var drawn = Array(repeating: [Drawn](), count: entries.count)
        for (item, result) in zip(work, slots.values) { drawn[item.entry].append(result) }
        return entries.indices.map { index in
            if case .failure(let unreadable) = bytes[index] {
                let message = unreadable.description
                return Built(spec: HTMLReport.Spec(path: entries[index].spec.display, screenName: nil, pictures: [],
                                                   findings: [], failure: message), unreadable: message)
            }
            return Built(spec: Self.spec(path: entries[index].spec.display, drawn: drawn[index]), unreadable: nil)
        }
    }

    /// One spec on one target: its findings and its picture.
    struct Drawn: Sendable {
        /// `id/orientation` and the target's findings, with the configuration applied.
        var run: LintMerger.Run
        var picture: HTMLReport.Picture
        var screenName: String?
        /// The spec's lines, kept only when it has no screen (its diagnostics are shown as text).
        var sourceLines: [Substring]
    }

    static func draw(bytes: [UInt8], file: String, target: CompileTarget, settings: SpecSettings, scale: Double) -> Drawn {
        let (label, result) = ReportProject.compile(bytes: bytes, file: file, target: target, settings: settings)
        var svg: [UInt8]?
        var caption = label
        if let screen = result.screen, let layout = result.layout {
            var emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: result.diagnostics,
                                     scale: scale)
            emitter.standalone = false
            svg = emitter.render()
            caption = "\(layout.device.name) · \(layout.orientation.rawValue)"
        }
        let count = { (severity: Severity) in result.diagnostics.filter { $0.severity == severity }.count }
        let picture = HTMLReport.Picture(target: label, caption: caption, svg: svg, errors: count(.error),
                                         warnings: count(.warning), notes: count(.note))
        return Drawn(run: LintMerger.Run(label: label, diagnostics: result.diagnostics), picture: picture,
                     screenName: result.screen?.name, sourceLines: result.screen == nil ? result.source.lines : [])
    }

    /// A spec's section from its targets: pictures, merged findings, and the
    /// reader's diagnostics in place of the pictures when it has no screen.
    static func spec(path: String, drawn: [Drawn]) -> HTMLReport.Spec {
        let findings = ReportProject.merged(drawn.map(\.run))
        var spec = HTMLReport.Spec(path: path, screenName: nil, pictures: drawn.map(\.picture), findings: findings)
        if let first = drawn.first, drawn.allSatisfy({ $0.picture.svg == nil }) {
            spec.failure = TextDiagnosticRenderer(color: false, sources: [path: first.sourceLines]).render(findings)
        }
        spec.screenName = drawn.first?.screenName
        return spec
    }

}
