@testable import Server
import Testing

@Suite struct RequestPathTests {
    static let accepted: [(String, [String], String)] = [
        ("/", [], "/"),
        ("/templates/Screens/Home.xml", ["templates", "Screens", "Home.xml"], "/templates/Screens/Home.xml"),
        ("/templates/My%20Screen.xml", ["templates", "My Screen.xml"], "/templates/My Screen.xml"),
        ("/a/", ["a"], "/a/"),
        ("/caf%C3%A9", ["café"], "/café"),
        ("/...", ["..."], "/..."),
    ]

    @Test(arguments: accepted)
    func decodes(raw: String, segments: [String], description: String) throws {
        let path = try RequestPath(parsing: raw[...])
        #expect(path.segments == segments)
        #expect(path.description == description)
    }

    static let refused: [(String, RequestPathError, Int)] = [
        ("/templates/../etc/passwd", .dotSegment, 403),
        ("/templates/%2e%2e/%2E%2E/etc/passwd", .dotSegment, 403),
        ("/templates/./a.xml", .dotSegment, 403),
        ("/templates/..%2fetc", .encodedSlash, 403),
        ("/templates/%2Fetc%2Fpasswd", .encodedSlash, 403),
        ("/templates//etc/passwd", .emptySegment, 403),
        ("//etc/passwd", .emptySegment, 403),
        ("/templates/a%00.xml", .nulByte, 400),
        ("/templates/%zz", .malformedEncoding, 400),
        ("/templates/%C3", .malformedEncoding, 400),
        ("http://evil.example/", .notOriginForm, 400),
        ("*", .notOriginForm, 400),
    ]

    @Test(arguments: refused)
    func refuses(raw: String, error: RequestPathError, status: Int) {
        #expect(throws: error) { try RequestPath(parsing: raw[...]) }
        #expect(error.status.code == status)
    }

    @Test func relativePathAfterAPrefix() throws {
        let path = try RequestPath(parsing: "/templates/Screens/Home.xml")
        #expect(path.relativePath(after: "templates") == "Screens/Home.xml")
        #expect(path.relativePath(after: "render") == nil)
    }

    @Test func queryParameters() throws {
        let query = try QueryParameters(parsing: "subscribe=Screens%2F*.xml&device=iphone+15&flag&subscribe=b")
        #expect(query["subscribe"] == "Screens/*.xml")
        #expect(query["device"] == "iphone 15")
        #expect(query["flag"] == "")
        #expect(query["missing"] == nil)
        #expect(query.values(of: "subscribe") == ["Screens/*.xml", "b"])
        #expect(throws: RequestPathError.malformedEncoding) { try QueryParameters(parsing: "a=%4") }
        #expect(throws: RequestPathError.nulByte) { try QueryParameters(parsing: "a=%00") }
    }
}

@Suite struct HostCheckTests {
    static let cases: [(String, Bool)] = [
        ("localhost:7411", true), ("localhost", true), ("LOCALHOST:7411", true), ("127.0.0.1:7411", true),
        ("127.0.0.1", true), ("localhost:", true), ("localhost:80", false), ("evil.example:7411", false),
        ("evil.example", false), ("127.0.0.2:7411", false), ("localhost.evil.example", false),
        ("localhost:7411x", false), ("[::1]:7411", false),
    ]

    @Test(arguments: cases)
    func decides(host: String, allowed: Bool) {
        #expect(HostCheck(boundHost: "127.0.0.1", port: 7411).allows(host) == allowed)
    }

    @Test func acceptsTheBoundAddress() {
        #expect(HostCheck(boundHost: "::1", port: 80).allows("[::1]:80"))
        #expect(HostCheck(boundHost: "192.168.1.5", port: 80).allows("192.168.1.5"))
    }
}

@Suite struct HTTPRequestReaderTests {
    private func read(_ head: String, limits: HTTPRequestReader.Limits = .init(maxHeaderBytes: 1024, maxHeaderCount: 5)) -> Result<HTTPRequest, HTTPError> {
        var reader = HTTPRequestReader(limits: limits, hostCheck: HostCheck(boundHost: "127.0.0.1", port: 8000))
        for line in head.components(separatedBy: "\r\n") {
            do {
                if let request = try reader.add(line: Array(line.utf8)) { return .success(request) }
            } catch {
                return .failure(error)
            }
        }
        return .failure(HTTPError(status: .ok, message: "incomplete"))
    }

    private func failure(_ head: String) -> (Int, String, [(String, String)])? {
        guard case let .failure(error) = read(head) else { return nil }
        return (error.status.code, error.message, error.headers)
    }

    @Test func readsAGoodRequest() throws {
        let request = try read("GET /render/Home.xml?device=ipad HTTP/1.1\r\nHost: localhost:8000\r\nAccept:  */* \r\n\r\n").get()
        #expect(request.method == "GET")
        #expect(request.path.segments == ["render", "Home.xml"])
        #expect(request.query["device"] == "ipad")
        #expect(request.header("accept") == "*/*")
        #expect(!request.isHead)
    }

    @Test func refusesWithTheRightStatus() throws {
        #expect(failure("GET / HTTP/1.1\r\n\r\n")?.0 == 400)
        #expect(failure("GET / HTTP/1.1\r\n\r\n")?.1 == "missing Host header")
        #expect(failure("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")?.1 == "more than one Host header")
        #expect(failure("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n")?.0 == 403)
        #expect(failure("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n")?.1 == "Host evil.example is not this server (use localhost:8000)")
        let post = failure("POST / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(post?.0 == 405)
        #expect(post?.1 == "method POST not allowed: this server is read-only")
        #expect(post?.2.first?.0 == "Allow" && post?.2.first?.1 == "GET, HEAD")
        #expect(failure("GET /a/../b HTTP/1.1\r\nHost: localhost\r\n\r\n")?.0 == 403)
        #expect(failure("GET / HTTP/1.2\r\nHost: localhost\r\n\r\n")?.0 == 505)
        #expect(failure("GET / HTTP/1.1\r\nno colon\r\n\r\n")?.0 == 400)
        #expect(failure("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n")?.0 == 400)
        let many = (0..<6).map { "X-\($0): y\r\n" }.joined()
        #expect(failure("GET / HTTP/1.1\r\n\(many)\r\n")?.0 == 431)
        let big = "X: " + String(repeating: "y", count: 1100) + "\r\n"
        #expect(failure("GET / HTTP/1.1\r\n\(big)\r\n")?.0 == 431)
    }

    @Test func serializesResponses() {
        let response = HTTPResponse.json(["ok": true])
        #expect(String(decoding: response.serialized(includeBody: true), as: UTF8.self)
            == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{\"ok\":true}\n")
        #expect(String(decoding: response.serialized(includeBody: false), as: UTF8.self)
            == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\nConnection: close\r\n\r\n")
    }

    static let types: [(String, String)] = [
        ("index.html", "text/html; charset=utf-8"), ("app.js", "text/javascript; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"), ("a.json", "application/json"),
        ("Screens/Home.XML", "application/xml; charset=utf-8"), ("en.lproj/Localizable.strings", "text/plain"),
        ("icon.svg", "image/svg+xml"), ("logo.png", "image/png"), ("README", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ]

    @Test(arguments: types) func contentTypes(path: String, type: String) {
        #expect(ContentType.forPath(path) == type)
    }
}
