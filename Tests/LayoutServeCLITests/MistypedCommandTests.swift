import LayoutServeCLI
import Testing

/// `layout-serve rendr x.xml` is a typo of `render`, not `serve` given a folder named `rendr`.
@Suite struct MistypedCommandTests {
    @Test(arguments: [
        (["rendr", "x.xml"], "error: rendr is not a command (nor a folder here): did you mean 'render'? (layout-serve --help lists them)\n"),
        (["chek", "Examples"], "error: chek is not a command (nor a folder here): did you mean 'check'? (layout-serve --help lists them)\n"),
        (["srings"], "error: srings is not a command (nor a folder here): did you mean 'strings'? (layout-serve --help lists them)\n"),
    ])
    func aTypoOfACommandIsNamed(arguments: [String], expected: String) {
        #expect(LayoutServeCommand.mistypedCommand(arguments, exists: { _ in false }) == expected)
    }

    /// A folder of that name, a path, an option, a real command or a word like no command is
    /// left to the parser (`serve` takes a folder).
    @Test(arguments: [["render", "x.xml"], ["Examples"], ["./rendr"], ["--port", "9000"], ["MyApp"], ["rendr.xml"]])
    func otherWordsAreLeftToTheParser(arguments: [String]) {
        #expect(LayoutServeCommand.mistypedCommand(arguments, exists: { _ in false }) == nil)
    }

    @Test func anExistingFolderOfThatNameIsServed() {
        #expect(LayoutServeCommand.mistypedCommand(["rendr"], exists: { $0 == "rendr" }) == nil)
    }
}

/// A command named first is parsed on its own (the root's other subcommands are not reflected);
/// whatever does not parse that way, help included, is left to the root parser.
@Suite struct NamedCommandTests {
    @Test func aNamedCommandIsParsedWithItsOptions() throws {
        let command = try #require(LayoutServeCommand.namedCommand(["render", "Home.xml", "--format", "tree", "--repeat", "3"]) as? RenderCommand)
        #expect(command.file == "Home.xml")
        #expect(command.format == .tree)
        #expect(command.repeat == 3)
        let eval = try #require(LayoutServeCommand.namedCommand(["eval", "1 + 2", "--format", "json"]) as? EvalCommand)
        #expect(eval.expression == "1 + 2")
    }

    /// Each subcommand names the root as its super-command (so that, parsed alone, it is not
    /// taken for a root), and help shows it under the root as before.
    @Test func subcommandsNameTheRoot() {
        for command in LayoutServeCommand.configuration.subcommands {
            #expect(command.configuration._superCommandName == "layout-serve", "\(command)")
        }
        let help = LayoutServeCommand.helpMessage(for: RenderCommand.self, columns: 200)
        #expect(help.contains("USAGE: layout-serve render <file>"), "\(help.prefix(400))")
    }

    @Test(arguments: [
        ["render"], ["render", "Home.xml", "--bogus"], ["render", "Home.xml", "--help"], ["render", "-h"],
        ["help", "render"], ["Examples"], ["--version"], [], ["render", "Home.xml", "--format", "yaml"],
    ])
    func theRestIsLeftToTheRootParser(arguments: [String]) {
        #expect(LayoutServeCommand.namedCommand(arguments) == nil)
    }
}
