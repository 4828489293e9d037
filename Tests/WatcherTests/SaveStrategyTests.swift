import Foundation
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// Each way of saving gives exactly one change, delivered when the file already
    /// holds its final content.
    @Suite struct SaveStrategies {
        private func expectOneModification(
            of path: String, content: String, in harness: WatcherHarness,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(harness.sync(), sourceLocation: sourceLocation)
            #expect(harness.changeSets == [ChangeSet([FileChange(path: path, kind: .modified)])],
                    sourceLocation: sourceLocation)
            #expect(harness.deliveries.map(\.content) == [content], sourceLocation: sourceLocation)
        }

        @Test func writeInPlace() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "<UIView old/>") }
            defer { harness.close() }
            harness.files.write("main.xml", "<UIView width=\"100\" height=\"200\"/>", chunks: 5)
            expectOneModification(of: "main.xml", content: "<UIView width=\"100\" height=\"200\"/>", in: harness)
        }

        /// vim with the default `backupcopy=auto` on a plain file: probe `4913`, swap
        /// file, rename the original to `main.xml~`, write a new file, delete the backup.
        @Test func vimRenameAndRewrite() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "old") }
            defer { harness.close() }
            let files = harness.files
            files.write(".main.xml.swp", "swap")
            files.write("4913", "")
            files.remove("4913")
            files.rename("main.xml", "main.xml~")
            files.write("main.xml", "new from vim")
            files.remove("main.xml~")
            files.remove(".main.xml.swp")
            expectOneModification(of: "main.xml", content: "new from vim", in: harness)
        }

        /// JetBrains "safe write": temp file, original renamed away, temp renamed in.
        @Test func jetBrainsSafeWrite() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "old") }
            defer { harness.close() }
            let files = harness.files
            files.write("main.xml___jb_tmp___", "new from IntelliJ")
            files.rename("main.xml", "main.xml___jb_old___")
            files.rename("main.xml___jb_tmp___", "main.xml")
            files.remove("main.xml___jb_old___")
            expectOneModification(of: "main.xml", content: "new from IntelliJ", in: harness)
        }

        /// Write a temp file then rename over the original (VS Code's optional atomic
        /// save, Python/Go atomic writers) with a hidden temporary name.
        @Test func writeTemporaryThenRenameOver() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "old") }
            defer { harness.close() }
            harness.files.write(".goutputstream-AB12CD", "renamed into place")
            harness.files.rename(".goutputstream-AB12CD", "main.xml")
            expectOneModification(of: "main.xml", content: "renamed into place", in: harness)
        }

        @Test func sedInPlace() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "<UILabel text=\"old\"/>") }
            defer { harness.close() }
            #expect(try harness.files.run("/usr/bin/sed", ["-i", "s/old/new/", "main.xml"]) == 0)
            expectOneModification(of: "main.xml", content: "<UILabel text=\"new\"/>", in: harness)
        }

        /// A save that writes the same bytes is not a change (the index compares hashes).
        @Test func savingIdenticalContentIsNoChange() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "same") }
            defer { harness.close() }
            harness.files.write("main.xml", "same")
            #expect(harness.sync())
            #expect(harness.changeSets.isEmpty)
        }

        /// `git checkout` rewrites many files in a burst: one change set. The quiet
        /// periods are raised so that a descheduled `git` on a loaded test machine does
        /// not split the burst; the defaults (0.05 ms alone, 8 ms in a burst) are tuned
        /// for latency.
        @Test func gitCheckoutIsOneChangeSet() throws {
            let names = (0..<40).map { "screens/screen\($0).xml" }
            let git = { (files: WatcherHarness.Files, arguments: [String]) throws in
                let status = try files.run("/usr/bin/git", ["-c", "user.name=t", "-c", "user.email=t@t",
                                                            "-c", "init.defaultBranch=main"] + arguments)
                #expect(status == 0, "git \(arguments.joined(separator: " "))")
            }
            let coalescing = WatcherConfiguration(loneChangeQuietPeriod: .milliseconds(250),
                                                  coalescingQuietPeriod: .milliseconds(250),
                                                  maximumCoalescingDelay: .seconds(5))
            let harness = try WatcherHarness(ignore: .when { path, _ in path == ".git" },
                                             configuration: coalescing) { files in
                files.makeDirectories("screens")
                try git(files, ["init", "-q"])
                for name in names { files.write(name, "main \(name)") }
                try git(files, ["add", "."])
                try git(files, ["commit", "-qm", "main"])
                try git(files, ["checkout", "-qb", "other"])
                for name in names { files.write(name, "other \(name)") }
                try git(files, ["commit", "-qam", "other"])
                try git(files, ["checkout", "-q", "main"])
            }
            defer { harness.close() }
            try git(harness.files, ["checkout", "-q", "other"])
            // Delivered by the quiet period, not forced by a barrier.
            #expect(harness.wait { $0.flatMap(\.changes).count >= names.count })
            #expect(harness.sync())
            #expect(harness.changeSets.count == 1)
            #expect(harness.changeSets == [ChangeSet(names.map { FileChange(path: $0, kind: .modified) })])
            #expect(harness.deliveries.allSatisfy { $0.content == "other \($0.change.path)" })
        }

        /// A writer that never closes (mmap-style) is reported once the writes settle.
        @Test func writesWithoutCloseAreReportedAfterSettling() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "old") }
            defer { harness.close() }
            let handle = try #require(FileHandle(forWritingAtPath: harness.files.path("main.xml")))
            try handle.write(contentsOf: Array("kept open".utf8))  // one write over the 3 old bytes
            #expect(harness.wait { !$0.isEmpty })
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "main.xml", kind: .modified)])])
            #expect(harness.deliveries.map(\.content) == ["kept open"])
            try handle.close()
            #expect(harness.sync())
            #expect(harness.changeSets.count == 1)
        }
    }
}
