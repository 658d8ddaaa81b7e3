import Foundation
import XCTest

/// Every command pays for the executable's shared libraries before it does any
/// work: FoundationNetworking (libcurl, TLS, Kerberos, LDAP under it) took
/// 5 ms of a 13 ms compile of a small spec. Nothing in layoutc needs it.
final class StartUpLibrariesTests: XCTestCase {
    func testTheExecutableLoadsNoNetworkingLibraries() throws {
        #if os(Linux)
        let ldd = ["/usr/bin/ldd", "/bin/ldd"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let ldd else { throw XCTSkip("ldd is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ldd)
        process.arguments = [try CLIRunner.binary().path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(listing.contains("libswiftCore"), "ldd lists the libraries:\n\(listing)")
        for library in ["libFoundationNetworking", "libcurl", "libssl", "libgnutls", "libkrb5"] {
            XCTAssertFalse(listing.contains(library), "layoutc loads \(library) at every start:\n\(listing)")
        }
        #else
        throw XCTSkip("checked on Linux, where FoundationNetworking is a library of its own")
        #endif
    }
}
