import Emitters
import Foundation

/// The live report of `layoutc preview`: the page and each spec's section,
/// redrawn when a spec's file changes. Only the spec files found at the start
/// are ever read. A spec that stops parsing keeps its last good pictures,
/// marked stale (the page dims them), under its diagnostics.
///
/// Thread-safe: the server reads while the watcher refreshes.
public final class ReportSession: @unchecked Sendable {
    private let builder: ReportBuilder
    private let entries: [ReportProject.Entry]
    private let lock = NSLock()
    private var bytes: [[UInt8]?]
    private var specs: [HTMLReport.Spec]
    private var targets: [String]

    /// Finds the specs and their configurations and draws them all; throws
    /// what `report` would exit 2 for (a bad config, a missing path, an unknown device).
    public init(options: ReportOptions) throws {
        builder = ReportBuilder(options: options)
        entries = try ReportProject.entries(options)
        try ReportProject.checkDevices(options.deviceIDs, entries: entries)
        bytes = entries.map { FileBytes.read($0.spec.path) }
        specs = builder.build(entries, bytes: bytes).map(\.spec)
        targets = ReportBuilder.targets(of: specs)
    }

    /// The spec files, as reports name them.
    public var specPaths: [String] { entries.map(\.spec.display) }

    /// The whole page, with the live-reload script switched on.
    public func page() -> [UInt8] {
        let report = lock.withLock {
            HTMLReport(title: builder.options.title, specs: specs, targets: targets, live: true)
        }
        return HTMLReportEmitter(report: report, generator: builder.options.generator).render()
    }

    /// Spec `index`'s section body, or nil when there is no such spec.
    public func section(_ index: Int) -> [UInt8]? {
        let found: (HTMLReport.Spec, [String])? = lock.withLock {
            specs.indices.contains(index) ? (specs[index], targets) : nil
        }
        guard let (spec, targets) = found else { return nil }
        return HTMLReportEmitter(report: HTMLReport(title: "", specs: [], targets: targets, live: true),
                                 generator: builder.options.generator).section(spec, index: index)
    }

    /// Re-reads every spec file and redraws those whose bytes changed; returns
    /// their indices.
    public func refresh() -> [Int] {
        let current = entries.map { FileBytes.read($0.spec.path) }
        let changed = lock.withLock { current.indices.filter { current[$0] != bytes[$0] } }
        guard !changed.isEmpty else { return [] }
        let rebuilt = builder.build(changed.map { entries[$0] }, bytes: changed.map { current[$0] })
        lock.withLock {
            for (index, built) in zip(changed, rebuilt) {
                var spec = built.spec
                let previous = specs[index]
                if spec.failure != nil, spec.pictures.allSatisfy({ $0.svg == nil }),
                   previous.pictures.contains(where: { $0.svg != nil }) {
                    spec.pictures = previous.pictures
                    spec.stale = true
                    spec.screenName = previous.screenName
                }
                specs[index] = spec
                bytes[index] = current[index]
            }
        }
        return changed
    }
}
