import Foundation
import LayoutEngine
import LayoutServe
import Project

/// Repeats one kind of render many times, to run under a profiler
/// (`valgrind --tool=callgrind layout-serve-bench loop cold|device|state FILE COUNT`).
enum RenderLoop {
    static func run(kind: String, file: String, count: Int) {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().path
        let path = url.lastPathComponent
        let phone = Device.presets.first { $0.name == "iphone-se" }!
        let warm = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
        _ = warm.render(path, device: phone, mode: .legacy)
        for index in 0..<count {
            let outcome: RenderOutcome
            switch kind {
            case "cold":
                let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
                outcome = renderer.render(path, device: phone, mode: .legacy)
            case "device":
                let device = Device(name: "bench", width: 360 + Double(index % 60), height: 800, scale: 2)
                outcome = warm.render(path, device: device, mode: .legacy)
            default:
                outcome = warm.render(path, device: phone, mode: .legacy, state: ["tick": .number(Double(index))])
            }
            consume(outcome.encodedEvent(revision: 1).utf8.count)
        }
    }
}
