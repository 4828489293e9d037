import Foundation
import Glibc
@testable import Watcher

extension WatcherHarness {
    /// Writes files under a root with the same system calls that editors and tools use.
    struct Files {
        let root: String

        func path(_ relative: String) -> String { root + "/" + relative }

        /// open(O_TRUNC), several writes, close: an in-place save (VS Code, vim with
        /// `backupcopy=yes`, most scripts).
        func write(_ relative: String, _ content: String, chunks: Int = 3) {
            let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            precondition(descriptor >= 0, "cannot open \(relative)")
            let bytes = Array(content.utf8)
            let size = max(1, (bytes.count + chunks - 1) / chunks)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + size)
                bytes[offset..<end].withUnsafeBytes { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
                offset = end
            }
            Glibc.close(descriptor)
        }

        func read(_ relative: String) -> String? {
            try? String(contentsOfFile: path(relative), encoding: .utf8)
        }

        func makeDirectories(_ relative: String) {
            try! FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        }

        func rename(_ from: String, _ to: String) {
            precondition(Glibc.rename(path(from), path(to)) == 0, "rename \(from) → \(to) failed")
        }

        func remove(_ relative: String) {
            try! FileManager.default.removeItem(atPath: path(relative))
        }

        /// Runs a program with the root as working directory and waits for it.
        @discardableResult
        func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
