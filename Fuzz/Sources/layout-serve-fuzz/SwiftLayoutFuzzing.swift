import Diagnostics
import SwiftLayout

/// Swift source read as SwiftLayout layouts: up to three files cut at NUL bytes, the first
/// rendered (its entry points, the others' classes), for two devices; every diagnostic
/// formatted, the constraints encoded and the LayoutPrinter tree printed.
enum SwiftLayoutFuzzing {
    static func run(_ bytes: [UInt8]) {
        let parts = bytes.parts().prefix(3)
        let files = parts.enumerated().map { index, part in (file: index == 0 ? "Screen.swift" : "Other\(index).swift", text: part.text) }
        let project = ProjectDeclarations(files: files)
        _ = SwiftLayoutRenderer.looksLikeLayout(files[0].text)
        for (width, height) in [(393.0, 852.0), (1024.0, 768.0)] {
            let render = SwiftLayoutRenderer.render("Screen.swift", project: project, options: SwiftLayoutOptions(rootWidth: width, rootHeight: height))
            for diagnostic in render.diagnostics { _ = diagnostic.formatted }
            _ = render.records.map(\.json.encoded).count
            _ = render.layoutTree()
            _ = render.tree?.json.encoded
        }
    }
}
