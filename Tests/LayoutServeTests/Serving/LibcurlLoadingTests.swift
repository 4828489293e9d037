@testable import LayoutServe
import Testing

/// libcurl is opened at the first remote fetch; without it a fetch says what to install.
@Suite struct LibcurlLoadingTests {
    @Test func aMissingLibraryIsNamedWithItsPackage() {
        guard case .failure(let missing) = Libcurl.load(["libcurl-not-here.so.4"]) else {
            Issue.record("a library that does not exist opened")
            return
        }
        #expect(missing.reason == "libcurl is not installed (libcurl-not-here.so.4; on Debian: apt-get install libcurl4)")
    }

    @Test func aLibraryWithoutTheEasyInterfaceIsRefused() {
        guard case .failure(let missing) = Libcurl.load(["libz.so.1"]) else {
            Issue.record("libz was taken for libcurl")
            return
        }
        #expect(missing.reason == "libz.so.1 lacks the functions of libcurl's easy interface")
    }

    @Test func theInstalledLibcurlOpens() {
        guard case .success = Libcurl.shared else {
            Issue.record("libcurl did not open: scripts/setup installs libcurl4")
            return
        }
    }
}
