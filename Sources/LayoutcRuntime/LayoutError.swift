/// Why a generated layout could not be solved.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `init(device:orientation:)` named a device that is not in the catalog.
    case unknownDevice(String)

    public var description: String {
        switch self {
        case .unknownDevice(let id):
            "unknown device '\(id)'; expected one of \(DeviceCatalog.all.map(\.id).joined(separator: ", "))"
        }
    }
}
