import Dispatch
import Foundation
@testable import LayoutServeCLI
import Testing

/// `serve` logs from the server's queues; a log reader that stops reading (a paused pager on
/// the other end of a pipe) must not stop the server.
@Suite struct LogSinkTests {
    /// Error output that blocks every write until it is opened, as a full pipe does.
    final class StalledOutput: CommandOutput, @unchecked Sendable {
        let opened = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var lines: [String] = []
        var written: [String] { lock.withLock { lines } }

        func write(_ text: String) {}

        func writeError(_ text: String) {
            if lock.withLock({ lines.isEmpty }) { opened.wait() }
            lock.withLock { lines.append(text) }
        }
    }

    @Test func aStalledReaderNeitherBlocksTheLoggerNorLosesTheOrder() {
        let output = StalledOutput()
        let sink = LogSink(output)
        // The writer holds the first line until the output opens; it and the rest wait, up to
        // the bound, and the lines past it are dropped (and said to be, after the line written).
        for number in 0..<(LogSink.maximumPending + 5) { sink.log("line \(number)") }
        output.opened.signal()
        sink.drain()
        let written = output.written
        #expect(written.count == LogSink.maximumPending + 1)
        #expect(written.first == "line 0\n")
        #expect(written[1] == "(5 log lines dropped: the log's reader fell behind)\n")
        #expect(written[2] == "line 1\n")
        #expect(written.last == "line \(LogSink.maximumPending - 1)\n")
    }
}
