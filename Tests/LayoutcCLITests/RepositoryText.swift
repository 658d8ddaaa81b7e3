import Foundation

/// The repository's own text files and the anchors of its Markdown documents,
/// for the tests that keep the docs and comments pointing inside the repository.
enum RepositoryText {
    /// The folders whose files are read (build folders skipped), and the files at the top.
    static let folders = ["Sources", "Tests", "Benchmarks", "Scripts", "Plugins", "Examples", "Specs", "Docs", ".ci"]
    static let topFiles = ["Package.swift", "README.md"]
    private static let textExtensions: Set<String> = ["swift", "md", "sh", "py", "yaml", "yml", "lua", "h", "c", "cpp", "modulemap", "json", ""]

    /// Every text file under `folders` plus `topFiles`, as (path relative to the root, contents).
    static func files(under root: URL) -> [(path: String, text: String)] {
        var result: [(String, String)] = []
        for name in topFiles {
            if let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) { result.append((name, text)) }
        }
        let manager = FileManager.default
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" || url.lastPathComponent == ".swiftpm" {
                    walker.skipDescendants()
                    continue
                }
                guard textExtensions.contains(url.pathExtension),
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                result.append((folder + "/" + url.path.dropFirst(base.path.count + 1), text))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The anchors GitHub gives a Markdown document's headings: lowercased,
    /// punctuation dropped, spaces as hyphens, a repeated heading suffixed `-1`, `-2`, …
    /// Headings inside fenced code blocks are not headings.
    static func anchors(of markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }.map(Character.init)).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
