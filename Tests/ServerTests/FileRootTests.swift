@testable import Server
import Testing

extension SocketTests {
    @Suite struct FileRootTests {
        @Test func resolvesInsideAndRefusesOutside() throws {
            let temporary = try TemporaryRoot()
            let root = try FileRoot(temporary.path)
            #expect(try root.resolve("Screens/Home.xml") == root.path + "/Screens/Home.xml")
            #expect(try root.resolve("Home-link.xml") == root.path + "/Screens/Home.xml")
            #expect(throws: FileAccessError.forbidden("etc/passwd resolves outside the root")) { try root.resolve("etc/passwd") }
            #expect(throws: FileAccessError.forbidden("absolute path /etc/passwd")) { try root.resolve("/etc/passwd") }
            #expect(throws: FileAccessError.forbidden("path ../outside/passwd must not contain empty, . or .. segments")) {
                try root.resolve("../outside/passwd")
            }
            #expect(throws: FileAccessError.notFound("Missing.xml not found")) { try root.resolve("Missing.xml") }
            #expect(throws: FileAccessError.notFound("Screens is not a file")) { try root.resolve("Screens") }
            #expect(try root.contents(of: "Screens/Home.xml") == Array("<UIView/>\n".utf8))
            #expect(throws: FileAccessError.forbidden("Screens/Home.xml is larger than 4 bytes")) {
                try root.contents(of: "Screens/Home.xml", maxBytes: 4)
            }
            #expect(root.response(for: "etc/passwd").status == .forbidden)
        }
    }
}
