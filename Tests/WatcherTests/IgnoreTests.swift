import Foundation
import Synchronization
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// The caller's predicate keeps watches off ignored folders, and can be swapped.
    @Suite struct Ignoring {
        @Test func ignoredFolderHasNoWatchAndNoChanges() throws {
            let harness = try WatcherHarness(ignore: .when { path, isDirectory in isDirectory && path.hasSuffix("build") }) { files in
                files.makeDirectories("build/intermediate/deep")
                files.makeDirectories("src/build")
                files.write("build/out.xml", "o")
                files.write("src/a.xml", "a")
            }
            defer { harness.close() }
            #expect(harness.initialFiles == ["src/a.xml"])
            #expect(harness.watcher.watchedDirectoryCount == 2)  // root and src
            harness.files.write("build/out.xml", "changed")
            harness.files.makeDirectories("build/new")
            harness.files.write("build/new/x.xml", "x")
            harness.files.write("src/build/y.xml", "y")
            #expect(harness.sync())
            #expect(harness.changeSets.isEmpty)
            #expect(harness.watcher.watchedDirectoryCount == 2)
        }

        @Test func ignoredFileIsNotReported() throws {
            let harness = try WatcherHarness(ignore: .when { path, _ in path.hasSuffix(".log") })
            defer { harness.close() }
            harness.files.write("debug.log", "x")
            harness.files.write("a.xml", "a")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "a.xml", kind: .created)])])
        }

        /// A `.layout-ignore` change is reported; the caller parses it and swaps the
        /// predicate; the watcher drops and adds watches and reports the difference.
        @Test func layoutIgnoreChangeReapplies() throws {
            let ignored = Mutex<Set<String>>([])
            let predicate: IgnorePredicate = { path, _ in ignored.withLock { $0.contains(path) } }
            let harness = try WatcherHarness(ignore: .when(predicate)) { files in
                files.makeDirectories("generated/nested")
                files.write("generated/a.xml", "a")
                files.write("generated/nested/b.xml", "b")
                files.write("main.xml", "m")
            }
            defer { harness.close() }
            #expect(harness.watcher.watchedDirectoryCount == 3)

            harness.files.write(ignoreFileName, "generated/\n")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: ".layout-ignore", kind: .created)])])
            harness.clear()

            ignored.withLock { $0 = ["generated"] }
            harness.watcher.setIgnorePredicate(predicate)
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([
                FileChange(path: "generated/a.xml", kind: .removed, fromRescan: true),
                FileChange(path: "generated/nested/b.xml", kind: .removed, fromRescan: true),
            ])])
            #expect(harness.watcher.watchedDirectoryCount == 1)
            harness.clear()

            harness.files.write("generated/c.xml", "c")
            #expect(harness.sync())
            #expect(harness.changeSets.isEmpty)

            ignored.withLock { $0 = [] }
            harness.watcher.setIgnorePredicate(predicate)
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([
                FileChange(path: "generated/a.xml", kind: .created, fromRescan: true),
                FileChange(path: "generated/c.xml", kind: .created, fromRescan: true),
                FileChange(path: "generated/nested/b.xml", kind: .created, fromRescan: true),
            ])])
            #expect(harness.watcher.watchedDirectoryCount == 3)
        }

        /// The ignore file is always reported, even if the rules hide dot files.
        @Test func ignoreFileIsReportedEvenWhenDotFilesAreIgnored() throws {
            let harness = try WatcherHarness(ignore: .when { path, _ in RelativePath.name(path).hasPrefix(".") })
            defer { harness.close() }
            harness.files.write(".hidden.xml", "h")
            harness.files.write(ignoreFileName, "*.bak")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: ignoreFileName, kind: .created)])])
        }
    }
}
