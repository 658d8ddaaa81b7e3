import Foundation

/// Finds the specs a command names: files as given, directories searched
/// recursively for `*.layout.yaml`, in a stable (sorted) order.
public enum SpecDiscovery {
    /// A path that names nothing readable.
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    /// The spec files under `paths`, sorted within each directory, duplicates removed.
    public static func specFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MissingPath(path: path)
            }
            let found = isDirectory.boolValue ? specs(inDirectory: path) : [path]
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return files
    }

    private static func specs(inDirectory directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".layout.yaml") {
                found.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
            }
        }
        return found.sorted()
    }
}
