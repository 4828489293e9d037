@testable import Server
import Synchronization
import Testing

/// A message that replaces a waiting one with the same key: a patch applies only to the event
/// before it, so when it replaces that event it is queued whole.
@Suite struct CoalescedPatchTests {
    @Test func aPatchThatReplacesAWaitingEventGoesWhole() {
        var queue = OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1 << 20))
        #expect(queue.enqueue(Array("render r1\n".utf8), key: "Home.xml") == .queued)
        #expect(queue.enqueue(Array("synced\n".utf8), key: nil) == .queued)
        #expect(queue.enqueue(Array("patch r2\n".utf8), key: "Home.xml", whenCoalesced: Array("render r2\n".utf8)) == .coalesced)
        #expect(String(decoding: queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "render r2\nsynced\n")
        // Nothing waiting: the patch itself is queued.
        #expect(queue.enqueue(Array("patch r3\n".utf8), key: "Home.xml", whenCoalesced: Array("render r3\n".utf8)) == .queued)
        #expect(String(decoding: queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "patch r3\n")
    }

    /// The same through a connection's outbox, in both framings: the patch that replaces a
    /// waiting render is queued as its whole render.
    @Test func anOutboxQueuesTheWholeEventInEitherFraming() {
        let render1 = OutgoingMessage(encodedJSON: #"{"event":"render","revision":1}"#, coalescingKey: "Home.xml")
        let render2 = OutgoingMessage(encodedJSON: #"{"event":"render","revision":2}"#, coalescingKey: "Home.xml")
        let patch2 = OutgoingMessage(encodedJSON: #"{"event":"patch","revision":2}"#, coalescingKey: "Home.xml").replaced(whenCoalescedBy: render2)
        var lines = Outbox(queue: OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1 << 20)), framing: .line)
        var stream = Outbox(queue: OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1 << 20)), framing: .eventStream)
        #expect(lines.enqueue(render1).0 == .queued)
        #expect(stream.enqueue(render1).0 == .queued)
        #expect(lines.enqueue(patch2).0 == .coalesced)
        #expect(stream.enqueue(patch2).0 == .coalesced)
        #expect(String(decoding: lines.queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "{\"event\":\"render\",\"revision\":2}\n")
        #expect(String(decoding: stream.queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "data: {\"event\":\"render\",\"revision\":2}\n\n")
    }

    /// A whole event made on demand (the lane made only the patch) is made when a client first
    /// needs it — here when the patch replaces a waiting render — once, whichever framing asks.
    @Test func aWholeEventMadeOnDemandIsMadeOnlyWhenAClientNeedsIt() {
        let made = Mutex(0)
        let render2 = OutgoingMessage(coalescingKey: "Home.xml") {
            made.withLock { $0 += 1 }
            return Array("{\"event\":\"render\",\"revision\":2}\n".utf8)
        }
        let patch2 = OutgoingMessage(encodedJSON: #"{"event":"patch","revision":2}"#, coalescingKey: "Home.xml").replaced(whenCoalescedBy: render2)
        var lines = Outbox(queue: OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1 << 20)), framing: .line)
        var stream = Outbox(queue: OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1 << 20)), framing: .eventStream)
        // Nothing waiting: the patches are queued and the whole event is not made.
        #expect(lines.enqueue(patch2).0 == .queued)
        #expect(stream.enqueue(patch2).0 == .queued)
        #expect(made.withLock { $0 } == 0)
        #expect(String(decoding: lines.queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "{\"event\":\"patch\",\"revision\":2}\n")
        // A patch that replaces a waiting render is queued whole: made now, once for both.
        let render1 = OutgoingMessage(encodedJSON: #"{"event":"render","revision":1}"#, coalescingKey: "Home.xml")
        #expect(lines.enqueue(render1).0 == .queued)
        #expect(lines.enqueue(patch2).0 == .coalesced)
        _ = stream.queue.dequeue(upTo: 1 << 20)
        #expect(stream.enqueue(render1).0 == .queued)
        #expect(stream.enqueue(patch2).0 == .coalesced)
        #expect(made.withLock { $0 } == 1)
        #expect(String(decoding: lines.queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "{\"event\":\"render\",\"revision\":2}\n")
        #expect(String(decoding: stream.queue.dequeue(upTo: 1 << 20), as: UTF8.self) == "data: {\"event\":\"render\",\"revision\":2}\n\n")
        #expect(render2.lineBytes.count == 32)
        #expect(made.withLock { $0 } == 1)
    }
}
