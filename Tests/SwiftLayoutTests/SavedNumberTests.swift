import Diagnostics
import Foundation
@testable import SwiftLayout
import Testing

/// A save that changed one number's digits is found from the two texts' bytes (`LiteralEdit`),
/// so that a kept evaluation can take the new constant without reading the file again.
@Suite struct SavedNumberTests {
    static let file = "SavedNumberTests/Grid.swift"
    static let text = """
        class Grid: Base<3>, Layoutable {
            let l10 = UILabel()
            var layout: some Layout { l10.sl.anchors { Anchors.width.equalTo(constant: 40) } }
        }
        """

    static func edit(_ old: String, _ new: String) -> LiteralEdit? {
        LiteralEdit(from: SwiftSource(file: file, text: old), to: SwiftSource(file: file, text: new))
    }

    @Test func aNumbersNewDigitsAreAnEdit() throws {
        let offset = Array(Self.text.utf8).count - Array("40) } }\n}".utf8).count
        let longer = try #require(Self.edit(Self.text, Self.text.replacingOccurrences(of: "40", with: "400")))
        #expect(longer.literal == LiteralSource(file: Self.file, offset: Int32(offset)))
        #expect((longer.oldEnd, longer.delta, longer.value) == (offset + 2, 1, 400))
        let fraction = try #require(Self.edit(Self.text, Self.text.replacingOccurrences(of: "40", with: "4_0.5")))
        #expect((longer.start, fraction.oldEnd, fraction.delta, fraction.value) == (offset, offset + 2, 3, 40.5))
    }

    @Test func digitsOfANameOrAHexadecimalNumberAreNot() {
        #expect(Self.edit(Self.text, Self.text.replacingOccurrences(of: "l10", with: "l11")) == nil)
        #expect(Self.edit("let a = 0x10", "let a = 0x11") == nil)
        #expect(Self.edit("let a = t.10", "let a = t.11") == nil)
        #expect(Self.edit("let a = 1..<4", "let a = 1...4") == nil)
        #expect(Self.edit("let a = 1..<4", "let a = 1..<5")?.value == 5)
        #expect(Self.edit("let a = 4", "let b = 4") == nil)
    }

    @Test func aProjectSavedWithANewNumberDeclaresWhatTheTextDoes() {
        let project = ProjectDeclarations(files: [(Self.file, Self.text)])
        project.update(changed: [(Self.file, Self.text.replacingOccurrences(of: "40", with: "400"))])
        #expect(project.declaredNames(in: Self.file) == ["Grid"])
        #expect(project.declarations(Self.file)?.entryPoints.map(\.name) == ["layout"])
        project.update(changed: [(Self.file, Self.text.replacingOccurrences(of: "<3>", with: "<4>"))])
        #expect(project.type("Grid")?.superclassName == "Base<4>")
    }

    /// A source made from the file's last one knows its number edit and nests as it did: a
    /// refused text stays refused without being scanned again.
    @Test func aSourceKnowsItsNumberEditFromTheLastOne() throws {
        let first = SwiftSource(file: Self.file, text: Self.text)
        let renumbered = SwiftSource(file: Self.file, text: Self.text.replacingOccurrences(of: "40", with: "41"), previous: first)
        let edit = try #require(renumbered.numberEdit)
        #expect(edit.previous == ObjectIdentifier(first))
        #expect((edit.edit.delta, edit.edit.value) == (0, 41))
        #expect(SwiftSource(file: Self.file, text: Self.text + "\n", previous: first).numberEdit == nil)
        let deep = "let a = 1\nlet b = " + String(repeating: "[", count: 11) + String(repeating: "]", count: 11)
        let refused = SwiftSource(file: Self.file, text: deep)
        #expect(refused.refusal != nil)
        let again = SwiftSource(file: Self.file, text: deep.replacingOccurrences(of: "= 1", with: "= 2"), previous: refused)
        #expect(again.numberEdit != nil)
        #expect(again.refusal?.1 == refused.refusal?.1)
    }
}
