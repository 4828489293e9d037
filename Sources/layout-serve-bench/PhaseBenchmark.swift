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
        steadyState(file: url, path: path, device: device)
        start = Stopwatch.now()
        for index in 0..<warmRenders {
            let width = index % 2 == 0 ? 375.0 : 393.0
            consume(compiled.render(device: Device(name: "bench", width: width, height: 800, scale: 2), state: [:]).errors.count)
        }
        print("\(warmRenders) warm layouts (alternating width): \(String(format1: Double(Stopwatch.now() - start) / 1e6 / Double(warmRenders))) ms each")
    }

    /// Each phase of a cold render once everything it can warm is warm (the catalog, the
    /// allocator): the median of many runs, so that phases of a tenth of a millisecond show.
    static func steadyState(file url: URL, path: String, device: Device) {
        guard let bytes = try? [UInt8](Data(contentsOf: url)), let xml = try? XMLReader.read(bytes),
              let tree = try? TemplateBuilder.build(xml, path: path) else { return }
        let compiled = CompiledLayout(tree, options: LayoutOptions(device: device))
        guard let rendered = compiled.render(device: device, state: [:]).tree else { return }
        let runs = 101
        func report(_ name: String, _ body: () -> Void) {
            let median = Stopwatch.medianNanoseconds(runs: runs, iterations: 1, body)
            print("  \(name): \(String(format1: median / 1e3)) µs")
        }
        print("steady state, median of \(runs):")
        report("parse XML") { consume((try? XMLReader.read(bytes))?.root.children.count ?? 0) }
        report("build tree") { consume((try? TemplateBuilder.build(xml, path: path))?.children.count ?? 0) }
        report("compile") { consume(CompiledLayout(tree, options: LayoutOptions(device: device)).stringKeys.count) }
        report("layout") { consume(compiled.render(device: device, state: [:]).errors.count) }
        report("encode") {
            var output: [UInt8] = []
            rendered.write(to: &output)
            consume(output.count)
        }
    }
}
