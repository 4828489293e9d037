import Foundation
import Project

/// The first render of a process pays for more than its document: the Swift runtime builds a
/// type's metadata the first time the type is used — a generic one by demangling its name — and
/// the catalogs and tables a render reads are built on first use. (Kiwi's 100-view stack as an
/// EverLayout file: its first render in a process runs 0.94 M instructions more than the same
/// render again, 16 %, nearly all of it metadata.)
///
/// `start(arguments:)` renders a small document of each format on another thread while the
/// process reads its arguments and opens its project, so the render a user waits for finds
/// that work done. Nothing of the warm-up is kept or shown. Only with a processor to spare, for
/// the commands that render, and not with `LAYOUT_SERVE_WARM_UP=0`.
public enum RuntimeWarmUp {
    /// One document of each format placed by the engine or Auto Layout: a few views and text.
    /// (Not SwiftLayout: swift-syntax's first parse alone takes longer than most commands take
    /// to reach their render.)
    public static let documents: [(path: String, text: String)] = [
        ("WarmUp.xml", """
        <UIView width="100%" height="auto" backgroundColor="#f2f2f7">
            <UILabel text="Warm up" font="headline" numberOfLines="0" left="16" width="100% - 32" height="auto" top="16"/>
            <UIButton title="Go" top="previous.bottom + 8" left="16" width="auto" height="44"/>
            <UITextField placeholder="Name" top="previous.bottom + 8" left="16" width="100% - 32" height="auto"/>
        </UIView>
        """),
        ("WarmUp.json", """
        {"name": "WarmUp", "root": {"views": {"!title:UILabel": {"constraints": {"top left": "@super +16", "right": "@super -16"},
        "properties": {"text": "Warm up", "numberOfLines": 0}}, "!box": {"constraints": {"left right": "@super", "top": "@title.bottom +8",
        "height": "+44"}}}}}
        """),
        ("WarmUpMarkup.xml", """
        <LMColumnView spacing="8" layoutMargins="16">
            <UILabel text="Warm up" numberOfLines="0"/>
            <LMRowView><UIButton style="systemButton" title="Go"/><LMSpacer/></LMRowView>
        </LMColumnView>
        """),
    ]

    /// Starts the warm-up for a process run with `arguments` (the first is the program).
    public static func start(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["LAYOUT_SERVE_WARM_UP"] != "0", ProcessInfo.processInfo.activeProcessorCount > 1,
              rendersFirst(arguments) else { return }
        atexit { RuntimeWarmUp.waitAtExit() }
        Thread.detachNewThread {
            _ = render()
            finished.signal()
        }
    }

    /// Whether the command `arguments` name renders soon after it starts: `render`, `check`,
    /// `snapshot`, `serve` (also named by a bare folder) and `lsp`; not `--help`.
    public static func rendersFirst(_ arguments: [String]) -> Bool {
        let words = arguments.dropFirst()
        guard !words.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "--version" }) else { return false }
        guard let command = words.first else { return true }
        return ["render", "check", "snapshot", "serve", "lsp"].contains(command) || !["format", "rename", "subscribe", "reload", "eval",
                                                                                      "strings", "help"].contains(command)
    }

    /// Signalled when the warm-up is over.
    private static let finished = DispatchSemaphore(value: 0)

    /// A command that ends before the warm-up (an error found at once) waits for it, briefly, so
    /// that the process does not tear its libraries down under a running render.
    private static func waitAtExit() {
        _ = finished.wait(timeout: .now() + .milliseconds(100))
    }

    /// Renders every document from an in-memory project (nothing is read from disk) and returns
    /// the outcomes.
    public static func render() -> [RenderOutcome] {
        let sources = ProjectSources(root: "/nonexistent/layout-serve-warm-up")
        for document in documents { sources.setOverlay(document.path, Array(document.text.utf8)) }
        let renderer = ProjectRenderer(sources: sources, configuration: ProjectConfiguration())
        return documents.map { renderer.render($0.path) }
    }
}
