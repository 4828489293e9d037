import ArgumentParser

/// `layout-serve`: the root command. Subcommands live in their own files.
public struct LayoutServeCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "layout-serve",
        abstract: "A live-reload server and checker for iOS layouts: Layout templates, EverLayout, MarkupKit and SwiftLayout.",
        discussion: """
            Templates are XML files in the style of the iOS Layout framework: an element is a \
            view class (<UILabel>), an attribute is an expression (top="previous.bottom + 20"). \
            layout-serve evaluates every expression and computes every frame itself, with no UIKit.
            """,
        version: version,
        subcommands: [ServeCommand.self, EvalCommand.self, RenderCommand.self, CheckCommand.self, StringsCommand.self, FormatCommand.self, ReloadCommand.self, SubscribeCommand.self],
        defaultSubcommand: ServeCommand.self
    )

    public init() {}
}
