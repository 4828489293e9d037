import LayoutServeCLI
import Testing
import TestSupport

@Suite struct StringsCommandTests {
    /// A project with two translations: French lacks a key and has one nobody uses; a key
    /// is written in an included file, one is a format function, one is defined nowhere.
    static let project: [String: String] = [
        "Home.xml": #"""
            <UIView width="100%" height="100">
                <UILabel text="{strings.Home.Title}"/>
                <UILabel text="{strings.Home.Unread(3)}"/>
                <UIView xml="Parts/Footer.xml"/>
            </UIView>
            """#,
        "Parts/Footer.xml": #"<UILabel text="{strings.Footer}"/>"#,
        "Settings.xml": #"<UIView><UILabel text="{strings.Home.Title} · {strings.Settings.Missing}"/></UIView>"#,
        "Localizable.strings": "\"Home.Title\" = \"Inbox\";\n\"Home.Unread\" = \"%d unread\";\n\"Footer\" = \"Bye\";\n",
        "fr.lproj/Localizable.strings": "\"Home.Title\" = \"Boîte\";\n\"Footer\" = \"Salut\";\n\"Old\" = \"Vieux\";\n",
    ]

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(StringsCommand.self, arguments)
    }

    @Test func listsKeysWithTheirTemplatesThenWhatEachFileLacks() throws {
        let folder = try TemporaryFolder(Self.project)
        let result = try run([folder.path])
        #expect(result.status == 1)
        #expect(result.output == """
            Footer            Parts/Footer.xml
            Home.Title        Home.xml, Settings.xml
            Home.Unread       Home.xml
            Settings.Missing  Settings.xml

            Localizable.strings: 3 keys, 1 missing: Settings.Missing, none unused
            fr.lproj/Localizable.strings: 3 keys, 2 missing: Home.Unread, Settings.Missing, 1 unused: Old
            undefined (in no .strings file): Settings.Missing

            """)
        #expect(result.error == "")
    }

    @Test func printsOneJSONObject() throws {
        let folder = try TemporaryFolder(Self.project)
        let result = try run([folder.path, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.output == """
            {"keys":[{"key":"Footer","files":["Parts/Footer.xml"]},{"key":"Home.Title","files":["Home.xml","Settings.xml"]},\
            {"key":"Home.Unread","files":["Home.xml"]},{"key":"Settings.Missing","files":["Settings.xml"]}],\
            "files":[{"file":"Localizable.strings","defined":3,"missing":["Settings.Missing"],"unused":[]},\
            {"file":"fr.lproj/Localizable.strings","defined":3,"missing":["Home.Unread","Settings.Missing"],"unused":["Old"]}],\
            "undefined":["Settings.Missing"],"unreadable":[],"problems":[]}

            """)
    }

    @Test func succeedsWhenEveryFileHasEveryKey() throws {
        let folder = try TemporaryFolder([
            "A.xml": #"<UILabel text="{strings.A}"/>"#,
            "Localizable.strings": "\"A\" = \"a\";\n\"B\" = \"b\";\n",
            "layout-serve.json": #"{"strings": ["Localizable.strings"]}"#,
            "de.lproj/Localizable.strings": "\"B\" = \"b\";\n",  // not in the configured list
        ])
        let result = try run([folder.path])
        #expect(result.status == 0)
        #expect(result.output == "A  A.xml\n\nLocalizable.strings: 2 keys, none missing, 1 unused: B\n")
    }

    /// Each format reads its own keys: MarkupKit's `@key` values, a SwiftLayout
    /// file's literal `NSLocalizedString` and `String(localized:)` keys (not an interpolated
    /// one), none from EverLayout — and no file is put through Layout's reader ("not read:
    /// SwiftLayout/PrimaryButton.swift: Start tag expected" on the bundled example).
    @Test func everyFormatReportsItsOwnKeys() throws {
        let folder = try TemporaryFolder([
            "Card.xml": #"<LMColumnView><UILabel text="@card.title"/><UILabel text="@card.body"/></LMColumnView>"#,
            "Home.xml": #"<UILabel text="{strings.home.title}"/>"#,
            "Screen.json": #"{"name": "Screen", "root": {"views": {"!title:UILabel": {"constraints": {"top left": "@super"}}}}}"#,
            "Profile.swift": #"""
                import SwiftLayout
                import UIKit

                final class ProfileView: UIView, Layoutable {
                    var activation: Activation?
                    let name = UILabel().sl.config { $0.text = NSLocalizedString("profile.name", comment: "a name") }
                    let count = UILabel().sl.config { $0.text = String(localized: "profile.count") }
                    let greeting = UILabel().sl.config { $0.text = String(localized: "hello \(1)") }

                    var layout: some Layout {
                        self.sl.sublayout {
                            name.sl.anchors { Anchors.top.leading.equalToSuper() }
                            count.sl.anchors { Anchors.top.equalTo(name, attribute: .bottom) }
                        }
                    }
                }
                """#,
            "Localizable.strings": "\"card.title\" = \"Card\";\n\"home.title\" = \"Home\";\n\"profile.name\" = \"Name\";\n",
        ])
        let result = try run([folder.path])
        #expect(result.status == 1)
        #expect(result.output == """
            card.body      Card.xml
            card.title     Card.xml
            home.title     Home.xml
            profile.count  Profile.swift
            profile.name   Profile.swift

            Localizable.strings: 3 keys, 2 missing: card.body, profile.count, none unused
            undefined (in no .strings file): card.body, profile.count

            """)
    }

    @Test func brokenInputIsReportedNotFatal() throws {
        let folder = try TemporaryFolder([
            "A.xml": #"<UILabel text="{strings.A}"/>"#,
            "Broken.xml": #"<UIView><UILabel text="{strings.B}"></UIView>"#,
            "Localizable.strings": "\"A\" = \"a\";\n\"B\" = ",
        ])
        let result = try run([folder.path])
        #expect(result.status == 0)
        #expect(result.output == """
            A  A.xml

            Localizable.strings: 1 key, none missing, none unused
            not read: Broken.xml: Opening and ending tag mismatch: UILabel line 1 and UIView at line 1

            """)
        #expect(result.error.hasPrefix(#"Localizable.strings:2:7: error: Expected a value for "B" after '=', found end of file"#))
    }

    @Test func aMissingFolderCannotRun() throws {
        let result = try run(["/nonexistent/project"])
        #expect(result.status == 2)
        #expect(result.error == "error: /nonexistent/project is not a directory\n")
        #expect(throws: (any Error).self) { try StringsCommand.parse([]) }
    }
}
