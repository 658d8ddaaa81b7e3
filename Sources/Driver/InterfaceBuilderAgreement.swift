import FramesJSON
import Foundation
import LayoutIR

/// `layoutc ib-agreement PATH…`: how many frames stored in Interface Builder
/// files layoutc reproduces on each file's design device (the comparison of
/// ``InterfaceBuilderAnswerKey``), per file and in total, with every
/// disagreement listed, so that "N of M frames agree" can be checked from a
/// clone (Docs/InterfaceBuilder.md#the-answer-key).
///
/// A frame agrees within half a point on every edge (a top-level view by its
/// size). Views IB flags `misplaced="YES"` (its stored frame is stale by its
/// own account) and hidden arranged views (stored at full size) are counted
/// apart, not compared.
public struct InterfaceBuilderAgreement: Sendable {
    /// One file's figures.
    public struct FileTally: Sendable, Equatable {
        /// As the user named it (relative to the current directory when inside it).
        public var file: String
        public var agree = 0
        /// The disagreeing views, in document order.
        public var disagreements: [InterfaceBuilderAnswerKey.Comparison] = []
        /// How messages name each disagreeing object (its outlet or user label), when not by its id.
        public var names: [String: String] = [:]
        /// Views IB flags misplaced, and hidden arranged views: not compared.
        public var flaggedMisplaced = 0
        public var hiddenArranged = 0

        /// The views compared: those that agree and those that do not.
        public var compared: Int { agree + disagreements.count }
    }

    /// Every file's figures, in path order.
    public var files: [FileTally]

    /// The figures for the Interface Builder files among `paths` (directories are
    /// searched as `lint` searches them; spec files are skipped). A path that does
    /// not exist, a file that cannot be read, throws (exit 2).
    public static func measure(_ paths: [String], currentDirectory: String, jobs: Int) throws -> InterfaceBuilderAgreement {
        let lintPaths = LintPaths(currentDirectory: currentDirectory)
        let absolute = paths.map { lintPaths.absolute($0) }
        let files = try SpecDiscovery.specFiles(in: absolute).filter(LayoutCompiler.isInterfaceBuilderFile)
        let slots = ResultSlots<Result<FileTally, Error>>(count: files.count)
        ParallelWork.forEach(count: files.count, jobs: jobs, cost: { _ in 1 }) { index in
            slots[index] = Result { try tally(files[index], display: lintPaths.display(files[index])) }
        }
        return InterfaceBuilderAgreement(files: try slots.values.map { try $0.get() })
    }

    /// One file compared on its design device.
    static func tally(_ path: String, display: String) throws -> FileTally {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(of: path)
        } catch let error as FileBytes.ReadError {
            throw FileBytes.ReadError(path: display, reason: error.reason)
        }
        var tally = FileTally(file: display)
        var objects: InterfaceBuilderObjects?
        for comparison in InterfaceBuilderAnswerKey.compare(bytes, file: display, solvesConstraints: true) {
            switch comparison.verdict {
            case .agrees: tally.agree += 1
            case .disagrees, .byConstraints:
                tally.disagreements.append(comparison)
                if tally.disagreements.count == 1 { objects = InterfaceBuilderObjects(bytes: bytes, file: display) }
                if let name = objects?.name(of: comparison.object), name != comparison.object {
                    tally.names[comparison.object] = name
                }
            case .misplaced: tally.flaggedMisplaced += 1
            case .hiddenArranged: tally.hiddenArranged += 1
            }
        }
        return tally
    }

    /// The total over every file.
    public var total: FileTally {
        var total = FileTally(file: "")
        for file in files {
            total.agree += file.agree
            total.disagreements += file.disagreements
            total.flaggedMisplaced += file.flaggedMisplaced
            total.hiddenArranged += file.hiddenArranged
        }
        return total
    }

    /// `N of M frames agree (P %)`.
    static func figure(_ tally: FileTally) -> String {
        guard tally.compared > 0 else { return "no stored frames to compare" }
        let share = Double(tally.agree) / Double(tally.compared) * 100
        return "\(tally.agree) of \(tally.compared) frames agree (\(String(format: "%.1f", share)) %)"
    }

    /// The report for people: a line per file, each disagreement under it, then the total.
    public var text: String {
        var out = ""
        for file in files {
            out += "\(file.file): \(Self.figure(file))\(Self.apart(file))\n"
            for comparison in file.disagreements {
                let name = file.names[comparison.object].map { " (\($0))" } ?? ""
                out += "  \(comparison.screen) \(comparison.object)\(name): stored \(MisplacedViews.describe(comparison.stored)), "
                    + "solved \(MisplacedViews.describe(comparison.solved))\n"
            }
        }
        out += "total: \(Self.figure(total)) in \(files.count) \(files.count == 1 ? "file" : "files")\(Self.apart(total))\n"
        return out
    }

    /// `; 2 flagged misplaced and 1 hidden arranged view not compared`, or nothing.
    static func apart(_ tally: FileTally) -> String {
        var parts: [String] = []
        if tally.flaggedMisplaced > 0 { parts.append("\(tally.flaggedMisplaced) flagged misplaced") }
        if tally.hiddenArranged > 0 { parts.append("\(tally.hiddenArranged) hidden arranged") }
        guard !parts.isEmpty else { return "" }
        let count = tally.flaggedMisplaced + tally.hiddenArranged
        return "; " + parts.joined(separator: " and ") + (count == 1 ? " view" : " views") + " not compared"
    }

    /// The same as JSON (`layoutc.ib-agreement/1`), deterministic.
    public var json: [UInt8] {
        func rect(_ r: Rect) -> String {
            "[\(MisplacedViews.number(r.x)), \(MisplacedViews.number(r.y)), \(MisplacedViews.number(r.width)), "
                + "\(MisplacedViews.number(r.height))]"
        }
        func counts(_ tally: FileTally) -> String {
            "\"compared\": \(tally.compared), \"agree\": \(tally.agree), \"flaggedMisplaced\": \(tally.flaggedMisplaced), "
                + "\"hiddenArranged\": \(tally.hiddenArranged)"
        }
        var out = Array("{\n  \"format\": \"layoutc.ib-agreement/1\",\n  \"files\": [".utf8)
        for (position, file) in files.enumerated() {
            out += Array((position == 0 ? "\n    {\"file\": " : ",\n    {\"file\": ").utf8)
            JSONWriter.appendEscaped(file.file, to: &out)
            out += Array(", \(counts(file)), \"disagreements\": [".utf8)
            for (index, comparison) in file.disagreements.enumerated() {
                out += Array((index == 0 ? "\n      {\"screen\": " : ",\n      {\"screen\": ").utf8)
                JSONWriter.appendEscaped(comparison.screen, to: &out)
                out += Array(", \"object\": ".utf8)
                JSONWriter.appendEscaped(comparison.object, to: &out)
                if let name = file.names[comparison.object] {
                    out += Array(", \"name\": ".utf8)
                    JSONWriter.appendEscaped(name, to: &out)
                }
                out += Array(", \"stored\": \(rect(comparison.stored)), \"solved\": \(rect(comparison.solved))}".utf8)
            }
            out += Array((file.disagreements.isEmpty ? "]}" : "\n    ]}").utf8)
        }
        out += Array((files.isEmpty ? "]," : "\n  ],").utf8)
        out += Array("\n  \"total\": {\(counts(total))}\n}\n".utf8)
        return out
    }
}
