import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Templates

/// Where a render's time goes, phase by phase, and a loop of warm renders to
/// run under a profiler (`valgrind --tool=callgrind … phases FILE`).
enum PhaseBenchmark {
    static func run(file: String, warmRenders: Int = 300) {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let sources = ProjectSources(root: url.deletingLastPathComponent().path)
        let path = url.lastPathComponent
        let device = try! Device.parse("375x667@2")
        var start = Stopwatch.now()
        _ = UIKitCatalog.standard.classNames.count
        print("UIKit catalog (parse the generated text, build lineages): \(String(format1: Double(Stopwatch.now() - start) / 1e6)) ms")
        start = Stopwatch.now()
        guard let xml = try? sources.xmlFile(path), let tree = try? TemplateBuilder.build(xml, path: path) else {
            print("cannot read \(file)")
            return
        }
        print("read + parse XML + build tree: \(String(format1: Double(Stopwatch.now() - start) / 1e6)) ms")
        for round in 1...3 {
            start = Stopwatch.now()
            let compiled = CompiledLayout(tree, options: LayoutOptions(device: device))
            let compiledAt = Stopwatch.now()
            let result = compiled.render(device: device, state: [:])
            let renderedAt = Stopwatch.now()
            var output: [UInt8] = []
            result.tree?.write(to: &output)
            let bytes = output.count
            let encodedAt = Stopwatch.now()
            print("round \(round): compile \(String(format1: Double(compiledAt - start) / 1e6)) ms, "
                + "layout \(String(format1: Double(renderedAt - compiledAt) / 1e6)) ms, "
                + "encode \(String(format1: Double(encodedAt - renderedAt) / 1e6)) ms (\(bytes / 1024) KiB)")
        }
        let compiled = CompiledLayout(tree, options: LayoutOptions(device: device))
        if let rendered = compiled.render(device: device, state: [:]).tree {
            let encodes = 200
            start = Stopwatch.now()
            for _ in 0..<encodes {
                var output: [UInt8] = []
                output.reserveCapacity(96 * 1024)
                rendered.write(to: &output)
                consume(output.count)
            }
            print("\(encodes) encodes of the tree: \(String(format1: Double(Stopwatch.now() - start) / 1e6 / Double(encodes))) ms each")
        }
        start = Stopwatch.now()
        for index in 0..<warmRenders {
            let width = index % 2 == 0 ? 375.0 : 393.0
            consume(compiled.render(device: Device(name: "bench", width: width, height: 800, scale: 2), state: [:]).errors.count)
        }
        print("\(warmRenders) warm layouts (alternating width): \(String(format1: Double(Stopwatch.now() - start) / 1e6 / Double(warmRenders))) ms each")
    }
}
