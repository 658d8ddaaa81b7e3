/// The directory part of a path, worked out on the text: `a/b` → `a`,
/// `/q` → `/`, `q` → `` (the current directory).
///
/// Foundation's `NSString.deletingLastPathComponent` on Linux traps on a
/// relative path of one character (`q`, `q/`, `.`): `generate -o q` or
/// `--output-file A` crashed with an illegal instruction. Paths the user types
/// go through this instead.
enum ParentPath {
    /// `path` without its last component and the slashes before it.
    static func of(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var parent = text[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
