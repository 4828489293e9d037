import ArgumentParser
import LanguageServer

/// `layout-serve lsp`: the language server on standard input and output, for editors.
public struct LSPCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server Protocol server on standard input and output (for editors).",
        discussion: """
            An editor starts this command itself and talks LSP 3.17 to it over standard input \
            and output (Content-Length framed JSON-RPC); you do not run it by hand. Point your \
            editor's LSP client at the command `layout-serve lsp` for .xml, .json and .swift \
            files (docs/LSP.md has the settings for VS Code, Neovim, Sublime Text and Helix).

            What it gives, on the text being typed (unsaved buffers), in the project found from \
            the file (the nearest folder above it with a layout-serve.json, else the file alone):
              - diagnostics: every error and warning a render of the document gives (Layout \
            templates, EverLayout layouts, MarkupKit documents, SwiftLayout layouts), at their \
            ranges, with did-you-mean suggestions; published when typing pauses, cleared when fixed
              - completion in Layout templates: view classes after <, the attributes the \
            element's class accepts with their types, the cases of an enum attribute's value, \
            and inside expressions parent., previous., #ids, constants, state, macros and strings. keys
              - hover: a view's computed frame on the project's default device (all four \
            formats); in Layout templates also an attribute's type, its text and its evaluated value
              - document symbols: the view tree of an XML layout

            To try it by hand, send a framed initialize request (it prints the capabilities):
              body='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'
              printf 'Content-Length: %d\\r\\n\\r\\n%s' ${#body} "$body" | layout-serve lsp

            Exit status: 0 after shutdown and exit, 1 when the input ends (or exit comes) \
            without shutdown.
            """
    ).subcommand

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        StandardStreams.serve()
    }
}
