import Diagnostics
import InterfaceBuilder

/// The Interface Builder objects of one `.xib` or `.storyboard`, by position:
/// which object (`id="8bC-Xf-vdC"`) a finding at a line and column is about.
///
/// Xcode rewrites an IB file on every save, so lines move while object ids
/// stay: the baseline and `.layoutc.yml`'s `suppress:` know a finding by its
/// object instead of its line. A finding is reported at an element's start tag
/// (the view, its `<rect key="frame">`, a `<constraint>`) or at one of its
/// attributes; its object is that element's id, else the nearest ancestor's.
struct InterfaceBuilderObjects {
    /// Every element's start (the `<`), in document order.
    private var starts: [SourceLocation] = []
    private var ids: [String?] = []
    private var parents: [Int?] = []
    /// The element of each id (the first, should a broken file repeat one).
    private var elementOfID: [String: Int] = [:]
    /// Element ranges, for ``frameRange(of:)``.
    private var tree: MarkupTree?
    /// Outlet names by destination id, as the reader names views.
    private var outlets: [String: String] = [:]

    /// The objects of `bytes`; empty when the file is not well-formed XML or
    /// is past `limits` (the compile's, so it reads what the compile read).
    init(bytes: [UInt8], file: String, limits: MarkupLimits = MarkupLimits()) {
        guard let tree = MarkupReader.read(bytes, file: file, limits: limits).tree else { return }
        self.tree = tree
        starts.reserveCapacity(tree.elements.count)
        for (index, element) in tree.elements.enumerated() {
            starts.append(tree.lines.location(offset: element.offset))
            let id = element["id"]
            ids.append(id)
            parents.append(element.parent)
            if let id, elementOfID[id] == nil { elementOfID[id] = index }
            if element.name == "outlet", let property = element["property"], let destination = element["destination"],
               outlets[destination] == nil {
                outlets[destination] = property
            }
        }
    }

    /// Whether the file could not be read as XML (it has no objects to name).
    var isEmpty: Bool { starts.isEmpty }

    /// Whether the file has an object with `id`.
    func contains(_ id: String) -> Bool { elementOfID[id] != nil }

    /// The ids of the element whose start tag holds `location` and of its
    /// ancestors, innermost first; empty before the first element.
    func chain(at location: SourceLocation) -> [String] {
        // The last element starting at or before the location: findings sit in start tags.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= location { low = middle + 1 } else { high = middle }
        }
        var current: Int? = low - 1
        var chain: [String] = []
        while let element = current, element >= 0 {
            if let id = ids[element] { chain.append(id) }
            current = parents[element]
        }
        return chain
    }

    /// The object a finding at `location` is about: the innermost id.
    func object(at location: SourceLocation?) -> String? {
        location.flatMap { chain(at: $0).first }
    }

    /// How a message names object `id`, as the IB reader names its view: its
    /// outlet, else its user label (Xcode's document outline shows it), else the id.
    func name(of id: String) -> String {
        if let outlet = outlets[id] { return outlet }
        if let element = elementOfID[id], let label = tree?.elements[element]["userLabel"] { return label }
        return id
    }

    /// Where a view's stored frame is written (`<rect key="frame">`), else its
    /// start tag; `nil` for an id the file lacks.
    func frameRange(of id: String) -> SourceRange? {
        guard let tree, let element = elementOfID[id] else { return nil }
        if let rect = tree.child(of: element, named: "rect", key: "frame") { return tree.range(ofElement: rect) }
        return tree.range(ofElement: element)
    }
}
