import Diagnostics
import EverLayout
import LayoutServe
import Project

/// `layout-serve.json` read as the server reads it (two findings of issue 22 came in through
/// it): every key checked, a refusal turned into its positioned diagnostic; what parses has its
/// EverLayout `inject` data applied to a small layout naming every key, and its other tables
/// consulted.
enum ConfigurationFuzzing {
    static func run(_ bytes: [UInt8]) {
        let text = bytes.text
        let configuration: ProjectConfiguration
        do {
            configuration = try ProjectConfiguration.parse(text)
        } catch {
            _ = error.diagnostic(text: text).formatted
            return
        }
        _ = configuration.allowsRemoteHost("example.com", port: 8000)
        _ = configuration.markupKit.version(of: "Screens/Home.xml")
        let keys = configuration.everLayout.inject.keys.sorted().prefix(64)
        let views = keys.enumerated().map { index, key in
            ##""!v\##(index):UILabel": {"properties": {"text": "#{\##(key)}"}, "constraints": {"top left": "@super"}}"##
        }
        let layout = #"{"name": "Config", "root": {"views": {"# + views.joined(separator: ", ") + "}}}"
        let options = EverLayoutOptions(rootWidth: configuration.device.width, rootHeight: configuration.device.height,
                                        scale: configuration.device.scale, environment: configuration.everLayout.environment,
                                        inject: configuration.everLayout.inject)
        let render = EverLayoutRenderer.render(Array(layout.utf8), file: "Config.json", options: options)
        _ = render.diagnostics.map(\.formatted)
        _ = BridgeDocument.route(Array(layout.utf8), inject: configuration.everLayout.inject)
    }
}
