import Foundation
@testable import LayoutServeCLI
import Project
import Testing

/// The small documents a `render` or `check` process renders on its spare processor while it
/// reads its arguments (WarmStart).
@Suite struct WarmStartTests {
    @Test func theFilesFormatsChooseTheDocuments() {
        #expect(WarmStart.documents(for: ["layout-serve", "render", "Kiwi/stack.json", "--format", "json"]).map(\.name) == ["WarmStart.json"])
        #expect(WarmStart.documents(for: ["layout-serve", "check", "A.SWIFT", "b.xml", "c.swift"]).map(\.name)
            == ["WarmStart.swift", "WarmStart.xml", "WarmStartColumn.xml"])
        // An option's value is not a file; a server, an unknown extension, no file: nothing.
        #expect(WarmStart.documents(for: ["layout-serve", "render", "--device=x.json", "Home.xml"]).map(\.name) == ["WarmStart.xml", "WarmStartColumn.xml"])
        #expect(WarmStart.documents(for: ["layout-serve", "serve", "App/Home.xml"]).isEmpty)
        #expect(WarmStart.documents(for: ["layout-serve", "render", "notes.txt"]).isEmpty)
        #expect(WarmStart.documents(for: ["layout-serve"]).isEmpty)
    }

    @Test func theVariableTurnsItOff() {
        #expect(WarmStart.begin(arguments: ["layout-serve", "render", "a.json"], environment: ["LAYOUT_SERVE_WARM_START": "0"]) == 0)
        #expect(WarmStart.begin(arguments: ["layout-serve", "eval", "1 + 1"], environment: [:]) == 0)
    }

    /// Each document is its format's and renders whole: a warm start that failed would ready
    /// nothing (the error path instead of the render's).
    @Test func eachDocumentRendersWithoutAProblem() {
        let documents = WarmStart.documents.map { ($0.name, $0.text) }
        let outcomes = WarmStart.render(documents)
        #expect(outcomes.map(\.errors.count) == [0, 0, 0, 0])
        #expect(outcomes.map(\.warnings.count) == [0, 0, 0, 0])
        let outlines = outcomes.map { $0.tree?.outline() ?? "" }
        #expect(outlines == [
            "UIView (0, 0, 393 × 87.67)\n  UILabel (16, 16, 361 × 19.67)\n  UIButton (16, 43.67, 20.33 × 44)\n",
            """
            LMColumnView (0, 0, 393 × 852)
              LMRowView (20, 79, 353 × 29.33)
                UILabel (0, 0, 324.67 × 29.33)
                UIButton (332.67, 0, 20.33 × 29.33)
              UILabel (20, 120.33, 353 × 19.67)
              LMSpacer (20, 152, 353 × 646)

            """,
            "UIView#root (0, 0, 393 × 852)\n  UILabel#title (16, 20, 361 × 19.67)\n  UIView#box (16, 47.67, 196.67 × 44)\n",
            "WarmStartView#self (0, 0, 393 × 852)\n  UILabel#title (16, 20, 361 × 19.67)\n  UIView#box (16, 47.67, 100 × 44)\n",
        ])
    }

    /// `render` of the bundled example's files prints the same trees whether the process readied
    /// its first render on another thread meanwhile or not.
    @Test func aRenderPrintsTheSameTreeWithAWarmStart() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        func render(_ file: String, _ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = ProcessHeapTests.binary
            process.arguments = ["render", examples.appendingPathComponent(file).path, "--format", "tree"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self)
        }
        let files = ["EverLayout/SignIn.json", "MarkupKit/Detail.xml", "Screens/Profile.xml", "SwiftLayout/ProfileViewController.swift"]
        let warm = try files.map { try render($0, [:]) }
        #expect(try files.map { try render($0, ["LAYOUT_SERVE_WARM_START": "0"]) } == warm)
        #expect(warm.map { $0.split(separator: "\n").first ?? "" } == [
            "UIView#root (0, 0, 393 × 852)", "LMColumnView (0, 0, 393 × 852)", "UIView (0, 0, 393 × 852)", "UIView#view (0, 0, 393 × 852)",
        ])
    }
}
