import Diagnostics
import Emitters

extension LintReport {
    /// Gives every finding in an Interface Builder file its IB object id
    /// (``Diagnostic/object``): the id of the element it is reported at, else of
    /// that element's nearest ancestor with one (``InterfaceBuilderObjects``).
    /// Each file's XML is read again, once, and only for a file with findings.
    mutating func nameInterfaceBuilderObjects(sources: (String) -> [UInt8]?) {
        for fileIndex in files.indices {
            var objects: [String: InterfaceBuilderObjects] = [:]
            let path = files[fileIndex].path
            for index in files[fileIndex].diagnostics.indices {
                let named = files[fileIndex].diagnostics[index].file ?? path
                guard LayoutCompiler.isInterfaceBuilderFile(named) else { continue }
                if objects[named] == nil { objects[named] = InterfaceBuilderObjects(bytes: sources(named) ?? [], file: named) }
                let location = files[fileIndex].diagnostics[index].range?.start
                files[fileIndex].diagnostics[index].object = objects[named]?.object(at: location)
            }
        }
    }
}
