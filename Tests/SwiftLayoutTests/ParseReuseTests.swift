import SwiftLayout
import Testing

/// Telling whether a `.swift` file holds a layout parses it; the project then takes that parse
/// instead of parsing the same text again (a 2,000-view file was parsed twice per cold render) —
/// but only for the very text that was parsed.
@Suite struct ParseReuseTests {
    static func childClasses(_ project: ProjectDeclarations, _ file: String) -> [String] {
        let render = SwiftLayoutRenderer.render(file, project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        return render.tree?.children.map(\.className) ?? []
    }

    @Test func aFileIsParsedOnlyWhenItHasALayoutWord() {
        #expect(SwiftLayoutRenderer.parsedIfLayoutWords("let width = 1\n", file: "Model.swift") == nil)
        #expect(SwiftLayoutRenderer.parsedIfLayoutWords("let anchors = 1\n", file: "Model.swift")?.hasLayout == false)
        #expect(SwiftLayoutRenderer.parsedIfLayoutWords("root.sl.sublayout { UISwitch() }\n", file: "Screen.swift")?.hasLayout == true)
    }

    @Test func theParseIsTakenForItsOwnText() throws {
        let text = "let root = UIView()\nroot.sl.sublayout { UISwitch() }\n"
        let parsed = try #require(SwiftLayoutRenderer.parsedIfLayoutWords(text, file: "Screen.swift"))
        let project = ProjectDeclarations()
        project.update(changed: [("Screen.swift", text)], parsed: ["Screen.swift": parsed])
        #expect(Self.childClasses(project, "Screen.swift") == ["UISwitch"])
    }

    @Test func aParseOfOtherTextIsNotTaken() throws {
        let parsed = try #require(SwiftLayoutRenderer.parsedIfLayoutWords("let root = UIView()\nroot.sl.sublayout { UISwitch() }\n",
                                                                          file: "Screen.swift"))
        let project = ProjectDeclarations()
        project.update(changed: [("Screen.swift", "let root = UIView()\nroot.sl.sublayout { UISlider() }\n")], parsed: ["Screen.swift": parsed])
        #expect(Self.childClasses(project, "Screen.swift") == ["UISlider"])
        // Nor a parse of the same text under another name.
        let other = ProjectDeclarations()
        other.update(changed: [("Other.swift", parsed.text)], parsed: ["Other.swift": parsed])
        #expect(Self.childClasses(other, "Other.swift") == ["UISwitch"])
        #expect(SwiftLayoutRenderer.render("Other.swift", project: other, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
            .tree?.children.first?.file == "Other.swift")
    }
}
