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
        /// Nil when no state key the template reads was given: a key it does not read changes
        /// nothing, and timing it would say nothing of a state change.
        var warmState: Double?
        var nodes: Int
        var bytes: Int
    }

    /// `trustingSources`: files are read once and trusted until invalidated, as in the server.
    /// `stateKey`: a state key the template reads, set to a new number on each warm state render.
    static func run(file: String, runs: Int = 31, warmRuns: Int = 301, trustingSources: Bool = false, stateKey: String? = nil) -> Result {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().path
        let path = url.lastPathComponent
        let phone = Device.presets.first { $0.name == "iphone-se" }!
        let other = Device.presets.first { $0.name == "iphone-15" }!
        var bytes = 0, nodes = 0
        // The template reads the state key: every render gives it a value.
        let state: [String: Value] = stateKey.map { [$0: .number(0)] } ?? [:]

        // Cold: a new project each time — read, parse, resolve, compile, lay out, encode (the
        // bytes the server sends, `encodedEventBytes`; not a String made of them). Each project is
        // freed after the clocks stop: a server keeps what it compiled, and freeing it is no part
        // of showing it (it was a tenth of this figure).
        var projects: [ProjectRenderer] = []
        projects.reserveCapacity(runs)
        let cold = Stopwatch.medianNanoseconds(runs: runs, iterations: 1) {
            let renderer = ProjectRenderer(sources: ProjectSources(root: root, trustsCacheUntilInvalidated: trustingSources), configuration: ProjectConfiguration())
            let outcome = renderer.render(path, device: phone, mode: .legacy, state: state)
            bytes = outcome.encodedEventBytes(revision: 1).count
            nodes = outcome.tree.map(count) ?? 0
            projects.append(renderer)
        }
        projects.removeAll()
        let renderer = ProjectRenderer(sources: ProjectSources(root: root, trustsCacheUntilInvalidated: trustingSources), configuration: ProjectConfiguration())
        _ = renderer.render(path, device: phone, mode: .legacy, state: state)
        // A different width every time, so text is measured again on each render.
        var width = 360.0
        let warmDevice = Stopwatch.medianNanoseconds(runs: warmRuns, iterations: 1) {
            width = width >= 420 ? 360 : width + 1
            let device = Device(name: "bench", width: width, height: other.height, scale: other.scale)
            let outcome = renderer.render(path, device: device, mode: .legacy, state: state)
            consume(outcome.encodedEventBytes(revision: 2).count)
        }
        var counter = 0.0
        let warmState = stateKey.map { key in
            Stopwatch.medianNanoseconds(runs: warmRuns, iterations: 1) {
                counter += 1
                let outcome = renderer.render(path, device: phone, mode: .legacy, state: [key: .number(counter)])
                consume(outcome.encodedEventBytes(revision: 3).count)
            }
        }
        return Result(cold: cold / 1e6, warmDevice: warmDevice / 1e6, warmState: warmState.map { $0 / 1e6 }, nodes: nodes, bytes: bytes)
    }

    static func count(_ node: RenderedNode) -> Int {
        1 + node.children.map(count).reduce(0, +)
    }

    static func report(_ file: String, _ result: Result, stateKey: String? = nil) -> String {
        let state = result.warmState.map { String(format1: $0) + " ms (`\(stateKey ?? "")` changed)" } ?? "— (no state key it reads)"
        return """
        | template | nodes | JSON | cold render | warm: other device | warm: new state |
        |---|---|---|---|---|---|
        | `\(file)` | \(result.nodes) | \(result.bytes / 1024) KiB | \(String(format1: result.cold)) ms | \(String(format1: result.warmDevice)) ms | \(state) |
        """
    }
}
