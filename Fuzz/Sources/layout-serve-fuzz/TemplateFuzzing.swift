import Diagnostics
import Expressions
import LayoutEngine
import Templates

/// XML → template tree with includes → compiled layout → frames, as a render request takes it.
/// The input holds up to a few files cut at NUL bytes (XML allows no NUL): the first is
/// `A.xml`, and any other include path names one of them, or none (a missing file), by a
/// checksum of the path, so includes, inheritance and cycles all happen.
enum TemplateFuzzing {
    static let catalog = UIKitCatalog.standard
    static let ipad = Device.presets.first { $0.name == "ipad" }!

    static func run(_ bytes: [UInt8]) {
        let files = Array(bytes.parts().prefix(4))
        @Sendable func index(of path: String) -> Int {
            path == "A.xml" ? 0 : path.utf8.reduce(0) { $0 &+ Int($1) } % (files.count + 1)
        }
        let resolver = TemplateResolver(
            load: { path throws(TemplateLoadError) in
                let file = index(of: path)
                guard file < files.count else { throw .notFound }
                do throws(XMLError) {
                    return try XMLReader.read(files[file])
                } catch {
                    throw .invalidXML(error)
                }
            },
            isSubclass: { ancestor, subclass in
                catalog.viewClass(named: subclass)?.isSubclass(of: ancestor) ?? (ancestor == subclass)
            })
        let resolution = resolver.resolve(path: "A.xml")
        let template: TemplateNode
        switch resolution.result {
        case let .success(node): template = node
        case let .failure(errors):
            _ = errors.diagnostics.map(\.formatted)
            return
        }
        let options = LayoutOptions(
            constants: ["spacing": .number(8), "title": .string("Title")],
            strings: ["Home.Title": "Home", "Inbox": "%d new messages"])
        let layout = CompiledLayout(template, options: options) { path in
            let file = index(of: path)
            return file < files.count ? SourceText(files[file].text) : nil
        }
        for (device, state) in [(Device.standard, [:]), (ipad, ["isSelected": Value.bool(true), "name": .string("Ada")])] {
            let result = layout.render(device: device, state: state)
            _ = (result.errors + result.warnings).map(\.formatted)
        }
    }
}
