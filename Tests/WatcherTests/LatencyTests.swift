import Dispatch
import Foundation
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// A closed write is delivered within milliseconds, not after a settle or a
    /// libinotifytools whole-second timeout.
    @Suite struct Latency {
        @Test func closeWriteIsDeliveredPromptly() throws {
            let harness = try WatcherHarness { $0.write("main.xml", "start") }
            defer { harness.close() }
            var samples: [Double] = []
            for round in 1...30 {
                let before = DispatchTime.now()
                harness.files.write("main.xml", "round \(round)", chunks: 1)
                #expect(harness.wait { $0.count == round })
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - before.uptimeNanoseconds) / 1e6)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            print("close-write to delivery: median \(median) ms, p90 \(samples[samples.count * 9 / 10]) ms, max \(samples.last!) ms")
            // Generous for a loaded CI machine; the settle interval alone is 75 ms.
            #expect(median < 60)
        }
    }
}
