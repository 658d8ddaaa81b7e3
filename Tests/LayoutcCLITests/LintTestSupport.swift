import Diagnostics
@testable import Driver
import Emitters
import Foundation
import XCTest

/// A temporary directory with files in it, removed when the test is done.
final class LintTempDirectory {
    let path: String

    init(files: [String: String] = [:]) throws {
        path = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("layoutc-lint-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try write(files)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes each file (path relative to the directory), creating directories.
    func write(_ files: [String: String]) throws {
        for (name, text) in files {
            let file = self.file(name)
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    /// The absolute path of `name`.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// `layoutc lint` as a library call in this directory.
    func lint(_ paths: [String] = [], config: String? = nil, reporters: [ReporterRequest] = [], strict: Bool = false,
              environment: [String: String] = [:], jobs: Int = 2) -> LintOutcome {
        LintRunner(options: LintOptions(paths: paths, configPath: config, reporters: reporters, strict: strict,
                                        jobs: jobs, environment: environment, currentDirectory: path)).run()
    }
}

extension LintOutcome {
    /// Every finding of the report, in order.
    var findings: [Diagnostic] { report.files.flatMap(\.diagnostics) }

    /// `rule line:col severity [devices]` for each finding: compact to compare.
    var summaryLines: [String] {
        findings.map { d in
            let position = d.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
            let devices = d.devices.isEmpty ? "" : " " + d.devices.joined(separator: ",")
            return "\(d.file ?? "-") \(position) \(d.severity.rawValue) \(d.rule.rawValue)\(devices)"
        }
    }

    var standardOutputText: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// Specs used by several tests.
enum LintSpecs {
    /// A collection of `count` 32-pt chips, each on its own line: one
    /// `hit-target-too-small` each (2,000 of them are some 500 KB of text).
    static func chips(_ count: Int) -> String {
        var text = """
            layout: 1
            screen: Chips
            root:
              children:
                - id: tags
                  kind: collection
                  place: {in: safeArea}
                  flow:
                    items:

            """
        for index in 0..<count { text += "          - {size: [\(40 + index % 50), 32]}\n" }
        return text
    }

    /// `ambiguous-position` (a width without a position) at 6:14 on every device.
    static let ambiguous = """
        layout: 1
        screen: Ambiguous
        root:
          children:
            - id: banner
              place: {width: 100, top: 0, height: 20}

        """

    /// A height of H − 500: negative (`negative-size`, 6:14) only where the screen
    /// is under 500 points high, that is in landscape on a phone.
    static let landscapeOnly = """
        layout: 1
        screen: Tall
        root:
          children:
            - id: tall
              place: {left: 0, width: 50, top: 0, bottom: 500}

        """

    /// A clean spec.
    static let clean = """
        layout: 1
        screen: Clean
        root:
          children:
            - frame: [0, 0, 100, 44]

        """
}
