import Foundation
@testable import LayoutServeCLI
import Testing

/// The heap a `layout-serve` process sets up before its first render (ProcessHeap), seen from
/// outside: the built binary, kept running as a language server until its input closes.
@Suite struct ProcessHeapTests {
    /// The `layout-serve` built beside this test bundle (`swift build --build-tests` builds both).
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("layout-serve")

    /// The sizes in bytes of a running process's mappings whose flags hold `flag` (its smaps).
    static func mappingSizes(of pid: Int32, flagged flag: String) throws -> [UInt] {
        // A /proc file says it is empty: read it to its end rather than to its stated size.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        var sizes: [UInt] = []
        var size: UInt = 0
        for line in smaps.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let first = words.first, first.contains("-"), !first.hasSuffix(":") {
                let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
                size = bounds.count == 2 ? bounds[1] - bounds[0] : 0
            } else if line.hasPrefix("VmFlags:"), words.dropFirst().contains(Substring(flag)) {
                sizes.append(size)
            }
        }
        return sizes
    }

    /// Starts `layout-serve lsp` with `environment` added, waits until it has answered a first
    /// request (its heap is set up by then), and returns its huge-page-marked mappings' sizes.
    static func markedMappings(environment: [String: String]) throws -> [UInt] {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let request = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
        // The answer's header arrives once the process runs its loop: past main's first line.
        let header = output.fileHandleForReading.availableData
        #expect(String(decoding: header, as: UTF8.self).hasPrefix("Content-Length:"))
        return try mappingSizes(of: process.processIdentifier, flagged: "hg")
    }

    @Test func theBinaryMarksItsHeapForHugePages() throws {
        let kernelHasHugePages = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        let marked = try Self.markedMappings(environment: [:])
        // One reservation of 1 GiB less the alignment to 2 MiB, plus the block that grew it.
        #expect(marked.contains { $0 >= 1_000 << 20 } == kernelHasHugePages)
    }

    /// A server, once its first renders are done, grows its heap in small pages: the rest of
    /// the reservation is marked so (`nh`), what the start used keeps its huge pages.
    @Test func aServerGrowsInSmallPagesOnceItServes() throws {
        let kernelHasHugePages = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-heap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"<UIView width="100%" height="100%"><UILabel text="Hello"/></UIView>"#.utf8).write(to: folder.appendingPathComponent("Home.xml"))
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", folder.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // The address is printed once the first renders are done and the heap re-marked.
        var printed = ""
        while !printed.contains("line protocol:") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        #expect(printed.contains("line protocol:"))
        let small = try Self.mappingSizes(of: process.processIdentifier, flagged: "nh")
        let huge = try Self.mappingSizes(of: process.processIdentifier, flagged: "hg")
        #expect(small.contains { $0 >= 900 << 20 } == kernelHasHugePages)
        #expect(huge.allSatisfy { $0 < 900 << 20 })
    }

    @Test func theVariableTurnsItOff() throws {
        #expect(ProcessHeap.prepare(environment: ["LAYOUT_SERVE_HUGE_PAGES": "0"]) == 0)
        #expect(try Self.markedMappings(environment: ["LAYOUT_SERVE_HUGE_PAGES": "0"]).contains { $0 >= 1_000 << 20 } == false)
    }

    @Test func populatingIsOffWithItsVariableOrWithoutHugePages() {
        #expect(ProcessHeap.populateAhead(inputBytes: 4 << 20, environment: ["LAYOUT_SERVE_POPULATE": "0"]) == nil)
        // This test process never set its heap up (`prepare`): there is nothing reserved to fill.
        #expect(ProcessHeap.populateAhead(inputBytes: 4 << 20, environment: [:]) == nil)
    }

    /// `render` of 2,000 labels with the heap filled ahead on another thread and without: the
    /// same frames, byte for byte (only the timings differ).
    @Test func aRenderWithPagesFilledAheadPrintsTheSameTree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("populate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let label = #"<UILabel font="helvetica 17" height="auto" left="10" numberOfLines="0" text="N. Lorem ipsum dolor sit amet, consectetur adipiscing elit." top="previous.bottom + 10" width="100% - 20"/>"#
        let labels = (0..<2_000).map { label.replacingOccurrences(of: "N.", with: "\($0).") }.joined(separator: "\n")
        try Data("<UIView height=\"auto\" width=\"100%\">\n\(labels)\n</UIView>\n".utf8).write(to: folder.appendingPathComponent("Labels.xml"))
        func render(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["render", folder.appendingPathComponent("Labels.xml").path, "--format", "tree"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self)
        }
        let filled = try render([:])
        #expect(filled.split(separator: "\n").count == 2_001)
        #expect(filled.split(separator: "\n").last == "  UILabel (10, 98627.33, 373 × 39.33)")
        #expect(filled == (try render(["LAYOUT_SERVE_POPULATE": "0"])))
    }

    /// The heap is filled from its top, never below it: the small pages up to the first huge
    /// page's boundary in one call, then a huge page a call. (A first call that began at the
    /// huge page below the top began below the heap, failed, and filled nothing.)
    @Test func theFillBeginsAtTheHeapsTopAndThenGoesAHugePageAtATime() {
        let top = 0x55df_d9a9_c123
        #expect(ProcessHeap.Populator.pieces(from: top, to: top + (5 << 20), smallPage: 4_096) == [
            0x55df_d9a9_c000..<0x55df_d9c0_0000,
            0x55df_d9c0_0000..<0x55df_d9e0_0000,
            0x55df_d9e0_0000..<0x55df_d9f9_c123,
        ])
        // A top on a boundary has no small pages before it; an empty range, no call at all.
        #expect(ProcessHeap.Populator.pieces(from: 0x4000_0000, to: 0x4030_0000, smallPage: 4_096) == [
            0x4000_0000..<0x4020_0000, 0x4020_0000..<0x4030_0000,
        ])
        #expect(ProcessHeap.Populator.pieces(from: 0x4000_1000, to: 0x4000_1000, smallPage: 4_096) == [])
        // A fill that ends before the boundary is one call of small pages.
        #expect(ProcessHeap.Populator.pieces(from: 0x4000_1800, to: 0x4000_9000, smallPage: 4_096) == [0x4000_1000..<0x4000_9000])
    }

    /// Only a document whose render grows the heap by 16 MiB or more (about 40 bytes a byte of
    /// document) is worth a thread filling the heap ahead; the fill stops at that growth.
    @Test func onlyALargeDocumentIsFilledAheadAndOnlyAsFarAsItGrows() {
        #expect(ProcessHeap.expectedGrowth(inputBytes: 0) == nil)
        #expect(ProcessHeap.expectedGrowth(inputBytes: 203 * 320) == nil)
        #expect(ProcessHeap.expectedGrowth(inputBytes: 419_430) == nil)
        #expect(ProcessHeap.expectedGrowth(inputBytes: 419_431) == 16_777_240)
        #expect(ProcessHeap.expectedGrowth(inputBytes: 3_198_945) == 127_957_800)
        #expect(ProcessHeap.expectedGrowth(inputBytes: .max / 8) == nil)
    }

    /// A command run in-process (a test, an editor's server) frees what it hands to
    /// `ProcessExit`: only a command run as the process leaves it to the exit.
    @Test func inProcessNothingIsKeptForTheExit() {
        final class Project {}
        weak var released: Project?
        do {
            let project = Project()
            released = project
            ProcessExit.keep(project)
        }
        #expect(released == nil)
    }
}
