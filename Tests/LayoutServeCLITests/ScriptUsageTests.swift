import Foundation
import Testing
import TestSupport

/// The scripts in `scripts/` answer `--help` with their usage and stop (`bench-scale --help` ran
/// the whole benchmark); the benchmark's measuring side refuses what it does not know.
@Suite struct ScriptUsageTests {
    /// Runs `executable arguments…` in the repository; its exit status and standard output and error.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = FixturePaths.repository
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: ["scripts/bench-scale", "scripts/bench-render", "scripts/fuzz", "scripts/setup"])
    func helpPrintsTheUsageAndStops(script: String) throws {
        let result = try Self.run(script, ["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("Usage: \(script)"), "\(result.output)")
        // Nothing built or run: the usage comment alone.
        #expect(!result.output.contains("Building") && !result.error.contains("Building"))
    }

    @Test func theScaleBenchmarkRefusesAnUnknownOptionAndAMissingBinary() throws {
        let usage = "Usage: bench-scale.py LAYOUT_SERVE [--quick] [--instructions] [--keep DIR] [--only FORMAT[,SHAPE]] [--vs REFERENCE]"
        let unknown = try Self.run("python3", ["scripts/bench-scale.py", ".build/none", "--quik"])
        #expect(unknown.status == 64)
        #expect(unknown.error == "bench-scale.py: unknown option --quik\n\n\(usage)\n")
        let missing = try Self.run("python3", ["scripts/bench-scale.py"])
        #expect(missing.status == 64)
        #expect(missing.error == "bench-scale.py: the first argument is the layout-serve binary to measure\n\n\(usage)\n")
        let valueless = try Self.run("python3", ["scripts/bench-scale.py", ".build/none", "--only"])
        #expect(valueless.status == 64)
        #expect(valueless.error.hasPrefix("bench-scale.py: --only takes a value\n"))
        // A reference build to compare with must be a program (a mistyped path ran nothing for
        // minutes before failing on the first document).
        let noReference = try Self.run("python3", ["scripts/bench-scale.py", ".build/none", "--vs", "/nonexistent/layout-serve"])
        #expect(noReference.status == 64)
        #expect(noReference.error == "bench-scale.py: --vs /nonexistent/layout-serve: not an executable\n\n\(usage)\n")
        let referenceless = try Self.run("python3", ["scripts/bench-scale.py", ".build/none", "--vs"])
        #expect(referenceless.status == 64)
        #expect(referenceless.error.hasPrefix("bench-scale.py: --vs takes a value\n"))
    }
}
