import Emitters

/// `layoutc/render`: the open document drawn as an SVG (what `layoutc render`
/// writes), on the first device compiled for, so an editor can show a live
/// picture beside the text. Params `{"textDocument": {"uri"}, "scale"?: n}`;
/// result `{"svg": "<svg…", "device": "iphone-15-pro/portrait", "version": n}`,
/// or `null` when the spec cannot be read into a screen.
extension LanguageServerSession {
    func render(_ params: JSONValue, _ messages: inout [JSONValue]) -> JSONValue {
        guard let uri = Self.documentURI(params), let document = compiledDocument(uri, &messages),
              let compiled = document.compiled, let screen = compiled.result.screen, let layout = compiled.result.layout
        else { return .null }
        let scale = params["scale"]?.doubleValue ?? 1
        guard scale.isFinite, scale > 0, scale <= 16 else { return .null }
        let svg = SVGEmitter(file: document.fileName, screen: screen, layout: layout,
                             diagnostics: compiled.diagnostics, scale: scale).render()
        var result: [String: JSONValue] = [
            "svg": .string(String(decoding: svg, as: UTF8.self)),
            "device": .string("\(layout.device.id)/\(layout.orientation.rawValue)"),
        ]
        if let version = document.version { result["version"] = .int(version) }
        return .object(result)
    }
}
