import Diagnostics
import Foundation
import InterfaceBuilder
import LayoutIR
import SpecReader

/// One spec read once for every cell of its matrix. The reader's result
/// depends on the spec's settings (known devices, view limit), never on the
/// target, while parsing the YAML and reading it are most of a cell's time on
/// a text-heavy screen: 24 cells of the text matrix read a 1,000-label spec
/// once instead of 24 times. The first cell to need it reads it; the others
/// wait for that read (the lock) and share it.
final class SharedSpecRead: @unchecked Sendable {
    typealias Read = (screen: Screen?, sourceMap: SpecSourceMap, diagnostics: [Diagnostic])

    private let lock = NSLock()
    private var read: Read?
    private var designFindings: [String: [Diagnostic]]?

    /// The spec's read, made on the first call.
    func value(_ bytes: [UInt8], file: String, options: CompileOptions) -> Read {
        lock.withLock {
            if let read { return read }
            let result = SpecReader.read(bytes, file: file, options: options.readerOptions)
            let made: Read = (result.screen, result.sourceMap, result.diagnostics)
            read = made
            return made
        }
    }
}

extension SharedSpecRead {
    /// An Interface Builder file's findings made on its design device whatever the
    /// target (`misplaced-view`, by screen name), made by the first cell that asks.
    func designDeviceFindings(_ make: () -> [String: [Diagnostic]]) -> [String: [Diagnostic]] {
        lock.withLock {
            if let designFindings { return designFindings }
            let made = make()
            designFindings = made
            return made
        }
    }
}

extension LayoutCompiler {
    /// ``compile(_:file:)`` with the spec's read shared among the targets of one
    /// spec (an Interface Builder file is read on its own path, per target).
    func compile(_ bytes: [UInt8], file: String, sharing shared: SharedSpecRead) -> CompileResult {
        guard !InterfaceBuilderReader.isInterfaceBuilderFile(file) else {
            return InterfaceBuilderCompile.merged(compileScreens(bytes, file: file, whenSolved: { _, _ in }, sharing: shared),
                                                  file: file, bytes: bytes)
        }
        return compile(read: shared.value(bytes, file: file, options: options), source: SourceText(bytes: bytes),
                       file: file, whenSolved: { _, _ in })
    }
}
