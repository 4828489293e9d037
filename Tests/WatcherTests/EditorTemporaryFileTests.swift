import Testing
@testable import Watcher

/// Which names count as an editor's temporary files (never reported).
struct EditorTemporaryFileTests {
    @Test(arguments: [
        "main.xml~", ".main.xml.swp", ".main.xml.swo", ".main.xml.swx", "4913", "5036",
        "main.xml___jb_tmp___", "main.xml___jb_old___", ".#main.xml", "#main.xml#",
        ".goutputstream-K2X9QZ", "sedAb12Cd",
    ])
    func temporary(_ name: String) {
        #expect(EditorTemporaryFile.matches(name))
    }

    @Test(arguments: [
        "main.xml", "4914", "sed.xml", "sedimentary", "swap.xml", ".layout-ignore", "#", "screen.swp.xml",
        "Localizable.strings", "sedAb12Cd.xml",
    ])
    func notTemporary(_ name: String) {
        #expect(!EditorTemporaryFile.matches(name))
    }

    @Test func syncCookieRoundTrip() {
        let cookie = SyncCookie(processID: 4321, number: 17)
        #expect(cookie.fileName == ".layout-serve-sync-4321-17")
        #expect(SyncCookie(fileName: cookie.fileName) == cookie)
        #expect(SyncCookie(fileName: ".layout-serve-sync-x") == nil)
        #expect(SyncCookie(fileName: "main.xml") == nil)
    }
}
