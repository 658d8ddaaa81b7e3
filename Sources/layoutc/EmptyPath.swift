import ArgumentParser

/// Rejects a path given as an empty string, what `-o "$OUT_DIR"` passes when
/// the variable is unset: `compile -o ''` wrote its frames into the current
/// directory, `init ''` its config there, `lint ''` linted it, and the others
/// failed with `cannot write : …`. A usage error (exit 2) that names the option.
enum EmptyPath {
    /// Throws `"<role>; it cannot be empty"` when any of `values` is `""`.
    static func reject(_ values: [String?], _ role: String) throws {
        if values.contains("") { throw ValidationError("\(role); it cannot be empty") }
    }
}
