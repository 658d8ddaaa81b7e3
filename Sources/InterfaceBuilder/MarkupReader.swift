import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Limits that keep a hostile XML file bounded.
public struct MarkupLimits: Sendable, Hashable {
    /// Deepest element nesting read (an IB file nests a few dozen deep).
    public var maxDepth: Int
    /// Most elements read.
    public var maxElements: Int

    /// Most attributes of one element (an IB element has a few dozen at most;
    /// libxml2's check for repeated attributes took 400 s on a million).
    public var maxAttributes: Int

    /// Where ``maxAttributes`` is raised, for messages.
    public static let attributeLimitSource = "--max-xml-attributes or 'limits: {maxXMLAttributes: N}' in .layoutc.yml"

    public init(maxDepth: Int = 512, maxElements: Int = 4_000_000, maxAttributes: Int = 256) {
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributes = maxAttributes
    }
}

/// Reads XML bytes into a ``MarkupTree`` through FoundationXML's `XMLParser`
/// (libxml2), with every element's and attribute's position.
///
/// ``MarkupPrecheck`` refuses, before parsing, a document type declaration
/// (an Interface Builder file never has one, and without it there are no
/// entities beyond the five predefined ones, so no entity can expand, an
/// entity bomb, or read another file or the network, an external entity) and
/// any encoding but UTF-8, in which the declaration could hide from its search.
/// libxml2's own entity checks and `shouldResolveExternalEntities = false`
/// stay on beneath.
public enum MarkupReader {
    public static func read(_ bytes: [UInt8], file: String, limits: MarkupLimits = MarkupLimits())
        -> (tree: MarkupTree?, diagnostics: [Diagnostic]) {
        let lines = MarkupLineTable(bytes: bytes)
        func failure(_ message: String, at location: SourceLocation, rule: RuleID = .xmlSyntax)
            -> (tree: MarkupTree?, diagnostics: [Diagnostic]) {
            (nil, [Diagnostic(rule: rule, severity: .error, message: message, file: file,
                              range: SourceRange(start: location))])
        }
        if let refusal = MarkupPrecheck.refusal(in: bytes, limits: limits) {
            return failure(refusal.message, at: lines.location(offset: refusal.offset), rule: refusal.rule)
        }
        let builder = TreeBuilder(bytes: bytes, limits: limits)
        // From a stream, which XMLParser feeds libxml2 in chunks: handed the whole
        // file at once, libxml2 stopped at 10 MB ("Huge input lookup", error 1).
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let stop = builder.stop {
            let location = stop.offset.map(lines.location(offset:))
                ?? SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            return failure(stop.message, at: location, rule: stop.rule)
        }
        if !parsed || builder.elements.isEmpty || builder.failure != nil || parser.parserError != nil {
            let code = builder.failure?.code ?? (parser.parserError as NSError?)?.code ?? 4
            if let first = builder.failure {
                return failure(Self.describe(code: code),
                               at: SourceLocation(line: max(1, first.line), column: max(1, first.column)))
            }
            return failure(Self.describe(code: code),
                           at: SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
        }
        return (MarkupTree(elements: builder.elements, lines: lines, strings: builder.strings), [])
    }

    /// A message for libxml2's error `code` (`xmlParserErrors`).
    static func describe(code: Int) -> String {
        let reasons: [Int: String] = [
            4: "the document is empty; expected an Interface Builder document", 5: "extra content after the document element",
            6: "a character is not allowed here", 23: "a '&' does not start an entity or character reference",
            26: "an entity that is not declared", 27: "an entity that is not declared",
            29: "an external entity is not read", 38: "an attribute value must be quoted",
            39: "an attribute value is not closed", 40: "an attribute has no value",
            41: "an attribute is repeated", 65: "a space is required between attributes",
            68: "a name was expected", 73: "'>' was expected", 76: "an end tag does not match its start tag",
            77: "an element is not closed", 85: "an end tag does not match its start tag",
            89: "an entity refers to itself", 9: "a character XML does not allow",
            // XML_ERR_INTERNAL_ERROR: libxml2 stopped at a limit of its own (a single
            // text or attribute value over 10 MB, a name over 50,000 bytes).
            1: "libxml2 stopped at a limit of its own (a value over 10 MB or a name over 50,000 bytes)",
        ]
        let reason = reasons[code] ?? "the XML is not well-formed (libxml2 error \(code))"
        return "malformed XML: \(reason)"
    }

    /// The delegate: builds the flat element list as XMLParser reports it.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var elements: [MarkupElement] = []
        /// The text of each `<string>` element (a text view's `<string key="text">`), by element.
        var strings: [Int: String] = [:]
        var stop: (message: String, offset: Int?, rule: RuleID)?
        /// The first error libxml2 reported, with where it noticed it.
        var failure: (code: Int, line: Int, column: Int)?
        private var open: [Int] = []
        private var scanner: StartTagScanner
        private let limits: MarkupLimits

        init(bytes: [UInt8], limits: MarkupLimits) {
            scanner = StartTagScanner(bytes: bytes)
            self.limits = limits
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes values: [String: String] = [:]) {
            guard stop == nil else { return }
            let tag = scanner.next()
            let offset = tag?.offset ?? 0
            if open.count >= limits.maxDepth {
                stop = ("elements nest deeper than \(limits.maxDepth) levels, the nesting limit; "
                            + "an Interface Builder file nests a few dozen", offset, .limitExceeded)
                parser.abortParsing()
                return
            }
            if elements.count >= limits.maxElements {
                stop = ("the file has more than \(limits.maxElements) elements, the element limit", offset, .limitExceeded)
                parser.abortParsing()
                return
            }
            var attributes: [MarkupAttribute] = []
            attributes.reserveCapacity(values.count)
            for (attributeName, attributeOffset) in tag?.attributes ?? [] {
                guard let value = values[attributeName] else { continue }
                attributes.append(MarkupAttribute(name: attributeName, value: value, offset: attributeOffset))
            }
            let index = elements.count
            elements.append(MarkupElement(name: name, attributes: attributes, parent: open.last, offset: offset))
            if let parent = open.last { elements[parent].children.append(index) }
            open.append(index)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Only `<string>` elements hold text IB means (elsewhere it is indentation).
            guard stop == nil, let index = open.last, elements[index].name == "string" else { return }
            strings[index, default: ""] += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            if failure == nil { failure = ((error as NSError).code, parser.lineNumber, parser.columnNumber) }
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let index = open.popLast() else { return }
            // libxml2's position: just past the end tag's `>`.
            elements[index].end = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
        }
    }
}
