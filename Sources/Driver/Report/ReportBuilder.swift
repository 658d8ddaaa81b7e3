import Diagnostics
import Emitters
import Foundation
import LayoutIR
import Solver

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
        /// The specs and configurations read, which the page must not be written over.
        public var inputs = InputFiles.none
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        let entries: [ReportProject.Entry]
        do {
            entries = try ReportProject.entries(options)
            try ReportProject.checkDevices(options.axes.deviceIDs, entries: entries)
        } catch let failure as ProjectSettings.Failure {
            outcome.standardError = failure.diagnosticsText + "layoutc: error: \(failure.message)\n"
            outcome.exitCode = 2
            return outcome
        } catch {
            outcome.standardError = "layoutc: error: \(error)\n"
            outcome.exitCode = 2
            return outcome
        }
        outcome.inputs = InputFiles(specs: entries.map(\.spec.path), configs: entries.compactMap(\.spec.configPath))
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

    /// Every entry's spec × target checked and drawn on `options.jobs` threads;
    /// `bytes` are the entries' files, or why they cannot be read. Two passes:
    /// every target is checked, each spec's findings are merged, then the
    /// pictures are drawn with their badges numbered as the merged list.
    func build(_ entries: [ReportProject.Entry], bytes: [ReportProject.SpecBytes]) -> [Built] {
        let contents = bytes.map { try? $0.get() }
        let work = entries.indices.flatMap { index in
            contents[index] == nil ? [] : ReportProject.targets(entries[index], options: options).map { (entry: index, target: $0) }
        }
        let cost = { (index: Int) in contents[work[index].entry]?.count ?? 0 }
        let slots = ResultSlots<[Drawn]>(count: work.count)
        ParallelWork.forEach(count: work.count, jobs: options.jobs, cost: cost) { index in
            let item = work[index]
            let entry = entries[item.entry]
            slots[index] = Self.check(bytes: contents[item.entry] ?? [], file: entry.spec.display, target: item.target,
                                      settings: entry.settings)
        }
        // An Interface Builder file's screens are each drawn on each target, in one section.
        var drawn = Array(repeating: [Drawn](), count: entries.count)
        var place: [(entry: Int, target: Int)] = []
        for (item, results) in zip(work, slots.values) {
            for result in results {
                place.append((item.entry, drawn[item.entry].count))
                drawn[item.entry].append(result)
            }
        }
        let merged = drawn.map { LintMerger.numberedMerge($0.map(\.run)) }
        let checked = drawn, places = place
        let pictures = ResultSlots<[UInt8]>(count: place.count)
        let scale = options.scale
        ParallelWork.forEach(count: place.count, jobs: options.jobs, cost: { contents[places[$0].entry]?.count ?? 0 }) { index in
            let (entry, target) = places[index]
            if let svg = Self.picture(checked[entry][target], file: entries[entry].spec.display, scale: scale,
                                      numbers: merged[entry].numbers[target]) {
                pictures[index] = svg
            }
        }
        for (index, (entry, target)) in place.enumerated() {
            drawn[entry][target].picture.svg = pictures[index]
            drawn[entry][target].compiled = nil
        }
        return entries.indices.map { index in
            if case .failure(let unreadable) = bytes[index] {
                let message = unreadable.description
                return Built(spec: HTMLReport.Spec(path: entries[index].spec.display, screenName: nil, pictures: [],
                                                   findings: [], failure: message), unreadable: message)
            }
            return Built(spec: Self.spec(path: entries[index].spec.display, drawn: drawn[index],
                                         findings: merged[index].findings), unreadable: nil)
        }
    }

    /// One spec on one target: its findings and its picture.
    struct Drawn: Sendable {
        /// `id/orientation` and the target's findings, with the configuration applied.
        var run: LintMerger.Run
        /// The SVG is filled in by the second pass.
        var picture: HTMLReport.Picture
        var screenName: String?
        /// The spec's lines, kept only when it has no screen (its diagnostics are shown as text).
        var sourceLines: [Substring]
        /// The screen and its frames, between the passes.
        var compiled: (screen: Screen, layout: ResolvedLayout)?
    }

    /// Checks one spec on one target (the first pass): one result, or one per
    /// screen of an Interface Builder file with several (each caption names its screen).
    static func check(bytes: [UInt8], file: String, target: CompileTarget, settings: SpecSettings) -> [Drawn] {
        let screens = ReportProject.compileScreens(bytes: bytes, file: file, target: target, settings: settings)
        return screens.map { check(label: $0.label, result: $0.result, namingScreen: screens.count > 1) }
    }

    private static func check(label: String, result: CompileResult, namingScreen: Bool) -> Drawn {
        var caption = label
        var compiled: (Screen, ResolvedLayout)?
        if let screen = result.screen, let layout = result.layout {
            compiled = (screen, layout)
            caption = (namingScreen ? "\(screen.name) · " : "") + "\(layout.device.name) · \(layout.orientation.rawValue)"
        }
        let count = { (severity: Severity) in result.diagnostics.filter { $0.severity == severity }.count }
        let picture = HTMLReport.Picture(target: label, caption: caption, svg: nil, errors: count(.error),
                                         warnings: count(.warning), notes: count(.note))
        return Drawn(run: LintMerger.Run(label: label, diagnostics: result.diagnostics), picture: picture,
                     screenName: result.screen?.name, sourceLines: result.screen == nil ? result.source.lines : [],
                     compiled: compiled)
    }

    /// Draws one checked target (the second pass), its badges numbered by
    /// `numbers` (parallel to its diagnostics); nil when it has no screen.
    static func picture(_ drawn: Drawn, file: String, scale: Double, numbers: [Int]) -> [UInt8]? {
        guard let (screen, layout) = drawn.compiled else { return nil }
        var emitter = SVGEmitter(file: file, screen: screen, layout: layout, diagnostics: drawn.run.diagnostics,
                                 scale: scale)
        emitter.standalone = false
        emitter.findingNumbers = numbers
        // The constraints of the views a conflict or an ambiguity is about.
        emitter.constraintViews = Set(drawn.run.diagnostics.lazy
            .filter { $0.rule == .unsatisfiableConstraints || $0.rule == .ambiguousLayout }.compactMap(\.viewIndex))
        // Any other view's, shown when it is clicked on the page.
        emitter.pickableConstraints = true
        return emitter.render()
    }

    /// A spec's section from its targets: pictures, merged findings, and the
    /// reader's diagnostics in place of the pictures when it has no screen.
    static func spec(path: String, drawn: [Drawn], findings: [Diagnostic]) -> HTMLReport.Spec {
        var spec = HTMLReport.Spec(path: path, screenName: nil, pictures: drawn.map(\.picture), findings: findings)
        if let first = drawn.first, drawn.allSatisfy({ $0.picture.svg == nil }) {
            spec.failure = TextDiagnosticRenderer(color: false, sources: [path: first.sourceLines]).render(findings)
        }
        spec.screenName = drawn.first?.screenName
        return spec
    }

}
