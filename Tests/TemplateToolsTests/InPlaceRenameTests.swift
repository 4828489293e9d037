import Diagnostics
import Templates
import Testing
import TemplateTools

/// `Renaming`: the edits `layout-serve rename` makes, each only the name's characters.
@Suite struct InPlaceRenameTests {
    /// The template after renaming, or the conflicts as `line:column: message`.
    static func rename(_ xml: String, _ old: String, _ new: String, kinds: Set<RenameKind> = Set(RenameKind.allCases)) throws -> String {
        let changes = Renaming(old: old, new: new, kinds: kinds).changes(in: try XMLReader.read(xml))
        guard changes.conflicts.isEmpty else {
            return changes.conflicts.map { "\($0.position): \($0.message)" }.joined(separator: "\n")
        }
        return SourceEdit.apply(changes.edits, to: xml)
    }

    @Test func aClassKeepsEverythingAroundIt() throws {
        let xml = "<!-- a card -->\n<Card  title = 'x'\n      left=\"0\">\n  <Card/>\n\t<UILabel/>\n</Card   >\n"
        #expect(try Self.rename(xml, "Card", "Tile")
            == "<!-- a card -->\n<Tile  title = 'x'\n      left=\"0\">\n  <Tile/>\n\t<UILabel/>\n</Tile   >\n")
    }

    @Test func htmlElementsAndLookalikesAreNotClasses() throws {
        #expect(try Self.rename("<UILabel><b>Cards</b><Cards/></UILabel>", "Cards", "Tiles")
            == "<UILabel><b>Cards</b><Tiles/></UILabel>")
    }

    @Test func anIdAndItsReferences() throws {
        let xml = """
            <UIView>
                <UIView id="first" width="50%"/>
                <UIView left="#first.right&#x20;+ 15" width="#first.width" top="#firstly.bottom"/>
                <UILabel text="{#first.height}"/>
            </UIView>
            """
        #expect(try Self.rename(xml, "first", "hero", kinds: [.id]) == """
            <UIView>
                <UIView id="hero" width="50%"/>
                <UIView left="#hero.right&#x20;+ 15" width="#hero.width" top="#firstly.bottom"/>
                <UILabel text="{#hero.height}"/>
            </UIView>
            """)
    }

    @Test func anIdAlreadyUsedIsAConflict() throws {
        let xml = "<UIView>\n    <UIView id=\"first\"/>\n    <UIView id=\"second\" left=\"#first.right\"/>\n</UIView>"
        #expect(try Self.rename(xml, "first", "second", kinds: [.id])
            == "2:17: this template already has an id named 'second' (line 3)")
    }

    @Test func anOutletIsItsLiteralValue() throws {
        #expect(try Self.rename("<UIView outlet=\"card\" title=\"card\"/>", "card", "tile", kinds: [.outlet])
            == "<UIView outlet=\"tile\" title=\"card\"/>")
    }

    @Test func aStringsKeyInAttributesTextCallsAndBackticks() throws {
        let xml = """
            <UIView title="{strings.Home.Title}">
                <UILabel text="{`strings.Home.Title`}"/>
                <UILabel>Say {strings.Home.Title} and {strings.Home.Title2}</UILabel>
                <UILabel text="{strings.Home.Title(count)}"/>
            </UIView>
            """
        #expect(try Self.rename(xml, "Home.Title", "Inbox.Title", kinds: [.key]) == """
            <UIView title="{strings.Inbox.Title}">
                <UILabel text="{`strings.Inbox.Title`}"/>
                <UILabel>Say {strings.Inbox.Title} and {strings.Home.Title2}</UILabel>
                <UILabel text="{strings.Inbox.Title(count)}"/>
            </UIView>
            """)
    }

    @Test func aKeyThatIsNotAPlainNameIsWrittenInBackticks() throws {
        #expect(try Self.rename("<UILabel text=\"{strings.title}\"/>", "title", "Title of the page", kinds: [.key])
            == "<UILabel text=\"{`strings.Title of the page`}\"/>")
        #expect(try Self.rename("<UILabel text=\"{strings.count(n)}\"/>", "count", "item count", kinds: [.key])
            == "1:17: 'item count' is not a plain name, so strings.item count(…) cannot be written: "
            + "rename the key to a name of letters, digits, _ and .")
    }

    @Test func aVariableInExpressionsDeclarationsAndParameterAttributes() throws {
        let card = """
            <UIView heading="Heading" height="auto">
                <param name="heading" type="String"/>
                <macro name="big" value="heading.count > 20"/>
                <UILabel text="{heading} ({headings})" top="heading.length" numberOfLines="heading == 'heading' ? 2 : 1"/>
            </UIView>
            """
        #expect(try Self.rename(card, "heading", "caption", kinds: [.variable]) == """
            <UIView caption="Heading" height="auto">
                <param name="caption" type="String"/>
                <macro name="big" value="caption.count > 20"/>
                <UILabel text="{caption} ({headings})" top="caption.length" numberOfLines="caption == 'heading' ? 2 : 1"/>
            </UIView>
            """)
        #expect(try Self.rename("<UIView heading=\"Hi\" template=\"Card.xml\" title=\"heading\"/>", "heading", "caption")
            == "<UIView caption=\"Hi\" template=\"Card.xml\" title=\"heading\"/>")
    }

    @Test func aNewNameThatCannotBeAClassIsAConflictOnlyWhereAClassIsFound() throws {
        #expect(try Self.rename("<Card/>", "Card", "card") == "1:2: 'card' has no capital letter, so Layout "
            + "would read <card> as inline HTML, not a view")
        #expect(try Self.rename("<UIView left=\"card\"/>", "card", "Card") == "<UIView left=\"Card\"/>")
    }

    @Test func stringsFileKeysKeepTheirLine() throws {
        let text = "/* Home */\n\"Home.Title\" = \"Inbox\";\nHome.Title2 = \"More\";\n\"Home.Title\"=\"Again\";\n"
        let table = StringsFile.parse(Array(text.utf8))
        let changes = Renaming(old: "Home.Title", new: "Inbox.Title").changes(in: table, text: SourceText(text))
        #expect(changes.conflicts.isEmpty)
        #expect(SourceEdit.apply(changes.edits, to: text)
            == "/* Home */\n\"Inbox.Title\" = \"Inbox\";\nHome.Title2 = \"More\";\n\"Inbox.Title\"=\"Again\";\n")
        let taken = Renaming(old: "Home.Title", new: "Home.Title2").changes(in: table, text: SourceText(text))
        #expect(taken.conflicts.map(\.message) == ["the key 'Home.Title2' is already defined at line 3"])
    }

    @Test func textFileEncodingsRoundTrip() {
        let text = "\"Title\" = \"Café\";\n"
        for data in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let encoding = TextFileEncoding(of: data)
            #expect(encoding.decode(data) == text)
            #expect(encoding.encode(text) == data)
        }
        let utf16LE: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let encoding = TextFileEncoding(of: utf16LE)
        #expect(encoding.form == .utf16LittleEndian)
        #expect(encoding.decode(utf16LE) == text)
        #expect(encoding.encode(text) == utf16LE)
        #expect(TextFileEncoding(of: [0xFE, 0xFF, 0x00, 0x41]).decode([0xFE, 0xFF, 0x00, 0x41]) == "A")
    }
}
