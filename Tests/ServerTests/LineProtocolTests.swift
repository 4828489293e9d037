import Diagnostics
import Foundation
@testable import Server
import TestSupport
import Testing

extension SocketTests {
    @Suite struct LineProtocolTests {
        @Test func helloThenCommandsRoundTrip() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send("PING\n")
            #expect(client.readLine() == #"{"event":"pong"}"#)
            client.send("subscribe Screens/*.xml\r\nsync\r\n")
            #expect(client.readLine() == #"{"event":"command","command":"subscribe(pattern: \"Screens/*.xml\", patch: false)"}"#)
            #expect(client.readLine() == #"{"event":"synced"}"#)
        }

        /// Input is read a megabyte a turn of the connection's queue (`Connection.readBudget`):
        /// what comes after the first megabytes is still read, and answered.
        @Test func inputPastTheReadBudgetIsReadInLaterTurns() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            // 3 MiB of blank lines (4 KiB each: ignored, and cheap to split) before the command.
            let blank = [UInt8](repeating: UInt8(ascii: " "), count: 4_095) + [UInt8(ascii: "\n")]
            client.send(bytes: Array(repeating: blank, count: 3 * Connection.readBudget / blank.count + 3).flatMap { $0 } + Array("PING\n".utf8))
            #expect(client.readLine() == #"{"event":"pong"}"#)
        }

        @Test func aClientThatSpeaksFirstGetsHelloFirst() throws {
            let server = try TestServer { $0.sniffTimeout = .seconds(30) }
            let client = try TestClient(port: server.port)
            client.send("PING\n")
            #expect(client.readLine() == #"{"event":"hello","protocol":1}"#)
            #expect(client.readLine() == #"{"event":"pong"}"#)
        }

        @Test func malformedCommandsGetAnErrorAndTheConnectionStaysOpen() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send("FROB x\nDEVICE\n\nPING\n")
            #expect(client.readLine() == #"{"event":"protocol-error","message":"unknown command FROB (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT)"}"#)
            #expect(client.readLine() == #"{"event":"protocol-error","message":"DEVICE expects a preset name or WIDTHxHEIGHT[@SCALE]"}"#)
            #expect(client.readLine() == #"{"event":"pong"}"#)
        }

        @Test func aLineOfExactly64KiBIsAcceptedAndOneMoreByteClosesTheConnection() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send("SUBSCRIBE " + String(repeating: "a", count: 65536 - 10) + "\r\n")
            #expect(client.readLine()?.hasPrefix(#"{"event":"command","command":"subscribe"#) == true)
            client.send("SUBSCRIBE " + String(repeating: "a", count: 65536 - 9) + "\n")
            #expect(client.readLine() == #"{"event":"protocol-error","message":"line longer than 65536 bytes; closing the connection"}"#)
            #expect(client.readToEnd() == "")
            client.close()
            let connection = try #require(server.recorder.snapshot.connected.first)
            #expect(server.recorder.closeReason(of: connection) == .protocolError("line longer than 65536 bytes"))
        }

        @Test func anEndlessLineIsCutOffWithoutWaitingForItsEnd() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send(String(repeating: "x", count: 200_000))
            #expect(client.readLine() == #"{"event":"protocol-error","message":"line longer than 65536 bytes; closing the connection"}"#)
            #expect(client.readToEnd() == "")
        }

        static let httpLines = ["Host: localhost:7411", "GET / HTTP/1.1", "POST /render/Home.xml HTTP/1.1", "User-Agent: curl/8.0"]

        @Test(arguments: httpLines)
        func httpOnALineConnectionClosesIt(line: String) throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send("PING\n\(line)\r\nPING\n")
            #expect(client.readLine() == #"{"event":"pong"}"#)
            #expect(client.readLine() == #"{"event":"protocol-error","message":"this line looks like HTTP, not a command; HTTP requests must start a new connection with GET or HEAD; closing the connection"}"#)
            #expect(client.readToEnd() == "")
        }

        @Test func quitClosesAfterTheQueuedReplies() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            client.send("PING\nQUIT\nPING\n")
            #expect(client.readLine() == #"{"event":"pong"}"#)
            #expect(client.readToEnd() == "")
            client.close()
            let connection = try #require(server.recorder.snapshot.connected.first)
            #expect(server.recorder.closeReason(of: connection) == .closed)
        }

        @Test func aHalfClosingClientStillGetsItsReplies() throws {
            let server = try TestServer()
            let client = try TestClient(port: server.port)
            client.send("PING\nSYNC")
            client.shutdownSending()
            #expect(client.readToEnd() == "{\"event\":\"hello\",\"protocol\":1}\n{\"event\":\"pong\"}\n{\"event\":\"synced\"}\n")
        }

        @Test func serverCloseDeliversWhatIsQueued() throws {
            let server = try TestServer()
            let client = try server.lineClient()
            let connection = try #require(server.recorder.snapshot.connected.first)
            connection.send(["event": "reloaded"])
            connection.close()
            #expect(client.readToEnd() == "{\"event\":\"reloaded\"}\n")
        }

        @Test func garbageBytesNeverCrashTheServer() throws {
            let server = try TestServer()
            var generator = SeededGenerator(seed: 42)
            for round in 0..<20 {
                let client = try TestClient(port: server.port)
                let bytes = (0..<(round * 997 % 20_000 + 1)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                client.send(bytes: bytes)
                client.shutdownSending()
                #expect(client.readToEnd() != nil)
            }
            let client = try TestClient(port: server.port)
            client.send(bytes: [0xFF, 0xFE, 0x0A])
            #expect(client.readLine() == #"{"event":"hello","protocol":1}"#)
            #expect(client.readLine() == #"{"event":"protocol-error","message":"line is not valid UTF-8"}"#)
            client.send("PING\n")
            #expect(client.readLine() == #"{"event":"pong"}"#)
        }

        @Test func fanOutEncodesOnceForEveryClient() throws {
            let server = try TestServer()
            let clients = try (0..<3).map { _ in try server.lineClient() }
            #expect(server.recorder.wait { $0.connected.count == 3 })
            #expect(server.server.broadcast(OutgoingMessage(["event": "removed", "template": "a.xml"])) == 3)
            for client in clients {
                #expect(client.readLine() == #"{"event":"removed","template":"a.xml"}"#)
            }
        }
    }
}
