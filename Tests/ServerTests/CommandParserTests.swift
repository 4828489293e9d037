import Diagnostics
import Server
import Testing

@Suite struct CommandParserTests {
    static let wellFormed: [(String, Command?)] = [
        ("SUBSCRIBE Screens/Home.xml", .subscribe(pattern: "Screens/Home.xml")),
        ("subscribe **/*.xml", .subscribe(pattern: "**/*.xml")),
        ("  Subscribe\tMy Screens/*.xml  ", .subscribe(pattern: "My Screens/*.xml")),
        ("SUBSCRIBE **/*.xml patch", .subscribe(pattern: "**/*.xml", patch: true)),
        ("SUBSCRIBE My Screens/*.xml \t patch ", .subscribe(pattern: "My Screens/*.xml", patch: true)),
        ("SUBSCRIBE patch", .subscribe(pattern: "patch")),
        ("SUBSCRIBE Screens/patch.xml", .subscribe(pattern: "Screens/patch.xml")),
        ("UNSUBSCRIBE *.xml", .unsubscribe(pattern: "*.xml")),
        ("DEVICE iphone-15", .device("iphone-15")),
        ("device  393x852@3   insets=59,0,34,0 ", .device("393x852@3   insets=59,0,34,0")),
        (#"STATE Home.xml {"title":"Hi","count":2}"#, .state(target: "Home.xml", overrides: ["title": "Hi", "count": 2])),
        (#"state **/*.xml   { "dark" : true }"#, .state(target: "**/*.xml", overrides: ["dark": true])),
        ("LOAD https://example.com/Home.xml", .load(url: "https://example.com/Home.xml")),
        ("LOAD Screens/Home.xml", .load(url: "Screens/Home.xml")),
        ("RELOAD", .reload(pattern: nil)),
        ("reload Screens/*.xml", .reload(pattern: "Screens/*.xml")),
        ("SYNC", .sync),
        ("List", .list),
        ("status", .status),
        ("PING", .ping),
        ("QUIT", .quit),
        ("", nil),
        ("   \t ", nil),
    ]

    @Test(arguments: wellFormed)
    func parses(line: String, expected: Command?) throws {
        #expect(try CommandParser.parse(line) == expected)
    }

    static let malformed: [(String, String)] = [
        ("FOO", "unknown command FOO (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT)"),
        ("SUBSCRIBR x", "unknown command SUBSCRIBR (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT); did you mean SUBSCRIBE?"),
        ("pnig", "unknown command pnig (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT); did you mean PING?"),
        ("SUBSCRIBE", "SUBSCRIBE expects a PATTERN (a project-relative path or glob)"),
        ("unsubscribe  ", "UNSUBSCRIBE expects a PATTERN (a project-relative path or glob)"),
        ("DEVICE", "DEVICE expects a preset name or WIDTHxHEIGHT[@SCALE]"),
        ("STATE", "STATE expects a PATH-OR-PATTERN and a JSON object"),
        ("STATE Home.xml", "STATE expects a PATH-OR-PATTERN and a JSON object"),
        ("STATE Home.xml [1,2]", "STATE expects a PATH-OR-PATTERN and a JSON object, got an array"),
        ("STATE Home.xml {\"a\":", "STATE JSON is invalid: Unexpected end of JSON at offset 5"),
        ("LOAD", "LOAD expects a URL or a project-relative path"),
        ("PING now", "PING takes no arguments"),
        ("SYNC 1", "SYNC takes no arguments"),
        ("LIST all", "LIST takes no arguments"),
        ("STATUS x", "STATUS takes no arguments"),
        ("QUIT please", "QUIT takes no arguments"),
    ]

    @Test(arguments: malformed)
    func refuses(line: String, message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(line) }
    }

    @Test func longUnknownKeywordIsShortenedInTheMessage() {
        let word = String(repeating: "Z", count: 100)
        #expect(throws: CommandError("unknown command \(String(repeating: "Z", count: 40))… (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT)")) {
            try CommandParser.parse(word)
        }
    }
}
