import Diagnostics
import Testing
@testable import Templates

/// What goes wrong with includes, where it is reported and with which chain.
@Suite struct TemplateIncludeErrorTests {
    @Test func missingIncludeIsReportedAtTheValueWithTheChain() throws {
        let home = """
            <UIView>
                <UIView xml="Card.xml"/>
            </UIView>
            """
        let card = """
            <UIView>
                <UILabel template="1️⃣Other.xml"/>
                <UIView xml="2️⃣../Missing/Thing.xml"/>
            </UIView>
            """
        let project = MemoryProject(["Screens/Home.xml": home, "Screens/Card.xml": card])
        let resolution = project.resolve("Screens/Home.xml")
        let marked = project["Screens/Card.xml"]
        #expect(resolution.diagnostics.map(\.message) == [
            "No layout XML file found for Other.xml",
            "No layout XML file found for ../Missing/Thing.xml",
        ])
        #expect(resolution.diagnostics.map(\.file) == ["Screens/Card.xml", "Screens/Card.xml"])
        #expect(resolution.diagnostics[0].range == range(marked[1], length: 9))
        #expect(resolution.diagnostics[1].range?.start == marked[2])
        #expect(resolution.diagnostics.map(\.includeChain) == [["Screens/Home.xml:2"], ["Screens/Home.xml:2"]])
        #expect(resolution.diagnostics[0].node == "UIView > UIView > UILabel")
        #expect(resolution.diagnostics.map(\.attribute) == ["template", "xml"])
        #expect(resolution.diagnostics.map(\.expression) == ["Other.xml", "../Missing/Thing.xml"])
        #expect(resolution.diagnostics[0].excerpt?.hasPrefix("2 |     <UILabel template=\"Other.xml\"/>") == true)
        // A missing file is a dependency: creating it must re-render the template.
        #expect(resolution.dependencies == [
            "Screens/Home.xml", "Screens/Card.xml", "Screens/Other.xml", "Missing/Thing.xml",
        ])
        #expect(resolution.root == nil)
    }

    @Test func missingRootFile() {
        let resolution = MemoryProject([:]).resolve("Nope.xml")
        #expect(resolution.diagnostics.map(\.message) == ["No layout XML file found for Nope.xml"])
        #expect(resolution.diagnostics.first?.file == "Nope.xml")
        #expect(resolution.dependencies == ["Nope.xml"])
    }

    @Test func cycleThroughAnotherFile() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView>\n    <UIView xml=\"Card.xml\"/>\n</UIView>",
            "Card.xml": "<UIView>\n    <UIView template=\"1️⃣Home.xml\"/>\n</UIView>",
        ])
        let resolution = project.resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Include cycle: Home.xml → Card.xml → Home.xml"])
        #expect(resolution.diagnostics.first?.file == "Card.xml")
        #expect(resolution.diagnostics.first?.range == range(project["Card.xml"][1], length: 8))
        #expect(resolution.diagnostics.first?.includeChain == ["Home.xml:2"])
        #expect(resolution.dependencies == ["Home.xml", "Card.xml"])
    }

    @Test func selfInclude() throws {
        let project = MemoryProject(["Parts/Loop.xml": "<UIView><UIView xml=\"1️⃣./Loop.xml\"/></UIView>"])
        let resolution = project.resolve("Parts/Loop.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Include cycle: Parts/Loop.xml → Parts/Loop.xml"])
        #expect(resolution.diagnostics.first?.range?.start == project["Parts/Loop.xml"][1])
        #expect(resolution.diagnostics.first?.includeChain == [])
    }

    @Test func cycleBelowTheRootShowsOnlyTheCycle() throws {
        let project = MemoryProject([
            "Main.xml": "<UIView xml=\"A.xml\"/>",
            "A.xml": "<UIView><UIView xml=\"B.xml\"/></UIView>",
            "B.xml": "<UIView><UIView xml=\"A.xml\"/></UIView>",
        ])
        let resolution = project.resolve("Main.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Include cycle: A.xml → B.xml → A.xml"])
        #expect(resolution.diagnostics.first?.file == "B.xml")
        #expect(resolution.diagnostics.first?.includeChain == ["Main.xml:1", "A.xml:1"])
    }

    @Test func classMismatchForCompositionAndInheritance() throws {
        let project = MemoryProject([
            "Home.xml": """
                <UIView>
                    <UILabel xml="1️⃣View.xml"/>
                    <UIView template="2️⃣Label.xml"/>
                    <UIButton template="Control.xml"/>
                </UIView>
                """,
            "View.xml": "<UIView/>",
            "Label.xml": "<UILabel/>",
            "Control.xml": "<UIControl/>",
        ])
        let resolution = project.resolve("Home.xml", subclasses: ["UIButton": "UIControl", "UIControl": "UIView", "UILabel": "UIView"])
        #expect(resolution.diagnostics.map(\.message) == ["Cannot replace UILabel with UIView", "Cannot replace UILabel with UIView"])
        #expect(resolution.diagnostics.map { $0.range?.start } == [project["Home.xml"][1], project["Home.xml"][2]])
        #expect(resolution.diagnostics.map(\.node) == ["UIView > UILabel", "UIView > UIView"])
    }

    @Test func pathsMayNotLeaveTheProject() throws {
        let project = MemoryProject([
            "Screens/Home.xml": "<UIView><UIView xml=\"1️⃣../../Secret.xml\"/><UIView xml=\"2️⃣/etc/Card.xml\"/></UIView>",
        ])
        let resolution = project.resolve("Screens/Home.xml")
        #expect(resolution.diagnostics.map(\.message) == [
            "Include path ../../Secret.xml leads outside the project folder",
            "Include path /etc/Card.xml must be relative to the including file",
        ])
        #expect(resolution.diagnostics.map { $0.range?.start } == [project["Screens/Home.xml"][1], project["Screens/Home.xml"][2]])
        #expect(resolution.dependencies == ["Screens/Home.xml"])
    }

    @Test func depthLimit() throws {
        var files: [String: String] = [:]
        for level in 0..<10 { files["L\(level).xml"] = "<UIView><UIView xml=\"L\(level + 1).xml\"/></UIView>" }
        files["L10.xml"] = "<UIView/>"
        let project = MemoryProject(files)
        #expect(project.resolver(subclasses: [:], maximumDepth: 10).resolve(path: "L0.xml").diagnostics.isEmpty)
        let resolution = project.resolver(subclasses: [:], maximumDepth: 9).resolve(path: "L0.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Includes are nested more than 9 levels deep"])
        #expect(resolution.diagnostics.first?.file == "L9.xml")
        #expect(resolution.diagnostics.first?.includeChain.count == 9)
    }

    @Test func exponentialIncludesAreCutOff() throws {
        var files: [String: String] = [:]
        for level in 0..<30 {
            files["L\(level).xml"] = "<UIView><UIView xml=\"L\(level + 1).xml\"/><UIView xml=\"L\(level + 1).xml\"/></UIView>"
        }
        files["L30.xml"] = "<UIView/>"
        let resolution = MemoryProject(files).resolver(subclasses: [:], maximumViews: 1_000).resolve(path: "L0.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Template expands to more than 1000 views through its includes"])
    }

    @Test func problemsInsideIncludedFilesCarryTheChain() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView>\n  <UIView xml=\"Bad.xml\"/>\n  <UIView xml=\"Broken.xml\"/>\n  <UIView xml=\"Html.xml\"/>\n</UIView>",
            "Bad.xml": "<UIView>\n  <1️⃣macro value=\"1\"/>\n</UIView>",
            "Broken.xml": "<UIView>\n  <UILabel>\n</UIView>",
            "Html.xml": "<html/>",
        ])
        let resolution = project.resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == [
            "<macro> name is a required attribute",
            "Opening and ending tag mismatch: UILabel line 2 and UIView",
            "Invalid root element <html> in XML. Root element must be a UIView or UIViewController.",
        ])
        #expect(resolution.diagnostics.map(\.file) == ["Bad.xml", "Broken.xml", "Html.xml"])
        #expect(resolution.diagnostics.map(\.includeChain) == [["Home.xml:2"], ["Home.xml:3"], ["Home.xml:4"]])
        #expect(resolution.diagnostics[0].range?.start == project["Bad.xml"][1])
        #expect(resolution.diagnostics.allSatisfy { $0.excerpt != nil })
    }

    @Test func aFileBrokenTwiceIsReportedOnce() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView><UIView xml=\"Bad.xml\"/><UIView xml=\"Bad.xml\"/><UIView xml=\"Gone.xml\"/></UIView>",
            "Bad.xml": "<UIView><macro value=\"1\"/></UIView>",
        ])
        let messages = project.resolve("Home.xml").diagnostics.map(\.message)
        #expect(messages == ["<macro> name is a required attribute", "No layout XML file found for Gone.xml"])
    }

    @Test func rootProblemsAndIncludeProblemsAreReportedTogether() throws {
        let project = MemoryProject(["Home.xml": "<UIView id=\"{x}\"><UIView xml=\"Gone.xml\"/></UIView>"])
        #expect(project.resolve("Home.xml").diagnostics.map(\.message) == [
            "id must be a literal value, not an expression", "No layout XML file found for Gone.xml",
        ])
    }

    @Test func unreadableInclude() throws {
        let resolver = TemplateResolver(load: { path throws(TemplateLoadError) in
            if path == "Home.xml" { return try! XMLReader.read("<UIView xml=\"Card.xml\"/>") }
            throw .unreadable("Permission denied")
        }, isSubclass: { _, _ in false })
        #expect(resolver.resolve(path: "Home.xml").diagnostics.map(\.message) == ["Unable to read Card.xml: Permission denied"])
    }

    @Test(arguments: [
        ("Card.xml", "Screens/Home.xml", "Screens/Card.xml"),
        ("./a/../b/./Card.xml", "Screens/Home.xml", "Screens/b/Card.xml"),
        ("../Card.xml", "Screens/Home.xml", "Card.xml"),
        ("Card.xml", "Home.xml", "Card.xml"),
        ("https://example.com/t/Card.xml", "Home.xml", "https://example.com/t/Card.xml"),
        ("../Card.xml", "https://example.com/t/Home.xml", "https://example.com/Card.xml"),
    ])
    func includePaths(reference: String, file: String, resolved: String) {
        #expect(IncludePath.resolve(reference, from: file) == .success(resolved))
    }

    @Test func includePathFailures() {
        #expect(IncludePath.resolve("../Card.xml", from: "Home.xml") == .failure(.outsideProject))
        #expect(IncludePath.resolve("../../x.xml", from: "https://example.com/t/Home.xml") == .failure(.outsideProject))
        #expect(IncludePath.resolve("/Card.xml", from: "Home.xml") == .failure(.absolute))
    }
}

extension TemplateIncludeErrorTests {
    @Test func problemInAFileIncludedTwiceIsReportedOnce() throws {
        let project = MemoryProject([
            "Home.xml": "<UIView><UIView xml=\"Card.xml\"/><UIView xml=\"Card.xml\"/></UIView>",
            "Card.xml": "<UIView><UILabel xml=\"1️⃣View.xml\"/><UIView xml=\"Gone.xml\"/></UIView>",
            "View.xml": "<UIView/>",
        ])
        let resolution = project.resolve("Home.xml", subclasses: ["UILabel": "UIView"])
        #expect(resolution.diagnostics.map(\.message) == [
            "Cannot replace UILabel with UIView", "No layout XML file found for Gone.xml",
        ])
        #expect(resolution.diagnostics.first?.range?.start == project["Card.xml"][1])
        #expect(resolution.diagnostics.first?.includeChain == ["Home.xml:1"])
    }

    @Test func malformedRootFile() throws {
        let resolution = MemoryProject(["Home.xml": "<UIView>\n<UILabel></UIView>"]).resolve("Home.xml")
        #expect(resolution.diagnostics.map(\.message) == ["Opening and ending tag mismatch: UILabel line 2 and UIView"])
        #expect(resolution.diagnostics.first?.file == "Home.xml")
        #expect(resolution.diagnostics.first?.includeChain == [])
    }

    @Test func resolvesAFileTheCallerAlreadyRead() throws {
        let project = MemoryProject(["Card.xml": "<UILabel text=\"hi\"/>"])
        let file = try XMLReader.read("<UIView><UILabel xml=\"Card.xml\"/></UIView>")
        let resolution = project.resolver.resolve(file, path: "Home.xml")
        #expect(try resolution.result.get().children.first?.attribute(named: "text")?.value == "hi")
        #expect(resolution.dependencies == ["Home.xml", "Card.xml"])
    }
}
