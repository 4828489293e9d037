import LayoutServeCLI
import Testing

/// `serve`'s options as the command line parses them.
@Suite struct ServeOptionsTests {
    @Test func theRenderBudgetIsInSecondsAndDefaultsToThree() throws {
        #expect(try ServeCommand.parse([]).renderBudget == 3)
        #expect(try ServeCommand.parse(["--render-budget", "0.5"]).renderBudget == 0.5)
    }

    @Test(arguments: ["0", "-1", "3601"])
    func aRenderBudgetOutOfRangeIsRefusedWithItsLimits(value: String) throws {
        let error = try #require(throws: (any Error).self) { try ServeCommand.parse(["--render-budget=\(value)"]) }
        #expect(ServeCommand.message(for: error) == "--render-budget must be more than 0 and at most 3600 seconds, not \(Double(value)!)")
    }
}
