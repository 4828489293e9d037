import Server
import Testing

/// `ClientInput` reads bytes as a connection does, whatever the reads' boundaries.
@Suite struct ClientInputTests {
    /// Each outcome as one line of text, for literal comparison.
    static func describe(_ outcome: ClientInput.Outcome?) -> String {
        switch outcome {
        case nil: "incomplete"
        case let .command(command)?: "command \(command)"
        case let .commandError(message)?: "error \(message)"
        case let .request(request)?: "request \(request.method) \(request.target) Host=\(request.header("Host") ?? "-")"
        case let .httpError(status, message)?: "HTTP \(status) \(message)"
        case .lineTooLong?: "line too long"
        }
    }

    @Test func commandsAcrossReadsUpToQuit() {
        let chunks = ["PING\r\nSUBSC", "RIBE Screens/*.xml\n\npnig\nQUIT\nLIST\n"].map { Array($0.utf8) }
        #expect(ClientInput.commands(in: chunks).map(Self.describe) == [
            "command ping",
            #"command subscribe(pattern: "Screens/*.xml", patch: false)"#,
            "error unknown command pnig (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT); did you mean PING?",
            "command quit",
        ])
    }

    @Test func aLastLineWithoutTerminatorCountsAndALongLineEnds() {
        var configuration = ServerConfiguration()
        configuration.maxLineBytes = 8
        #expect(ClientInput.commands(in: [Array("SYNC".utf8)]).map(Self.describe) == ["command sync"])
        #expect(ClientInput.commands(in: [Array("PING\nRELOAD Screens/A.xml\nPING\n".utf8)], configuration: configuration)
            .map(Self.describe) == ["command ping", "line too long"])
    }

    @Test func requestHeadAcrossReads() {
        let hostCheck = HostCheck(boundHost: "127.0.0.1", port: 7411)
        let head = ["GET /render/A.xml?device=ipad HTTP/1.1\r\nHo", "st: localhost:7411\r\n", "\r\n"].map { Array($0.utf8) }
        #expect(Self.describe(ClientInput.requestHead(in: head, hostCheck: hostCheck))
            == "request GET /render/A.xml?device=ipad Host=localhost:7411")
        #expect(Self.describe(ClientInput.requestHead(in: Array(head.prefix(2)), hostCheck: hostCheck)) == "incomplete")
        let foreign = [Array("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8)]
        #expect(Self.describe(ClientInput.requestHead(in: foreign, hostCheck: hostCheck))
            == "HTTP 403 Host evil.example is not this server (use localhost:7411)")
    }
}
