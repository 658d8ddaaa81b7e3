import Foundation

/// The `.layoutc.yml` that `layoutc init` writes: a device matrix worth
/// checking on day one (the smallest phone, a notched one in both
/// orientations, the largest), the rules block to tune, and the other keys
/// commented out with their defaults, so the file teaches its own format.
public enum StarterConfig {
    /// The config's file name, as every command looks for it.
    public static let fileName = ".layoutc.yml"

    /// The starter file's text.
    public static let text = """
        # layoutc's project configuration. Every command that reads specs in this
        # directory or below (compile, lint, render, generate, report, preview and
        # the language server) uses it. The keys: Docs/Configuration.md in layoutc's
        # repository; the rule ids: `layoutc rules`; the devices: `layoutc devices`.

        # The devices lint checks every spec on, its findings merged across them.
        # Without this key each spec is checked on its own `device:` only.
        devices:
          - iphone-se-3                    # the smallest screen, 375 × 667, no notch
          - id: iphone-16-pro              # a Dynamic Island and a home indicator
            orientations: [portrait, landscape]
          - iphone-16-pro-max              # the largest phone

        # Each rule's severity: error, warning, note, or off.
        rules:
          hit-target-too-small: warning    # the default; `error` makes it fail a build
          # outside-safe-area: error

        # Which *.layout.yaml files a directory search takes (globs relative to
        # this file's directory); a file named on the command line is always read.
        # include: [Specs/**]
        # exclude: [Specs/Legacy]

        # Findings silenced by file, object and rule: an Interface Builder object id
        # (Xcode drops XML comments, so an IB file is suppressed here) or a spec view's
        # id or path, and everything inside it.
        # suppress:
        #   - {file: App/Main.storyboard, object: 8bC-Xf-vdC, rule: hit-target-too-small, reason: …}

        # Limits on what a spec may cost; --max-views, --max-file-size,
        # --max-island-size and --max-xml-attributes win.
        # limits: {maxViews: 2000000, maxFileBytes: 268435456, maxIslandSize: 20000, maxXMLAttributes: 256}

        """

    /// Why `init` wrote nothing: the directory has a config already.
    public struct AlreadyExists: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path) exists; --force replaces it" }
    }

    /// Writes ``text`` to `directory`/`.layoutc.yml` (atomically, creating the
    /// directory) and returns its path; an existing config is kept unless `force`.
    public static func write(into directory: String, force: Bool) throws -> String {
        let path = (directory as NSString).appendingPathComponent(fileName)
        if !force, FileManager.default.fileExists(atPath: path) { throw AlreadyExists(path: path) }
        try AtomicFile.write(Array(text.utf8), to: path, sparing: .none)
        return path
    }
}
