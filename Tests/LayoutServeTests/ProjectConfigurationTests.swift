import Diagnostics
import Expressions
import LayoutEngine
import LayoutServe
import Project
import Testing

@Suite struct ProjectConfigurationTests {
    @Test func readsEveryKey() throws {
        let configuration = try ProjectConfiguration.parse("""
            {"layout_mode": "new", "device": "phone", "devices": {"phone": {"width": 320, "height": 568, "scale": 2, "insets": [20, 0, 0, 0]}},
             "constants": {"colors": {"red": {"$color": "#f00"}}}, "state": {"isToggled": false},
             "template_state": {"Cell.xml": {"row": 3}},
             "classes": {"BoxesViewController": {"superclass": "UIViewController", "properties": {"isToggled": "Bool"}}},
             "strings": ["Base.lproj/Localizable.strings"], "colors": {"brand": "#336699"}, "images": ["Rocket"],
             "remote_hosts": ["example.com"], "snapshots": {"directory": "Tests/./__snapshots__/"}}
            """)
        #expect(configuration.layoutMode == .new)
        #expect(configuration.device == Device(name: "phone", width: 320, height: 568, scale: 2, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(configuration.constants["colors"] == .dictionary(["red": .color(Color(red: 1, green: 0, blue: 0))]))
        #expect(configuration.state["isToggled"] == .bool(false))
        #expect(configuration.templateState["Cell.xml"]?["row"] == .number(3))
        #expect(configuration.classes == [CustomClass(name: "BoxesViewController", superclass: "UIViewController", properties: ["isToggled": "Bool"])])
        #expect(configuration.stringsFiles == ["Base.lproj/Localizable.strings"])
        #expect(configuration.colors["brand"] == Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255))
        #expect(configuration.images == ["Rocket"])
        #expect(configuration.remoteHosts == ["example.com"])
        #expect(configuration.snapshotDirectory == "Tests/__snapshots__")
        #expect(try ProjectConfiguration.parse("{}").snapshotDirectory == "__snapshots__")
    }

    /// `"swiftlayout"`: the texts SwiftLayout screens draw for the app's values, by expression
    /// (white space aside), a file's own before the project's.
    @Test func swiftLayoutPlaceholdersByExpressionAndFile() throws {
        let configuration = try ProjectConfiguration.parse(#"""
            {"swiftlayout": {"placeholders": {"menu.name": "Espresso", "user . nickname": "Ada"},
                             "file_placeholders": {"Screens/MenuCell.swift": {"menu.name": "Latte"}}}}
            """#)
        let placeholders = configuration.swiftLayout.placeholders
        #expect(placeholders.value(for: "menu.name", in: "Other.swift") == "Espresso")
        #expect(placeholders.value(for: "menu.name", in: "Screens/MenuCell.swift") == "Latte")
        #expect(placeholders.value(for: "user.nickname", in: "Screens/MenuCell.swift") == "Ada")
        #expect(placeholders.value(for: "menu.price", in: "Other.swift") == nil)
        #expect(ProjectConfiguration().swiftLayout.placeholders.isEmpty)
    }

    @Test func remoteHostsNameAHostOrAHostAndPort() throws {
        let configuration = try ProjectConfiguration.parse(#"{"remote_hosts": ["Example.com", "127.0.0.1:8000"]}"#)
        #expect(configuration.allowsRemoteHost("example.com", port: nil))
        #expect(configuration.allowsRemoteHost("EXAMPLE.com", port: 8443))
        #expect(configuration.allowsRemoteHost("127.0.0.1", port: 8000))
        #expect(!configuration.allowsRemoteHost("127.0.0.1", port: 8001))
        #expect(!configuration.allowsRemoteHost("127.0.0.1", port: nil))
        #expect(!configuration.allowsRemoteHost("sub.example.com", port: nil))
        #expect(!ProjectConfiguration().allowsRemoteHost("localhost", port: nil))
    }

    @Test(arguments: [
        ("{", "layout-serve.json is not valid JSON: Expected a string key at offset 1"),
        ("[]", "layout-serve.json must hold a JSON object"),
        (#"{"layout_mode": "old"}"#, #"layout-serve.json: layout_mode must be "legacy" or "new""#),
        (#"{"device": "watch"}"#, #"layout-serve.json: device: unknown device "watch": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]"#),
        (#"{"colour": 1}"#, #"layout-serve.json: unknown key "colour" (expected layout_mode, device, devices, constants, state, template_state, classes, strings, colors, images, remote_hosts, formats, everlayout, markupkit, swiftlayout, editor_url, audit, snapshots)"#),
        (#"{"swiftlayout": []}"#, #"layout-serve.json: swiftlayout must be an object with "placeholders", "file_placeholders""#),
        (#"{"swiftlayout": {"placeholder": {}}}"#,
         #"layout-serve.json: swiftlayout has an unknown key "placeholder" (did you mean placeholders?) — expected placeholders, file_placeholders"#),
        (#"{"swiftlayout": {"placeholders": {"menu.price": 4}}}"#,
         #"layout-serve.json: swiftlayout placeholders.menu.price must be a text ("Iced Americano", an image's name, a colour)"#),
        (#"{"swiftlayout": {"file_placeholders": {"A.swift": "x"}}}"#, #"layout-serve.json: swiftlayout file_placeholders.A.swift must map expressions to texts"#),
        (#"{"constants": {"c": {"$color": "nope"}}}"#, #"layout-serve.json: constants c: Invalid $color value "nope": expected #rgb, #rgba, #rrggbb, #rrggbbaa or a UIColor name such as red"#),
    ])
    func refusesBadConfigurationWithAClearMessage(text: String, message: String) {
        do {
            _ = try ProjectConfiguration.parse(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message == message)
        }
    }

    /// Malformed JSON keeps its position, so clients see where.
    @Test func malformedJSONIsPositioned() {
        #expect(throws: ConfigurationError(message: "layout-serve.json is not valid JSON: Expected a string key at offset 1", offset: 1)) {
            try ProjectConfiguration.parse("{")
        }
        let diagnostic = ConfigurationError(message: "m", offset: 12).diagnostic(text: "{\n  \"a\": 1,\n}")
        #expect(diagnostic.file == "layout-serve.json")
        #expect(diagnostic.range?.start == SourcePosition(line: 3, column: 1))
    }
}

@Suite struct RenderEventEncodingTests {
    /// The direct writer must produce exactly what encoding the `JSON` value does.
    @Test func directEncodingMatchesTheJSONValue() throws {
        let renderer = ProjectRenderer(sources: ProjectSources(root: ExampleFramesTests.project.path), configuration: ProjectConfiguration())
        let outcome = renderer.render("Example.xml", device: try Device.parse("375x667@2"))
        #expect(outcome.errors.isEmpty)
        #expect(outcome.encodedEvent(revision: 7) == outcome.event(revision: 7).encoded)
    }
}
