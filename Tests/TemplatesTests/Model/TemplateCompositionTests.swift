import Diagnostics
import TestSupport
import Testing
@testable import Templates

/// `xml=` composition and `template=` inheritance merges (R-LL-XML-INCLUDE, R-LL-TEMPLATE).
@Suite struct TemplateCompositionTests {
    @Test func xmlReplacesChildrenAndPlaceholderAttributesWin() throws {
        let project = MemoryProject([
            "Home.xml": """
                <UIView>
                    <UIView id="slot" xml="Card.xml" width="50%" height="" backgroundColor="red">
                        <UILabel text="placeholder"/>
                    </UIView>
                </UIView>
                """,
            "Card.xml": """
                <UIControl id="card" width="100%" height="auto" layer.cornerRadius="5">
                    <param name="title" type="String"/>
                    <UILabel text="{title}"/>
                    <UIImageView/>
                </UIControl>
                """,
        ])
        let resolution = project.resolve("Home.xml", subclasses: ["UIControl": "UIView"])
        let root = try resolution.result.get()
        let card = try #require(root.children.first)
        #expect(card.className == "UIControl")
        #expect(card.file == "Card.xml")
        #expect(card.id == "slot")
        #expect(card.xmlInclude == nil)
        #expect(card.children.map(\.className) == ["UILabel", "UIImageView"])
        #expect(card.attribute(named: "width")?.value == "50%")
        #expect(card.attribute(named: "width")?.file == "Home.xml")
        // An empty placeholder attribute does not hide the loaded one.
        #expect(card.attribute(named: "height")?.value == "auto")
        #expect(card.attribute(named: "height")?.file == "Card.xml")
        #expect(card.attribute(named: "backgroundColor")?.value == "red")
        #expect(card.attribute(named: "layer.cornerRadius")?.value == "5")
        #expect(card.attributes.filter { $0.name == "height" }.count == 1)
        #expect(card.parameters.map(\.name) == ["title"])
        #expect(resolution.dependencies == ["Home.xml", "Card.xml"])
    }

    @Test func includeChainsMarkWhatCameFromWhere() throws {
        let project = MemoryProject([
            "Screens/Home.xml": """
                <UIView>

                    <UIView
                        xml="Card.xml" width="50%"/>
                </UIView>
                """,
            "Screens/Card.xml": """
                <UIView height="10">
                    <macro name="M" value="1"/>
                    <param name="p" type="String"/>
                    <UILabel text="x">body</UILabel>
                    <UIView xml="../Shared/Badge.xml"/>
                </UIView>
                """,
            "Shared/Badge.xml": "<UIView><UILabel/></UIView>",
        ])
        let resolution = project.resolve("Screens/Home.xml")
        let root = try resolution.result.get()
        #expect(root.includeChain.isEmpty)
        let card = root.children[0]
        #expect(card.includeChain == ["Screens/Home.xml:4"])
        #expect(card.attribute(named: "width")?.includeChain == [])
        #expect(card.attribute(named: "height")?.includeChain == ["Screens/Home.xml:4"])
        #expect(card.macros.first?.value.includeChain == ["Screens/Home.xml:4"])
        #expect(card.parameters.first?.includeChain == ["Screens/Home.xml:4"])
        #expect(card.children[0].includeChain == ["Screens/Home.xml:4"])
        #expect(card.children[0].body?.includeChain == ["Screens/Home.xml:4"])
        let badge = card.children[1]
        #expect(badge.file == "Shared/Badge.xml")
        #expect(badge.includeChain == ["Screens/Home.xml:4", "Screens/Card.xml:5"])
        #expect(badge.children.first?.includeChain == ["Screens/Home.xml:4", "Screens/Card.xml:5"])
        #expect(resolution.dependencies == ["Screens/Home.xml", "Screens/Card.xml", "Shared/Badge.xml"])
    }

    @Test func templateInsertsChildrenAtTheMarker() throws {
        let project = MemoryProject([
            "Pages.xml": """
                <UIScrollView>
                    <UIView template="PageTemplate.xml" text="Page 1" backgroundColor="#f33">
                        <UIButton/>
                    </UIView>
                </UIScrollView>
                """,
            "PageTemplate.xml": """
                <UIView id="page" height="100% - 20" backgroundColor="white">
                    <param name="text" type="String"/>
                    <UILabel text="{text}"/>
                    <children/>
                    <UIImageView/>
                </UIView>
                """,
        ])
        let root = try project.resolve("Pages.xml").result.get()
        let page = root.children[0]
        #expect(page.className == "UIView")
        #expect(page.file == "Pages.xml")
        #expect(page.includeChain.isEmpty)
        #expect(page.templateInclude == nil)
        #expect(page.id == "page")
        #expect(page.children.map(\.className) == ["UILabel", "UIButton", "UIImageView"])
        #expect(page.children.map(\.file) == ["PageTemplate.xml", "Pages.xml", "PageTemplate.xml"])
        #expect(page.children[0].includeChain == ["Pages.xml:2"])
        #expect(page.children[1].includeChain.isEmpty)
        #expect(page.childrenInsertionIndex == nil)
        #expect(page.attribute(named: "backgroundColor")?.value == "#f33")
        #expect(page.attribute(named: "height")?.value == "100% - 20")
        #expect(page.attribute(named: "text")?.value == "Page 1")
        #expect(page.attributes.count == 3)
        #expect(page.parameters.map(\.name) == ["text"])
    }

    @Test func templateAppendsChildrenWithoutMarkerAndImportingWins() throws {
        let project = MemoryProject([
            "Home.xml": """
                <UIView template="Base.xml" id="mine" width="1">
                    <macro name="M" value="importing"/>
                    <param name="p" type="Int"/>
                    Own text
                    <UISwitch/>
                </UIView>
                """,
            "Base.xml": """
                <UIView id="base" width="2" height="3">
                    <macro name="M" value="template"/>
                    <macro name="N" value="template"/>
                    <param name="p" type="String"/>
                    Template text
                    <UILabel/>
                </UIView>
                """,
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.id == "mine")
        #expect(root.children.map(\.className) == ["UILabel", "UISwitch"])
        #expect(root.attribute(named: "width")?.value == "1")
        #expect(root.attribute(named: "height")?.value == "3")
        #expect(Dictionary(uniqueKeysWithValues: root.macros.map { ($0.name, $0.value.value) }) == ["M": "importing", "N": "template"])
        #expect(root.parameters.map(\.typeName) == ["Int"])
        #expect(root.body?.text == "Own text")
    }

    @Test func templateBodyAndIDAreUsedWhenTheImportingElementHasNone() throws {
        let project = MemoryProject([
            "Home.xml": "<UILabel template=\"Base.xml\"/>",
            "Base.xml": "<UILabel id=\"base\">Hello</UILabel>",
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.id == "base")
        #expect(root.body?.text == "Hello")
        #expect(root.body?.file == "Base.xml")
        #expect(root.body?.includeChain == ["Home.xml:1"])
    }

    @Test func childrenMarkerIsFoundDepthFirst() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView template=\"Frame.xml\"><UILabel id=\"content\"/></UIView>",
            "Frame.xml": """
                <UIView>
                    <UIView id="header"/>
                    <UIScrollView id="scroll">
                        <UIView id="top"/>
                        <children/>
                    </UIScrollView>
                    <UIView id="footer"><children/></UIView>
                </UIView>
                """,
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.children.map(\.id) == ["header", "scroll", "footer"])
        #expect(root.children[1].children.map(\.id) == ["top", "content"])
        #expect(root.children[1].childrenInsertionIndex == nil)
        #expect(root.children[2].children.isEmpty)
        #expect(root.children[2].childrenInsertionIndex == 0)
    }

    @Test func templatesExtendTemplates() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView template=\"Middle.xml\"><UILabel id=\"leaf\"/></UIView>",
            "Middle.xml": "<UIView template=\"Base.xml\" left=\"1\"><UIView id=\"m1\"/><children/><UIView id=\"m2\"/></UIView>",
            "Base.xml": "<UIView left=\"0\" top=\"0\"><UIView id=\"b1\"/><children/><UIView id=\"b2\"/></UIView>",
            "Alias.xml": "<UIView template=\"Base.xml\"/>",
            "ViaAlias.xml": "<UIView template=\"Alias.xml\"><UILabel id=\"leaf\"/></UIView>",
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.children.map(\.id) == ["b1", "m1", "leaf", "m2", "b2"])
        #expect(root.attribute(named: "left")?.value == "1")
        #expect(root.attribute(named: "top")?.value == "0")
        #expect(root.children[0].includeChain == ["Home.xml:1", "Middle.xml:1"])
        #expect(root.children[1].includeChain == ["Home.xml:1"])
        // A template that adds no children passes the marker on.
        let viaAlias = try project.resolve("ViaAlias.xml").result.get()
        #expect(viaAlias.children.map(\.id) == ["b1", "leaf", "b2"])
    }

    @Test func templateRootMayBeASuperclass() throws {
        let project = MemoryProject([
            "Home.xml": "<UIButton template=\"Base.xml\" title=\"OK\"/>",
            "Base.xml": "<UIControl width=\"10\"/>",
        ])
        let root = try project.resolve("Home.xml", subclasses: ["UIButton": "UIControl", "UIControl": "UIView"]).result.get()
        #expect(root.className == "UIButton")
        #expect(root.attributes.map(\.name) == ["width", "title"])
    }

    @Test func nestedIncludesInSubfolders() throws {
        let project = MemoryProject([
            "App/Screens/Home.xml": "<UIView><UIView xml=\"./Parts/Header.xml\"/><UIView xml=\"../Common/Footer.xml\"/></UIView>",
            "App/Screens/Parts/Header.xml": "<UIView><UILabel template=\"../../Common/Title.xml\"/></UIView>",
            "App/Common/Title.xml": "<UILabel font=\"bold\"/>",
            "App/Common/Footer.xml": "<UIView><UIView xml=\"Title.xml\"/></UIView>",
        ])
        let resolution = project.resolve("App/Screens/Home.xml", subclasses: ["UILabel": "UIView"])
        let root = try resolution.result.get()
        #expect(root.children[0].children[0].attribute(named: "font")?.file == "App/Common/Title.xml")
        #expect(root.children[1].children[0].className == "UILabel")
        #expect(root.children[1].children[0].includeChain == ["App/Screens/Home.xml:1", "App/Common/Footer.xml:1"])
        #expect(resolution.dependencies == [
            "App/Screens/Home.xml", "App/Screens/Parts/Header.xml", "App/Common/Title.xml", "App/Common/Footer.xml",
        ])
    }

    @Test func sameFileIncludedTwiceIsNotACycle() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView><UIView xml=\"Card.xml\" id=\"a\"/><UIView xml=\"Card.xml\" id=\"b\"/></UIView>",
            "Card.xml": "<UIView><UILabel/></UIView>",
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.children.map(\.id) == ["a", "b"])
        #expect(root.children.map(\.children.count) == [1, 1])
    }

    @Test func sampleAppPagesResolve() throws {
        let samples = FixturePaths.fixtures.appendingPathComponent("samples/layout-sampleapp")
        let project = MemoryProject(try ["Pages.xml", "PageTemplate.xml", "Examples.xml", "Boxes.xml", "Text.xml",
                                         "Table.xml", "Collection.xml", "TableCell.xml", "CollectionCell.xml"]
            .reduce(into: [String: String]()) { files, name in
                files["SampleApp/" + name] = try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
            })
        let pages = try project.resolve("SampleApp/Pages.xml").result.get()
        let page = pages.children[0].children[0]
        #expect(page.attribute(named: "text")?.value == "Page 1")
        #expect(page.children.first?.attribute(named: "text")?.value == "{text}")
        let examples = project.resolve("SampleApp/Examples.xml", subclasses: [
            "BoxesViewController": "UIViewController", "PagesViewController": "UIViewController",
            "TableViewController": "UIViewController", "CollectionViewController": "UIViewController",
        ])
        #expect(examples.diagnostics.isEmpty, "\(examples.diagnostics.map(\.message))")
        #expect(examples.dependencies.contains("SampleApp/PageTemplate.xml"))
    }
}

extension TemplateCompositionTests {
    @Test func templateThenXMLOnOneElement() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView template=\"Base.xml\" xml=\"Content.xml\" left=\"1\"><UILabel/></UIView>",
            "Base.xml": "<UIView top=\"2\"><UISwitch/></UIView>",
            "Content.xml": "<UIView left=\"3\" width=\"4\"><UIButton/></UIView>",
        ])
        let root = try project.resolve("Home.xml").result.get()
        #expect(root.children.map(\.className) == ["UIButton"])
        #expect(root.attributes.map(\.name).sorted() == ["left", "top", "width"])
        #expect(root.attribute(named: "left")?.value == "1")
    }

    @Test(arguments: ["Boxes.xml", "Collection.xml", "CollectionCell.xml", "Examples.xml", "PageTemplate.xml",
                      "Pages.xml", "Table.xml", "TableCell.xml", "Text.xml"])
    func sampleAppTemplatesBuild(name: String) throws {
        let url = FixturePaths.fixtures.appendingPathComponent("samples/layout-sampleapp/\(name)")
        let node = try buildTemplate(try String(contentsOf: url, encoding: .utf8), path: name)
        #expect(node.viewCount > 1)
    }

    @Test func performanceSampleBuilds() throws {
        let url = FixturePaths.fixtures.appendingPathComponent("samples/layout-perf/Example.xml")
        let node = try buildTemplate(try String(contentsOf: url, encoding: .utf8), path: "Example.xml")
        #expect(node.viewCount > 200)
        let resolution = MemoryProject([:]).resolver.resolve(try XMLReader.read(contentsOf: url), path: "Example.xml")
        #expect(resolution.root?.viewCount == node.viewCount)
    }
}
