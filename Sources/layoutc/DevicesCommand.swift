import ArgumentParser
import Driver
import Foundation
import LayoutIR

/// `layoutc devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the built-in devices: sizes, scales, safe areas and bar heights.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @Option(name: .long, help: "text or json.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: StandardOutput.write(DeviceListing.table(DeviceCatalog.all))
        case .json: StandardOutput.write(DeviceListing.json(DeviceCatalog.all)[...])
        }
    }
}
