import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project

/// Cold and warm render times of one template, JSON encoding included.
enum RenderBenchmark {
    struct Result {
        var cold: Double
        var warmDevice: Double
        var warmState: Double
        var nodes: Int
        var bytes: Int
    }

    /// `trustingSources`: files are read once and trusted until invalidated, as in the server.
    static func run(file: String, runs: Int = 31, warmRuns: Int = 301, trustingSources: Bool = false) -> Result {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().path
        let path = url.lastPathComponent
        let phone = Device.presets.first { $0.name == "iphone-se" }!
        let other = Device.presets.first { $0.name == "iphone-15" }!
        var bytes = 0, nodes = 0

        // Cold: a new project each time — read, parse, resolve, compile, lay out, encode.
        let cold = Stopwatch.medianNanoseconds(runs: runs, iterations: 1) {
            let renderer = ProjectRenderer(sources: ProjectSources(root: root, trustsCacheUntilInvalidated: trustingSources), configuration: ProjectConfiguration())
            let outcome = renderer.render(path, device: phone, mode: .legacy)
            bytes = outcome.encodedEvent(revision: 1).utf8.count
            nodes = outcome.tree.map(count) ?? 0
        }
        let renderer = ProjectRenderer(sources: ProjectSources(root: root, trustsCacheUntilInvalidated: trustingSources), configuration: ProjectConfiguration())
        _ = renderer.render(path, device: phone, mode: .legacy)
        // A different width every time, so text is measured again on each render.
        var width = 360.0
        let warmDevice = Stopwatch.medianNanoseconds(runs: warmRuns, iterations: 1) {
            width = width >= 420 ? 360 : width + 1
            let device = Device(name: "bench", width: width, height: other.height, scale: other.scale)
            let outcome = renderer.render(path, device: device, mode: .legacy)
            consume(outcome.encodedEvent(revision: 2).utf8.count)
        }
        var counter = 0.0
        let warmState = Stopwatch.medianNanoseconds(runs: warmRuns, iterations: 1) {
            counter += 1
            let outcome = renderer.render(path, device: phone, mode: .legacy, state: ["tick": .number(counter)])
            consume(outcome.encodedEvent(revision: 3).utf8.count)
        }
        return Result(cold: cold / 1e6, warmDevice: warmDevice / 1e6, warmState: warmState / 1e6, nodes: nodes, bytes: bytes)
    }

    static func count(_ node: RenderedNode) -> Int {
        1 + node.children.map(count).reduce(0, +)
    }

    static func report(_ file: String, _ result: Result) -> String {
        """
        | template | nodes | JSON | cold render | warm: other device | warm: new state |
        |---|---|---|---|---|---|
        | `\(file)` | \(result.nodes) | \(result.bytes / 1024) KiB | \(String(format1: result.cold)) ms | \(String(format1: result.warmDevice)) ms | \(String(format1: result.warmState)) ms |
        """
    }
}
