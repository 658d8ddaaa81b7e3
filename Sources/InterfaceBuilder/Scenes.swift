import Diagnostics
import LayoutIR

/// The screens of a `.xib`: one per top-level view in `<objects>`.
enum XIBViews {
    static func screens(_ context: FileContext, classes: SizeClasses) -> [ImportedScreen] {
        let tree = context.tree
        guard let objects = tree.child(of: 0, named: "objects") else { return [] }
        let owner = tree.elements[objects].children.first { tree.elements[$0]["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerClass = owner.flatMap { tree.elements[$0]["customClass"] }
        let tops = tree.elements[objects].children.filter { context.isView($0) }
        return tops.map { top in
            let node = tree.elements[top]
            let object = node["id"] ?? "view"
            let name = (tops.count == 1 ? ownerClass : nil) ?? node["customClass"] ?? node["userLabel"] ?? object
            // The view's own simulated metrics, each read whether or not a status
            // bar one is written (Xcode leaves it out beside a simulated top bar).
            let bars = SceneBars.simulated(tree, top, inherited: [.status])
            return context.builder(classes: classes).build(
                top: top, name: ScreenName.sanitized(name), screenName: ScreenName.sanitized(name), object: object,
                design: context.design, orientation: context.orientation, bars: bars, controller: nil,
                designID: context.designID)
        }
    }
}

/// The screens of a `.storyboard`: one per view controller scene with a view.
enum StoryboardScenes {
    static func screens(_ context: FileContext, classes: SizeClasses, notes: inout [Diagnostic]) -> [ImportedScreen] {
        let tree = context.tree
        let controllers = tree.elements.indices.filter { index in
            guard tree.elements[index].parent.map({ tree.elements[$0].name == "objects" }) == true,
                  tree.elements[index].parent.flatMap({ tree.elements[$0].parent }).map({ tree.elements[$0].name == "scene" }) == true
            else { return false }
            return tree.elements[index].children.contains { tree.elements[$0]["key"] == "view" && context.isView($0) }
        }
        // A controller without a view in the file (a SwiftUI hosting controller, a view
        // made in loadView) has nothing to lay out: noted, not silently skipped.
        let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController",
                                       "pageViewController", "viewControllerPlaceholder", "placeholder", "exit"]
        for index in tree.elements.indices where !controllers.contains(index) {
            let node = tree.elements[index]
            guard node["sceneMemberID"] == "viewController", !containers.contains(node.name) else { continue }
            context.note(into: &notes, "scene '\(node["customClass"] ?? node["id"] ?? node.name)' (\(node.name)) has no view "
                            + "in the file (made in code); there is nothing to lay out", at: tree.range(ofElement: index))
        }
        let bars = SceneBars(tree: tree)
        return controllers.map { controller in
            let node = tree.elements[controller]
            let view = node.children.first { tree.elements[$0]["key"] == "view" && context.isView($0) }!
            let object = node["id"] ?? tree.elements[view]["id"] ?? "scene"
            let name = node["customClass"] ?? node["storyboardIdentifier"] ?? node["userLabel"] ?? object
            return context.builder(classes: classes).build(
                top: view, name: ScreenName.sanitized(name), screenName: ScreenName.sanitized(name), object: object,
                design: context.design, orientation: context.orientation, bars: bars.bars(of: controller),
                controller: controller, designID: context.designID,
                belowOpaqueNavigationBar: bars.belowOpaqueNavigationBar(controller))
        }
    }
}

/// Screen and file names: letters, digits, `_` and `-` kept, anything else `_`.
enum ScreenName {
    static func sanitized(_ name: String) -> String {
        let kept = String(name.unicodeScalars.map { scalar -> Character in
            scalar == "_" || scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
        })
        return kept.isEmpty ? "_" : kept
    }

    /// Gives every screen a name of its own, compared without case (one file on
    /// macOS's file system): a name two screens would share gets the object id
    /// appended, sanitized like the name, since it becomes part of an output file
    /// name (an id `/../../victim` must not lead out of the output folder), and a
    /// number when the ids do not separate them (a file may repeat an id).
    static func separate(_ screens: inout [ImportedScreen]) {
        var counts: [String: Int] = [:]
        for screen in screens { counts[screen.name.lowercased(), default: 0] += 1 }
        var taken = Set(counts.keys)
        for index in screens.indices where counts[screens[index].name.lowercased(), default: 0] > 1 {
            let base = screens[index].name + "-" + sanitized(screens[index].screen.source?.object ?? String(index))
            var name = base
            var number = 2
            while !taken.insert(name.lowercased()).inserted {
                name = base + "-" + String(number)
                number += 1
            }
            screens[index].name = name
            screens[index].screen.name = name
        }
    }
}

/// The bars a storyboard scene shows: from the controllers that present it
/// (a navigation controller's root and what it shows get a navigation bar; a
/// tab bar controller's children, and what their navigation controllers show,
/// a tab bar), then the scene's simulated metrics where set.
struct SceneBars {
    let tree: MarkupTree
    private var navigated = Set<String>()
    private var tabbed = Set<String>()
    private var largeTitles = Set<String>()
    /// Controllers shown by a navigation controller whose bar is opaque (`translucent="NO"`).
    private var opaqueNavigated = Set<String>()
    private var indexByID: [String: Int] = [:]

    init(tree: MarkupTree) {
        self.tree = tree
        var edges: [(from: String, to: String, kind: String, relationship: String?)] = []
        for (index, element) in tree.elements.enumerated() {
            if let id = element["id"], element.parent.map({ tree.elements[$0].name == "objects" }) == true { indexByID[id] = index }
            guard element.name == "segue", let destination = element["destination"], let kind = element["kind"] else { continue }
            // The segue's controller: the nearest ancestor directly under `<objects>`.
            var owner = element.parent
            while let current = owner, tree.elements[current].parent.map({ tree.elements[$0].name != "objects" }) ?? true {
                owner = tree.elements[current].parent
            }
            guard let owner, let from = tree.elements[owner]["id"] else { continue }
            edges.append((from, destination, kind, element["relationship"]))
        }
        var navigationControllers = Set<String>()
        var opaqueNavigationControllers = Set<String>()
        var tabControllers = Set<String>()
        for (id, index) in indexByID {
            switch tree.elements[index].name {
            case "navigationController":
                navigationControllers.insert(id)
                if let bar = tree.child(of: index, named: "navigationBar"), tree.elements[bar]["largeTitles"] == "YES" {
                    largeTitles.insert(id)
                }
                if let bar = tree.child(of: index, named: "navigationBar"), tree.elements[bar]["translucent"] == "NO" {
                    opaqueNavigationControllers.insert(id)
                }
            case "tabBarController": tabControllers.insert(id)
            default: break
            }
        }
        // Fixed point: the root of a navigation controller and what a navigated controller
        // shows are navigated; a tab's child, and whatever that child's stack shows, is tabbed.
        var changed = true
        var largeNavigated = Set<String>()
        while changed {
            changed = false
            for edge in edges {
                let source = edge.from
                if navigationControllers.contains(source), edge.relationship == "rootViewController" {
                    changed = navigated.insert(edge.to).inserted || changed
                    if largeTitles.contains(source) { changed = largeNavigated.insert(edge.to).inserted || changed }
                    if opaqueNavigationControllers.contains(source) {
                        changed = opaqueNavigated.insert(edge.to).inserted || changed
                    }
                }
                if navigated.contains(source), edge.kind == "show" || edge.kind == "push" {
                    changed = navigated.insert(edge.to).inserted || changed
                    if largeNavigated.contains(source) { changed = largeNavigated.insert(edge.to).inserted || changed }
                    if opaqueNavigated.contains(source) { changed = opaqueNavigated.insert(edge.to).inserted || changed }
                }
                if tabControllers.contains(source), edge.relationship == "viewControllers" {
                    changed = tabbed.insert(edge.to).inserted || changed
                }
                if tabbed.contains(source), edge.relationship == "rootViewController" || edge.kind == "show" || edge.kind == "push" {
                    changed = tabbed.insert(edge.to).inserted || changed
                }
            }
        }
        largeTitles = largeNavigated
    }

    func bars(of controller: Int) -> [Bar] {
        let id = tree.elements[controller]["id"] ?? ""
        var bars: [Bar] = [.status]
        if navigated.contains(id) {
            let neverLarge = tree.child(of: controller, named: "navigationItem").map {
                tree.elements[$0]["largeTitleDisplayMode"] == "never"
            } ?? false
            bars.append(largeTitles.contains(id) && !neverLarge ? .largeTitle : .navigation)
        }
        if tabbed.contains(id) { bars.append(.tab) }
        return Self.simulated(tree, controller, inherited: bars)
    }

    /// Whether `controller`'s view lies below an opaque navigation bar (its
    /// navigation controller's bar `translucent="NO"`) rather than under it: UIKit
    /// does not extend a view under opaque bars unless the controller's
    /// `extendedLayoutIncludesOpaqueBars` says so.
    func belowOpaqueNavigationBar(_ controller: Int) -> Bool {
        let node = tree.elements[controller]
        return opaqueNavigated.contains(node["id"] ?? "") && node["extendedLayoutIncludesOpaqueBars"] != "YES"
    }

    /// The scene's simulated metrics over `inherited`: a simulated top bar gives a
    /// navigation bar, a bottom one a tab bar or toolbar, and a status bar
    /// simulated as hidden removes it.
    static func simulated(_ tree: MarkupTree, _ element: Int, inherited: [Bar]) -> [Bar] {
        var bars = inherited
        for child in tree.elements[element].children {
            let node = tree.elements[child]
            switch (node.name, node["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                if !bars.contains(.navigation) && !bars.contains(.largeTitle) { bars.append(.navigation) }
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bars.removeAll { $0 == .toolbar }
                if !bars.contains(.tab) { bars.append(.tab) }
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bars.removeAll { $0 == .tab }
                bars.append(.toolbar)
            case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"):
                if node["statusBarStyle"] == "none" { bars.removeAll { $0 == .status } }
            default: break
            }
        }
        return bars
    }
}
