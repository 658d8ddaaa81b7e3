import Emitters
import Foundation

/// The live report of `layoutc preview`: the page and each spec's section,
/// redrawn when a spec's file changes. Only spec files the paths name are ever
/// read: those found at the start, and those that appear later under a named
/// directory (found again on every refresh, numbered after the others, so a
/// spec keeps its section). A spec file that is gone when the directories are
/// walked again (deleted, or renamed: the new name is a new spec) is dropped,
/// and the specs after it move up a number; the page then fetches each of
/// those sections again and removes the ones past the end. A spec that stops
/// parsing keeps its last good pictures, marked stale (the page dims them),
/// under its diagnostics.
///
/// Thread-safe: the server reads while the watcher refreshes.
public final class ReportSession: @unchecked Sendable {
    private let builder: ReportBuilder
    private var entries: [ReportProject.Entry]
    private let lock = NSLock()
    private var bytes: [ReportProject.SpecBytes]
    /// Each file's size and modification time when last read: a file whose
    /// stamp is unchanged is not read again.
    private var stamps: [FileStamp]
    private var refreshes = 0
    /// How often ``refresh()`` reads every file whatever its stamp.
    public static let fullReadEvery = 10
    private var specs: [HTMLReport.Spec]
    private var targets: [String]
    /// How often the directories are walked for new specs (a large tree less
    /// often); read and set under `lock` (internal for tests).
    var pacing = DiscoveryPacing()
    /// The parts as last drawn, until a spec changes: connections answering
    /// the same page share one buffer instead of drawing a copy each (32
    /// clients on a 100,000-view project held 700 MB, one 20 MB page each).
    private var drawn = DrawnParts()
    /// Counts the changes to `specs` and `targets`, so a part drawn from an
    /// older state is not kept.
    private var generation = 0

    /// Finds the specs and their configurations and draws them all; throws
    /// what `report` would exit 2 for (a bad config, a missing path, an unknown device).
    public init(options: ReportOptions) throws {
        builder = ReportBuilder(options: options)
        entries = try ReportProject.entries(options)
        try ReportProject.checkDevices(options.axes.deviceIDs, entries: entries)
        stamps = entries.map { FileStamp(path: $0.spec.path) }
        bytes = entries.map(ReportProject.read)
        specs = builder.build(entries, bytes: bytes).map(\.spec)
        targets = ReportBuilder.targets(of: specs)
    }

    /// The spec files, as reports name them.
    public var specPaths: [String] { lock.withLock { entries.map(\.spec.display) } }

    /// The page's parts that count or list across specs (header, summary
    /// columns, rule menu), which the live page swaps in after a spec changes.
    public func chrome() -> [UInt8] {
        drawnFromWholeReport(\.chrome) { $0.chrome() }
    }

    /// `part` as drawn for the current state, drawn by `draw` from the whole
    /// report when it is not yet (outside the lock: the watcher must not wait on it).
    private func drawnFromWholeReport(_ part: WritableKeyPath<DrawnParts, [UInt8]?>,
                                      _ draw: (HTMLReportEmitter) -> [UInt8]) -> [UInt8] {
        let (report, generation, kept) = lock.withLock {
            (HTMLReport(title: builder.options.title, specs: specs, targets: targets, live: true), self.generation, drawn[keyPath: part])
        }
        if let kept { return kept }
        let bytes = draw(HTMLReportEmitter(report: report, generator: builder.options.generator))
        lock.withLock { if self.generation == generation { drawn[keyPath: part] = bytes } }
        return bytes
    }

    /// Adds the spec files that appeared under the paths since the last look,
    /// not yet read (their stamps are empty, so ``refresh()`` reads them), and
    /// drops those that are gone; returns the numbers that changed hands by
    /// that (from the first dropped to the old end). A configuration that has
    /// errors now, or a path that is gone, adds and drops nothing.
    private func discover() -> Range<Int> {
        guard let found = try? ReportProject.entries(builder.options) else { return 0..<0 }
        let foundPaths = Set(found.map(\.spec.path))
        return lock.withLock {
            let count = entries.count
            let gone = entries.indices.filter { !foundPaths.contains(entries[$0].spec.path) && Self.isGone(entries[$0].spec.path) }
            for index in gone.reversed() {
                entries.remove(at: index)
                stamps.remove(at: index)
                bytes.remove(at: index)
                specs.remove(at: index)
            }
            if !gone.isEmpty {
                targets = ReportBuilder.targets(of: specs)
                changedParts()
            }
            let known = Set(entries.map(\.spec.path))
            for entry in found where !known.contains(entry.spec.path) {
                entries.append(entry)
                stamps.append(FileStamp())
                bytes.append(.failure(ReportProject.Unreadable(description: "not read yet")))
                specs.append(HTMLReport.Spec(path: entry.spec.display, screenName: nil, pictures: [], findings: []))
                changedParts()
            }
            return gone.first.map { $0..<count } ?? 0..<0
        }
    }

    /// Whether nothing is at `path` any more (a dangling link is still there).
    private static func isGone(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The whole page, with the live-reload script switched on.
    public func page() -> [UInt8] {
        drawnFromWholeReport(\.page) { $0.render() }
    }

    /// Spec `index`'s section body, or nil when there is no such spec.
    public func section(_ index: Int) -> [UInt8]? {
        let found: (HTMLReport.Spec, [String], Int, [UInt8]?)? = lock.withLock {
            specs.indices.contains(index) ? (specs[index], targets, generation, drawn.sections[index]) : nil
        }
        guard let (spec, targets, generation, kept) = found else { return nil }
        if let kept { return kept }
        let bytes = HTMLReportEmitter(report: HTMLReport(title: "", specs: [], targets: targets, live: true),
                                      generator: builder.options.generator).section(spec, index: index)
        lock.withLock { if self.generation == generation { drawn.sections[index] = bytes } }
        return bytes
    }

    /// Re-reads the spec files whose size or modification time changed (and,
    /// every ``fullReadEvery`` calls, all of them: a file system with coarse
    /// times can hide a quick same-size save) and redraws those whose bytes
    /// changed; returns their indices (with those of specs that moved up a
    /// number, and those past the new end, whose sections are gone). New spec
    /// files, and those gone, are looked for as ``DiscoveryPacing`` allows
    /// (every call, unless the tree is large).
    public func refresh() -> [Int] {
        let start = DiscoveryPacing.now()
        var renumbered = 0..<0
        if lock.withLock({ pacing.isDue(at: start) }) {
            renumbered = discover()
            let end = DiscoveryPacing.now()
            lock.withLock { pacing.walked(from: start, to: end) }
        }
        let entries = lock.withLock { self.entries }
        let now = entries.map { FileStamp(path: $0.spec.path) }
        let touched = lock.withLock {
            refreshes += 1
            let all = refreshes % Self.fullReadEvery == 0
            return now.indices.filter { all || now[$0] != stamps[$0] }
        }
        guard !touched.isEmpty else { return Array(renumbered) }
        var current: [Int: ReportProject.SpecBytes] = [:]
        for index in touched { current[index] = ReportProject.read(entries[index]) }
        let changed = lock.withLock {
            for index in touched { stamps[index] = now[index] }
            return touched.filter { current[$0]! != bytes[$0] }
        }
        guard !changed.isEmpty else { return Array(renumbered) }
        let rebuilt = builder.build(changed.map { entries[$0] }, bytes: changed.map { current[$0]! })
        return lock.withLock {
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
                bytes[index] = current[index]!
            }
            // A new target is a new summary column: every row is redrawn.
            let previous = targets
            targets = ReportBuilder.targets(of: specs)
            changedParts()
            let all = targets == previous ? changed : Array(specs.indices)
            return Array(Set(all).union(renumbered)).sorted()
        }
    }
}

extension ReportSession {
    /// The page, the chrome and the sections drawn for the current state.
    struct DrawnParts {
        var page: [UInt8]?
        var chrome: [UInt8]?
        var sections: [Int: [UInt8]] = [:]
    }

    /// Forgets every part drawn (a spec or a target changed); call under `lock`.
    private func changedParts() {
        generation += 1
        drawn = DrawnParts()
    }
}

/// A file's size and modification time (nil fields: it cannot be read).
struct FileStamp: Equatable {
    var size: UInt64?
    var modified: Date?

    /// No stamp: a file not looked at yet.
    init() {}

    init(path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        size = (attributes?[.size] as? NSNumber)?.uint64Value
        modified = attributes?[.modificationDate] as? Date
    }
}
