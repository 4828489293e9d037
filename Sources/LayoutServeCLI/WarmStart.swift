import Foundation
import Project

/// A command's first render, readied on the process's spare processor while the main thread
/// reads its arguments and opens the project.
///
/// A render in a fresh process pays for more than its document: the runtime instantiates the
/// metadata of every generic type the render reaches the first time it reaches it, and the
/// code's pages fault in as they first run. Kiwi's 100-view stack as an EverLayout file spent a
/// fifth of its first render instantiating metadata and a tenth in page faults, none of which
/// a second render in the same process pays. Reading the command line alone takes the main
/// thread several milliseconds, so for `render` and `check` of a file, another thread renders a
/// small document of that file's format from memory (`documents`) meanwhile: the types, the
/// code and the runtime's caches the real render needs are then ready. It reads no file, writes
/// nothing and its outcome is dropped; the real render's output is the same byte for byte.
///
/// Nothing starts on a single processor, for other commands (a server renders its whole
/// project as it starts) or with `LAYOUT_SERVE_WARM_START=0`.
public enum WarmStart {
    /// The subcommands whose first render is worth readying: they render files named on the
    /// command line and exit.
    static let commands: Set<String> = ["render", "check"]

    /// One small document of each format, by the extension of the files it stands for: what
    /// each format's first render reaches (its reader, its layout, a label's text measured).
    static let documents: [(fileExtension: String, name: String, text: String)] = [
        ("xml", "WarmStart.xml", """
            <UIView width="100%" height="auto">
                <UILabel text="Warm start" font="17" left="16" top="16" width="100% - 32" numberOfLines="0"/>
                <UIButton title="Go" top="previous.bottom + 8" left="16" height="44"/>
            </UIView>
            """),
        ("xml", "WarmStartColumn.xml", """
            <LMColumnView layoutMargins="20" spacing="12">
                <LMRowView spacing="8"><UILabel text="Warm" weight="1"/><UIButton title="Go"/></LMRowView>
                <UILabel text="start" numberOfLines="0"/>
                <LMSpacer/>
            </LMColumnView>
            """),
        ("json", "WarmStart.json", """
            {"name": "WarmStart", "root": {"views": {
                "!title:UILabel": {"constraints": {"top": "@super +20", "left right": "@super <16"}, "properties": {"text": "Warm start"}},
                "!box": {"constraints": {"top": "@title.bottom +8", "left": "@super +16", "width": "@super *0.5", "height": ["%>= +30", "+44 $250"]}}
            }}}
            """),
        // (Without its imports, which the reader does not need.)
        ("swift", "WarmStart.swift", """
            final class WarmStartView: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel().sl.config { $0.text = "Warm start" }
                let box = UIView()

                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors {
                            Anchors.top.equalToSuper(constant: 20)
                            Anchors.horizontal(offset: 16)
                        }
                        box.sl.anchors {
                            Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
                            Anchors.leading.equalToSuper(constant: 16)
                            Anchors.size(width: 100, height: 44)
                        }
                    }
                }
            }
            """),
    ]

    /// The documents to render first for `arguments` (the process's, the executable's path
    /// first): those of the extensions of the files a `render` or `check` names, in the order
    /// the extensions first appear; none for another command.
    static func documents(for arguments: [String]) -> [(name: String, text: String)] {
        guard arguments.count > 1, commands.contains(arguments[1]) else { return [] }
        var extensions: [String] = []
        for argument in arguments.dropFirst(2) where !argument.hasPrefix("-") {
            let found = (argument as NSString).pathExtension.lowercased()
            if documents.contains(where: { $0.fileExtension == found }), !extensions.contains(found) { extensions.append(found) }
        }
        return extensions.flatMap { found in documents.filter { $0.fileExtension == found }.map { ($0.name, $0.text) } }
    }

    /// Renders `documents` from memory, in a project of no files of its own.
    static func render(_ documents: [(name: String, text: String)]) -> [RenderOutcome] {
        let sources = ProjectSources(root: "/var/empty/layout-serve-warm-start")
        let renderer = ProjectRenderer(sources: sources, configuration: ProjectConfiguration())
        return documents.map { document in
            sources.setOverlay(document.name, Array(document.text.utf8))
            return renderer.render(document.name)
        }
    }

    /// Starts readying the first render of what `arguments` name, on a thread of its own;
    /// returns how many documents it renders (0: nothing started).
    @discardableResult
    public static func begin(arguments: [String] = CommandLine.arguments, environment: [String: String] = variables) -> Int {
        guard environment["LAYOUT_SERVE_WARM_START"] != "0", ProcessInfo.processInfo.activeProcessorCount > 1 else { return 0 }
        let chosen = documents(for: arguments)
        guard !chosen.isEmpty else { return 0 }
        let work = Work(chosen)
        Thread.detachNewThread { _ = render(work.documents) }
        return chosen.count
    }

    /// The documents handed to the thread.
    private final class Work: Sendable {
        let documents: [(name: String, text: String)]
        init(_ documents: [(name: String, text: String)]) { self.documents = documents }
    }

    /// The process's value of the variable read here (`getenv`, as `ProcessHeap.variables`).
    public static var variables: [String: String] {
        getenv("LAYOUT_SERVE_WARM_START").map { ["LAYOUT_SERVE_WARM_START": String(cString: $0)] } ?? [:]
    }
}
