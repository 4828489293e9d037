import Foundation
@testable import SwiftLayout
import Testing
import TestSupport

/// A file saved again is parsed from its last parse (`IncrementalParses`): the tree must be the
/// one a parse from nothing gives, node for node and trivia for trivia, whatever the edit.
@Suite struct IncrementalParseTests {
    static let files = ["SwiftLayout/ProfileViewController.swift", "SwiftLayout/PrimaryButton.swift"]

    @Test func everyEditParsesAsAFullParseDoes() throws {
        var generator = SeededGenerator(seed: 603)
        var edits = 0
        var incremental = 0
        var renumberings = 0
        for file in Self.files {
            let original = try String(contentsOf: FixturePaths.examples.appendingPathComponent(file), encoding: .utf8)
            let parses = IncrementalParses()
            _ = parses.parse(original, file: file)
            // Each edit is saved, then undone: both parses start from the one before them.
            for _ in 0..<40 {
                for text in [Self.edit(original, using: &generator), original] {
                    let tree = parses.parse(text, file: file)
                    let full = IncrementalParses().parse(text, file: "")
                    #expect(tree.description == text)
                    #expect(IncrementalParses.outline(tree) == IncrementalParses.outline(full), "\(file), edit \(edits)")
                    edits += 1
                }
            }
            incremental += parses.incremental
            renumberings += parses.renumberings
        }
        #expect(edits == 160)
        // Edits that leave the file valid, and undos after them, start from the last parse.
        #expect(incremental > 40, "\(incremental) of \(edits)")
        // A number's digits changed (and not its kind) sets the token's text in the last tree.
        #expect(renumberings > 5, "\(renumberings) of \(edits)")
    }

    /// A number changed in a body gives the last tree with that token's text set, declaring
    /// what it did (its outline is not scanned again); a number in a type is parsed again.
    @Test func aNumberInABodyKeepsTheOutlineAndOneInATypeDoesNot() throws {
        let file = "IncrementalParseTests/Grid.swift"
        let text = """
            class Grid: Base<3>, Layoutable {
                var layout: some Layout { box.sl.anchors { Anchors.width.equalTo(constant: 40) } }
            }
            """
        let first = SwiftSource(file: file, text: text)
        #expect(!first.tree.hasError)
        #expect(first.renumberedBodyOf == nil)
        let body = SwiftSource(file: file, text: text.replacingOccurrences(of: "40", with: "400"))
        #expect(body.renumberedBodyOf == first.tree.id)
        #expect(body.tree.description == text.replacingOccurrences(of: "40", with: "400"))
        let type = SwiftSource(file: file, text: text.replacingOccurrences(of: "<3>", with: "<4>"))
        #expect(type.renumberedBodyOf == nil)

        let project = ProjectDeclarations(files: [(file, text)])
        project.update(changed: [(file, text.replacingOccurrences(of: "40", with: "400"))])
        #expect(project.declaredNames(in: file) == ["Grid"])
        #expect(project.declarations(file)?.entryPoints.map(\.name) == ["layout"])
        project.update(changed: [(file, text.replacingOccurrences(of: "<3>", with: "<4>"))])
        #expect(project.type("Grid")?.superclassName == "Base<4>")
    }

    /// A digit changed, a word's letters doubled, a brace or quote inserted or a span deleted:
    /// edits that keep the file valid and edits that break it.
    static func edit(_ text: String, using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        let at = Int.random(in: 0..<max(1, bytes.count), using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                bytes[digit] = UInt8(0x30 + Int.random(in: 0...9, using: &generator))
            }
        case 1:
            bytes.insert(contentsOf: Array("x2".utf8), at: at)
        case 2:
            bytes.insert([UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "(")][Int.random(in: 0..<4, using: &generator)], at: at)
        case 3:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &generator)))
        default:
            bytes.insert(contentsOf: Array("\n// note\n".utf8), at: at)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
