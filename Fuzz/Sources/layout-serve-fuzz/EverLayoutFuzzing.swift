import Diagnostics
import EverLayout

/// An EverLayout layout read, injected, built and solved, for a phone in portrait or an iPad
/// (the first byte), with app-provided views and `#{}` data.
enum EverLayoutFuzzing {
    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let options = EverLayoutOptions(rootWidth: selector & 1 == 0 ? 375 : 1024, rootHeight: selector & 1 == 0 ? 667 : 768,
                                        environment: ["header": "UIView", "avatar": "UIImageView"],
                                        inject: ["title": "Hello", "width": "120"])
        let render = EverLayoutRenderer.render(Array(bytes.dropFirst()), file: "A.json", options: options)
        _ = render.diagnostics.map(\.formatted)
        _ = render.constraints.map(\.json.encoded)
    }
}
