import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// A saved Layout template whose shape did not change is updated in place
/// (`CompiledLayout.update(to:)`): only the changed attributes compile again. Whatever the edit,
/// the render must be the one a renderer that never saw the old text gives, byte for byte —
/// frames, props, text, warnings, errors and their positions.
@Suite struct IncrementalRenderPropertyTests {
    /// Projects whose Layout templates are edited: the bundled example, Layout's sample app
    /// (with its configuration) and Layout's performance template.
    static let projects: [(root: String, configuration: ProjectConfiguration?, templates: [String])] = {
        let sampleApp = try? String(
            contentsOf: FixturePaths.samples.appendingPathComponent("layout-sampleapp-config/layout-serve.json"), encoding: .utf8)
        return [
            (FixturePaths.examples.path, nil, ["Screens/Home.xml", "Screens/Profile.xml", "Screens/Settings.xml", "Shared/Card.xml"]),
            (FixturePaths.samples.appendingPathComponent("layout-sampleapp").path, try? ProjectConfiguration.parse(sampleApp ?? ""),
             ["Boxes.xml", "Examples.xml", "Pages.xml", "Table.xml", "Text.xml", "Collection.xml"]),
            (FixturePaths.samples.appendingPathComponent("layout-perf").path, nil, ["Example.xml"]),
        ]
    }()

    /// A renderer of `root` as `layout-serve` opens it (configuration, strings), with
    /// `configuration` instead of the project's when given.
    static func renderer(_ root: String, _ configuration: ProjectConfiguration?) throws -> ProjectRenderer {
        let renderer = try ProjectLoader(root: root).renderer
        if let configuration { renderer.update(configuration: configuration) }
        return renderer
    }

    @Test func everyEditRendersAsACleanRenderDoes() throws {
        var generator = SeededGenerator(seed: 26)
        var edits = 0
        var inPlace = 0
        var partial = 0
        for project in Self.projects {
            for template in project.templates {
                let original = try String(contentsOfFile: project.root + "/" + template, encoding: .utf8)
                let live = try Self.renderer(project.root, project.configuration)
                #expect(live.render(template, device: Device.standard, mode: .legacy).errors == [], "\(template)")
                // Each edit is saved, then undone: both renders follow the one before them.
                for _ in 0..<12 {
                    let edited = try #require(Self.edit(original, using: &generator))
                    for text in [edited, original] {
                        live.sources.setOverlay(template, Array(text.utf8))
                        live.forgetRendered(dependingOn: [template])
                        let before = live.layout.updatedInPlace
                        let partialBefore = live.layout.laidOutPartially
                        let incremental = live.render(template, device: Device.standard, mode: .legacy)
                        inPlace += live.layout.updatedInPlace - before
                        partial += live.layout.laidOutPartially - partialBefore

                        let clean = try Self.renderer(project.root, project.configuration)
                        clean.sources.setOverlay(template, Array(text.utf8))
                        let cold = clean.render(template, device: Device.standard, mode: .legacy)
                        #expect(Self.comparable(incremental) == Self.comparable(cold), "\(template), render \(edits)")
                        #expect(incremental.stringKeys == cold.stringKeys && incremental.dependencies == cold.dependencies)
                        edits += 1
                    }
                }
            }
        }
        #expect(edits == 11 * 12 * 2)
        // Most edits change a value in place; the others (blank values, ids, errors) compile afresh.
        #expect(inPlace > edits / 3, "\(inPlace) of \(edits) in place")
        #expect(inPlace < edits)
        // Once a layout has been updated in place, a render after a clean one lays out only what
        // the edit reached (`ReadGraph`): undoing an edit, mostly.
        #expect(partial >= edits / 6, "\(partial) of \(edits) partial")
    }

    /// Saves that each rewrite one digit anywhere in the text (an attribute's value, an id, a
    /// class name, body text, a character reference), one after another without undoing: the
    /// ones inside an attribute's value take their tree from the render before, without a parse
    /// (`LayoutTemplateFormat.resolvedWithoutParse`), and chains of them must still render as a
    /// clean renderer does.
    @Test func digitRewritesRenderAsACleanRenderDoes() throws {
        var generator = SeededGenerator(seed: 2611)
        var saves = 0
        var withoutParse = 0
        var patchedInPlace = 0
        var partial = 0
        for project in Self.projects {
            for template in project.templates {
                var text = Array(try String(contentsOfFile: project.root + "/" + template, encoding: .utf8).utf8)
                let digits = text.indices.filter { text[$0] >= 0x30 && text[$0] <= 0x39 }
                guard !digits.isEmpty else { continue }
                let live = try Self.renderer(project.root, project.configuration)
                _ = live.render(template, device: Device.standard, mode: .legacy)
                for _ in 0..<10 {
                    let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
                    text[at] = UInt8(ascii: "0") + UInt8((Int(text[at] - 0x30) + Int.random(in: 1...9, using: &generator)) % 10)
                    live.sources.setOverlay(template, text)
                    live.forgetRendered(dependingOn: [template])
                    let before = live.layout.resolvedWithoutParse
                    let updatedBefore = live.layout.updatedInPlace
                    let partialBefore = live.layout.laidOutPartially
                    let incremental = live.render(template, device: Device.standard, mode: .legacy)
                    partial += live.layout.laidOutPartially - partialBefore
                    withoutParse += live.layout.resolvedWithoutParse - before
                    // A patched tree updates the layout in place (only the rewritten attribute compiles).
                    if live.layout.resolvedWithoutParse > before { patchedInPlace += live.layout.updatedInPlace - updatedBefore }

                    let clean = try Self.renderer(project.root, project.configuration)
                    clean.sources.setOverlay(template, text)
                    let cold = clean.render(template, device: Device.standard, mode: .legacy)
                    #expect(Self.comparable(incremental) == Self.comparable(cold), "\(template), save \(saves)")
                    #expect(incremental.stringKeys == cold.stringKeys && incremental.dependencies == cold.dependencies)
                    saves += 1
                }
            }
        }
        #expect(saves == 11 * 10)
        // Templates with includes (Home.xml, Profile.xml) and digits outside values always parse.
        #expect(withoutParse > saves / 3, "\(withoutParse) of \(saves) without a parse")
        #expect(withoutParse < saves)
        #expect(patchedInPlace == withoutParse)
        // After the first save of a template, the ones that compile in place lay out only what
        // they reached.
        #expect(partial >= saves / 2, "\(partial) of \(saves) partial")
    }

    /// The event a client gets, without the timing.
    static func comparable(_ outcome: RenderOutcome) -> String {
        var outcome = outcome
        outcome.timing = .init(parse: 0, layout: 0, total: 0)
        return outcome.encodedEvent(revision: 1)
    }

    /// One random edit of one attribute value: a digit changed or added, `+ 1` appended, the
    /// value emptied, or a word's letter changed — same-shape edits, edits that move positions,
    /// edits that break the expression.
    static func edit(_ text: String, using generator: inout SeededGenerator) -> String? {
        let values = text.matches(of: /="([^"]*)"/).map(\.output.1)
        guard !values.isEmpty else { return nil }
        let value = values[Int.random(in: 0..<values.count, using: &generator)]
        let old = String(value)
        var new = old
        let digits = old.indices.filter { old[$0].isNumber }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<4 where !digits.isEmpty:
            let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
            new.replaceSubrange(at...at, with: String(Int.random(in: 0...9, using: &generator)))
        case 4..<6 where !digits.isEmpty:
            let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
            new.insert(Character(String(Int.random(in: 1...9, using: &generator))), at: at)
        case 6:
            new += " + 1"
        case 7:
            new = ""
        default:
            guard let letter = old.indices.first(where: { old[$0].isLetter }) else { new += "1"; break }
            new.replaceSubrange(letter...letter, with: old[letter].isUppercase ? "Q" : "q")
        }
        return text.replacingCharacters(in: value.startIndex..<value.endIndex, with: new)
    }
}

/// Which saves update a compiled layout in place, with the frames they give.
@Suite struct InPlaceUpdateTests {
    static let original = """
        <UIView width="100%" height="300">
            <UILabel id="title" top="20" left="16" width="200" font="17" text="Heading"/>
            <UILabel top="#title.bottom + 8" left="16" width="100% - 32" text="Body"/>
        </UIView>
        """

    /// Renders `original`, saves `edited` over it and renders again; the frames of the second
    /// render (root first) and whether it updated the first one's layout.
    static func save(_ edited: String) throws -> (frames: [Rect], inPlace: Bool) {
        let folder = try TemporaryFolder(["A.xml": original])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        _ = renderer.render("A.xml", device: Device.standard, mode: .legacy)
        _ = try folder.write("A.xml", edited)
        renderer.invalidate(files: ["A.xml"])
        let outcome = renderer.render("A.xml", device: Device.standard, mode: .legacy)
        let tree = try #require(outcome.tree, "\(outcome.errors.map(\.message))")
        return ([tree.frame] + tree.children.map(\.frame), renderer.layout.updatedInPlace == 1)
    }

    @Test func aNewNumberUpdatesInPlace() throws {
        // The label's font doubles: its measured height follows (it did not, once: the last
        // measurement was kept for the same face at another size).
        let saved = try Self.save(Self.original.replacingOccurrences(of: "font=\"17\"", with: "font=\"34\"")
            .replacingOccurrences(of: "height=\"300\"", with: "height=\"420\""))
        #expect(saved.inPlace)
        #expect(saved.frames == [
            Rect(x: 0, y: 0, width: 393, height: 420),
            Rect(x: 16, y: 20, width: 200, height: 39.333333333333336),
            Rect(x: 16, y: 67.33333333333334, width: 361, height: 19.666666666666668),
        ])
    }

    /// Saves one after another, each changing one number: from the second on, only what the
    /// number reaches is laid out again, and what reads it moves with it — the body below the
    /// title follows the title's font, and the root's height moves nothing else.
    @Test func laterSavesLayOutOnlyWhatTheyReach() throws {
        let folder = try TemporaryFolder(["A.xml": Self.original])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        _ = renderer.render("A.xml", device: Device.standard, mode: .legacy)
        func save(_ height: Int, font: Int) throws -> [Rect] {
            _ = try folder.write("A.xml", Self.original.replacingOccurrences(of: "height=\"300\"", with: "height=\"\(height)\"")
                .replacingOccurrences(of: "font=\"17\"", with: "font=\"\(font)\""))
            renderer.invalidate(files: ["A.xml"])
            let tree = try #require(renderer.render("A.xml", device: Device.standard, mode: .legacy).tree)
            return [tree.frame] + tree.children.map(\.frame)
        }
        #expect(try save(310, font: 17)[0] == Rect(x: 0, y: 0, width: 393, height: 310))
        #expect(renderer.layout.laidOutPartially == 0)
        #expect(try save(320, font: 34) == [
            Rect(x: 0, y: 0, width: 393, height: 320),
            Rect(x: 16, y: 20, width: 200, height: 39.333333333333336),
            Rect(x: 16, y: 67.33333333333334, width: 361, height: 19.666666666666668),
        ])
        #expect(try save(330, font: 34) == [
            Rect(x: 0, y: 0, width: 393, height: 330),
            Rect(x: 16, y: 20, width: 200, height: 39.333333333333336),
            Rect(x: 16, y: 67.33333333333334, width: 361, height: 19.666666666666668),
        ])
        #expect(try save(330, font: 17) == [
            Rect(x: 0, y: 0, width: 393, height: 330),
            Rect(x: 16, y: 20, width: 200, height: 19.666666666666668),
            Rect(x: 16, y: 47.66666666666667, width: 361, height: 19.666666666666668),
        ])
        #expect(renderer.layout.laidOutPartially == 3)
        #expect(renderer.layout.updatedInPlace == 4)
        // For another device, everything is laid out again.
        let small = try #require(renderer.render("A.xml", device: Device.presets.first { $0.name == "iphone-se" }!, mode: .legacy).tree)
        #expect(small.children[1].frame == Rect(x: 16, y: 48, width: 343, height: 20))
        #expect(renderer.layout.laidOutPartially == 3)
        // Back on the first device, a save after another device's render is laid out in full,
        // and so is the one after it (the render before it was for other inputs): the third
        // builds on the second.
        #expect(try save(340, font: 17)[0] == Rect(x: 0, y: 0, width: 393, height: 340))
        #expect(try save(350, font: 17)[0] == Rect(x: 0, y: 0, width: 393, height: 350))
        #expect(renderer.layout.laidOutPartially == 3)
        #expect(try save(360, font: 34)[2] == Rect(x: 16, y: 67.33333333333334, width: 361, height: 19.666666666666668))
        #expect(renderer.layout.laidOutPartially == 4)
    }

    /// A view controller's `edgesForExtendedLayout` decides the defaults its frame is made of
    /// (under the navigation bar or below it): a new value compiles afresh, so the save renders
    /// as a cold render does.
    @Test func anEdgesForExtendedLayoutSaveRendersAsACleanRenderDoes() throws {
        let template = { (edges: String) in
            """
            <UINavigationController>
                <UINavigationBar/>
                <UIViewController title="Below" edgesForExtendedLayout="\(edges)"/>
            </UINavigationController>
            """
        }
        let folder = try TemporaryFolder(["A.xml": template("bottom")])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        let before = try #require(renderer.render("A.xml", device: Device.standard, mode: .legacy).tree)
        #expect(before.children[1].frame == Rect(x: 0, y: 103, width: 393, height: 749))
        _ = try folder.write("A.xml", template("all"))
        renderer.invalidate(files: ["A.xml"])
        let after = try #require(renderer.render("A.xml", device: Device.standard, mode: .legacy).tree)
        #expect(after.children[1].frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aNewIdCompilesAfresh() throws {
        let saved = try Self.save(Self.original.replacingOccurrences(of: "id=\"title\"", with: "id=\"heading\"")
            .replacingOccurrences(of: "#title", with: "#heading"))
        #expect(!saved.inPlace)
        #expect(saved.frames == [
            Rect(x: 0, y: 0, width: 393, height: 300),
            Rect(x: 16, y: 20, width: 200, height: 19.666666666666668),
            Rect(x: 16, y: 47.66666666666667, width: 361, height: 19.666666666666668),
        ])
    }

    @Test func aNewAttributeCompilesAfresh() throws {
        let saved = try Self.save(Self.original.replacingOccurrences(of: "text=\"Body\"", with: "text=\"Body\" height=\"50\""))
        #expect(!saved.inPlace)
        #expect(saved.frames[2] == Rect(x: 16, y: 47.66666666666667, width: 361, height: 50))
    }

    @Test func aBrokenValueIsReportedAsACleanRenderReportsIt() throws {
        let folder = try TemporaryFolder(["A.xml": Self.original])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        _ = renderer.render("A.xml", device: Device.standard, mode: .legacy)
        _ = try folder.write("A.xml", Self.original.replacingOccurrences(of: "left=\"16\" width=\"200\"", with: "left=\"16 +\" width=\"200\""))
        renderer.invalidate(files: ["A.xml"])
        let outcome = renderer.render("A.xml", device: Device.standard, mode: .legacy)
        #expect(renderer.layout.updatedInPlace == 0)
        #expect(outcome.errors.map(\.formatted) == ["""
            A.xml:2:43: error: Undefined postfix operator +
            2 |     <UILabel id="title" top="20" left="16 +" width="200" font="17" text="Heading"/>
              |                                           ^
            """])
    }
}

/// A saved EverLayout, MarkupKit or SwiftLayout document whose constraints changed only in their
/// numbers is solved from its last solve (`SolvedSystems`, `LayoutSystem.resuming`): the render
/// must be the one a renderer that never saw the old text gives, byte for byte.
@Suite struct ResumedSolvePropertyTests {
    static let projects: [(root: String, documents: [String])] = [
        (FixturePaths.samples.appendingPathComponent("everlayout").path,
         ["TestLayout.json", "ViewController.json", "ViewController-157fd0a-templates-navbar.json"]),
        (FixturePaths.samples.appendingPathComponent("markupkit/4.5.1/MarkupKit-iOS/MarkupKitExamples").path,
         ["AnchorViewController.xml", "GridViewController.xml", "HorizontalAlignmentViewController.xml",
          "PeriodicTableViewController.xml", "VerticalAlignmentViewController.xml"]),
        (FixturePaths.examples.path,
         ["EverLayout/SignIn.json", "MarkupKit/Detail.xml", "SwiftLayout/ProfileViewController.swift", "SwiftLayout/PrimaryButton.swift"]),
    ]

    /// How many solves of `renderer`'s constraint-placed formats started from a kept system.
    static func resumed(_ renderer: ProjectRenderer) -> Int {
        renderer.formats.reduce(0) { total, format in
            switch format {
            case let format as EverLayoutFormat: total + format.solvedSystems.resumed
            case let format as MarkupKitFormat: total + format.solvedSystems.resumed
            case let format as SwiftLayoutFormat: total + format.solvedSystems.resumed
            default: total
            }
        }
    }

    /// A SwiftLayout number rewritten at its length and at another, in turns: an edit of the
    /// same length finds its constants where the last such edit did, one of another length
    /// moves everything after it (and what was found is looked for again).
    @Test func numbersOfAnotherLengthBetweenSameLengthEditsRenderAsACleanRenderDoes() throws {
        let document = "SwiftLayout/ProfileViewController.swift"
        let root = FixturePaths.examples.path
        let original = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
        #expect(original.contains("view.safeAreaLayoutGuide, constant: 24)"))
        let live = try ProjectLoader(root: root).renderer
        #expect(live.render(document, device: Device.standard, mode: .legacy).tree != nil)
        var tops: [Double] = []
        for value in ["25", "250", "251", "2", "3", "24"] {
            let text = original.replacingOccurrences(of: "safeAreaLayoutGuide, constant: 24)", with: "safeAreaLayoutGuide, constant: \(value))")
            live.sources.setOverlay(document, Array(text.utf8))
            live.forgetRendered(dependingOn: [document])
            let incremental = live.render(document, device: Device.standard, mode: .legacy)
            let clean = try ProjectLoader(root: root).renderer
            clean.sources.setOverlay(document, Array(text.utf8))
            let cold = clean.render(document, device: Device.standard, mode: .legacy)
            #expect(IncrementalRenderPropertyTests.comparable(incremental) == IncrementalRenderPropertyTests.comparable(cold), "\(value)")
            tops.append(incremental.tree?.children.first?.frame.y ?? -1)
        }
        // The avatar sits that far below the safe area's top (59 on the standard device).
        #expect(tops == [84, 309, 310, 61, 62, 83])
    }

    @Test func everyEditRendersAsACleanRenderDoes() throws {
        var generator = SeededGenerator(seed: 23)
        var renders = 0
        var resumed = 0
        for project in Self.projects {
            for document in project.documents {
                let original = try String(contentsOfFile: project.root + "/" + document, encoding: .utf8)
                let live = try ProjectLoader(root: project.root).renderer
                #expect(live.render(document, device: Device.standard, mode: .legacy).tree != nil, "\(document)")
                let digits = original.indices.filter { original[$0].isNumber }
                for _ in 0..<10 {
                    var edited = original
                    let at = digits[Int.random(in: 0..<digits.count, using: &generator)]
                    edited.replaceSubrange(at...at, with: String(Int.random(in: 0...9, using: &generator)))
                    for text in [edited, original] {
                        live.sources.setOverlay(document, Array(text.utf8))
                        live.forgetRendered(dependingOn: [document])
                        let before = Self.resumed(live)
                        let incremental = live.render(document, device: Device.standard, mode: .legacy)
                        resumed += Self.resumed(live) - before

                        let clean = try ProjectLoader(root: project.root).renderer
                        clean.sources.setOverlay(document, Array(text.utf8))
                        let cold = clean.render(document, device: Device.standard, mode: .legacy)
                        #expect(IncrementalRenderPropertyTests.comparable(incremental) == IncrementalRenderPropertyTests.comparable(cold),
                                "\(document), render \(renders)")
                        renders += 1
                    }
                }
            }
        }
        #expect(renders == 12 * 10 * 2)
        #expect(resumed > renders / 3, "\(resumed) of \(renders) resumed")
    }

    /// The same document rendered for other devices of one scale in turn: the root's size is a
    /// host constraint's constant, so every render after the first resumes (a new scale rounds
    /// to other pixels: it solves afresh).
    @Test func anotherDeviceResumesTheLastSolve() throws {
        let root = FixturePaths.samples.appendingPathComponent("everlayout").path
        let live = try ProjectLoader(root: root).renderer
        let devices = try ["iphone-se", "390x844@2", "375x600@2", "iphone-15", "iphone-se"].map { try Device.parse($0) }
        for device in devices {
            let clean = try ProjectLoader(root: root).renderer
            #expect(IncrementalRenderPropertyTests.comparable(live.render("ViewController.json", device: device, mode: .legacy))
                == IncrementalRenderPropertyTests.comparable(clean.render("ViewController.json", device: device, mode: .legacy)))
        }
        // The two after the first; not the iPhone 15 (@3) nor the SE after it.
        #expect(Self.resumed(live) == 2)
    }
}
