import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project

/// Prints the encoded trees of a cold render and of warm re-renders (other widths,
/// new state), so two builds can be compared byte for byte after an optimisation.
enum OutputDump {
    static func run(file: String) {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().path
        let path = url.lastPathComponent
        let phone = Device.presets.first { $0.name == "iphone-se" }!
        let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
        var renders = [renderer.render(path, device: phone, mode: .legacy)]
        for width in stride(from: 300.0, through: 440, by: 7) {
            renders.append(renderer.render(path, device: Device(name: "bench", width: width, height: 800, scale: 2), mode: .legacy))
        }
        renders.append(renderer.render(path, device: phone, mode: .legacy, state: ["tick": .number(1)]))
        for outcome in renders {
            var output: [UInt8] = []
            outcome.tree?.write(to: &output)
            print(String(decoding: output, as: UTF8.self))
            print(outcome.errors.map(\.message), outcome.warnings.map(\.message))
        }
    }
}
