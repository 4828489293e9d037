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
