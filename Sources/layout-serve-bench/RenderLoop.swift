import Foundation
import LayoutEngine
import LayoutServe
import Project

/// Repeats one kind of render many times, to run under a profiler
/// (`valgrind --tool=callgrind layout-serve-bench loop cold|device|state|save FILE COUNT`).
/// `save` is the server's path for a saved file: one number changes every time (`SavedEdits`),
/// the renderer forgets what it rendered from the file and renders it again, and the event is
/// written as a render lane writes it (`EventEncoder`: what did not change is copied).
enum RenderLoop {
    static func run(kind: String, file: String, count: Int) {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().path
        let path = url.lastPathComponent
        let phone = Device.presets.first { $0.name == "iphone-se" }!
        let warm = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
        _ = warm.render(path, device: phone, mode: .legacy)
        let saved = SavedEdits(text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
        let encoder = EventEncoder()
        for index in 0..<count {
            let outcome: RenderOutcome
            switch kind {
            case "cold":
                let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: ProjectConfiguration())
                outcome = renderer.render(path, device: phone, mode: .legacy)
            case "device":
                let device = Device(name: "bench", width: 360 + Double(index % 60), height: 800, scale: 2)
                outcome = warm.render(path, device: device, mode: .legacy)
            case "save":
                warm.sources.setOverlay(path, Array(saved.text(index).utf8))
                warm.forgetRendered(dependingOn: [path])
                outcome = warm.render(path, device: phone, mode: .legacy)
            default:
                outcome = warm.render(path, device: phone, mode: .legacy, state: ["tick": .number(Double(index))])
            }
            consume(kind == "save" ? encoder.encode(outcome, revision: 1).count : outcome.encodedEventBytes(revision: 1).count)
        }
    }
}

/// A text in which one number takes another value each time: the first `1234` (the benchmark
/// documents write it), else the first attribute value that is a whole number (`height="300"`).
struct SavedEdits {
    let prefix: Substring
    let suffix: Substring

    init(text: String) {
        if let marker = text.range(of: "1234") {
            prefix = text[..<marker.lowerBound]
            suffix = text[marker.upperBound...]
        } else if let match = text.firstMatch(of: /="([0-9]+)"/) {
            prefix = text[..<match.output.1.startIndex]
            suffix = text[match.output.1.endIndex...]
        } else {
            prefix = text[...]
            suffix = ""
        }
    }

    func text(_ index: Int) -> String { "\(prefix)\(1000 + index % 5000)\(suffix)" }
}
