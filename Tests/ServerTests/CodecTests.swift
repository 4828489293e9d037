import Diagnostics
@testable import Server
import Testing

@Suite struct LineSplitterTests {
    private func lines(_ chunks: [String], max: Int = 10) -> [LineSplitter.Next] {
        var splitter = LineSplitter(maxLineBytes: max)
        var output: [LineSplitter.Next] = []
        for chunk in chunks {
            Array(chunk.utf8).withUnsafeBytes { splitter.append($0) }
            while true {
                let next = splitter.next()
                if next == .needMore { break }
                output.append(next)
                if next == .tooLong { return output }
            }
        }
        return output
    }

    @Test func splitsOnNewlineAndCarriageReturnNewline() {
        #expect(lines(["a\nbc\r\nd", "e\n", "\n"]) == [.line(Array("a".utf8)), .line(Array("bc".utf8)), .line(Array("de".utf8)), .line([])])
    }

    @Test func acceptsALineOfExactlyTheLimitEvenWithCarriageReturn() {
        #expect(lines(["0123456789\r", "\n"]) == [.line(Array("0123456789".utf8))])
        #expect(lines(["0123456789\n"]) == [.line(Array("0123456789".utf8))])
    }

    @Test func refusesOneByteMoreWithOrWithoutTerminator() {
        #expect(lines(["01234567890\n"]) == [.tooLong])
        #expect(lines(["0123456789", "ab"]) == [.tooLong])
    }

    @Test func remainderIsTheLastUnterminatedLine() {
        var splitter = LineSplitter(maxLineBytes: 10)
        Array("PING\nQU".utf8).withUnsafeBytes { splitter.append($0) }
        #expect(splitter.next() == .line(Array("PING".utf8)))
        #expect(splitter.next() == .needMore)
        #expect(splitter.takeRemainder() == .line(Array("QU".utf8)))
        #expect(splitter.takeRemainder() == .needMore)
    }
}

@Suite struct ProtocolSnifferTests {
    static let cases: [(String, ProtocolSniffer.Verdict)] = [
        ("GET / HTTP/1.1\r\n", .http),
        ("HEAD /templates/a.xml HTTP/1.0\n", .http),
        ("POST /x HTTP/1.1\r\n", .http),
        ("GET / HTTP/2.0\r\n", .lineProtocol),
        ("get / HTTP/1.1\r\n", .lineProtocol),
        ("PING\n", .lineProtocol),
        ("SUBSCRIBE a.xml\n", .lineProtocol),
        ("ping", .lineProtocol),
        ("{\"x\"", .lineProtocol),
        ("", .undecided),
        ("PIN", .undecided),
        ("GET /x", .undecided),
        ("GET /x HTTP/1.", .undecided),
        ("GET /x HTTP/1.1\r", .undecided),
        ("GET /x FTP", .lineProtocol),
    ]

    @Test(arguments: cases)
    func classifies(prefix: String, verdict: ProtocolSniffer.Verdict) {
        #expect(ProtocolSniffer.classify(Array(prefix.utf8)[...]) == verdict)
    }

    static let httpLooking = ["Host: localhost", "host:localhost", "User-Agent: curl/8", "GET / HTTP/1.1", "POST /render HTTP/1.1", "POST /x", "Accept:\t*/*"]
    static let commands = ["PING", "SUBSCRIBE a.xml", #"STATE a.xml {"a":1}"#, "LOAD http://example.com/a.xml", "DEVICE 393x852 scale=3", "get", "posting /x"]

    @Test(arguments: httpLooking) func spotsHTTP(line: String) { #expect(ProtocolSniffer.looksLikeHTTP(line)) }
    @Test(arguments: commands) func leavesCommandsAlone(line: String) { #expect(!ProtocolSniffer.looksLikeHTTP(line)) }
}

@Suite struct OutgoingQueueTests {
    @Test func coalescesInPlaceKeepingOrder() {
        var queue = OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 1000))
        #expect(queue.enqueue(Array("A1".utf8), key: "A") == .queued)
        #expect(queue.enqueue(Array("S".utf8), key: nil) == .queued)
        #expect(queue.enqueue(Array("A22".utf8), key: "A") == .coalesced)
        #expect(queue.count == 2)
        #expect(queue.byteCount == 4)
        #expect(queue.coalescedCount == 1)
        #expect(queue.dequeue(upTo: 100) == Array("A22S".utf8))
        #expect(queue.isEmpty)
        // Once sent, a key starts over.
        #expect(queue.enqueue(Array("A3".utf8), key: "A") == .queued)
    }

    @Test func overflowsOnCountAndOnBytes() {
        var byCount = OutgoingQueue(limits: .init(maxMessages: 2, maxBytes: 1000))
        _ = byCount.enqueue([1], key: nil)
        _ = byCount.enqueue([2], key: "k")
        #expect(byCount.enqueue([3], key: "k") == .coalesced)
        #expect(byCount.enqueue([4], key: nil) == .overflow("outgoing queue full (2 messages, 2 bytes waiting; limits 2 messages, 1000 bytes): the client is not reading"))
        var byBytes = OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 4))
        _ = byBytes.enqueue([1, 2, 3], key: nil)
        #expect(byBytes.enqueue([4, 5], key: nil) == .overflow("outgoing queue full (1 messages, 3 bytes waiting; limits 10 messages, 4 bytes): the client is not reading"))
    }

    /// The limits bound what is left unread: one message larger than them still goes out.
    @Test func anEmptyQueueTakesAMessageOfAnySize() {
        var queue = OutgoingQueue(limits: .init(maxMessages: 10, maxBytes: 4))
        #expect(queue.enqueue([1, 2, 3, 4, 5, 6], key: "big") == .queued)
        #expect(queue.enqueue([7], key: nil) == .overflow("outgoing queue full (1 messages, 6 bytes waiting; limits 10 messages, 4 bytes): the client is not reading"))
        #expect(queue.dequeue(upTo: 2) == [1, 2, 3, 4, 5, 6])
        #expect(queue.enqueue([1, 2, 3, 4, 5, 6, 7, 8], key: "big") == .queued)
    }

    @Test func dequeuesAtLeastOneMessageAndStopsAtTheByteBudget() {
        var queue = OutgoingQueue(limits: .init(maxMessages: 1000, maxBytes: 100_000))
        for index in 0..<600 { _ = queue.enqueue([UInt8(index % 256)], key: "k\(index)") }
        #expect(queue.dequeue(upTo: 0).count == 1)
        #expect(queue.dequeue(upTo: 300).count == 300)
        #expect(queue.enqueue([9], key: "k599") == .coalesced)
        #expect(queue.dequeue(upTo: 1000).last == 9)
    }
}

@Suite struct OutgoingMessageTests {
    @Test func framesForLinesAndEventStreams() {
        let message = OutgoingMessage(["event": "pong"], coalescingKey: "x")
        #expect(String(decoding: message.lineBytes, as: UTF8.self) == "{\"event\":\"pong\"}\n")
        #expect(String(decoding: message.eventStreamBytes, as: UTF8.self) == "data: {\"event\":\"pong\"}\n\n")
        #expect(String(decoding: ServerSentEvents.data("a\nb"), as: UTF8.self) == "data: a\ndata: b\n\n")
        #expect(String(decoding: ServerSentEvents.data("a\r\nb\r"), as: UTF8.self) == "data: a\ndata: b\ndata: \n\n")
        #expect(String(decoding: ServerSentEvents.data(""), as: UTF8.self) == "data: \n\n")
        let bytes = OutgoingMessage(encodedJSONBytes: Array(#"{"é":"ü"}"#.utf8))
        #expect(String(decoding: bytes.lineBytes, as: UTF8.self) == "{\"é\":\"ü\"}\n")
        #expect(String(decoding: bytes.eventStreamBytes, as: UTF8.self) == "data: {\"é\":\"ü\"}\n\n")
        let empty = OutgoingMessage(encodedJSONBytes: [])
        #expect(empty.lineBytes == [0x0A])
        #expect(String(decoding: empty.eventStreamBytes, as: UTF8.self) == "data: \n\n")
        #expect(String(decoding: OutgoingMessage.protocolError("bad").lineBytes, as: UTF8.self) == "{\"event\":\"protocol-error\",\"message\":\"bad\"}\n")
    }

    /// An encoder's line (newline included) is the message's line as it is; its event-stream
    /// framing is made from it when asked for, and the same for every copy.
    @Test func aLineFromTheEncoderIsFramedForEventStreams() {
        let message = OutgoingMessage(lineBytes: Array(#"{"event":"render","revision":2}"#.utf8) + [0x0A], coalescingKey: "Home.xml")
        #expect(String(decoding: message.lineBytes, as: UTF8.self) == "{\"event\":\"render\",\"revision\":2}\n")
        let copy = message
        #expect(String(decoding: copy.eventStreamBytes, as: UTF8.self) == "data: {\"event\":\"render\",\"revision\":2}\n\n")
        #expect(message.eventStreamBytes == copy.eventStreamBytes)
        #expect(String(decoding: OutgoingMessage(lineBytes: Array("a\rb\n".utf8)).eventStreamBytes, as: UTF8.self) == "data: a\ndata: b\n\n")
        #expect(String(decoding: OutgoingMessage(lineBytes: [0x0A]).eventStreamBytes, as: UTF8.self) == "data: \n\n")
    }
}
