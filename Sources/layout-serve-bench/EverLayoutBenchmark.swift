import Foundation
import LayoutServe

/// An EverLayout layout of `count` labels against a Layout template of the same labels,
/// both generated: each label spans the width less 16 pt on each side, one line of text,
/// 8 pt below the previous one (EverLayout: constraints solved by the Auto Layout engine;
/// Layout: `previous.bottom + 8`). Cold and warm renders as `RenderBenchmark` measures them.
enum EverLayoutBenchmark {
    static func run(count: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-serve-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let everLayout = folder.appendingPathComponent("Stack.json")
        let layout = folder.appendingPathComponent("Stack.xml")
        try Data(everLayoutStack(count).utf8).write(to: everLayout)
        try Data(layoutStack(count).utf8).write(to: layout)
        let json = RenderBenchmark.run(file: everLayout.path)
        let xml = RenderBenchmark.run(file: layout.path)
        func ratio(_ a: Double, _ b: Double) -> String { String(format1: a / b) + "×" }
        return """
            | \(count) labels, generated | nodes | JSON | cold render | warm: other device |
            |---|---|---|---|---|
            | EverLayout `Stack.json` | \(json.nodes) | \(json.bytes / 1024) KiB | \(String(format1: json.cold)) ms | \(String(format1: json.warmDevice)) ms |
            | Layout `Stack.xml` | \(xml.nodes) | \(xml.bytes / 1024) KiB | \(String(format1: xml.cold)) ms | \(String(format1: xml.warmDevice)) ms |
            | EverLayout ÷ Layout | | | \(ratio(json.cold, xml.cold)) | \(ratio(json.warmDevice, xml.warmDevice)) |
            """
    }

    static func text(_ index: Int) -> String { "Item \(index): a line of text" }

    static func everLayoutStack(_ count: Int) -> String {
        var views: [String] = []
        for index in 0..<count {
            let top = index == 0 ? #""top left right": "@super <16""# : #""top": "@label\#(index - 1).bottom +8", "left right": "@super <16""#
            views.append(#"        "!label\#(index):UILabel": {"constraints": {\#(top)}, "properties": {"text": "\#(text(index))"}}"#)
        }
        return "{\n    \"name\": \"Stack\",\n    \"root\": {\"views\": {\n" + views.joined(separator: ",\n") + "\n    }}\n}\n"
    }

    static func layoutStack(_ count: Int) -> String {
        var lines = [#"<UIView width="100%" height="100%">"#]
        for index in 0..<count {
            let top = index == 0 ? "16" : "previous.bottom + 8"
            lines.append(#"    <UILabel top="\#(top)" left="16" width="100% - 32" text="\#(text(index))"/>"#)
        }
        lines.append("</UIView>")
        return lines.joined(separator: "\n") + "\n"
    }
}
