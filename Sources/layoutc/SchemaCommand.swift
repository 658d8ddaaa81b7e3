import ArgumentParser
import Driver
import Foundation

/// `layoutc schema`: the JSON Schema of the spec format, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec format (for editor completion and validation).")

    func run() throws {
        StandardOutput.write(JSONSchemaExport.document()[...])
    }
}
