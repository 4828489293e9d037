import FileAccess
import Foundation
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
            // The canonical path alone: inside the root whatever it names, and not looked at.
            #expect(try root.canonicalPath(of: "Screens") == root.path + "/Screens")
            #expect(FileRoot.isDirectory(resolved: try root.canonicalPath(of: "Screens")))
            #expect(!FileRoot.isDirectory(resolved: try root.canonicalPath(of: "Home-link.xml")))
            #expect(throws: FileAccessError.forbidden("etc/passwd resolves outside the root")) { try root.canonicalPath(of: "etc/passwd") }
            #expect(try root.contents(of: "Screens/Home.xml") == Array("<UIView/>\n".utf8))
            #expect(throws: FileAccessError.forbidden("Screens/Home.xml is larger than 4 bytes")) {
                try root.contents(of: "Screens/Home.xml", maxBytes: 4)
            }
            #expect(root.response(for: "etc/passwd").status == .forbidden)
        }

        /// The attack: a template renamed back and forth between a regular file and a FIFO
        /// wins the race between `resolve` (it checked a regular file) and the read, which
        /// then opened the FIFO with a blocking `open` and waited for a writer for ever,
        /// stopping the server's render queue. The read itself now refuses what is not a
        /// regular file, at once.
        @Test func aPathSwappedForAFIFOAfterItWasCheckedIsRefusedNotWaitedOn() throws {
            let temporary = try TemporaryRoot()
            let root = try FileRoot(temporary.path)
            let checked = try root.resolve("Screens/Home.xml")
            try FileManager.default.removeItem(atPath: checked)
            #expect(mkfifo(checked, 0o644) == 0)
            #expect(try FileRoot.read(resolved: checked, maxBytes: 1 << 20) == .notRegularFile)
            #expect(throws: FileAccessError.notFound("Screens/Home.xml is not a file")) { try root.contents(of: "Screens/Home.xml") }
        }

        /// A final symlink put in place of the checked path is not followed.
        @Test func aPathSwappedForASymlinkAfterItWasCheckedIsNotFollowed() throws {
            let temporary = try TemporaryRoot()
            let root = try FileRoot(temporary.path)
            let checked = try root.resolve("Screens/Home.xml")
            try FileManager.default.removeItem(atPath: checked)
            try FileManager.default.createSymbolicLink(atPath: checked, withDestinationPath: temporary.outside + "/passwd")
            #expect(throws: SystemError(call: "open", errno: ELOOP)) { try FileRoot.read(resolved: checked, maxBytes: 1 << 20) }
        }
    }
}
