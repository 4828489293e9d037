import Foundation
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// New, renamed, moved and deleted directories keep paths right and lose nothing.
    @Suite struct Directories {
        private func union(_ sets: [ChangeSet]) -> Set<FileChange> {
            Set(sets.flatMap(\.changes).map { FileChange(path: $0.path, kind: $0.kind) })
        }

        @Test func mkdirWithImmediateWrites() throws {
            let harness = try WatcherHarness()
            defer { harness.close() }
            let files = harness.files
            files.makeDirectories("a/b/c")
            files.write("a/top.xml", "top")
            files.write("a/b/middle.xml", "middle")
            files.write("a/b/c/deep.xml", "deep")
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "a/top.xml", kind: .created),
                FileChange(path: "a/b/middle.xml", kind: .created),
                FileChange(path: "a/b/c/deep.xml", kind: .created),
            ])
            #expect(harness.deliveries.allSatisfy { $0.content == RelativePath.name($0.change.path).replacingOccurrences(of: ".xml", with: "") })
            #expect(harness.watcher.watchedDirectoryCount == 4)
        }

        @Test func shellMkdirPAndWrite() throws {
            let harness = try WatcherHarness()
            defer { harness.close() }
            try harness.files.run("/bin/sh", ["-c", "mkdir -p x/y/z && echo hi > x/y/z/f.xml && echo yo > x/g.xml"])
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "x/y/z/f.xml", kind: .created),
                FileChange(path: "x/g.xml", kind: .created),
            ])
        }

        @Test func renameDirectoryWithinTree() throws {
            let harness = try WatcherHarness { files in
                files.makeDirectories("old/inner")
                files.write("old/a.xml", "a")
                files.write("old/inner/b.xml", "b")
            }
            defer { harness.close() }
            harness.files.rename("old", "new")
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "old/a.xml", kind: .removed),
                FileChange(path: "old/inner/b.xml", kind: .removed),
                FileChange(path: "new/a.xml", kind: .created),
                FileChange(path: "new/inner/b.xml", kind: .created),
            ])
            #expect(harness.watcher.watchedDirectoryCount == 3)
            harness.clear()
            // The moved watches report under the new name (in one change set or two: the two
            // writes may fall on either side of a delivery).
            harness.files.write("new/inner/c.xml", "c")
            harness.files.write("new/a.xml", "a2")
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "new/a.xml", kind: .modified),
                FileChange(path: "new/inner/c.xml", kind: .created),
            ])
        }

        @Test func renameFileWithinTree() throws {
            let harness = try WatcherHarness { $0.write("a.xml", "a") }
            defer { harness.close() }
            harness.files.rename("a.xml", "b.xml")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([
                FileChange(path: "a.xml", kind: .removed),
                FileChange(path: "b.xml", kind: .created),
            ])])
        }

        @Test func moveIntoAndOutOfTree() throws {
            let outside = try WatcherHarness { files in
                files.makeDirectories("pack/sub")
                files.write("pack/one.xml", "1")
                files.write("pack/sub/two.xml", "2")
            }
            outside.watcher.stop()  // only its directory is wanted
            defer { outside.close() }
            let harness = try WatcherHarness { $0.write("stay.xml", "s") }
            defer { harness.close() }

            #expect(rename(outside.files.path("pack"), harness.files.path("pack")) == 0)
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "pack/one.xml", kind: .created),
                FileChange(path: "pack/sub/two.xml", kind: .created),
            ])
            #expect(harness.watcher.watchedDirectoryCount == 3)
            harness.clear()

            #expect(rename(harness.files.path("pack"), outside.files.path("gone")) == 0)
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "pack/one.xml", kind: .removed),
                FileChange(path: "pack/sub/two.xml", kind: .removed),
            ])
            #expect(harness.watcher.watchedDirectoryCount == 1)
            harness.clear()

            // Writes in the moved-out directory are not ours any more.
            outside.files.write("gone/one.xml", "changed outside")
            outside.files.write("gone/sub/three.xml", "3")
            #expect(harness.sync())
            #expect(harness.changeSets.isEmpty)
        }

        @Test func deleteFileAndDirectory() throws {
            let harness = try WatcherHarness { files in
                files.makeDirectories("dir/sub")
                files.write("dir/a.xml", "a")
                files.write("dir/sub/b.xml", "b")
                files.write("c.xml", "c")
            }
            defer { harness.close() }
            harness.files.remove("c.xml")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "c.xml", kind: .removed)])])
            harness.clear()
            harness.files.remove("dir")
            #expect(harness.sync())
            #expect(union(harness.changeSets) == [
                FileChange(path: "dir/a.xml", kind: .removed),
                FileChange(path: "dir/sub/b.xml", kind: .removed),
            ])
            #expect(harness.watcher.watchedDirectoryCount == 1)
        }

        /// libinotifytools keeps the name of a deleted directory's watch; a new
        /// directory of the same name must still get its own.
        @Test func deleteAndRecreateDirectory() throws {
            let harness = try WatcherHarness { files in
                files.makeDirectories("d")
                files.write("d/a.xml", "a")
            }
            defer { harness.close() }
            for round in 1...3 {
                harness.files.remove("d")
                harness.files.makeDirectories("d")
                harness.files.write("d/a.xml", "round \(round)")
                #expect(harness.sync())
                harness.clear()
                harness.files.write("d/b.xml", "b\(round)")
                #expect(harness.sync())
                #expect(union(harness.changeSets) == [FileChange(path: "d/b.xml", kind: .created)])
                harness.files.remove("d/b.xml")
                #expect(harness.sync())
                harness.clear()
            }
            #expect(harness.watcher.watchedDirectoryCount == 2)
        }

        /// A file renamed to a backup name and back, unchanged, is no change at all.
        @Test func renameAwayAndBackIsNoChange() throws {
            let harness = try WatcherHarness { $0.write("a.xml", "a") }
            defer { harness.close() }
            harness.files.rename("a.xml", "a.xml~")
            harness.files.rename("a.xml~", "a.xml")
            #expect(harness.sync())
            #expect(harness.changeSets.isEmpty)
        }

        @Test func moveFileBetweenDirectoriesIsOneChangeSet() throws {
            let harness = try WatcherHarness { files in
                files.makeDirectories("from")
                files.makeDirectories("to")
                files.write("from/a.xml", "a")
            }
            defer { harness.close() }
            harness.files.rename("from/a.xml", "to/a.xml")
            #expect(harness.wait { !$0.isEmpty })
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([
                FileChange(path: "from/a.xml", kind: .removed),
                FileChange(path: "to/a.xml", kind: .created),
            ])])
        }
    }
}
