import Diagnostics
import SwiftCodegen

extension LayoutGeneration {
    /// A spec past ``viewLimit``: generation's own limit, which `--max-views` cannot raise.
    static func overViewLimit(_ count: Int, file: String, at key: SourceRange?) -> Diagnostic {
        error(.limitExceeded,
              "the spec expands to \(count) views; layoutc generate writes at most \(viewLimit) views a screen as Swift "
                  + "(a fixed limit, which --max-views cannot raise); lower 'repeat' or split the screen",
              file: file, at: key)
    }

    /// A screen name that gives no type name (`""`, `-`, `😀`): an error at the
    /// `screen:` key rather than a type named after nothing.
    static func noTypeName(_ screen: String, file: String, at key: SourceRange?) -> Diagnostic {
        let shown = screen.isEmpty ? "an empty screen name" : "screen '\(screen)'"
        return error(.invalidTypeName,
                     "\(shown) gives no Swift type name: it needs a letter or a digit (the type is the screen in "
                         + "UpperCamelCase plus 'Layout')",
                     file: file, at: key)
    }

    /// Longest type name, in UTF-8 bytes: `<Type>.swift` must be a file name,
    /// which most file systems cap at 255 bytes.
    static let maxTypeNameBytes = 255 - ".swift".utf8.count

    /// A type name too long to name its file: found before anything is written,
    /// where writing it failed with the whole 20 KB name and no line.
    static func typeNameTooLong(_ typeName: String, file: String, at key: SourceRange?) -> Diagnostic {
        let shown = typeName.unicodeScalars.count > 40
            ? String(String.UnicodeScalarView(typeName.unicodeScalars.prefix(40))) + "…" : typeName
        return error(.invalidTypeName,
                     "the type name '\(shown)' is \(typeName.utf8.count) bytes; at most \(maxTypeNameBytes) fit a "
                         + "file name (\(maxTypeNameBytes) + '.swift'): shorten the screen name",
                     file: file, at: key)
    }

    /// An error of `file` at `key`, else at its first character.
    private static func error(_ rule: RuleID, _ message: String, file: String, at key: SourceRange?) -> Diagnostic {
        var diagnostic = Diagnostic.error(rule, message, at: key ?? SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
        diagnostic.file = file
        return diagnostic
    }
}
