import Diagnostics

/// What `layoutc report` shows, as values: every spec, its picture on every
/// target (device × orientation), and its findings merged across targets. The
/// driver fills it; ``HTMLReportEmitter`` writes it as one self-contained page.
public struct HTMLReport: Sendable {
    /// One spec drawn on one target.
    public struct Picture: Sendable {
        /// `id/orientation`, as lint names targets.
        public var target: String
        /// The device's name and orientation, for the caption.
        public var caption: String
        /// The embedded SVG (``SVGEmitter`` with `standalone` off); nil when the
        /// spec could not be read into a screen.
        public var svg: [UInt8]?
        public var errors: Int
        public var warnings: Int
        public var notes: Int

        public init(target: String, caption: String, svg: [UInt8]?, errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
            self.target = target
            self.caption = caption
            self.svg = svg
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
        }
    }

    /// One spec's section.
    public struct Spec: Sendable {
        /// The path as reports name it.
        public var path: String
        /// `screen:`, when the spec could be read.
        public var screenName: String?
        public var pictures: [Picture]
        /// Findings merged across the targets (`devices` lists where a finding
        /// occurs when not on all of them).
        public var findings: [Diagnostic]
        /// The spec could not be read into a screen: its diagnostics, as text
        /// (shown in place of the pictures).
        public var failure: String?
        /// The pictures are the last good ones of a spec that now fails (live
        /// preview): shown dimmed under the failure.
        public var stale = false

        public init(path: String, screenName: String?, pictures: [Picture], findings: [Diagnostic],
                    failure: String? = nil, stale: Bool = false) {
            self.path = path
            self.screenName = screenName
            self.pictures = pictures
            self.findings = findings
            self.failure = failure
            self.stale = stale
        }
    }

    public var title: String
    public var specs: [Spec]
    /// Every target, in order: the summary table's columns.
    public var targets: [String]
    /// Server-sent events at `/events` redraw sections (`layoutc preview`).
    public var live = false

    public init(title: String, specs: [Spec], targets: [String], live: Bool = false) {
        self.title = title
        self.specs = specs
        self.targets = targets
        self.live = live
    }
}
