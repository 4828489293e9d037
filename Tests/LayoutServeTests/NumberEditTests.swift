import LayoutEngine
import Project
import Testing
import TestSupport

/// A saved file whose only change is one number keeps the format that claimed it without
/// being read again; any other change is claimed afresh.
@Suite struct NumberEditTests {
    private func edit(_ old: String, _ new: String) -> Bool {
        NumberEdit.isNumberEdit(from: Array(old.utf8), to: Array(new.utf8))
    }

    @Test(arguments: [
        (#"<UIView height="300"/>"#, #"<UIView height="320"/>"#),
        (#"<UIView height="30"/>"#, #"<UIView height="300"/>"#),
        (#"<UIView height="300"/>"#, #"<UIView height="30"/>"#),
        (#"<UIView alpha="0.5"/>"#, #"<UIView alpha="0.75"/>"#),
        (#"<UIView left="-10"/>"#, #"<UIView left="-12"/>"#),
        (#"<UIView width="100%-20"/>"#, #"<UIView width="100%-24"/>"#),
        (#"{"root": {"constraints": {"top": "+12"}}}"#, #"{"root": {"constraints": {"top": "+16"}}}"#),
        ("view.frame.size.height = 44\n", "view.frame.size.height = 48\n"),
        (#"<UILabel text="Row 1"/>"#, #"<UILabel text="Row 2"/>"#),
        ("same", "same"),
    ])
    func numberRewritten(old: String, new: String) {
        #expect(edit(old, new))
    }

    @Test(arguments: [
        // A name, a reference, an escape, a radix, a leftover token: each may change what the file is.
        ("<H1>Title</H1>", "<H2>Title</H1>"),
        ("<a-1>x</a-1>", "<a-2>x</a-1>"),
        ("<a.1>x</a.1>", "<a.2>x</a.1>"),
        (#"<UILabel text="&#65;"/>"#, #"<UILabel text="&#0;"/>"#),
        (#"{"text": "\u0041"}"#, #"{"text": "\u0042"}"#),
        ("let mask = 0x1F", "let mask = 0x2F"),
        ("let big = 1e5", "let big = 1e6"),
        ("let big = 1_000", "let big = 1_200"),
        ("let size = 12px", "let size = 14px"),
        (#"{"height": 3}"#, #"{"height": }"#),
        (#"{"height": 1.5}"#, #"{"height": 1.}"#),
        (#"{"height": 1.5}"#, #"{"height": 1.5.6}"#),
        (#"<UIView height="300"/>"#, #"<UIView height="3a0"/>"#),
        (#"<UIView height="300"/>"#, #"<UIView width="300"/>"#),
        ("<LMRowView/>", "<UIView/>"),
        ("let x = é1", "let x = é2"),
    ])
    func anyOtherEditIsNot(old: String, new: String) {
        #expect(!edit(old, new))
    }

    @Test func aDocumentWhoseNumberChangedKeepsItsFormatAndRendersTheNewValue() throws {
        let project = try TemporaryFolder(["Column.xml": #"<LMColumnView><UIView height="40"/><UIView/></LMColumnView>"#])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let device = try Device.parse("320x100@2")
        #expect(renderer.format(for: "Column.xml")?.name == "markupkit")
        #expect(renderer.render("Column.xml", device: device).tree?.children.first?.frame.height == 40)

        _ = try project.write("Column.xml", #"<LMColumnView><UIView height="64"/><UIView/></LMColumnView>"#)
        #expect(renderer.sources.refresh("Column.xml"))
        renderer.forgetRendered(dependingOn: ["Column.xml"])
        #expect(renderer.format(for: "Column.xml")?.name == "markupkit")
        #expect(renderer.render("Column.xml", device: device).tree?.children.first?.frame.height == 64)

        // The same document as a Layout template: claimed again, by Layout.
        _ = try project.write("Column.xml", #"<UIView><UIView height="64"/><UIView/></UIView>"#)
        #expect(renderer.sources.refresh("Column.xml"))
        renderer.forgetRendered(dependingOn: ["Column.xml"])
        #expect(renderer.format(for: "Column.xml")?.name == "layout")
    }
}
