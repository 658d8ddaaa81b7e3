import Diagnostics
import Emitters
import FramesJSON
import Foundation

/// `layoutc lint --write-baseline FILE` and `--baseline FILE`: today's findings
/// recorded, so that a team adopting layoutc on an existing project sees only
/// the findings it adds (Docs/Lint.md#baseline).
///
/// A finding is known by its file (relative to its configuration's directory,
/// else the current directory), its object and its rule, never by its line or
/// message: Xcode rewrites an Interface Builder file on every save, and a
/// message quotes numbers that move with the device. The object is the IB object
/// id the finding is about (``InterfaceBuilderObjects``), or in a spec the
/// view's `id`, else its path; empty for a finding about no view. As in
/// SwiftLint's baseline, each key is counted: with two findings under one key
/// recorded, a third is new.
///
/// The file is JSON, one entry per line, sorted, so it diffs well in review:
///
/// ```json
/// {
///   "format": "layoutc.baseline/1",
///   "findings": [
///     {"file": "App/Main.storyboard", "object": "8bC-Xf-vdC", "rule": "hit-target-too-small", "count": 1}
///   ]
/// }
/// ```
public struct LintBaseline: Equatable, Sendable {
    /// What a finding is known by.
    public struct Key: Hashable, Comparable, Sendable {
        public var file: String
        public var object: String
        public var rule: RuleID

        public init(file: String, object: String, rule: RuleID) {
            self.file = file
            self.object = object
            self.rule = rule
        }

        public static func < (a: Key, b: Key) -> Bool {
            (a.file, a.object, a.rule.rawValue) < (b.file, b.object, b.rule.rawValue)
        }
    }

    /// The format's name and version, the file's `format`.
    public static let format = "layoutc.baseline/1"

    /// How many findings each key had when the baseline was written.
    public var counts: [Key: Int]

    public init(counts: [Key: Int] = [:]) {
        self.counts = counts
    }

    /// The baseline of `keys`, one per finding.
    public init(keys: [Key]) {
        var counts: [Key: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        self.counts = counts
    }

    /// The file's bytes: deterministic (sorted by file, object, rule), one entry a line.
    public var bytes: [UInt8] {
        var out = Array("{\n  \"format\": \"\(Self.format)\",\n  \"findings\": [".utf8)
        for (position, key) in counts.keys.sorted().enumerated() {
            out += Array((position == 0 ? "\n    {\"file\": " : ",\n    {\"file\": ").utf8)
            JSONWriter.appendEscaped(key.file, to: &out)
            out += Array(", \"object\": ".utf8)
            JSONWriter.appendEscaped(key.object, to: &out)
            out += Array(", \"rule\": ".utf8)
            JSONWriter.appendEscaped(key.rule.rawValue, to: &out)
            out += Array(", \"count\": \(counts[key] ?? 0)}".utf8)
        }
        out += Array((counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        return out
    }

    /// A baseline file that cannot be used (exit 2).
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String { "cannot use baseline \(path): \(reason)" }
    }

    /// Reads the baseline at `path` (`display` names it in errors).
    public static func read(_ path: String, display: String) throws -> LintBaseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(of: path)
        } catch let error as FileBytes.ReadError {
            throw ReadError(path: display, reason: error.reason)
        }
        return try parse(bytes, display: display)
    }

    /// The baseline in `bytes`; anything but the format above is an error saying what is wrong.
    public static func parse(_ bytes: [UInt8], display: String) throws -> LintBaseline {
        func failure(_ reason: String) -> ReadError { ReadError(path: display, reason: reason) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
            throw failure("not JSON; write one with --write-baseline")
        }
        guard let root = object as? [String: Any], let format = root["format"] as? String else {
            throw failure("expected an object with \"format\": \"\(Self.format)\"")
        }
        guard format == Self.format else {
            throw failure("format '\(format)' is not '\(Self.format)'; write it again with --write-baseline")
        }
        guard let findings = root["findings"] as? [Any] else { throw failure("expected a \"findings\" list") }
        var counts: [Key: Int] = [:]
        for (index, item) in findings.enumerated() {
            guard let entry = item as? [String: Any], let file = entry["file"] as? String,
                  let objectID = entry["object"] as? String, let rule = entry["rule"] as? String,
                  let count = entry["count"] as? Int, count >= 1
            else {
                throw failure("finding \(index + 1) needs \"file\", \"object\" and \"rule\" strings and a \"count\" of 1 or more")
            }
            counts[Key(file: file, object: objectID, rule: RuleID(rule)), default: 0] += count
        }
        return LintBaseline(counts: counts)
    }

    /// What applying a baseline did.
    public struct Filtered: Sendable {
        /// The report with the recorded findings left out.
        public var report: LintReport
        /// Findings left out.
        public var matched = 0
        /// Recorded findings that no longer occur (fixed, or their object is gone).
        public var gone = 0
    }

    /// `report` without the findings this baseline records: under each key, the
    /// first `count` findings in report order; `keys[file][index]` is each finding's key.
    public func filter(_ report: LintReport, keys: [[Key]]) -> Filtered {
        var left = counts
        var filtered = Filtered(report: report)
        for (fileIndex, file) in report.files.enumerated() {
            var kept: [Diagnostic] = []
            for (index, diagnostic) in file.diagnostics.enumerated() {
                let key = keys[fileIndex][index]
                if let remaining = left[key], remaining > 0 {
                    left[key] = remaining - 1
                    filtered.matched += 1
                } else {
                    kept.append(diagnostic)
                }
            }
            filtered.report.files[fileIndex].diagnostics = kept
        }
        filtered.gone = left.values.reduce(0, +)
        return filtered
    }

    /// Each finding's key, file by file. `paths` maps a file as reports name it to
    /// its path relative to its configuration's directory; `sources` gives an
    /// Interface Builder file's bytes, whose objects are read from the XML.
    static func keys(of report: LintReport, paths: [String: String],
                     sources: (String) -> [UInt8]?) -> [[Key]] {
        var named = report
        named.nameInterfaceBuilderObjects(sources: sources)
        return named.files.map { file in
            file.diagnostics.map { diagnostic in
                let name = diagnostic.file ?? file.path
                let object = LayoutCompiler.isInterfaceBuilderFile(name)
                    ? diagnostic.object ?? ""
                    : diagnostic.foldedPaths.first ?? diagnostic.viewID ?? diagnostic.viewPath ?? ""
                return Key(file: paths[name] ?? name, object: object, rule: diagnostic.rule)
            }
        }
    }
}

extension LintBaseline {
    /// The note on standard error after a baseline was applied: how many findings
    /// it hid, and how many of its entries no longer occur.
    static func summary(_ filtered: Filtered, path: String) -> String {
        var text = "layoutc: note: \(filtered.matched) \(filtered.matched == 1 ? "finding" : "findings") "
            + "recorded in the baseline \(path) not shown"
        if filtered.gone > 0 {
            text += "; \(filtered.gone) recorded \(filtered.gone == 1 ? "finding no longer occurs" : "findings no longer occur")"
                + " (write the baseline again with --write-baseline to drop \(filtered.gone == 1 ? "it" : "them"))"
        }
        return text + "\n"
    }
}
