import Diagnostics

/// Merges the findings of one spec checked on several targets into one finding
/// per problem.
///
/// Two findings are the same problem when they have the same rule, severity,
/// file, source range and view path, and their messages are equal once every
/// number in them is blanked (`width -12 is negative` and `width -44 is
/// negative` are one problem; the first target's message is kept). The merged
/// finding's `devices` lists the targets (`id/orientation`, in target order)
/// it occurs on — and stays empty when it occurs on every target the spec was
/// checked on, so a problem that does not depend on the device reads as plainly
/// as with one target. When the merged messages quote different numbers, the
/// kept one says whose they are: `… (numbers from iphone-se-3/portrait)`.
enum LintMerger {
    /// One target's findings.
    struct Run {
        var label: String
        var diagnostics: [Diagnostic]
    }

    static func merge(_ runs: [Run]) -> [Diagnostic] {
        if runs.count == 1, let alone = unmerged(runs[0]) { return alone }
        // A finding whose place (file, range, rule, severity) no other finding has,
        // on any target, merges with nothing: it skips the key (its message written
        // and blanked, some 200 bytes hashed) and only gets its target named. Each
        // place is hashed once, into a slot whose count the second pass reads by index.
        var slotOfPlace: [Place: Int] = [:]
        slotOfPlace.reserveCapacity(runs.reduce(0) { $0 + $1.diagnostics.count })
        var placeCounts: [Int] = []
        let placeSlots = runs.map { run in
            run.diagnostics.withUnsafeBufferPointer { diagnostics in
                diagnostics.indices.map { index -> Int in
                    let slot = valueOrInserted(&slotOfPlace[Place(diagnostics.baseAddress! + index), default: placeCounts.count])
                    if slot == placeCounts.count { placeCounts.append(0) }
                    placeCounts[slot] += 1
                    return slot
                }
            }
        }
        var allLabels: [String] = []
        for run in runs where !allLabels.contains(run.label) { allLabels.append(run.label) }
        // The findings alone at their place go straight into the result; the
        // merged ones join them, and the whole is sorted once.
        var merged: [Diagnostic] = []
        var shared: [Run] = []
        for (run, slots) in zip(runs, placeSlots) {
            var kept: [Diagnostic] = []
            run.diagnostics.withUnsafeBufferPointer { diagnostics in
                for index in diagnostics.indices {
                    let diagnostic = diagnostics.baseAddress! + index
                    guard placeCounts[slots[index]] == 1 else {
                        kept.append(diagnostic.pointee)
                        continue
                    }
                    merged.append(diagnostic.pointee)
                    merged[merged.count - 1].devices = allLabels == [run.label] ? [] : [run.label]
                }
            }
            shared.append(Run(label: run.label, diagnostics: kept))
        }
        for (_, diagnostic) in keyedMerge(shared) { merged.append(diagnostic) }
        merged.sortAndUnique()
        return merged
    }

    /// The value an `inout` dictionary entry holds: with `dictionary[key,
    /// default: new]` as the argument, the key is looked up once and `new`
    /// inserted when it is missing.
    private static func valueOrInserted(_ value: inout Int) -> Int { value }

    /// One target's findings as they are, when none can merge: a finding merges
    /// only with one at its place, and in print order findings with the same
    /// file, start, severity and rule lie together. `nil` when some do, when
    /// the list is not in print order, or when a finding names devices (then
    /// the general merge decides). Checking neighbours costs no hashing and
    /// no copy, where the general merge hashes and copies every finding
    /// (100,000 on a screen of findings, checked on one device).
    static func unmerged(_ run: Run) -> [Diagnostic]? {
        guard run.diagnostics.leadingFieldsStrictlyIncrease else { return nil }
        // Read in place: an element taken out of the array is a copy (a retain per field).
        let namesDevices = run.diagnostics.withUnsafeBufferPointer { items in
            items.indices.contains { !items.baseAddress![$0].devices.isEmpty }
        }
        return namesDevices ? nil : run.diagnostics
    }

    /// Where a finding is and what it is, short of its message: two findings
    /// merge only when these are equal.
    struct Place: Hashable {
        var file: String?
        var range: SourceRange?
        var rule: RuleID
        var severity: Severity

        init(_ diagnostic: UnsafePointer<Diagnostic>) {
            file = diagnostic.pointee.file
            range = diagnostic.pointee.range
            rule = diagnostic.pointee.rule
            severity = diagnostic.pointee.severity
        }

        /// The range alone (the file and the rule are mostly the same for all, and
        /// a string's hash is the costly part); `==` compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(range)
            hasher.combine(severity)
        }
    }

    /// The merged findings, in print order, and for each run's diagnostics the
    /// 1-based position in them of the finding each became: what `report` numbers
    /// every picture's badges with, so they match its merged list.
    static func numberedMerge(_ runs: [Run]) -> (findings: [Diagnostic], numbers: [[Int]]) {
        var keyed = keyedMerge(runs)
        keyed.sort { Diagnostic.sortedOrder($0.diagnostic, $1.diagnostic) }
        var findings: [Diagnostic] = []
        var numberByKey: [Key: Int] = [:]
        for (key, diagnostic) in keyed {
            // Equal diagnostics are one finding (as `sortedAndUnique` keeps one).
            if findings.last != diagnostic { findings.append(diagnostic) }
            numberByKey[key] = findings.count
        }
        let numbers = runs.map { run in run.diagnostics.map { numberByKey[Key($0)] ?? 0 } }
        return (findings, numbers)
    }

    /// One merged finding per key, in first-seen order. Each diagnostic's key is
    /// made once and looked up once (a spec can have 100,000 findings a target).
    private static func keyedMerge(_ runs: [Run]) -> [(key: Key, diagnostic: Diagnostic)] {
        var allLabels: [String] = []
        for run in runs where !allLabels.contains(run.label) { allLabels.append(run.label) }
        var keys: [Key] = []
        var findings: [Diagnostic] = []
        var labels: [[String]] = []
        var numbersDiffer: [Bool] = []
        var slot: [Key: Int] = [:]
        for run in runs {
            run.diagnostics.withUnsafeBufferPointer { diagnostics in
                for index in diagnostics.indices {
                    let diagnostic = diagnostics.baseAddress! + index
                    let key = Key(diagnostic)
                    if let found = slot[key] {
                        // Compared as bytes: `.message` makes a `String` of a deferred
                        // message or one kept as bytes, on each side, for every cell.
                        if !numbersDiffer[found],
                           !findings.withUnsafeBufferPointer({ Diagnostic.messagesEqual($0.baseAddress! + found, diagnostic) }) {
                            numbersDiffer[found] = true
                        }
                        if !labels[found].contains(run.label) { labels[found].append(run.label) }
                        continue
                    }
                    slot[key] = keys.count
                    keys.append(key)
                    findings.append(diagnostic.pointee)
                    labels.append([run.label])
                    numbersDiffer.append(false)
                }
            }
        }
        return keys.indices.map { index in
            var diagnostic = findings[index]
            diagnostic.devices = Set(labels[index]) == Set(allLabels) ? [] : labels[index]
            if numbersDiffer[index], let first = labels[index].first {
                diagnostic.message += " (numbers from \(first))"
            }
            return (keys[index], diagnostic)
        }
    }

    /// What makes two findings the same problem: their place, the view, and
    /// the message with its numbers blanked.
    struct Key: Hashable {
        var place: Place
        var viewPath: String?
        /// The message's UTF-8 with its numbers blanked, compared byte for byte.
        var message: [UInt8]

        init(_ diagnostic: Diagnostic) {
            self = withUnsafePointer(to: diagnostic) { Key($0) }
        }

        /// The key of a diagnostic read in place (its message written, not made a `String`).
        init(_ diagnostic: UnsafePointer<Diagnostic>) {
            place = Place(diagnostic)
            // A folded finding quotes its worst copy, which may differ from target to target.
            viewPath = diagnostic.pointee.foldedPaths.isEmpty ? diagnostic.pointee.viewPath : nil
            var blanked: [UInt8] = []
            Diagnostic.withMessageBytes(of: diagnostic) { blanked = LintMerger.blankingNumbers(bytes: $0) }
            message = blanked
        }

        /// A subset of the fields `==` compares; the message hashed as one block
        /// of bytes (an array hashes byte by byte, some 200 a finding).
        func hash(into hasher: inout Hasher) {
            hasher.combine(place)
            message.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// `message` with each number (`12`, `-4.5`) replaced by `#`.
    static func blankingNumbers(_ message: String) -> String {
        var message = message
        return message.withUTF8 { String(decoding: blankingNumbers(bytes: $0), as: UTF8.self) }
    }

    /// ``blankingNumbers(_:)`` on UTF-8 (see ``MessageNumbers``).
    static func blankingNumbers(bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let end = MessageNumbers.end(ofNumberAt: index, in: bytes) {
                out.append(UInt8(ascii: "#"))
                index = end
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }
}
