import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// The server driven as an editor drives it: initialize, open a template with an error, fix it,
/// complete, hover, shut down — with the literal messages the server writes.
@Suite struct EditorSessionTests {
    /// A label whose alignment is misspelt, after an emoji (two UTF-16 units, one scalar): the
    /// range must count UTF-16 units as LSP does.
    static let broken = """
        <UIView>
            <UILabel id="title" top="20" left="16" width="100" height="30" text="😀" textAlignment="centre"/>
        </UIView>
        """

    static func project() throws -> TemporaryFolder {
        try TemporaryFolder(["layout-serve.json": #"{"device": "iphone-se"}"#, "Screens/Home.xml": broken])
    }

    static func uri(_ folder: TemporaryFolder, _ path: String) -> String {
        URL(fileURLWithPath: folder.path(path)).absoluteString
    }

    @Test func initializeAnswersTheCapabilities() {
        let client = EditorClient()
        let response = client.start()
        #expect(response["result"]?["capabilities"]?.encoded == #"{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},"completionProvider":{"triggerCharacters":["<"," ","\"","'",".","="],"resolveProvider":false},"hoverProvider":true,"documentSymbolProvider":true,"definitionProvider":true,"referencesProvider":true,"renameProvider":{"prepareProvider":true},"documentFormattingProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix"]}}"#)
        #expect(response["id"] == 1)
        #expect(client.server.phase == .running)
    }

    @Test func anErrorIsPublishedAtItsUTF16RangeAndClearedWhenFixed() throws {
        let folder = try Self.project()
        let uri = Self.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.broken)
        #expect(client.received().isEmpty)  // nothing rendered until the input is idle
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(published.count == 1)
        #expect(published.first?["params"]?["uri"]?.stringValue == uri)
        #expect(published.first?["params"]?["version"] == 1)
        #expect(published.first?["params"]?["diagnostics"]?.encoded == #"[{"range":{"start":{"line":1,"character":92},"end":{"line":1,"character":98}},"severity":1,"source":"layout-serve","message":"centre is not a NSTextAlignment value\ndid you mean center?"}]"#)

        // "centre" → "center": the two letters at line 1, UTF-16 characters 96-98 (the emoji counts two).
        client.change(uri, version: 2, [(range: (1, 96, 1, 98), text: "er")])
        client.server.idle()
        let fixed = EditorClient.diagnostics(in: client.received())
        #expect(fixed.map { $0["params"]?["diagnostics"]?.encoded } == ["[]"])
        #expect(fixed.first?["params"]?["version"] == 2)
    }

    @Test func changesTypedBeforeTheInputIsIdleRenderOnce() throws {
        let folder = try Self.project()
        let uri = Self.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.broken)
        client.change(uri, version: 2, [(range: (1, 96, 1, 98), text: "e")])
        client.change(uri, version: 3, [(range: (1, 97, 1, 97), text: "r")])
        client.change(uri, version: 4, [(range: nil, text: Self.broken.replacingOccurrences(of: "centre", with: "right"))])
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(client.server.renderCount == 1)
        #expect(published.map { $0["params"]?["version"] } == [4])
        #expect(published.first?["params"]?["diagnostics"]?.encoded == "[]")
    }

    @Test func completionListsClassesAttributesWithTypesAndEnumCases() throws {
        let folder = try Self.project()
        let uri = Self.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        let text = """
            <UIView>
                <UIL
                <UILabel te
                <UILabel textAlignment="ce"/>
            </UIView>
            """
        client.open(uri, text)
        let classes = client.request("textDocument/completion", EditorClient.position(uri, 1, 8))["result"]?["items"]?.arrayValue ?? []
        let label = classes.first { $0["label"] == "UILabel" }
        #expect(label?.encoded == #"{"label":"UILabel","kind":7,"detail":"UILabel : UIView","textEdit":{"range":{"start":{"line":1,"character":5},"end":{"line":1,"character":8}},"newText":"UILabel"}}"#)
        #expect(classes.contains { $0["label"] == "UIStackView" })

        let attributes = client.request("textDocument/completion", EditorClient.position(uri, 2, 15))["result"]?["items"]?.arrayValue ?? []
        #expect(attributes.first { $0["label"] == "text" }?.encoded == #"{"label":"text","kind":10,"detail":"String","sortText":"0text","textEdit":{"range":{"start":{"line":2,"character":13},"end":{"line":2,"character":15}},"newText":"text"}}"#)
        #expect(attributes.first { $0["label"] == "textAlignment" }?["detail"] == "NSTextAlignment")
        #expect(attributes.first { $0["label"] == "top" }?["detail"] == "CGFloat")

        let cases = client.request("textDocument/completion", EditorClient.position(uri, 3, 30))["result"]?["items"]?.arrayValue ?? []
        #expect(cases.filter { $0["kind"] == 20 }.compactMap { $0["label"]?.stringValue } == ["left", "right", "center", "justified", "natural"])
        #expect(cases.first?.encoded == #"{"label":"left","kind":20,"detail":"NSTextAlignment","sortText":"0left","textEdit":{"range":{"start":{"line":3,"character":28},"end":{"line":3,"character":30}},"newText":"left"}}"#)
        // Completion reads the text and the catalog: nothing was rendered.
        #expect(client.server.renderCount == 0)
    }

    /// Inside expressions: the other nodes and the ids after an operator, a node's symbols with
    /// their types after `parent.` or `#id.`, the project's constants and state, strings keys
    /// after `strings.`; nothing in a string attribute's literal text outside `{…}`.
    @Test func completionInsideExpressions() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": #"{"constants": {"margin": 20}, "state": {"userName": "Ada"}}"#,
            "Localizable.strings": #""Home.Title" = "Welcome";"#,
            "Home.xml": "",
        ])
        let uri = Self.uri(folder, "Home.xml")
        let client = EditorClient()
        _ = client.start()
        let text = """
            <UIView>
                <macro name="gap" value="8"/>
                <UILabel id="title" text="Hi {user"/>
                <UILabel top="#title.bot" left="parent.wi" height="ma" text="{strings.Ho"/>
            </UIView>
            """
        client.open(uri, text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            (client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? [])
                .compactMap { $0["label"]?.stringValue }
        }
        func item(_ label: String, _ line: Int, _ character: Int) -> String? {
            (client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? [])
                .first { $0["label"]?.stringValue == label }?.encoded
        }
        #expect(item("userName", 2, 38) == #"{"label":"userName","kind":6,"detail":"state (String)","sortText":"1userName","textEdit":{"range":{"start":{"line":2,"character":34},"end":{"line":2,"character":38}},"newText":"userName"}}"#)
        #expect(labels(2, 33).isEmpty)  // "Hi " is literal text
        #expect(item("bottom", 3, 28) == #"{"label":"bottom","kind":10,"detail":"CGFloat","textEdit":{"range":{"start":{"line":3,"character":25},"end":{"line":3,"character":28}},"newText":"bottom"}}"#)
        #expect(labels(3, 45).contains("width"))
        let names = labels(3, 57)
        #expect(names.contains("margin") && names.contains("gap") && names.contains("#title") && names.contains("previous"))
        #expect(item("margin", 3, 57) == #"{"label":"margin","kind":21,"detail":"constant (Double)","sortText":"1margin","textEdit":{"range":{"start":{"line":3,"character":55},"end":{"line":3,"character":57}},"newText":"margin"}}"#)
        #expect(labels(3, 76) == ["Home.Title"])
        #expect(client.server.renderCount == 0)
    }

    @Test func hoverShowsTheComputedFrameAndAnAttributesType() throws {
        let folder = try Self.project()
        let uri = Self.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.broken.replacingOccurrences(of: "centre", with: "center"))
        let element = client.request("textDocument/hover", EditorClient.position(uri, 1, 7))
        #expect(element["result"]?["contents"]?["value"]?.stringValue == """
            **UILabel** `#title`

            frame: x 16, y 20, width 100, height 30

            on screen: x 16, y 20

            device: iphone-se, 375 × 667 @2x
            """)
        #expect(element["result"]?["range"]?.encoded == #"{"start":{"line":1,"character":5},"end":{"line":1,"character":12}}"#)
        let attribute = client.request("textDocument/hover", EditorClient.position(uri, 1, 25))
        #expect(attribute["result"]?["contents"]?["value"]?.stringValue == "**top**: `CGFloat`\n\nwritten: `20`\n\nvalue: `20.0`")
        #expect(attribute["result"]?["range"]?.encoded == #"{"start":{"line":1,"character":24},"end":{"line":1,"character":32}}"#)
    }

    /// The other formats go through the same render: an EverLayout layout and a SwiftLayout file
    /// as typed, a JSON file that is no layout left alone.
    @Test func everLayoutAndSwiftLayoutDocumentsAreDiagnosedAndOtherFilesLeftAlone() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let client = EditorClient()
        _ = client.start()
        let layout = Self.uri(folder, "SignIn.json")
        client.open(layout, #"{"name": "SignIn", "root": {"views": {"!title:UILabel": {"constraints": {"top": "@supr +80"}}}}}"#)
        let swift = Self.uri(folder, "Card.swift")
        client.open(swift, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.topp.equalToSuper() }
                    }
                }
            }
            """)
        let other = Self.uri(folder, "package.json")
        client.open(other, #"{"version": "1.0.0", "dependencies": {"left-pad": "1.3.0"}}"#)
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(published.map { $0["params"]?["uri"]?.stringValue } == [layout, swift, other])
        #expect(published.map { $0["params"]?["diagnostics"]?.encoded } == [
            #"[{"range":{"start":{"line":0,"character":82},"end":{"line":0,"character":86}},"severity":2,"source":"layout-serve","message":"Unknown view supr: EverLayout ties location attributes to the superview and makes sizes constant\ndid you mean super?"},{"range":{"start":{"line":0,"character":38},"end":{"line":0,"character":54}},"severity":2,"source":"layout-serve","message":"The layout of title is ambiguous (horizontal not determined by its constraints)"}]"#,
            #"[{"range":{"start":{"line":8,"character":39},"end":{"line":8,"character":43}},"severity":1,"source":"layout-serve","message":"Anchors has no attribute topp\ndid you mean top?"},{"range":{"start":{"line":8,"character":12},"end":{"line":8,"character":17}},"severity":2,"source":"layout-serve","message":"The layout of title is ambiguous (horizontal and vertical not determined by its constraints)"}]"#,
            "[]",
        ])
        // Hover on the view's key: its frame, as for a Layout element.
        let hover = client.request("textDocument/hover", EditorClient.position(layout, 0, 45))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue == """
            **UILabel** `title`

            frame: x 0, y 80, width 0, height 0

            on screen: x 0, y 80

            device: iphone-15, 393 × 852 @3x

            constraints:
            - `title.top == root.top + 80 @1000`
            """)
    }

    /// Hover on a strings key shows its text in each `.strings` file: in a Layout attribute
    /// (`strings.KEY`), on MarkupKit's `@KEY` and on SwiftLayout's `NSLocalizedString("KEY", …)`;
    /// a Layout attribute's hover also says what its expression reads.
    @Test func hoverOnAStringsKeyShowsItsTranslations() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": #"{"device": "iphone-se"}"#,
            "en.lproj/Localizable.strings": #""title" = "Sign In";"# + "\n",
            "fr.lproj/Localizable.strings": #""title" = "Connexion";"# + "\n",
        ])
        let client = EditorClient()
        _ = client.start()
        let layout = Self.uri(folder, "Home.xml")
        client.open(layout, #"<UIView><UILabel text="{strings.title}" left="parent.width / 4"/></UIView>"#)
        let markupKit = Self.uri(folder, "Detail.xml")
        client.open(markupKit, #"<LMColumnView><UILabel text="@title"/><UILabel text="@missing"/></LMColumnView>"#)
        let swift = Self.uri(folder, "Card.swift")
        client.open(swift, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                var layout: some Layout { self.sl.sublayout { title } }
                func setUp() { title.text = NSLocalizedString("title", comment: "") }
            }
            """)
        client.server.idle()
        func hover(_ uri: String, _ line: Int, _ character: Int) -> String? {
            client.request("textDocument/hover", EditorClient.position(uri, line, character))["result"]?["contents"]?["value"]?.stringValue
        }
        #expect(hover(layout, 0, 28) == """
            **text**: `String`

            written: `{strings.title}`

            value: `Sign In`

            reads: `strings.title`

            en.lproj/Localizable.strings: "Sign In"

            fr.lproj/Localizable.strings: "Connexion"
            """)
        #expect(hover(layout, 0, 50) == "**left**: `CGFloat`\n\nwritten: `parent.width / 4`\n\nvalue: `93.75`\n\nreads: `parent.width`")
        #expect(hover(markupKit, 0, 32) == """
            **strings key** `title`

            en.lproj/Localizable.strings: "Sign In"

            fr.lproj/Localizable.strings: "Connexion"
            """)
        #expect(hover(markupKit, 0, 56) == "**strings key** `missing`\n\n`missing`: in no `.strings` file")
        #expect(hover(swift, 7, 52) == """
            **strings key** `title`

            en.lproj/Localizable.strings: "Sign In"

            fr.lproj/Localizable.strings: "Connexion"
            """)
    }

    /// An EverLayout or SwiftLayout document's symbols are its views, from a render of its text.
    @Test func everLayoutAndSwiftLayoutSymbolsAreTheirViews() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let client = EditorClient()
        _ = client.start()
        let layout = Self.uri(folder, "Box.json")
        client.open(layout, """
            {"name": "Box", "root": {"views": {
              "!box:UIView": {"constraints": {"top left": "@super +8", "width": "+100", "height": "+40"},
                "views": {"!title:UILabel": {"constraints": {"top left": "@super"}, "properties": {"text": "Hi"}}}}}}}
            """)
        let swift = Self.uri(folder, "Card.swift")
        client.open(swift, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                var layout: some Layout { self.sl.sublayout { title.sl.anchors { Anchors.top.leading.equalToSuper() } } }
            }
            """)
        func symbols(_ uri: String) -> String? {
            client.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(uri))]))]))["result"]?.encoded
        }
        #expect(symbols(layout) == #"[{"name":"UIView","detail":"root","kind":5,"range":{"start":{"line":0,"character":16},"end":{"line":0,"character":16}},"selectionRange":{"start":{"line":0,"character":16},"end":{"line":0,"character":16}},"children":[{"name":"UIView","detail":"box","kind":5,"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":2}},"selectionRange":{"start":{"line":1,"character":2},"end":{"line":1,"character":2}},"children":[{"name":"UILabel","detail":"title","kind":5,"range":{"start":{"line":2,"character":14},"end":{"line":2,"character":14}},"selectionRange":{"start":{"line":2,"character":14},"end":{"line":2,"character":14}}}]}]}]"#)
        #expect(symbols(swift) == #"[{"name":"Card","detail":"self","kind":5,"range":{"start":{"line":6,"character":30},"end":{"line":6,"character":30}},"selectionRange":{"start":{"line":6,"character":30},"end":{"line":6,"character":30}},"children":[{"name":"UILabel","detail":"title","kind":5,"range":{"start":{"line":6,"character":50},"end":{"line":6,"character":50}},"selectionRange":{"start":{"line":6,"character":50},"end":{"line":6,"character":50}}}]}]"#)
    }

    /// Hover on a constraint-placed view lists the constraints that place it, with priorities.
    @Test func hoverListsTheConstraintsThatPlaceAView() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let client = EditorClient()
        _ = client.start()
        let layout = Self.uri(folder, "Box.json")
        client.open(layout, #"{"name": "Box", "root": {"views": {"!box:UIView": {"constraints": {"top left": "@super +8", "width": "+100", "height": "+40 $750"}}}}}"#)
        client.server.idle()
        let hover = client.request("textDocument/hover", EditorClient.position(layout, 0, 40))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue == """
            **UIView** `box`

            frame: x 8, y 8, width 100, height 40

            on screen: x 8, y 8

            device: iphone-15, 393 × 852 @3x

            constraints:
            - `box.top == root.top + 8 @1000`
            - `box.left == root.left + 8 @1000`
            - `box.width == 100 @1000`
            - `box.height == 40 @750`
            """)
    }

    @Test func shutdownThenExitEndsWithStatusZero() {
        let client = EditorClient()
        _ = client.start()
        #expect(client.request("shutdown").encoded == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        #expect(client.request("textDocument/hover", EditorClient.position("file:///a.xml", 0, 0)).encoded
            == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"The server is shut down: only exit is accepted"}}"#)
        client.notify("exit")
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownEndsWithStatusOne() {
        let client = EditorClient()
        _ = client.start()
        client.notify("exit")
        #expect(client.server.exitStatus == 1)
    }

    @Test func closingADocumentClearsItsDiagnostics() throws {
        let folder = try Self.project()
        let uri = Self.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.broken)
        client.server.idle()
        _ = client.received()
        client.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(uri))]))]))
        #expect(client.received().map(\.encoded) == [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","diagnostics":[]}}"#])
    }

    /// The unsaved text of an include is what the including template renders with.
    @Test func anOpenIncludeIsRenderedUnsavedAndItsDependantDiagnosedAgain() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": "{}",
            "Screen.xml": "<UIView>\n    <UIView xml=\"Part.xml\"/>\n</UIView>\n",
            "Part.xml": "<UILabel text=\"Hi\"/>\n",
        ])
        let screen = Self.uri(folder, "Screen.xml")
        let part = Self.uri(folder, "Part.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(screen, try folder.read("Screen.xml"))
        client.open(part, try folder.read("Part.xml"))
        client.server.idle()
        #expect(EditorClient.diagnostics(in: client.received()).map { $0["params"]?["diagnostics"]?.encoded } == ["[]", "[]"])
        client.change(part, version: 2, [(range: (0, 9, 0, 13), text: "widht")])
        client.server.idle()
        let published = EditorClient.diagnostics(in: client.received())
        #expect(published.map { $0["params"]?["uri"]?.stringValue } == [part, screen])
        // Shown at the include in Screen.xml, located in Part.xml, with Part.xml's place as related information.
        #expect(published.last?["params"]?["diagnostics"]?.encoded == #"[{"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":28}},"severity":1,"source":"layout-serve","message":"Part.xml:1:10: Unknown property widht of UILabel\ndid you mean one of: width, right?","relatedInformation":[{"location":{"uri":"\#(part)","range":{"start":{"line":0,"character":9},"end":{"line":0,"character":14}}},"message":"Unknown property widht of UILabel"}]}]"#)
    }
}
