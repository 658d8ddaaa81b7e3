import Diagnostics
import Emitters
import Foundation

/// The `publishDiagnostics` params written straight into bytes: with 10,000
/// findings, building a JSON tree per diagnostic and writing it out took as
/// long as solving the spec. Writes exactly what ``LanguageServerSession/lspDiagnostic(_:_:)``
/// gives, keys sorted.
enum DiagnosticsJSON {
    static func params(uri: String, version: Int?, diagnostics: [Diagnostic], converter: PositionConverter) -> JSONValue {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + diagnostics.count * 256)
        bytes.append(contentsOf: #"{"diagnostics":["#.utf8)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(diagnostic, converter, to: &bytes)
        }
        bytes.append(contentsOf: #"],"uri":"#.utf8)
        JSONValue.write(string: uri, to: &bytes)
        if let version {
            bytes.append(contentsOf: #","version":"#.utf8)
            bytes.append(contentsOf: String(version).utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        return .encoded(Data(bytes))
    }

    private static func write(_ diagnostic: Diagnostic, _ converter: PositionConverter, to bytes: inout [UInt8]) {
        let range = converter.lspRange(diagnostic.range)
        bytes.append(contentsOf: #"{"code":"#.utf8)
        JSONValue.write(string: diagnostic.rule.rawValue, to: &bytes)
        if !diagnostic.devices.isEmpty {
            bytes.append(contentsOf: #","data":{"devices":["#.utf8)
            for (index, device) in diagnostic.devices.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONValue.write(string: device, to: &bytes)
            }
            bytes.append(contentsOf: "]}".utf8)
        }
        bytes.append(contentsOf: #","message":"#.utf8)
        JSONValue.write(string: LanguageServerSession.message(of: diagnostic), to: &bytes)
        bytes.append(contentsOf: #","range":{"end":"#.utf8)
        write(range.end, to: &bytes)
        bytes.append(contentsOf: #","start":"#.utf8)
        write(range.start, to: &bytes)
        bytes.append(contentsOf: #"},"severity":"#.utf8)
        bytes.append(contentsOf: String(LanguageServerSession.severity(diagnostic.severity)).utf8)
        bytes.append(contentsOf: #","source":"layoutc"}"#.utf8)
    }

    private static func write(_ position: LSPPosition, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"character":"#.utf8)
        bytes.append(contentsOf: String(position.character).utf8)
        bytes.append(contentsOf: #","line":"#.utf8)
        bytes.append(contentsOf: String(position.line).utf8)
        bytes.append(UInt8(ascii: "}"))
    }
}
